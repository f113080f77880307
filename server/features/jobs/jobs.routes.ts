import { Hono } from "hono";
import { z } from "zod";
import {
  adminJobListDtoSchema,
  adminJobListQuerySchema,
  bulkDeleteSchema,
  jobDtoSchema,
  jobFiltersDtoSchema,
  jobInputSchema,
  jobListDtoSchema,
  jobListQuerySchema,
  jobReviewResultSchema,
  myJobListDtoSchema,
  myJobsQuerySchema,
  rejectJobInputSchema,
  renewJobDtoSchema,
} from "@common/jobs.schema";
import type { AppEnv } from "../../lib/context";
import { AppError } from "../../lib/errors";
import { doc, emptyBodyAsJson, input } from "../../lib/openapi";
import { currentUser, requireAdmin, requireUser } from "../../middlewares/require-role";
import { adminListJobs, deleteJobs, jobReviewResult, reviewJob } from "./admin-jobs.service";
import { listMyJobs, renewJob, submitJob } from "./job-submissions.service";
import { expressInterest, getApprovedJob, jobFilters, listApprovedJobs, listCompanyJobs, removeInterest } from "./jobs.service";
import { companySlugParam } from "@common/companies.schema";
import { getCompanyBySlug } from "../companies/companies.service";
import { writeLimit } from "../../lib/write-limits";
import { jobsLimits } from "./jobs.limits";
import { DECISION_ALIAS } from "../moderation/moderation.service";

const idParam = z.object({ id: z.uuid({ error: "Job not found" }) });
const interestSchema = z.object({ interested: z.boolean() });
const deletedSchema = z.object({ deleted: z.number() });

/** The spec's catch-all message when required fields of the job form are missing (then per-field messages). */
function missingJobFields(body: unknown) {
  const fields = body && typeof body === "object" ? (body as Record<string, unknown>) : {};
  // A job posted as a registered company takes the company's name (docs/decisions/078).
  const required = ["title", "location", "jobBoardUrl", "description", "skills", ...(fields.companyId ? [] : ["company"])];
  if (required.some((k) => fields[k] === undefined || fields[k] === null)) {
    const result = jobInputSchema.safeParse(fields);
    throw new AppError(
      "VALIDATION_FAILED",
      "Missing required job fields",
      result.success ? undefined : AppError.validation(result.error).fields,
    );
  }
}

