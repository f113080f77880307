import { Hono } from "hono";
import { jobDtoSchema, jobInputSchema, myJobsQuerySchema } from "@common/jobs.schema";
import { candidateDtoSchema } from "@common/candidates.schema";
import { recruiterDashboardDtoSchema, recruiterJobDetailDtoSchema, recruiterSearchSchema } from "@common/recruiter.schema";
import { z } from "zod";
import type { AppEnv } from "../../lib/context";
import { doc, input } from "../../lib/openapi";
import { currentUser, requireCapability } from "../../middlewares/require-role";
import { searchCandidates } from "../candidates/candidates.service";
import { getJobForOwner, updateJob } from "../jobs/job-submissions.service";
import { toJobDto } from "../jobs/jobs.service";
import { recruiterDashboard, recruiterJobDetail } from "./recruiter.service";
import { writeLimit } from "../../lib/write-limits";
import { recruiterLimits } from "./recruiter.limits";

const idParam = z.uuid({ error: "Job not found" });
const recruiterOrAdmin = requireCapability("recruiter", "admin");

export const recruiterRoutes = new Hono<AppEnv>()
  .use("/recruiter/*", recruiterOrAdmin)
  .get(
    "/recruiter/jobs",
    doc({
      summary: "My posted jobs with applicant counts",
      tag: "recruiter",
      auth: "recruiter",
      responses: { 200: recruiterDashboardDtoSchema },
      errors: [400, 403],
    }),
    input("query", myJobsQuerySchema),
    async (c) => {
      c.header("Cache-Control", "private, no-store");
      return c.json(await recruiterDashboard(c.get("deps").db, currentUser(c), c.req.valid("query"), c.get("deps").scheduler.now()));
    },
  )
  .get(
    "/recruiter/jobs/:id",
    doc({
      summary: "One of my jobs with its applicants",
      tag: "recruiter",
      auth: "recruiter",
      responses: { 200: recruiterJobDetailDtoSchema },
      errors: [403, 404],
    }),
    input("param", z.object({ id: idParam })),
    async (c) => {
      const id = c.req.valid("param").id;
      return c.json(await recruiterJobDetail(c.get("deps").db, currentUser(c), id));
    },
  )
  .get(
    "/recruiter/jobs/:id/edit",
    doc({
      summary: "One of my jobs to edit",
      tag: "recruiter",
      auth: "recruiter",
      responses: { 200: z.object({ job: jobDtoSchema.extend({ referrer: z.string().nullable(), isApproved: z.boolean() }) }) },
      errors: [403, 404],
    }),
    input("param", z.object({ id: idParam })),
    async (c) => {
      const id = c.req.valid("param").id;
      const job = await getJobForOwner(c.get("deps").db, currentUser(c), id);
      return c.json({ job: { ...toJobDto(job, { redacted: false }), referrer: job.referrer, isApproved: job.isApproved } });
    },
  )
  .put(
    "/recruiter/jobs/:id",
    writeLimit(recruiterLimits.editJob),
    doc({
      summary: "Edit my job (it goes back to review)",
      tag: "recruiter",
      auth: "recruiter",
      responses: { 200: z.object({ job: z.object({ id: z.string(), isApproved: z.boolean(), isAdminReviewed: z.boolean() }) }) },
      errors: [403, 404],
    }),
    input("json", jobInputSchema),
    input("param", z.object({ id: idParam })),
    async (c) => {
      const id = c.req.valid("param").id;
      const input = c.req.valid("json");
      const row = await updateJob(c.get("deps"), currentUser(c), id, input);
      return c.json({ job: { id: row.id, isApproved: row.isApproved, isAdminReviewed: row.isAdminReviewed } });
    },
  )
  .get(
    "/recruiter/candidates",
    doc({
      summary: "Search candidates (recruiters)",
      tag: "recruiter",
      auth: "recruiter",
      responses: { 200: z.object({ candidates: z.array(candidateDtoSchema), total: z.number() }) },
      errors: [403],
    }),
    input("query", recruiterSearchSchema),
    async (c) => {
      const { q } = c.req.valid("query");
      const { candidates, total } = await searchCandidates(c.get("deps").db, { q, limit: 10, offset: 0, withEmail: true });
      return c.json({ candidates, total });
    },
  );
