import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { asc, eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../app";
import type { MyJobListDto } from "@common/jobs.schema";
import { jobs, mailOutbox } from "../../db/schema";
import { createLogger } from "../../lib/logger";
import { createScheduler } from "../../lib/scheduler";
import { registerScheduledTasks } from "../../scheduled-tasks";
import { errorOf, signedIn, type TestUser } from "../../test/factories";
import { createJob } from "../../test/job-factory";
import { BASE_URL, setupTestContext } from "../../test/setup";
import { sendExpiryWarnings } from "./job-expiry.service";

// The app's clock (deps.scheduler.now()) is this variable: tests move time by assigning it.
let clock = new Date();
const ctx = setupTestContext({ now: () => clock });
/** The app serving pages too (server-rendered heads with JSON-LD), on the web app's real index.html. */
let site: ReturnType<typeof createApp>;
beforeAll(() => {
  const dist = mkdtempSync(join(tmpdir(), "appsec-web-"));
  writeFileSync(join(dist, "index.html"), readFileSync(new URL("../../../web/index.html", import.meta.url), "utf8"));
  site = createApp(ctx.deps, { webDist: dist });
});

const DAY = 86_400_000;
const at = (base: Date, days: number, minutes = 0) => new Date(base.getTime() + days * DAY + minutes * 60_000);

const mailsTo = (email: string) =>
  ctx.deps.db.select().from(mailOutbox).where(eq(mailOutbox.to, email)).orderBy(asc(mailOutbox.createdAt), asc(mailOutbox.id));
const myJobs = async (u: TestUser, qs = "") => (await (await u.request(`/api/me/jobs${qs}`)).json()) as MyJobListDto;
const boardIds = async (request: (p: string) => Promise<Response>, qs = "") =>
  ((await (await request(`/api/jobs${qs}`)).json()) as { jobs: { id: string }[] }).jobs.map((j) => j.id);
/** Walks the board one job a page by cursor (the prepared first/next-page statements). */
async function walkBoard(request: (p: string) => Promise<Response>) {
  const ids: string[] = [];
  let cursor: string | null = null;
  do {
    const page = (await (await request(`/api/jobs?pageSize=1${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`)).json()) as {
      jobs: { id: string }[];
      nextCursor: string | null;
    };
    ids.push(...page.jobs.map((j) => j.id));
    cursor = page.nextCursor;
  } while (cursor && ids.length < 20);
  return ids;
}

/** A pending job submitted by `owner`, approved by `admin` at the current clock. */
async function approvedJobOf(owner: TestUser, admin: TestUser, values: Partial<typeof jobs.$inferInsert> = {}) {
  const job = await createJob(ctx, { isApproved: false, isAdminReviewed: false, recruiterId: owner.id, ...values });
  expect((await admin.request(`/api/admin/jobs/${job.id}/approve`, { method: "POST" })).status).toBe(200);
  return job;
}

describe("admin decisions", () => {
  it("approval puts the job on the board for 30 days and mails the submitter the date", async () => {
    clock = new Date("2030-03-01T12:00:00Z");
    const admin = await signedIn(ctx, "admin");
    const owner = await signedIn(ctx);
    const job = await approvedJobOf(owner, admin);
    const [row] = await ctx.deps.db.select().from(jobs).where(eq(jobs.id, job.id));
    expect(row!.expiresAt!.toISOString()).toBe("2030-03-31T12:00:00.000Z");
    const [mail] = await mailsTo(owner.email);
    expect(mail!.subject).toBe(`Your job "${job.title}" is live`);
    expect(mail!.text).toContain("March 31, 2030");
    expect(mail!.html).toContain(`${BASE_URL}/jobs/${job.id}`);
  });

  it("rejection stores the admin's reason, mails it to the submitter and shows it in their list only", async () => {
    const admin = await signedIn(ctx, "admin");
    const owner = await signedIn(ctx);
    const stranger = await signedIn(ctx);
    const job = await createJob(ctx, { isApproved: false, isAdminReviewed: false, recruiterId: owner.id });
    const reason = "Please link to the company's own careers page <not a redirect>.";
    const res = await admin.request(`/api/admin/jobs/${job.id}/reject`, { json: { reason: `  ${reason}  ` } });
    expect(res.status).toBe(200);
    const [row] = await ctx.deps.db.select().from(jobs).where(eq(jobs.id, job.id));
    expect(row).toMatchObject({ isApproved: false, isAdminReviewed: true, rejectionReason: reason, expiresAt: null });
    const [mail] = await mailsTo(owner.email);
    expect(mail!.subject).toBe(`Your job "${job.title}" was not approved`);
    expect(mail!.text).toContain(reason);
    expect(mail!.html).toContain("&lt;not a redirect&gt;");
    expect(mail!.html).toContain(`${BASE_URL}/jobs/mine`);
    expect((await myJobs(owner)).jobs[0]).toMatchObject({ id: job.id, status: "rejected", rejectionReason: reason, expiresAt: null });
    expect((await myJobs(stranger)).jobs).toEqual([]);
    const adminList = await (await admin.request("/api/admin/jobs")).json();
    expect(adminList.jobs[0]).toMatchObject({ status: "rejected", rejectionReason: reason });
  });

  it("a reason is required (docs/decisions/034); a missing, too long or non-text reason is a 400 that changes nothing", async () => {
    const admin = await signedIn(ctx, "admin");
    const job = await createJob(ctx, { isApproved: false, isAdminReviewed: false });
    for (const bad of [{ reason: "x".repeat(1001) }, { reason: 42 }]) {
      const res = await admin.request(`/api/admin/jobs/${job.id}/reject`, { json: bad });
      expect(res.status).toBe(400);
      expect((await errorOf(res)).fields?.reason).toBeTruthy();
    }
    const notJson = await admin.request(`/api/admin/jobs/${job.id}/reject`, {
      body: "{oops",
      headers: { "content-type": "application/json" },
    });
    expect(notJson.status).toBe(400);
    expect((await ctx.deps.db.select().from(jobs))[0]).toMatchObject({ isAdminReviewed: false, rejectionReason: null });
    expect(await ctx.deps.db.select().from(mailOutbox)).toHaveLength(0);
    expect((await admin.request(`/api/admin/jobs/${job.id}/reject`, { json: {} })).status).toBe(400);
    expect((await ctx.deps.db.select().from(jobs))[0]).toMatchObject({ isAdminReviewed: false, rejectionReason: null });
    expect((await admin.request(`/api/admin/jobs/${job.id}/reject`, { json: { reason: "Not a security role" } })).status).toBe(200);
    expect((await ctx.deps.db.select().from(jobs))[0]).toMatchObject({ isAdminReviewed: true, rejectionReason: "Not a security role" });
  });

  it("the team mail on a new submission links absolutely to the pending review list", async () => {
    const m = await signedIn(ctx, "user", { name: "Sam Submitter" });
    const res = await m.request("/api/jobs", {
      json: {
        title: "AppSec Engineer",
        company: "Globex",
        location: "Remote",
        jobBoardUrl: "https://globex.example.com/1",
        description: "Help our engineers ship secure code with reviews.",
        skills: ["SAST"],
      },
    });
    expect(res.status).toBe(201);
    const [mail] = await mailsTo(ctx.deps.config.teamEmail);
    expect(mail!.text).toContain(`${BASE_URL}/admin/review?kind=job`);
    expect(mail!.html).toContain(`href="${BASE_URL}/admin/review?kind=job"`);
    expect(mail!.replyTo).toBe(m.email);
  });

  it("editing a rejected job sends it back to review without the old reason", async () => {
    const admin = await signedIn(ctx, "admin");
    const recruiter = await signedIn(ctx, "recruiter");
    const job = await createJob(ctx, { isApproved: false, isAdminReviewed: false, recruiterId: recruiter.id });
    await admin.request(`/api/admin/jobs/${job.id}/reject`, { json: { reason: "Missing salary range" } });
    const res = await recruiter.request(`/api/recruiter/jobs/${job.id}`, {
      method: "PUT",
      json: {
        title: job.title,
        company: job.company,
        location: job.location,
        jobBoardUrl: job.jobBoardUrl,
        description: job.description,
        skills: job.skills,
      },
    });
    expect(res.status).toBe(200);
    expect((await myJobs(recruiter)).jobs[0]).toMatchObject({ status: "pending", rejectionReason: null });
  });
});

describe("GET /api/me/jobs", () => {
  it("needs a session", async () => {
    expect((await ctx.request("/api/me/jobs")).status).toBe(401);
  });

  it("lists only the viewer's own jobs with their status and expiry (owner, stranger, admin)", async () => {
    clock = new Date("2030-05-01T00:00:00Z");
    const admin = await signedIn(ctx, "admin");
    const owner = await signedIn(ctx, "recruiter");
    const stranger = await signedIn(ctx);
    const pending = await createJob(ctx, { isApproved: false, isAdminReviewed: false, recruiterId: owner.id, datePosted: at(clock, -4) });
    const expired = await approvedJobOf(owner, admin, { datePosted: at(clock, -3) });
    clock = at(clock, 20);
    const live = await approvedJobOf(owner, admin, { datePosted: at(clock, -22) });
    const adminsOwn = await createJob(ctx, { recruiterId: admin.id });
    await createJob(ctx, { recruiterId: stranger.id, title: "Stranger's job" });
    clock = at(clock, 11); // 31 days after the first approval, 11 after the second

    const mine = await myJobs(owner);
    expect(mine).toMatchObject({ hasMore: false, nextCursor: null });
    expect(mine.jobs.map((j) => [j.id, j.status])).toEqual([
      [live.id, "approved"],
      [expired.id, "expired"],
      [pending.id, "pending"],
    ]);
    expect(mine.jobs[0]!.expiresAt).toBe("2030-06-20T00:00:00.000Z");
    expect(mine.jobs[1]!.expiresAt).toBe("2030-05-31T00:00:00.000Z");
    expect(mine.jobs[2]!.expiresAt).toBeNull();
    // Only list columns: no description, no job board URL.
    expect(Object.keys(mine.jobs[0]!).sort()).toEqual([
      "company",
      "datePosted",
      "expiresAt",
      "id",
      "location",
      "rejectionReason",
      "status",
      "title",
    ]);
    expect((await myJobs(stranger)).jobs.map((j) => j.title)).toEqual(["Stranger's job"]);
    expect((await myJobs(admin)).jobs.map((j) => j.id)).toEqual([adminsOwn.id]);
  });

  it("pages by cursor without repeats and rejects bad paging input", async () => {
    const owner = await signedIn(ctx);
    const same = new Date("2030-01-01T00:00:00Z");
    const ids = new Set<string>();
    for (let i = 0; i < 5; i++) ids.add((await createJob(ctx, { recruiterId: owner.id, datePosted: i < 3 ? same : at(same, i) })).id);
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: MyJobListDto = await myJobs(owner, `?pageSize=2${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`);
      expect(page.jobs.length).toBeLessThanOrEqual(2);
      seen.push(...page.jobs.map((j) => j.id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toHaveLength(5);
    expect(new Set(seen)).toEqual(ids);
    expect((await owner.request("/api/me/jobs?pageSize=500")).status).toBe(400);
    expect((await owner.request("/api/me/jobs?cursor=nope")).status).toBe(400);
  });
});

describe("expiry", () => {
  it("an expired job leaves the board, detail, filters, interest, feeds and sitemap, but stays in its owner's list", async () => {
    clock = new Date();
    const admin = await signedIn(ctx, "admin");
    const owner = await signedIn(ctx, "recruiter");
    const member = await signedIn(ctx);
    const job = await approvedJobOf(owner, admin, {
      skills: ["Fuzzing"],
      location: "Oslo, Norway",
      title: "Expiring Fuzzing Engineer",
      publicDetails: true,
    });
    const other = await createJob(ctx, { expiresAt: at(clock, 60) });

    const visible = async () => ({
      visitor: await boardIds((p) => ctx.request(p)),
      member: await boardIds((p) => member.request(p)),
      filtered: await boardIds((p) => member.request(p), "?skill=Fuzzing"),
      walked: await walkBoard((p) => ctx.request(p)),
    });
    expect(await visible()).toEqual({
      visitor: [other.id, job.id],
      member: [other.id, job.id],
      filtered: [job.id],
      walked: [other.id, job.id],
    });

    const head = await (await site.request(`/jobs/${job.id}`)).text();
    expect(head).toContain(`"validThrough":"${at(clock, 30).toISOString()}"`);
    expect(await (await site.request("/jobs/rss.xml")).text()).toContain(job.id);
    expect(await (await site.request("/sitemaps/jobs-1.xml")).text()).toContain(job.id);
    const approvedAt = clock;
    clock = at(approvedAt, 30, -1); // one minute before the end
    expect((await ctx.request(`/api/jobs/${job.id}`)).status).toBe(200);
    clock = at(approvedAt, 30); // exactly expires_at: gone

    expect(await visible()).toEqual({ visitor: [other.id], member: [other.id], filtered: [], walked: [other.id] });
    expect((await (await ctx.request("/api/jobs")).json()).total).toBe(1);
    expect((await ctx.request(`/api/jobs/${job.id}`)).status).toBe(404);
    expect((await member.request(`/api/jobs/${job.id}`)).status).toBe(404);
    expect((await member.request(`/api/jobs/${job.id}/interest`, { method: "POST" })).status).toBe(404);
    const filters = await (await member.request("/api/jobs/filters")).json();
    expect(filters.skills).not.toContain("Fuzzing");
    expect(filters.locations).not.toContain("Oslo");
    expect(await (await site.request("/jobs/rss.xml")).text()).not.toContain(job.id);
    expect(await (await site.request("/sitemaps/jobs-1.xml")).text()).not.toContain(job.id);
    const gone = await site.request(`/jobs/${job.id}`);
    expect(gone.status).toBe(404);
    expect(await gone.text()).not.toContain("JobPosting");
    expect((await (await admin.request("/api/admin/stats")).json()).activeJobs).toBe(1);

    const mine = await myJobs(owner);
    expect(mine.jobs[0]).toMatchObject({ id: job.id, status: "expired" });
    const dashboard = await (await owner.request("/api/recruiter/jobs")).json();
    expect(dashboard.jobs[0]).toMatchObject({ id: job.id, status: "expired" });
  });

  it("the board can still be read in order from jobs_approved_posted_idx, expiry being a filter on that scan", async () => {
    for (let i = 0; i < 30; i++) await createJob(ctx, { expiresAt: at(new Date(), i % 2 ? 5 : -5) });
    // On a tiny table the planner would rather sort; switched off, an ordered index scan must remain possible.
    const plan = await ctx.deps.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      await tx.execute(sql`set local enable_bitmapscan = off`);
      await tx.execute(sql`set local enable_sort = off`);
      const res = await tx.execute<Record<string, string>>(
        sql`explain select id, title from jobs where is_approved and (expires_at is null or expires_at > now())
            order by date_posted desc, id desc limit 51`,
      );
      return res.rows.map((r) => Object.values(r)[0]).join("\n");
    });
    expect(plan).toMatch(/Index Scan using jobs_approved_posted_idx/);
    expect(plan).not.toMatch(/\bSort\b/);
  });
});

describe("POST /api/jobs/:id/renew", () => {
  it("the owner renews for 30 days from now, bringing an expired job back; clears the warning mark", async () => {
    clock = new Date();
    const admin = await signedIn(ctx, "admin");
    const owner = await signedIn(ctx, "recruiter");
    const job = await approvedJobOf(owner, admin);
    await ctx.deps.db.update(jobs).set({ expiryWarnedAt: clock }).where(eq(jobs.id, job.id));
    clock = at(clock, 35);
    expect((await ctx.request(`/api/jobs/${job.id}`)).status).toBe(404);

    const res = await owner.request(`/api/jobs/${job.id}/renew`, { method: "POST" });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ job: { id: job.id, status: "approved", expiresAt: at(clock, 30).toISOString() } });
    const [row] = await ctx.deps.db.select().from(jobs).where(eq(jobs.id, job.id));
    expect(row).toMatchObject({ expiresAt: at(clock, 30), expiryWarnedAt: null });
    expect((await ctx.request(`/api/jobs/${job.id}`)).status).toBe(200);
    expect((await myJobs(owner)).jobs[0]).toMatchObject({ status: "approved", expiresAt: at(clock, 30).toISOString() });
  });

  it("anonymous 401, stranger 404 (no leak), admin may, a pending or rejected job is 409, bad id 400", async () => {
    const admin = await signedIn(ctx, "admin");
    const owner = await signedIn(ctx, "recruiter");
    const stranger = await signedIn(ctx, "recruiter");
    const job = await approvedJobOf(owner, admin);
    const before = (await ctx.deps.db.select().from(jobs).where(eq(jobs.id, job.id)))[0]!.expiresAt;
    const pending = await createJob(ctx, { isApproved: false, isAdminReviewed: false, recruiterId: owner.id });
    const rejected = await createJob(ctx, { isApproved: false, isAdminReviewed: true, recruiterId: owner.id });

    expect((await ctx.request(`/api/jobs/${job.id}/renew`, { method: "POST" })).status).toBe(401);
    const strangers = await stranger.request(`/api/jobs/${job.id}/renew`, { method: "POST" });
    expect(strangers.status).toBe(404);
    expect((await errorOf(strangers)).message).toBe("Job not found");
    expect((await stranger.request(`/api/jobs/${pending.id}/renew`, { method: "POST" })).status).toBe(404);
    expect((await ctx.deps.db.select().from(jobs).where(eq(jobs.id, job.id)))[0]!.expiresAt).toEqual(before);

    for (const j of [pending, rejected]) {
      const res = await owner.request(`/api/jobs/${j.id}/renew`, { method: "POST" });
      expect(res.status).toBe(409);
      expect((await errorOf(res)).message).toBe("Only approved jobs can be renewed");
    }
    clock = at(clock, 10);
    expect((await admin.request(`/api/jobs/${job.id}/renew`, { method: "POST" })).status).toBe(200);
    expect((await ctx.deps.db.select().from(jobs).where(eq(jobs.id, job.id)))[0]!.expiresAt).toEqual(at(clock, 30));
    expect((await owner.request("/api/jobs/not-a-uuid/renew", { method: "POST" })).status).toBe(400);
    expect((await owner.request(`/api/jobs/${crypto.randomUUID()}/renew`, { method: "POST" })).status).toBe(404);
  });
});