export const jobsRoutes = new Hono<AppEnv>()
  .get(
    "/jobs",
    doc({
      summary: "List approved jobs (filters, ranked search, keyset paging)",
      description:
        "Visitors get redacted jobs (no company, location, description or link) and cannot filter by those fields. " +
        "The contractor-only filter (contractorOnly=true) is for verified contractors: anyone else gets 403.",
      tag: "jobs",
      auth: "public",
      responses: { 200: jobListDtoSchema },
      errors: [403],
    }),
    input("query", jobListQuerySchema),
    async (c) => {
      const user = c.get("user");
      const result = await listApprovedJobs(c.get("deps"), user, c.req.valid("query"));
      c.header("Cache-Control", user ? "private, no-store" : "public, no-cache");
      c.header("Vary", "Cookie");
      return c.json(result);
    },
  )
  .get(
    "/jobs/filters",
    doc({ summary: "Skills and locations to filter the board by", tag: "jobs", auth: "public", responses: { 200: jobFiltersDtoSchema } }),
    async (c) => {
      const user = c.get("user");
      c.header("Cache-Control", user ? "private, no-cache" : "public, no-cache");
      c.header("Vary", "Cookie");
      return c.json(await jobFilters(c.get("deps"), user));
    },
  )
  .get(
    "/companies/:slug/jobs",
    doc({
      summary: "A company's open jobs (visitors: only those whose details are public)",
      tag: "jobs",
      auth: "public",
      responses: { 200: z.object({ jobs: z.array(jobDtoSchema) }) },
      errors: [404],
    }),
    input("param", companySlugParam),
    async (c) => {
      const { db, scheduler } = c.get("deps");
      const user = c.get("user");
      const company = await getCompanyBySlug(db, c.req.valid("param").slug);
      c.header("Cache-Control", user ? "private, no-store" : "public, no-cache");
      c.header("Vary", "Cookie");
      return c.json({ jobs: await listCompanyJobs(db, user, company.id, scheduler.now()) });
    },
  )
  .get(
    "/me/jobs",
    requireUser,
    doc({ summary: "The jobs I submitted, with their review status", tag: "jobs", auth: "user", responses: { 200: myJobListDtoSchema } }),
    input("query", myJobsQuerySchema),
    async (c) => {
      c.header("Cache-Control", "private, no-store");
      return c.json(await listMyJobs(c.get("deps").db, currentUser(c), c.req.valid("query"), c.get("deps").scheduler.now()));
    },
  )
  .get(
    "/jobs/:id",
    doc({
      summary: "One approved job (redacted for visitors)",
      tag: "jobs",
      auth: "public",
      responses: { 200: z.object({ job: jobDtoSchema }) },
      errors: [404],
    }),
    input("param", idParam),
    async (c) => {
      const user = c.get("user");
      c.header("Cache-Control", "private, no-store");
      return c.json({ job: await getApprovedJob(c.get("deps").db, user, c.req.valid("param").id, c.get("deps").scheduler.now()) });
    },
  )
  .post(
    "/jobs",
    requireUser,
    writeLimit(jobsLimits.create),
    doc({
      summary: "Submit a job for review",
      description: 'Missing required fields answer 400 "Missing required job fields" with per-field messages.',
      tag: "jobs",
      auth: "user",
      responses: { 201: z.object({ job: z.object({ id: z.string(), title: z.string(), isApproved: z.boolean() }) }) },
      errors: [400, 429],
    }),
    input("json", jobInputSchema, missingJobFields),
    async (c) => {
      const row = await submitJob(c.get("deps"), currentUser(c), c.req.valid("json"));
      return c.json({ job: { id: row.id, title: row.title, isApproved: row.isApproved } }, 201);
    },
  )
  .post(
    "/jobs/:id/interest",
    requireUser,
    writeLimit(jobsLimits.interest),
    doc({ summary: "Mark interest in a job", tag: "jobs", auth: "user", responses: { 200: interestSchema }, errors: [404] }),
    input("param", idParam),
    async (c) => {
      await expressInterest(c.get("deps").db, currentUser(c).id, c.req.valid("param").id, c.get("deps").scheduler.now());
      return c.json({ interested: true });
    },
  )
  .post(
    "/jobs/:id/renew",
    requireUser,
    writeLimit(jobsLimits.renew),
    doc({
      summary: "Renew my expired or expiring job for another 30 days",
      tag: "jobs",
      auth: "owner",
      responses: { 200: renewJobDtoSchema },
      errors: [403, 404, 409],
    }),
    input("param", idParam),
    async (c) => c.json(await renewJob(c.get("deps").db, currentUser(c), c.req.valid("param").id, c.get("deps").scheduler.now())),
  )
  .delete(
    "/jobs/:id/interest",
    requireUser,
    writeLimit(jobsLimits.withdrawInterest),
    doc({ summary: "Withdraw interest in a job", tag: "jobs", auth: "user", responses: { 200: interestSchema } }),
    input("param", idParam),
    async (c) => {
      await removeInterest(c.get("deps").db, currentUser(c).id, c.req.valid("param").id);
      return c.json({ interested: false });
    },
  )
  // ---- admin ----
  .get(
    "/admin/jobs",
    requireAdmin,
    doc({
      summary: "All jobs or the pending ones, searchable, keyset paging",
      tag: "jobs",
      auth: "admin",
      responses: { 200: adminJobListDtoSchema },
      errors: [403],
    }),
    input("query", adminJobListQuerySchema),
    async (c) => c.json(await adminListJobs(c.get("deps").db, c.req.valid("query"), c.get("deps").scheduler.now())),
  )
  .post(
    "/admin/jobs/:id/approve",
    requireAdmin,
    writeLimit(jobsLimits.review),
    doc({
      summary: "Approve a job",
      description: DECISION_ALIAS,
      tag: "jobs",
      auth: "admin",
      responses: { 200: jobReviewResultSchema },
      errors: [403, 404, 409],
    }),
    input("param", idParam),
    async (c) => {
      const row = await reviewJob(c.get("deps"), currentUser(c), c.req.valid("param").id, { approve: true }, c.get("deps").scheduler.now());
      return c.json(jobReviewResult(row));
    },
  )
  .post(
    "/admin/jobs/:id/reject",
    requireAdmin,
    writeLimit(jobsLimits.review),
    doc({
      summary: "Reject a job with a reason (mailed to the poster)",
      description: DECISION_ALIAS,
      tag: "jobs",
      auth: "admin",
      responses: { 200: jobReviewResultSchema },
      errors: [403, 404, 409],
    }),
    input("param", idParam),
    emptyBodyAsJson,
    input("json", rejectJobInputSchema),
    async (c) => {
      const { reason } = c.req.valid("json");
      const row = await reviewJob(
        c.get("deps"),
        currentUser(c),
        c.req.valid("param").id,
        { approve: false, reason: reason ?? null },
        c.get("deps").scheduler.now(),
      );
      return c.json(jobReviewResult(row));
    },
  )
  .delete(
    "/admin/jobs/:id",
    requireAdmin,
    writeLimit(jobsLimits.review),
    doc({ summary: "Delete a job", tag: "jobs", auth: "admin", responses: { 200: deletedSchema }, errors: [403, 404] }),
    input("param", idParam),
    async (c) => {
      const deleted = await deleteJobs(c.get("deps").db, [c.req.valid("param").id]);
      if (!deleted) throw new AppError("NOT_FOUND", "Job not found");
      return c.json({ deleted });
    },
  )
  .post(
    "/admin/jobs/bulk-delete",
    requireAdmin,
    writeLimit(jobsLimits.review),
    doc({ summary: "Delete up to 200 jobs at once", tag: "jobs", auth: "admin", responses: { 200: deletedSchema }, errors: [403] }),
    input("json", bulkDeleteSchema),
    async (c) => c.json({ deleted: await deleteJobs(c.get("deps").db, c.req.valid("json").ids) }),
  );
