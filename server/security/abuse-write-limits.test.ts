import { count, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { addDays, DAY_MS, todayIn } from "@common/time";
import { createApp } from "../app";
import { blogComments, blogPosts, events, jobs, memberRestrictions, moderationFlags } from "../db/schema";
import { ROADMAP_ID } from "../features/blog/roadmap";
import { errorOf, signedIn, type TestUser } from "../test/factories";
import { setupTestContext } from "../test/setup";
import { signedInWithStanding } from "../test/standing";

// docs/decisions/056: one declared limit for every write, lower for new accounts;
// a new account's text carries at most 2 links and no image in a comment; a silenced member can read and keep
// their account but not post, comment, flag, book, register or apply.
const ctx = setupTestContext();
const db = () => ctx.deps.db;

const job = (i: number) => ({
  title: `Product Security Engineer ${i}`,
  company: "Globex",
  location: "London, UK",
  jobBoardUrl: "https://globex.example.com/careers/1",
  description: "Help our engineers ship secure code with reviews and tooling.",
  skills: ["SAST"],
});
const postJob = (u: TestUser, i: number) => u.request("/api/jobs", { json: job(i) });
const jobsOf = async (u: TestUser) => (await db().select({ n: count() }).from(jobs).where(eq(jobs.recruiterId, u.id)))[0]!.n;

/** Sets the member's counter of a declared bucket, as if they had already made `n` requests in this window. */
async function alreadyMade(u: TestUser, bucket: string, n: number) {
  await db().execute(
    sql`INSERT INTO rate_limits (key, count, window_start) VALUES (${`write:${bucket}:user:${u.id}`}, ${n}, now())
        ON CONFLICT (key) DO UPDATE SET count = ${n}, window_start = now()`,
  );
}

async function silence(u: TestUser, reason = "Posting the same link in every thread") {
  const now = new Date();
  const until = new Date(now.getTime() + 3 * DAY_MS);
  await db().insert(memberRestrictions).values({ userId: u.id, kind: "silence", reason, startsAt: now, endsAt: until, actorName: "Admin" });
  return until;
}

async function event() {
  const [row] = await db()
    .insert(events)
    .values({
      title: "OWASP meetup",
      description: "Talks and pizza",
      eventDate: addDays(todayIn("UTC"), 3),
      eventTime: "6:00 PM EST",
      location: "https://meet.example.com/owasp",
    })
    .returning();
  return row!;
}

describe("posting ceilings by trust level", () => {
  it("a new recruiter's 11th job post of the day answers 429 with Retry-After and a retry time; nothing is written", async () => {
    const recruiter = await signedIn(ctx, "recruiter");
    for (let i = 1; i <= 10; i++) expect((await postJob(recruiter, i)).status).toBe(201);
    const res = await postJob(recruiter, 11);
    expect(res.status).toBe(429);
    const retry = Number(res.headers.get("retry-after"));
    expect(retry).toBeGreaterThan(23 * 3600);
    expect(retry).toBeLessThanOrEqual(24 * 3600);
    const err = await errorOf(res);
    expect(err.code).toBe("RATE_LIMITED");
    expect(err.message).toBe("You have reached the limit of 10 job posts a day. Try again in 24 hours.");
    expect(await jobsOf(recruiter)).toBe(10);
  });

  it("a trusted member's ceiling is higher", async () => {
    const trusted = await signedInWithStanding(ctx, "trusted");
    const before = await jobsOf(trusted);
    await alreadyMade(trusted, "jobs.create", 10);
    expect((await postJob(trusted, 11)).status).toBe(201);
    await alreadyMade(trusted, "jobs.create", 50);
    expect((await postJob(trusted, 51)).status).toBe(429);
    expect(await jobsOf(trusted)).toBe(before + 1);
  });

  it("counts per account across two app instances on one database", async () => {
    const recruiter = await signedIn(ctx, "recruiter");
    const other = createApp(ctx.deps);
    const viaOther = (i: number) =>
      other.request("/api/jobs", {
        method: "POST",
        headers: { origin: "http://localhost:3000", cookie: recruiter.cookie, "content-type": "application/json" },
        body: JSON.stringify(job(i)),
      });
    for (let i = 1; i <= 10; i++) expect((await (i % 2 ? postJob(recruiter, i) : viaOther(i))).status).toBe(201);
    expect((await viaOther(11)).status).toBe(429);
    expect((await postJob(recruiter, 12)).status).toBe(429);
    // Another account is counted on its own.
    expect((await postJob(await signedIn(ctx, "recruiter"), 1)).status).toBe(201);
    expect(await jobsOf(recruiter)).toBe(10);
  });

  it("a refused job (400) does not use up the ceiling", async () => {
    const recruiter = await signedIn(ctx, "recruiter");
    await alreadyMade(recruiter, "jobs.create", 9);
    expect((await recruiter.request("/api/jobs", { json: { title: "x" } })).status).toBe(400);
    expect((await postJob(recruiter, 10)).status).toBe(201);
    expect((await postJob(recruiter, 11)).status).toBe(429);
  });

  it("a new member's 6th article of the day answers 429; a member's is accepted", async () => {
    const fresh = await signedIn(ctx);
    const write = (u: TestUser, i: number) =>
      u.request("/api/blog/articles", { json: { title: `Article ${i}`, content: `<p>Text ${i}</p>` } });
    for (let i = 1; i <= 5; i++) expect((await write(fresh, i)).status).toBe(201);
    const res = await write(fresh, 6);
    expect(res.status).toBe(429);
    expect(res.headers.get("retry-after")).toBeTruthy();
    expect((await errorOf(res)).message).toMatch(/^You have reached the limit of 5 articles a day\. Try again in \d+ hours\.$/);
    expect((await db().select({ n: count() }).from(blogPosts).where(eq(blogPosts.authorId, fresh.id)))[0]!.n).toBe(5);

    const member = await signedInWithStanding(ctx);
    await alreadyMade(member, "blog.create", 5);
    expect((await write(member, 6)).status).toBe(201);
  });

  it("comments: a new account's 31st of the hour answers 429, nothing written", async () => {
    const fresh = await signedIn(ctx);
    await alreadyMade(fresh, "comments.create", 29);
    const comment = (content: string) => fresh.request(`/api/blog/articles/${ROADMAP_ID}/comments`, { json: { content } });
    expect((await comment("Thirtieth")).status).toBe(201);
    const res = await comment("Thirty-first");
    expect(res.status).toBe(429);
    expect((await errorOf(res)).message).toMatch(/^You have reached the limit of 30 comments an hour\. Try again in \d+ minutes\.$/);
    expect((await db().select().from(blogComments)).map((c) => c.content)).toEqual(["Thirtieth"]);
  });

  it("flags: a new account's 21st of the day answers 429, nothing written", async () => {
    const fresh = await signedIn(ctx);
    const author = await signedInWithStanding(ctx);
    const [post] = await db()
      .insert(blogPosts)
      .values({ title: "Flag me", content: "<p>x</p>", slug: "flag-me", status: "published", publishedAt: new Date(), authorId: author.id })
      .returning();
    await alreadyMade(fresh, "moderation.flag", 20);
    const res = await fresh.request("/api/flags", { json: { targetKind: "article", targetId: post!.id, reason: "spam" } });
    expect(res.status).toBe(429);
    expect(res.headers.get("retry-after")).toBeTruthy();
    expect(await db().select().from(moderationFlags)).toEqual([]);
  });
});

describe("a silenced member", () => {
  it("gets 403 SILENCED with the reason and end on every contribution, and nothing is written", async () => {
    const member = await signedInWithStanding(ctx);
    const mentor = await signedIn(ctx, "mentor");
    const ev = await event();
    const author = await signedInWithStanding(ctx);
    const [post] = await db()
      .insert(blogPosts)
      .values({
        title: "Flag me",
        content: "<p>x</p>",
        slug: "flag-me-2",
        status: "published",
        publishedAt: new Date(),
        authorId: author.id,
      })
      .returning();
    const jobsBefore = await jobsOf(member);
    await silence(member);

    const attempts: [string, Promise<Response>][] = [
      ["job", postJob(member, 1)],
      ["article", member.request("/api/blog/articles", { json: { title: "Article", content: "<p>Text</p>" } })],
      ["comment", member.request(`/api/blog/articles/${ROADMAP_ID}/comments`, { json: { content: "Hello" } })],
      ["flag", member.request("/api/flags", { json: { targetKind: "article", targetId: post!.id, reason: "spam" } })],
      [
        "booking",
        member.request("/api/appointments", {
          json: { mentorId: mentor.id, date: addDays(todayIn("UTC"), 5), time: "9:00 AM", topic: "Threat modeling" },
        }),
      ],
      ["event registration", member.request(`/api/events/${ev.id}/registration`, { method: "POST" })],
      ["saved search", member.request("/api/me/saved-searches", { json: { name: "Remote", frequency: "daily", query: {} } })],
      ["offering", member.request("/api/offerings", { json: {} })],
    ];
    for (const [what, pending] of attempts) {
      const res = await pending;
      expect(res.status, what).toBe(403);
      const err = await errorOf(res);
      expect(err.code, what).toBe("SILENCED");
      expect(err.message, what).toMatch(
        /^Your account is silenced until \w{3},? \d{1,2} \w{3} \d{4},? \d{2}:\d{2} \(UTC\): Posting the same link in every thread$/,
      );
    }
    expect(await jobsOf(member)).toBe(jobsBefore);
    expect(await db().select().from(blogComments)).toEqual([]);
    expect(await db().select().from(moderationFlags)).toEqual([]);
    expect((await db().select({ n: count() }).from(blogPosts).where(eq(blogPosts.authorId, member.id)))[0]!.n).toBe(0);
  });

  it("can still read, change settings and cancel their own registration; the silence ends with its time", async () => {
    const member = await signedInWithStanding(ctx);
    const ev = await event();
    expect((await member.request(`/api/events/${ev.id}/registration`, { method: "POST" })).status).toBe(200);
    await silence(member);
    expect((await member.request("/api/jobs")).status).toBe(200);
    expect((await member.request(`/api/blog/articles/${ROADMAP_ID}/comments`)).status).toBe(200);
    const prefs = await member.request("/api/me/notification-preferences");
    expect(prefs.status).toBe(200);
    const { preferences } = (await prefs.json()) as { preferences: Record<string, unknown> };
    expect((await member.request("/api/me/notification-preferences", { method: "PUT", json: preferences })).status).toBe(200);
    expect((await member.request("/api/profile", { method: "PUT", json: { fullName: "Still Here" } })).status).toBe(200);
    expect((await member.request(`/api/events/${ev.id}/registration`, { method: "DELETE" })).status).toBe(200);

    // An expired silence refuses nothing (memberStanding compares its end with the clock).
    await db()
      .update(memberRestrictions)
      .set({ endsAt: new Date(Date.now() - 1000), startsAt: new Date(Date.now() - DAY_MS) });
    expect((await member.request(`/api/blog/articles/${ROADMAP_ID}/comments`, { json: { content: "Back" } })).status).toBe(201);
  });
});

describe("a new account's links and images", () => {
  const comment = (u: TestUser, content: string) => u.request(`/api/blog/articles/${ROADMAP_ID}/comments`, { json: { content } });
  const threeLinks = "See https://a.example, www.b.example/x and http://c.example/y";

  it("a comment with 3 links → 400 with the field's message; 2 pass; a member's 3 pass", async () => {
    const fresh = await signedIn(ctx);
    const res = await comment(fresh, threeLinks);
    expect(res.status).toBe(400);
    expect(await errorOf(res)).toMatchObject({
      code: "VALIDATION_FAILED",
      message: "New accounts can include at most 2 links in a comment",
      fields: { content: "New accounts can include at most 2 links in a comment" },
    });
    expect((await comment(fresh, "Two: https://a.example and https://b.example")).status).toBe(201);
    expect((await comment(await signedInWithStanding(ctx), threeLinks)).status).toBe(201);
    expect(await db().select({ n: count() }).from(blogComments)).toEqual([{ n: 2 }]);
  });

  it("a comment with an image → 400 for a new account, whether an image link, Markdown or HTML; a member's passes", async () => {
    const fresh = await signedIn(ctx);
    for (const content of ["Look https://img.example/cat.png", "![cat](https://img.example/cat)", '<img src="https://img.example/x">']) {
      const res = await comment(fresh, content);
      expect(res.status, content).toBe(400);
      expect((await errorOf(res)).fields, content).toEqual({ content: "New accounts cannot include images in comments" });
    }
    expect((await comment(await signedInWithStanding(ctx), "Look https://img.example/cat.png")).status).toBe(201);
  });

  it("editing a comment keeps the rule", async () => {
    const fresh = await signedIn(ctx);
    const { comment: made } = (await (await comment(fresh, "Plain")).json()) as { comment: { id: string } };
    const res = await fresh.request(`/api/comments/${made.id}`, { method: "PUT", json: { content: threeLinks } });
    expect(res.status).toBe(400);
    expect((await db().select().from(blogComments))[0]!.content).toBe("Plain");
  });

  it("a bio with 3 links → 400 for a new account; a member's passes", async () => {
    const fresh = await signedIn(ctx);
    const res = await fresh.request("/api/profile", { method: "PUT", json: { fullName: "Fresh", bio: threeLinks } });
    expect(res.status).toBe(400);
    expect((await errorOf(res)).fields).toEqual({ bio: "New accounts can include at most 2 links in a bio" });
    const member = await signedInWithStanding(ctx);
    expect((await member.request("/api/profile", { method: "PUT", json: { fullName: "Member", bio: threeLinks } })).status).toBe(200);
  });
});
