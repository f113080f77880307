import { asc, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { mailOutbox } from "../../db/schema";
import { signedIn, type TestUser } from "../../test/factories";
import { createJob } from "../../test/job-factory";
import { BASE_URL, setupTestContext } from "../../test/setup";
import { sendJobReviewDigests } from "./job-review-digest.service";

const ctx = setupTestContext();
const DAY = 86_400_000;

const mailsTo = (to: string) =>
  ctx.deps.db.select().from(mailOutbox).where(eq(mailOutbox.to, to)).orderBy(asc(mailOutbox.createdAt), asc(mailOutbox.id));
const digestRows = async () =>
  (await ctx.deps.db.execute(sql`select subject_id, period, items from mail_digests where kind = 'job_review'`)).rows as {
    subject_id: string;
    items: number;
  }[];
const pendingJob = (values: Parameters<typeof createJob>[1] = {}) =>
  createJob(ctx, { isApproved: false, isAdminReviewed: false, ...values });
/** A mentor who chose a mail per job (an opt-in since docs/decisions/059). */
async function perJobMentorOf(): Promise<TestUser> {
  const mentor = await signedIn(ctx, "mentor");
  const res = await mentor.request("/api/me/notification-preferences", {
    method: "PUT",
    json: { job_review_digest: false, job_review_each: true },
  });
  expect(res.status).toBe(200);
  return mentor;
}
/** A mentor who chose the daily digest (Settings > Notifications; the default since docs/decisions/059). */
async function digestMentor(): Promise<TestUser> {
  const mentor = await signedIn(ctx, "mentor");
  const res = await mentor.request("/api/me/notification-preferences", {
    method: "PUT",
    json: { job_review_digest: true, job_review_each: false },
  });
  expect(res.status).toBe(200);
  return mentor;
}
const jobJson = (title: string) => ({
  title,
  company: "Acme",
  location: "Remote",
  jobBoardUrl: "https://jobs.example.com/x",
  description: "Lead the application security team and its programme.",
  skills: ["OWASP"],
});

describe("the mentors' daily digest of jobs to review (docs/decisions/042)", () => {
  it("lists the pending jobs the mentor may decide, oldest first, with a working one-click unsubscribe", async () => {
    const mentor = await digestMentor();
    const perJobMentor = await perJobMentorOf();
    const older = await pendingJob({ title: "AppSec Engineer", datePosted: new Date(Date.now() - 3 * DAY) });
    const newer = await pendingJob({ title: "Product Security Lead", datePosted: new Date(Date.now() - DAY) });
    await pendingJob({ title: "My Own Posting", recruiterId: mentor.id });
    await createJob(ctx, { title: "Already Approved Role" });
    await pendingJob({ title: "Already Rejected Role", isAdminReviewed: true });

    expect(await sendJobReviewDigests(ctx.deps, new Date())).toBe(1);
    const [mail, ...others] = await mailsTo(mentor.email);
    expect(others).toEqual([]);
    expect(mail!.subject).toBe("2 jobs waiting for review");
    expect(mail!.text).toContain(`• ${older.title} at ${older.company}`);
    expect(mail!.text.indexOf(older.title)).toBeLessThan(mail!.text.indexOf(newer.title));
    for (const absent of ["My Own Posting", "Already Approved Role", "Already Rejected Role"]) expect(mail!.text).not.toContain(absent);
    expect(mail!.text).toContain(`${BASE_URL}/admin/review?kind=job`);
    expect(mail!.headers?.["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    // The mentor who kept the mail per job gets no digest.
    expect(await mailsTo(perJobMentor.email)).toHaveLength(0);
    expect(await digestRows()).toMatchObject([{ subject_id: mentor.id, items: 2 }]);

    // Once a day: a second run the same day mails nothing; the next day mails again.
    expect(await sendJobReviewDigests(ctx.deps, new Date())).toBe(0);
    expect(await sendJobReviewDigests(ctx.deps, new Date(Date.now() + DAY))).toBe(1);

    // The digest's signed link turns the digest off without signing in.
    const url = new URL(/^<([^>]+)>/.exec(mail!.headers!["List-Unsubscribe"]!)![1]!);
    expect((await ctx.request(`${url.pathname}${url.search}`, { method: "POST", noOrigin: true })).status).toBe(200);
    const prefs = (await (await mentor.request("/api/me/notification-preferences")).json()) as { preferences: Record<string, boolean> };
    expect(prefs.preferences).toMatchObject({ job_review_digest: false, job_review_each: false });
    expect(await sendJobReviewDigests(ctx.deps, new Date(Date.now() + 2 * DAY))).toBe(0);
  });

  it("goes out once when two runs race (two instances)", async () => {
    const mentors = await Promise.all([digestMentor(), digestMentor(), digestMentor()]);
    await pendingJob();
    const now = new Date();
    const [a, b] = await Promise.all([sendJobReviewDigests(ctx.deps, now), sendJobReviewDigests(ctx.deps, now)]);
    expect(a + b).toBe(3);
    for (const m of mentors) expect(await mailsTo(m.email)).toHaveLength(1);
    expect(await digestRows()).toHaveLength(3);
  });

  it("is not sent (and not claimed) when nothing is pending; a job later that day is", async () => {
    const mentor = await digestMentor();
    await createJob(ctx);
    await pendingJob({ recruiterId: mentor.id }); // their own: not theirs to decide
    expect(await sendJobReviewDigests(ctx.deps, new Date())).toBe(0);
    expect(await mailsTo(mentor.email)).toHaveLength(0);
    expect(await digestRows()).toEqual([]);
    await pendingJob({ title: "Cloud Security Engineer" });
    expect(await sendJobReviewDigests(ctx.deps, new Date())).toBe(1);
    expect((await mailsTo(mentor.email))[0]!.subject).toBe("1 job waiting for review");
  });

  it("a mentor who chose the digest gets no mail per submitted job; the others still do", async () => {
    const digest = await digestMentor();
    const perJob = await perJobMentorOf();
    const recruiter = await signedIn(ctx, "recruiter");
    expect((await recruiter.request("/api/jobs", { json: jobJson("AppSec Lead") })).status).toBe(201);
    expect(await mailsTo(digest.email)).toHaveLength(0);
    expect((await mailsTo(perJob.email)).map((m) => m.subject)).toEqual(["New to review (jobs): AppSec Lead at Acme"]);
    expect(await mailsTo(ctx.deps.config.teamEmail)).toHaveLength(1);
  });
});
