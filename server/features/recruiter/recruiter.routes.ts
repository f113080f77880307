import { Hono } from "hono";
import { z } from "zod";
import { jobInputSchema } from "@common/jobs.schema";
import { recruiterSearchSchema } from "@common/recruiter.schema";
import type { AppEnv } from "../../lib/context";
import { parse, parseBody, parseQuery } from "../../lib/http";
import { currentUser, requireRole } from "../../middlewares/require-role";
import { searchCandidates } from "../candidates/candidates.service";
import { getJobForOwner, toJobDto, updateJob } from "../jobs/jobs.service";
import { recruiterDashboard, recruiterJobDetail } from "./recruiter.service";

const idParam = z.uuid({ error: "Job not found" });
const recruiterOrAdmin = requireRole("recruiter", "admin");

export const recruiterRoutes = new Hono<AppEnv>()
  .use("/recruiter/*", recruiterOrAdmin)
  .get("/recruiter/jobs", async (c) => c.json(await recruiterDashboard(c.get("deps").db, currentUser(c), c.get("deps").scheduler.now())))
  .get("/recruiter/jobs/:id", async (c) => {
    const id = parse(idParam, c.req.param("id"));
    return c.json(await recruiterJobDetail(c.get("deps").db, currentUser(c), id));
  })
  .get("/recruiter/jobs/:id/edit", async (c) => {
    const id = parse(idParam, c.req.param("id"));
    const job = await getJobForOwner(c.get("deps").db, currentUser(c), id);
    return c.json({ job: { ...toJobDto(job, { redacted: false }), referrer: job.referrer, isApproved: job.isApproved } });
  })
  .put("/recruiter/jobs/:id", async (c) => {
    const id = parse(idParam, c.req.param("id"));
    const input = await parseBody(c, jobInputSchema);
    const row = await updateJob(c.get("deps").db, currentUser(c), id, input);
    return c.json({ job: { id: row.id, isApproved: row.isApproved, isAdminReviewed: row.isAdminReviewed } });
  })
  .get("/recruiter/candidates", async (c) => {
    const { q } = parseQuery(c, recruiterSearchSchema);
    const { candidates, total } = await searchCandidates(c.get("deps").db, { q, limit: 10, offset: 0, withEmail: true });
    return c.json({ candidates, total });
  });
