import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { jobs, mailOutbox } from "../../db/schema";
import { errorOf, signedIn } from "../../test/factories";
import { createJob } from "../../test/job-factory";
import { setupTestContext } from "../../test/setup";

const ctx = setupTestContext();

const pendingJob = (values: Parameters<typeof createJob>[1] = {}) =>
  createJob(ctx, { isApproved: false, isAdminReviewed: false, ...values });
const stateOf = async (id: string) => (await ctx.deps.db.select().from(jobs).where(eq(jobs.id, id)))[0]!;

describe("job review by mentors and admins (decision 017)", () => {
  it("anonymous gets 401 and members, recruiters and mentor applicants 403, changing nothing", async () => {
    const job = await pendingJob();
    const member = await signedIn(ctx);
    const recruiter = await signedIn(ctx, "recruiter");
    const applicant = await signedIn(ctx, "mentor_applicant");
    for (const [path, method] of [
      ["/api/review/jobs", "GET"],
      [`/api/review/jobs/${job.id}/approve`, "POST"],
      [`/api/review/jobs/${job.id}/reject`, "POST"],
    ] as const) {
      expect((await ctx.request(path, { method })).status).toBe(401);
      for (const who of [member, recruiter, applicant]) expect((await who.request(path, { method })).status).toBe(403);
    }
    expect(await stateOf(job.id)).toMatchObject({ isApproved: false, isAdminReviewed: false });
  });

  it("a mentor sees only pending jobs, with their own marked, and no submitter ids", async () => {
    const mentor = await signedIn(ctx, "mentor");
    const other = await signedIn(ctx);
    const theirs = await pendingJob({ recruiterId: other.id });
    const own = await pendingJob({ recruiterId: mentor.id });
    await createJob(ctx); // approved: not in the queue
    const res = await mentor.request("/api/review/jobs");
    expect(res.status).toBe(200);
    const body = (await res.json()) as { jobs: Record<string, unknown>[]; total: number };
    expect(body.total).toBe(2);
    expect(body.jobs.map((j) => [j.id, j.isOwnSubmission]).sort()).toEqual(
      [
        [own.id, true],
        [theirs.id, false],
      ].sort(),
    );
    expect(body.jobs.every((j) => !("recruiterId" in j))).toBe(true);
    expect(body.jobs[0]).toHaveProperty("description");
  });

  it("a mentor approves (published, submitter mailed) and rejects pending jobs", async () => {
    const mentor = await signedIn(ctx, "mentor");
    const submitter = await signedIn(ctx);
    const a = await pendingJob({ recruiterId: submitter.id });
    const b = await pendingJob({ recruiterId: submitter.id });
    expect((await mentor.request(`/api/review/jobs/${a.id}/approve`, { method: "POST" })).status).toBe(200);
    expect((await mentor.request(`/api/review/jobs/${b.id}/reject`, { json: { reason: "Not a security role" } })).status).toBe(200);
    // A rejection needs a reason (docs/decisions/034).
    const c = await pendingJob({ recruiterId: submitter.id });
    expect((await mentor.request(`/api/review/jobs/${c.id}/reject`, { method: "POST" })).status).toBe(400);
    expect(await stateOf(a.id)).toMatchObject({ isApproved: true, isAdminReviewed: true });
    expect(await stateOf(b.id)).toMatchObject({ isApproved: false, isAdminReviewed: true });
    const board = (await (await ctx.request("/api/jobs")).json()) as { jobs: { id: string }[] };
    expect(board.jobs.map((j) => j.id)).toEqual([a.id]);
    const mails = await ctx.deps.db.select().from(mailOutbox).where(eq(mailOutbox.to, submitter.email));
    expect(mails.map((m) => m.subject).sort()).toEqual([`Your job "${a.title}" is live`, `Your job "${b.title}" was not approved`].sort());
  });

  it("a mentor cannot review their own submission nor re-review a decided job; 404 for an unknown job", async () => {
    const mentor = await signedIn(ctx, "mentor");
    const own = await pendingJob({ recruiterId: mentor.id });
    const ownRes = await mentor.request(`/api/review/jobs/${own.id}/approve`, { method: "POST" });
    expect(ownRes.status).toBe(403);
    expect((await errorOf(ownRes)).message).toBe("You cannot review a job you submitted");
    expect(await stateOf(own.id)).toMatchObject({ isApproved: false, isAdminReviewed: false });

    const published = await createJob(ctx);
    const again = await mentor.request(`/api/review/jobs/${published.id}/reject`, { json: { reason: "Spam" } });
    expect(again.status).toBe(409);
    expect((await errorOf(again)).message).toBe("This item is not waiting for review");
    expect(await stateOf(published.id)).toMatchObject({ isApproved: true });

    expect((await mentor.request("/api/review/jobs/00000000-0000-4000-8000-000000000000/approve", { method: "POST" })).status).toBe(404);
    expect((await mentor.request("/api/review/jobs/not-a-uuid/approve", { method: "POST" })).status).toBe(400);
  });

  it("a mentor still cannot use the admin job routes (full list, delete)", async () => {
    const mentor = await signedIn(ctx, "mentor");
    const job = await pendingJob();
    expect((await mentor.request("/api/admin/jobs")).status).toBe(403);
    expect((await mentor.request(`/api/admin/jobs/${job.id}`, { method: "DELETE" })).status).toBe(403);
    expect((await mentor.request("/api/admin/jobs/bulk-delete", { json: { ids: [job.id] } })).status).toBe(403);
  });

  it("an admin reviews through the queue too, including their own submission; a decided job is not decided again (409)", async () => {
    const admin = await signedIn(ctx, "admin");
    const own = await pendingJob({ recruiterId: admin.id });
    expect((await admin.request("/api/review/jobs")).status).toBe(200);
    expect((await admin.request(`/api/review/jobs/${own.id}/approve`, { method: "POST" })).status).toBe(200);
    const again = await admin.request(`/api/review/jobs/${own.id}/reject`, { json: { reason: "Changed my mind" } });
    expect(again.status).toBe(409);
    expect((await errorOf(again)).fields).toMatchObject({ status: "approved" });
    expect(await stateOf(own.id)).toMatchObject({ isApproved: true, isAdminReviewed: true });
  });
});
