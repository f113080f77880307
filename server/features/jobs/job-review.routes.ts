import { Hono } from "hono";
import { z } from "zod";
import { adminJobListQuerySchema, rejectJobInputSchema } from "@common/jobs.schema";
import type { AppEnv } from "../../lib/context";
import { parse, parseQuery, readOptionalJson } from "../../lib/http";
import { currentUser, requireRole } from "../../middlewares/require-role";
import { listJobsToReview, reviewAsReviewer } from "./job-review.service";

const idParam = z.uuid({ error: "Job not found" });
const reviewQuerySchema = adminJobListQuerySchema.pick({ cursor: true, pageSize: true });
const requireReviewer = requireRole("mentor", "admin");

/** The job review queue for mentors and admins (decision 017). */
export const jobReviewRoutes = new Hono<AppEnv>()
  .get("/review/jobs", requireReviewer, async (c) => {
    const q = parseQuery(c, reviewQuerySchema);
    c.header("Cache-Control", "private, no-store");
    return c.json(await listJobsToReview(c.get("deps").db, currentUser(c), q, c.get("deps").scheduler.now()));
  })
  .post("/review/jobs/:id/approve", requireReviewer, async (c) => {
    const id = parse(idParam, c.req.param("id"));
    const row = await reviewAsReviewer(c.get("deps"), currentUser(c), id, { approve: true }, c.get("deps").scheduler.now());
    return c.json({ job: { id: row.id, isApproved: row.isApproved, isAdminReviewed: row.isAdminReviewed } });
  })
  .post("/review/jobs/:id/reject", requireReviewer, async (c) => {
    const id = parse(idParam, c.req.param("id"));
    const { reason } = parse(rejectJobInputSchema, await readOptionalJson(c));
    const row = await reviewAsReviewer(c.get("deps"), currentUser(c), id, { approve: false, reason }, c.get("deps").scheduler.now());
    return c.json({ job: { id: row.id, isApproved: row.isApproved, isAdminReviewed: row.isAdminReviewed, rejectionReason: row.rejectionReason } });
  });