describe("jobs:expiry-warnings", () => {
  it("is registered on the app's scheduler every 15 minutes", () => {
    const task = ctx.deps.scheduler.tasks.find((t) => t.name === "jobs:expiry-warnings");
    expect(task?.everyMs).toBe(15 * 60_000);
  });

  it("mails once 3 days before expiry across two instances, and again after a renewal next period", async () => {
    const start = new Date("2030-07-01T08:00:00Z");
    clock = start;
    const admin = await signedIn(ctx, "admin");
    const owner = await signedIn(ctx, "recruiter");
    const job = await approvedJobOf(owner, admin, { title: "Warned Role" });
    const later = await approvedJobOf(owner, admin, { title: "Later Role" });
    await ctx.deps.db
      .update(jobs)
      .set({ expiresAt: at(start, 40) })
      .where(eq(jobs.id, later.id));
    const ownerless = await createJob(ctx, { recruiterId: null, expiresAt: at(start, 1) });
    void ownerless;

    // Two app instances on one database, each with its scheduler and the same clock.
    const instance = () => {
      const scheduler = createScheduler({ db: ctx.deps.db, logger: createLogger("silent"), now: () => clock });
      registerScheduledTasks(scheduler, { ...ctx.deps, scheduler });
      return scheduler;
    };
    const a = instance();
    const b = instance();
    const warnings = async () => (await mailsTo(owner.email)).filter((m) => m.subject.includes("expires on"));

    // 27 days minus a minute after approval: not yet within 3 days.
    clock = at(start, 27, -1);
    await Promise.all([a.tick(), b.tick()]);
    expect(await warnings()).toHaveLength(0);

    clock = at(start, 27, 15);
    const [ra, rb] = await Promise.all([a.tick(), b.tick()]);
    expect([...ra, ...rb].filter((n) => n === "jobs:expiry-warnings")).toHaveLength(1);
    let sent = await warnings();
    expect(sent).toHaveLength(1);
    expect(sent[0]!.subject).toBe(`Your job "Warned Role" expires on July 31, 2030 (UTC)`);
    expect(sent[0]!.text).toContain(`Renew your job: ${BASE_URL}/jobs/mine`);
    expect(sent[0]!.html).toContain(`href="${BASE_URL}/jobs/mine"`);
    const [row] = await ctx.deps.db.select().from(jobs).where(eq(jobs.id, job.id));
    expect(row!.expiryWarnedAt).toEqual(at(start, 27, 15));

    // Later periods on either instance, and overlapping direct runs, do not mail it again.
    for (const minutes of [30, 45, 60]) {
      clock = at(start, 27, minutes);
      await Promise.all([b.tick(), a.tick()]);
    }
    await Promise.all([sendExpiryWarnings(ctx.deps, clock), sendExpiryWarnings(ctx.deps, clock)]);
    expect(await warnings()).toHaveLength(1);

    // Renewed on day 28: warned again 3 days before the new end, once.
    clock = at(start, 28);
    expect((await owner.request(`/api/jobs/${job.id}/renew`, { method: "POST" })).status).toBe(200);
    clock = at(start, 28, 15);
    await Promise.all([a.tick(), b.tick()]);
    expect(await warnings()).toHaveLength(1);
    clock = at(start, 28 + 27, 30);
    await Promise.all([a.tick(), b.tick()]);
    clock = at(start, 28 + 27, 45);
    await Promise.all([a.tick(), b.tick()]);
    sent = await warnings();
    expect(sent).toHaveLength(2);
    expect(sent.filter((m) => m.subject.includes("Later Role"))).toHaveLength(0);
    expect(sent[1]!.subject).toBe(`Your job "Warned Role" expires on August 28, 2030 (UTC)`);
  });

  it("does not warn about expired, pending, rejected or already warned jobs", async () => {
    const now = new Date("2030-09-01T00:00:00Z");
    const owner = await signedIn(ctx, "recruiter");
    await createJob(ctx, { recruiterId: owner.id, expiresAt: at(now, -1) });
    await createJob(ctx, { recruiterId: owner.id, isApproved: false, isAdminReviewed: false, expiresAt: at(now, 1) });
    await createJob(ctx, { recruiterId: owner.id, isApproved: false, isAdminReviewed: true, expiresAt: at(now, 1) });
    await createJob(ctx, { recruiterId: owner.id, expiresAt: at(now, 1), expiryWarnedAt: at(now, -1) });
    await createJob(ctx, { recruiterId: owner.id, expiresAt: null });
    expect(await sendExpiryWarnings(ctx.deps, now)).toBe(0);
    expect(await ctx.deps.db.select().from(mailOutbox)).toHaveLength(0);
  });
});
