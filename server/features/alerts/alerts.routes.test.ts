import { asc, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { MAX_SAVED_SEARCHES, type SavedSearchDto, type SavedSearchListDto } from "@common/alerts.schema";
import { jobInterests, jobs, mailOutbox, savedSearches } from "../../db/schema";
import { errorOf, signedIn, type TestUser } from "../../test/factories";
import { createJob } from "../../test/job-factory";
import { setupTestContext } from "../../test/setup";
import { unsubscribeToken } from "./alert-tokens";
import { digestPeriod, sendInterestDigests, sendJobAlertDigests } from "./alerts.service";

const ctx = setupTestContext();
const DAY = 86_400_000;

const mailsTo = (email: string) =>
  ctx.deps.db.select().from(mailOutbox).where(eq(mailOutbox.to, email)).orderBy(asc(mailOutbox.createdAt), asc(mailOutbox.id));
const save = (u: TestUser, body: unknown) => u.request("/api/me/saved-searches", { method: "POST", json: body });
const kubernetesInBerlin = { name: "Kubernetes in Berlin", frequency: "daily", query: { search: "kubernetes", location: "Berlin" } };
async function savedBy(u: TestUser, body: unknown = kubernetesInBerlin) {
  const res = await save(u, body);
  expect(res.status).toBe(201);
  return (await res.json()) as SavedSearchDto;
}
/** A job that waited for review and is approved now (the trigger stamps approved_at). */
async function approveNow(values: Partial<typeof jobs.$inferInsert>) {
  const job = await createJob(ctx, { isApproved: false, isAdminReviewed: false, ...values });
  await ctx.deps.db.update(jobs).set({ isApproved: true, isAdminReviewed: true }).where(eq(jobs.id, job.id));
  return job;
}
const k8s = { title: "Kubernetes Security Engineer", skills: ["Kubernetes"], location: "Berlin, Germany" };

describe("saved searches", () => {
  it("are saved, listed, changed and deleted by their owner only; visitors get 401, strangers 404", async () => {
    const owner = await signedIn(ctx);
    const stranger = await signedIn(ctx);
    expect((await ctx.request("/api/me/saved-searches")).status).toBe(401);
    expect((await ctx.request("/api/me/saved-searches", { method: "POST", json: kubernetesInBerlin })).status).toBe(401);

    const saved = await savedBy(owner);
    expect(saved).toMatchObject({
      name: "Kubernetes in Berlin",
      frequency: "daily",
      query: { search: "kubernetes", location: "Berlin", days: "all", contractorOnly: false },
    });
    const list = (await (await owner.request("/api/me/saved-searches")).json()) as SavedSearchListDto;
    expect(list.savedSearches.map((s) => s.id)).toEqual([saved.id]);
    expect(list).toMatchObject({ total: 1, limit: MAX_SAVED_SEARCHES, nextCursor: null });
    expect(((await (await stranger.request("/api/me/saved-searches")).json()) as SavedSearchListDto).savedSearches).toEqual([]);

    for (const res of [
      await stranger.request(`/api/me/saved-searches/${saved.id}`, { method: "PATCH", json: { frequency: "weekly" } }),
      await stranger.request(`/api/me/saved-searches/${saved.id}`, { method: "DELETE" }),
    ]) {
      expect(res.status).toBe(404);
      expect((await errorOf(res)).message).toBe("Saved search not found");
    }
    expect((await ctx.request(`/api/me/saved-searches/${saved.id}`, { method: "DELETE" })).status).toBe(401);

    const changed = await owner.request(`/api/me/saved-searches/${saved.id}`, { method: "PATCH", json: { frequency: "weekly" } });
    expect(changed.status).toBe(200);
    expect(((await changed.json()) as SavedSearchDto).frequency).toBe("weekly");
    expect((await owner.request(`/api/me/saved-searches/${saved.id}`, { method: "DELETE" })).status).toBe(200);
    expect((await owner.request(`/api/me/saved-searches/${saved.id}`, { method: "DELETE" })).status).toBe(404);
  });

  it("rejects bad input with 400 and writes nothing", async () => {
    const u = await signedIn(ctx);
    for (const [body, field] of [
      [{ ...kubernetesInBerlin, name: " " }, "name"],
      [{ ...kubernetesInBerlin, frequency: "hourly" }, "frequency"],
      [{ ...kubernetesInBerlin, query: { search: "x".repeat(201) } }, "query.search"],
      [{ ...kubernetesInBerlin, query: { days: "3" } }, "query.days"],
    ] as const) {
      const res = await save(u, body);
      expect(res.status).toBe(400);
      expect(Object.keys((await errorOf(res)).fields ?? {})).toContain(field);
    }
    const res = await u.request(`/api/me/saved-searches/not-a-uuid`, { method: "PATCH", json: { frequency: "weekly" } });
    expect(res.status).toBe(400);
    expect((await u.request(`/api/me/saved-searches/${crypto.randomUUID()}`, { method: "PATCH", json: {} })).status).toBe(400);
    expect(await ctx.deps.db.select().from(savedSearches)).toEqual([]);
  });

  it(`stops at ${MAX_SAVED_SEARCHES} per member, even when saved at once; the contractor filter needs a verified contractor`, async () => {
    const u = await signedIn(ctx);
    const results = await Promise.all(
      Array.from({ length: MAX_SAVED_SEARCHES + 3 }, (_, i) => save(u, { ...kubernetesInBerlin, name: `Search ${i}` })),
    );
    expect(results.filter((r) => r.status === 201)).toHaveLength(MAX_SAVED_SEARCHES);
    const refused = results.filter((r) => r.status === 409);
    expect(refused).toHaveLength(3);
    expect((await errorOf(refused[0]!)).message).toMatch(/up to 20 searches/);
    const [{ n }] = (await ctx.deps.db.execute(sql`select count(*)::int as n from saved_searches`)).rows as [{ n: number }];
    expect(n).toBe(MAX_SAVED_SEARCHES);

    const other = await signedIn(ctx);
    expect((await save(other, { ...kubernetesInBerlin, query: { contractorOnly: true } })).status).toBe(403);
  });
});

describe("job alert digests", () => {
  it("mail only the matching jobs approved since the last digest, once a period, nothing when nothing is new", async () => {
    const member = await signedIn(ctx);
    await createJob(ctx, { ...k8s, title: "Kubernetes job approved before the save" });
    const saved = await savedBy(member);
    const fresh = await approveNow({ ...k8s, title: "Kubernetes Platform Security Lead" });
    await approveNow({ title: "Kubernetes Security in Paris", skills: ["Kubernetes"], location: "Paris, France" });
    await approveNow({ title: "Mobile Pentester", skills: ["iOS"], location: "Berlin, Germany" });
    await createJob(ctx, { ...k8s, title: "Kubernetes job still pending", isApproved: false, isAdminReviewed: false });

    const today = new Date();
    expect(await sendJobAlertDigests(ctx.deps, today)).toBe(1);
    let mails = await mailsTo(member.email);
    expect(mails).toHaveLength(1);
    const mail = mails[0]!;
    expect(mail.subject).toBe('1 new job for "Kubernetes in Berlin"');
    expect(mail.text).toContain("Kubernetes Platform Security Lead");
    expect(mail.text).toContain(`/jobs/${fresh.id}`);
    for (const absent of ["approved before the save", "Paris", "Mobile Pentester", "still pending"])
      expect(mail.text).not.toContain(absent);
    expect(mail.headers?.["List-Unsubscribe"]).toMatch(
      /^<http:\/\/localhost:3000\/api\/alerts\/unsubscribe\?token=[^>]+>, <mailto:[^>]+>$/,
    );
    expect(mail.headers?.["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");

    // Same day: already mailed, even with a new match; nothing new the next day: no mail.
    const later = await approveNow({ ...k8s, title: "Kubernetes AppSec Architect" });
    expect(await sendJobAlertDigests(ctx.deps, today)).toBe(0);
    const tomorrow = new Date(today.getTime() + DAY);
    expect(await sendJobAlertDigests(ctx.deps, tomorrow)).toBe(1);
    mails = await mailsTo(member.email);
    expect(mails).toHaveLength(2);
    const second = mails.find((m) => m.id !== mail.id)!;
    expect(second.text).toContain("Kubernetes AppSec Architect");
    expect(second.text).toContain(`/jobs/${later.id}`);
    expect(second.text).not.toContain("Kubernetes Platform Security Lead");
    expect(await sendJobAlertDigests(ctx.deps, new Date(today.getTime() + 2 * DAY))).toBe(0);
    expect((await ctx.deps.db.select().from(savedSearches).where(eq(savedSearches.id, saved.id))).length).toBe(1);
  });

  it("a weekly alert mails at most once per ISO week", async () => {
    const member = await signedIn(ctx);
    await savedBy(member, { ...kubernetesInBerlin, frequency: "weekly" });
    await approveNow(k8s);
    const monday = new Date("2031-03-03T09:00:00Z");
    expect(digestPeriod("weekly", monday)).toBe("2031-W10");
    expect(digestPeriod("weekly", new Date("2031-03-09T23:00:00Z"))).toBe("2031-W10");
    expect(await sendJobAlertDigests(ctx.deps, monday)).toBe(1);
    await approveNow({ ...k8s, title: "Another Kubernetes job" });
    expect(await sendJobAlertDigests(ctx.deps, new Date("2031-03-06T09:00:00Z"))).toBe(0);
    expect(await sendJobAlertDigests(ctx.deps, new Date("2031-03-10T09:00:00Z"))).toBe(1);
  });

  it("goes out exactly once when two runs race (two instances)", async () => {
    const members = await Promise.all([signedIn(ctx), signedIn(ctx), signedIn(ctx)]);
    for (const m of members) await savedBy(m);
    await approveNow(k8s);
    const now = new Date();
    const [a, b] = await Promise.all([sendJobAlertDigests(ctx.deps, now), sendJobAlertDigests(ctx.deps, now)]);
    expect(a + b).toBe(3);
    for (const m of members) expect(await mailsTo(m.email)).toHaveLength(1);
    const [{ n }] = (await ctx.deps.db.execute(sql`select count(*)::int as n from mail_digests`)).rows as [{ n: number }];
    expect(n).toBe(3);
  });

  it("stops when the member turns job alerts off", async () => {
    const member = await signedIn(ctx);
    await savedBy(member);
    expect((await member.request("/api/me/notification-preferences", { method: "PUT", json: { job_alerts: false } })).status).toBe(200);
    await approveNow(k8s);
    expect(await sendJobAlertDigests(ctx.deps, new Date())).toBe(0);
    expect(await mailsTo(member.email)).toHaveLength(0);
    await member.request("/api/me/notification-preferences", { method: "PUT", json: { job_alerts: true } });
    expect(await sendJobAlertDigests(ctx.deps, new Date())).toBe(1);
  });
});

describe("the dev trigger", () => {
  it("is not served without the dev outbox", async () => {
    const admin = await signedIn(ctx, "admin");
    expect((await admin.request("/api/dev/alerts/run-digests", { method: "POST" })).status).toBe(404);
  });
});

describe("unsubscribe links", () => {
  it("one-click POST with the mail's token turns that alert off without signing in; a forged token is refused", async () => {
    const member = await signedIn(ctx);
    const saved = await savedBy(member);
    const other = await savedBy(member, { ...kubernetesInBerlin, name: "Other" });
    await approveNow(k8s);
    await sendJobAlertDigests(ctx.deps, new Date());
    const mail = (await mailsTo(member.email)).find((m) => m.subject.includes("Kubernetes in Berlin"))!;
    const url = new URL(/^<([^>]+)>/.exec(mail.headers!["List-Unsubscribe"]!)![1]!);

    const forged = unsubscribeToken("another-secret-another-secret-1234", { type: "saved_search", id: other.id });
    let res = await ctx.request(`/api/alerts/unsubscribe?token=${encodeURIComponent(forged)}`, { method: "POST", noOrigin: true });
    expect(res.status).toBe(400);
    expect((await errorOf(res)).message).toBe("This unsubscribe link is invalid.");

    res = await ctx.request(`${url.pathname}${url.search}`, {
      method: "POST",
      noOrigin: true,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ unsubscribed: true, what: 'The job alert "Kubernetes in Berlin" is turned off.' });
    const left = await ctx.deps.db.select({ id: savedSearches.id }).from(savedSearches);
    expect(left.map((r) => r.id)).toEqual([other.id]);
    expect(left.map((r) => r.id)).not.toContain(saved.id);
    // Again: idempotent.
    res = await ctx.request(`${url.pathname}${url.search}`, { method: "POST", noOrigin: true });
    expect(await res.json()).toMatchObject({ what: "This job alert is already turned off." });
  });
});

describe("recruiters' daily interest digest", () => {
  it("one mail a day listing the new interest in their jobs, off when the preference says so", async () => {
    const recruiter = await signedIn(ctx, "recruiter");
    const quiet = await signedIn(ctx, "recruiter");
    const [alice, bob] = await Promise.all([
      signedIn(ctx, "user", { name: "Alice Example" }),
      signedIn(ctx, "user", { name: "Bob Example" }),
    ]);
    const job = await createJob(ctx, { title: "Cloud AppSec Lead", recruiterId: recruiter.id });
    const quietJob = await createJob(ctx, { title: "Quiet Job", recruiterId: quiet.id });
    expect((await quiet.request("/api/me/notification-preferences", { method: "PUT", json: { job_interest_digest: false } })).status).toBe(
      200,
    );
    for (const u of [alice, bob]) {
      expect((await u.request(`/api/jobs/${job.id}/interest`, { method: "POST" })).status).toBe(200);
      expect((await u.request(`/api/jobs/${quietJob.id}/interest`, { method: "POST" })).status).toBe(200);
    }
    // No mail per interest: only the digest.
    expect(await mailsTo(recruiter.email)).toHaveLength(0);

    const today = new Date();
    const [a, b] = await Promise.all([sendInterestDigests(ctx.deps, today), sendInterestDigests(ctx.deps, today)]);
    expect(a + b).toBe(1);
    const mails = await mailsTo(recruiter.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe("2 new interested members in your jobs");
    expect(mails[0]!.text).toMatch(/Cloud AppSec Lead: Alice Example, Bob Example|Cloud AppSec Lead: Bob Example, Alice Example/);
    expect(mails[0]!.headers?.["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    expect(await mailsTo(quiet.email)).toHaveLength(0);

    // Next day: nothing new, no mail; a new interest then goes into that day's digest only.
    expect(await sendInterestDigests(ctx.deps, new Date(today.getTime() + DAY))).toBe(0);
    await ctx.deps.db.delete(jobInterests).where(eq(jobInterests.userId, alice.id));
    expect((await alice.request(`/api/jobs/${job.id}/interest`, { method: "POST" })).status).toBe(200);
    expect(await sendInterestDigests(ctx.deps, new Date(today.getTime() + 2 * DAY))).toBe(1);
    const latest = (await mailsTo(recruiter.email)).find((m) => m.id !== mails[0]!.id)!;
    expect(latest.subject).toBe("1 new interested member in your jobs");
    expect(latest.text).not.toContain("Bob Example");

    // The digest's own link turns the kind off without signing in.
    const url = new URL(/^<([^>]+)>/.exec(latest.headers!["List-Unsubscribe"]!)![1]!);
    expect((await ctx.request(`${url.pathname}${url.search}`, { method: "POST", noOrigin: true })).status).toBe(200);
    const prefs = (await (await recruiter.request("/api/me/notification-preferences")).json()) as { preferences: Record<string, boolean> };
    expect(prefs.preferences.job_interest_digest).toBe(false);
  });
});
