import { Hono } from "hono";
import { z } from "zod";
import { adminJobListQuerySchema, jobReviewResultSchema, rejectJobInputSchema, reviewJobListDtoSchema } from "@common/jobs.schema";
import type { AppEnv } from "../../lib/context";
import { doc, emptyBodyAsJson, input } from "../../lib/openapi";
import { currentUser, requireCapability } from "../../middlewares/require-role";
import { listJobsToReview, reviewAsReviewer } from "./job-review.service";
import { jobReviewResult } from "./jobs.service";

const idParam = z.object({ id: z.uuid({ error: "Job not found" }) });
const reviewQuerySchema = adminJobListQuerySchema.pick({ cursor: true, pageSize: true });
const requireReviewer = requireCapability("mentor", "admin");

/** The job review queue for mentors and admins (decision 017). */
export const jobReviewRoutes = new Hono<AppEnv>()
  .get(
    "/review/jobs",
    requireReviewer,
    doc({
      summary: "Jobs waiting for review (mentors and admins)",
      tag: "jobs",
      auth: "mentor",
      responses: { 200: reviewJobListDtoSchema },
      errors: [403],
    }),
    input("query", reviewQuerySchema),
    async (c) => {
      c.header("Cache-Control", "private, no-store");
      return c.json(await listJobsToReview(c.get("deps").db, currentUser(c), c.req.valid("query"), c.get("deps").scheduler.now()));
    },
  )
  .post(
    "/review/jobs/:id/approve",
    requireReviewer,
    doc({
      summary: "Approve a job (not one's own submission)",
      tag: "jobs",
      auth: "mentor",
      responses: { 200: jobReviewResultSchema },
      errors: [403, 404, 409],
    }),
    input("param", idParam),
    async (c) => {
      const row = await reviewAsReviewer(
        c.get("deps"),
        currentUser(c),
        c.req.valid("param").id,
        { approve: true },
        c.get("deps").scheduler.now(),
      );
      return c.json(jobReviewResult(row));
    },
  )
  .post(
    "/review/jobs/:id/reject",
    requireReviewer,
    doc({
      summary: "Reject a job with an optional reason",
      tag: "jobs",
      auth: "mentor",
      responses: { 200: jobReviewResultSchema },
      errors: [403, 404, 409],
    }),
    input("param", idParam),
    emptyBodyAsJson,
    input("json", rejectJobInputSchema),
    async (c) => {
      const { reason } = c.req.valid("json");
      const row = await reviewAsReviewer(
        c.get("deps"),
        currentUser(c),
        c.req.valid("param").id,
        { approve: false, reason },
        c.get("deps").scheduler.now(),
      );
      return c.json(jobReviewResult(row));
    },
  );
