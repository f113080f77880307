import { and, asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { jobs, mailOutbox, moderationItems } from "../../db/schema";
import { signedIn } from "../../test/factories";
import { createJob } from "../../test/job-factory";
import { setupTestContext } from "../../test/setup";

const ctx = setupTestContext();

const pendingJob = (values: Parameters<typeof createJob>[1] = {}) =>
  createJob(ctx, { isApproved: false, isAdminReviewed: false, ...values });
const itemOf = async (targetId: string) =>
  (
    await ctx.deps.db
      .select()
      .from(moderationItems)
      .where(and(eq(moderationItems.kind, "job"), eq(moderationItems.targetId, targetId)))
  )[0]!;

/** Mentors review jobs in the one review queue (docs/decisions/042): the old /review/jobs routes are gone. */
describe("mentors review jobs in /admin/review", () => {
  it("the superseded /api/review/jobs routes no longer exist", async () => {
    const mentor = await signedIn(ctx, "mentor");
    const job = await pendingJob();
    expect((await mentor.request("/api/review/jobs")).status).toBe(404);
    expect((await mentor.request(`/api/review/jobs/${job.id}/approve`, { method: "POST" })).status).toBe(404);
    expect((await mentor.request(`/api/review/jobs/${job.id}/reject`, { json: { reason: "Spam" } })).status).toBe(404);
    expect((await ctx.deps.db.select().from(jobs).where(eq(jobs.id, job.id)))[0]).toMatchObject({ isApproved: false });
  });

  it("a mentor approves a member's job from the queue: on the board, the submitter mailed", async () => {
    const mentor = await signedIn(ctx, "mentor");
    const submitter = await signedIn(ctx);
    const job = await pendingJob({ recruiterId: submitter.id });
    const item = await itemOf(job.id);
    const res = await mentor.request(`/api/admin/review/${item.id}/decision`, { json: { decision: "approve", version: item.version } });
    expect(res.status).toBe(200);
    const board = (await (await ctx.request("/api/jobs")).json()) as { jobs: { id: string }[] };
    expect(board.jobs.map((j) => j.id)).toEqual([job.id]);
    const mails = await ctx.deps.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, submitter.email))
      .orderBy(asc(mailOutbox.createdAt), asc(mailOutbox.id));
    expect(mails.map((m) => m.subject)).toEqual([`Your job "${job.title}" is live`]);
  });

  it("a mentor still cannot use the admin job routes (full list, delete)", async () => {
    const mentor = await signedIn(ctx, "mentor");
    const job = await pendingJob();
    expect((await mentor.request("/api/admin/jobs")).status).toBe(403);
    expect((await mentor.request(`/api/admin/jobs/${job.id}`, { method: "DELETE" })).status).toBe(403);
    expect((await mentor.request("/api/admin/jobs/bulk-delete", { json: { ids: [job.id] } })).status).toBe(403);
  });
});
