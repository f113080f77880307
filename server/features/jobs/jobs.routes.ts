import { Hono } from "hono";
import { z } from "zod";
import {
  adminJobListQuerySchema,
  bulkDeleteSchema,
  jobInputSchema,
  jobListQuerySchema,
  myJobsQuerySchema,
  rejectJobInputSchema,
} from "@common/jobs.schema";
import type { AppEnv } from "../../lib/context";
import { AppError } from "../../lib/errors";
import { parse, parseBody, parseQuery, readJson, readOptionalJson } from "../../lib/http";
import { currentUser, requireAdmin, requireUser } from "../../middlewares/require-role";
import {
  adminListJobs,
  deleteJobs,
  expressInterest,
  getApprovedJob,
  jobFilters,
  listApprovedJobs,
  listMyJobs,
  removeInterest,
  renewJob,
  reviewJob,
  submitJob,
} from "./jobs.service";

const idParam = z.uuid({ error: "Job not found" });

/** The job form's own rules, plus the spec's catch-all message when required fields are missing. */
async function parseJobInput(c: Parameters<typeof readJson>[0]) {
  const body = (await readJson(c)) as Record<string, unknown> | null;
  const required = ["company", "title", "location", "jobBoardUrl", "description", "skills"];
  if (!body || typeof body !== "object" || required.some((k) => body[k] === undefined || body[k] === null)) {
    const result = jobInputSchema.safeParse(body ?? {});
    const fields = result.success ? undefined : AppError.validation(result.error).fields;
    throw new AppError("VALIDATION_FAILED", "Missing required job fields", fields);
  }
  return parse(jobInputSchema, body);
}

export const jobsRoutes = new Hono<AppEnv>()
  .get("/jobs", async (c) => {
    const q = parseQuery(c, jobListQuerySchema);
    const user = c.get("user");
    const result = await listApprovedJobs(c.get("deps").db, user, q, c.get("deps").scheduler.now());
    c.header("Cache-Control", user ? "private, no-store" : "public, no-cache");
    c.header("Vary", "Cookie");
    return c.json(result);
  })
  .get("/jobs/filters", async (c) => {
    const user = c.get("user");
    c.header("Cache-Control", user ? "private, no-cache" : "public, no-cache");
    c.header("Vary", "Cookie");
    return c.json(await jobFilters(c.get("deps").db, user, c.get("deps").scheduler.now()));
  })
  .get("/me/jobs", requireUser, async (c) => {
    const q = parseQuery(c, myJobsQuerySchema);
    c.header("Cache-Control", "private, no-store");
    return c.json(await listMyJobs(c.get("deps").db, currentUser(c), q, c.get("deps").scheduler.now()));
  })
  .get("/jobs/:id", async (c) => {
    const id = parse(idParam, c.req.param("id"));
    const user = c.get("user");
    c.header("Cache-Control", "private, no-store");
    return c.json({ job: await getApprovedJob(c.get("deps").db, user, id, c.get("deps").scheduler.now()) });
  })
  .post("/jobs", requireUser, async (c) => {
    const input = await parseJobInput(c);
    const row = await submitJob(c.get("deps"), currentUser(c), input);
    return c.json({ job: { id: row.id, title: row.title, isApproved: row.isApproved } }, 201);
  })
  .post("/jobs/:id/interest", requireUser, async (c) => {
    const id = parse(idParam, c.req.param("id"));
    await expressInterest(c.get("deps").db, currentUser(c).id, id, c.get("deps").scheduler.now());
    return c.json({ interested: true });
  })
  .post("/jobs/:id/renew", requireUser, async (c) => {
    const id = parse(idParam, c.req.param("id"));
    return c.json(await renewJob(c.get("deps").db, currentUser(c), id, c.get("deps").scheduler.now()));
  })
  .delete("/jobs/:id/interest", requireUser, async (c) => {
    const id = parse(idParam, c.req.param("id"));
    await removeInterest(c.get("deps").db, currentUser(c).id, id);
    return c.json({ interested: false });
  })
  // ---- admin ----
  .get("/admin/jobs", requireAdmin, async (c) => {
    const q = parseQuery(c, adminJobListQuerySchema);
    return c.json(await adminListJobs(c.get("deps").db, q, c.get("deps").scheduler.now()));
  })
  .post("/admin/jobs/:id/approve", requireAdmin, async (c) => {
    const id = parse(idParam, c.req.param("id"));
    const row = await reviewJob(c.get("deps"), id, { approve: true }, c.get("deps").scheduler.now());
    return c.json({
      job: { id: row.id, isApproved: row.isApproved, isAdminReviewed: row.isAdminReviewed, expiresAt: row.expiresAt?.toISOString() ?? null },
    });
  })
  .post("/admin/jobs/:id/reject", requireAdmin, async (c) => {
    const id = parse(idParam, c.req.param("id"));
    const { reason } = parse(rejectJobInputSchema, await readOptionalJson(c));
    const row = await reviewJob(c.get("deps"), id, { approve: false, reason }, c.get("deps").scheduler.now());
    return c.json({ job: { id: row.id, isApproved: row.isApproved, isAdminReviewed: row.isAdminReviewed, rejectionReason: row.rejectionReason } });
  })
  .delete("/admin/jobs/:id", requireAdmin, async (c) => {
    const id = parse(idParam, c.req.param("id"));
    const deleted = await deleteJobs(c.get("deps").db, [id]);
    if (!deleted) throw new AppError("NOT_FOUND", "Job not found");
    return c.json({ deleted });
  })
  .post("/admin/jobs/bulk-delete", requireAdmin, async (c) => {
    const { ids } = await parseBody(c, bulkDeleteSchema);
    return c.json({ deleted: await deleteJobs(c.get("deps").db, ids) });
  });
