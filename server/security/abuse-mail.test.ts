/**
 * Mail that cannot be turned into a flood, and external images in articles
 * (docs/decisions/059-mail-limits-and-imported-images.md).
 */
import { readFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { and, asc, eq, sql } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { NOTIFICATION_KINDS, type NotificationKind } from "@common/notifications.schema";
import { addDays, todayIn, zonedToUtc } from "@common/time";
import { blogPostRevisions, blogPosts, eventAttendees, files, jobs, mailOutbox, notificationPreferences } from "../db/schema";
import { sendInterestDigests, sendJobAlertDigests } from "../features/alerts/alerts.service";
import { sendCandidateAlertDigests } from "../features/candidates/candidate-alerts.service";
import { sendCommentDigests } from "../features/comments/comment-digest.service";
import { sendJobReviewDigests } from "../features/jobs/job-review-digest.service";
import { completeSessions } from "../features/mentorship/feedback.service";
import { sendSessionReminders } from "../features/mentorship/session-tasks.service";
import { sendEventReminders } from "../features/events/event-reminders.service";
import { importCoverImage } from "../features/blog/image-import.service";
import { sendNotificationCatchUps } from "../features/notifications/catch-up.service";
import { getNotificationPreferences } from "../features/notifications/notifications.service";
import { kindUnsubscribeToken } from "../lib/notification-mail";
import { isPublicAddress } from "../lib/safe-fetch";
import { createEvent, errorOf, setProfile, signedIn, type TestUser } from "../test/factories";
import { createJob } from "../test/job-factory";
import { BASE_URL, setupTestContext } from "../test/setup";

const CAP = 5;
const ctx = setupTestContext({ env: { NOTIFICATION_MAIL_DAILY_CAP: String(CAP), IMAGE_IMPORT_ALLOW_LOOPBACK: "true" } });
const DAY = 86_400_000;

const outbox = () => ctx.deps.db.select().from(mailOutbox).orderBy(asc(mailOutbox.createdAt), asc(mailOutbox.id));
const mailsTo = (to: string) =>
  ctx.deps.db.select().from(mailOutbox).where(eq(mailOutbox.to, to)).orderBy(asc(mailOutbox.createdAt), asc(mailOutbox.id));
const jobJson = (title: string) => ({
  title,
  company: "Acme",
  location: "Remote",
  jobBoardUrl: "https://jobs.example.com/x",
  description: "Lead the application security team and its programme.",
  skills: ["OWASP"],
});
async function choose(u: TestUser, prefs: Partial<Record<NotificationKind, boolean>>) {
  expect((await u.request("/api/me/notification-preferences", { method: "PUT", json: prefs })).status).toBe(200);
}
const oneClickOf = (header: string) => new URL(/^<([^>]+)>/.exec(header)![1]!);

describe("mentors' job review mails (a digest by default)", () => {
  it("4 job posts: mentors get no mail per job by default and one digest; a mentor who opted in gets one per job", async () => {
    const mentors = await Promise.all([1, 2, 3].map(() => signedIn(ctx, "mentor")));
    const optedIn = await signedIn(ctx, "mentor");
    await choose(optedIn, { job_review_each: true, job_review_digest: false });
    const recruiter = await signedIn(ctx, "recruiter");
    for (const title of ["AppSec Lead", "Pentester", "Security Architect", "Product Security Engineer"])
      expect((await recruiter.request("/api/jobs", { json: jobJson(title) })).status).toBe(201);

    for (const m of mentors) expect(await mailsTo(m.email)).toHaveLength(0);
    expect((await mailsTo(optedIn.email)).map((m) => m.subject)).toHaveLength(4);
    expect(await mailsTo(ctx.deps.config.teamEmail)).toHaveLength(4);

    expect(await sendJobReviewDigests(ctx.deps, new Date())).toBe(3);
    for (const m of mentors) expect((await mailsTo(m.email)).map((x) => x.subject)).toEqual(["4 jobs waiting for review"]);
    expect(await mailsTo(optedIn.email)).toHaveLength(4); // no digest on top
  });
});

describe("migration 0035 keeps the choices members saved", () => {
  it("a saved choice of either switch keeps its meaning; members who never chose get the digest", async () => {
    const [perJob, digestOff, never] = await Promise.all([1, 2, 3].map(() => signedIn(ctx, "mentor")));
    // Saved before the migration, under the old defaults (per job on, digest off).
    await ctx.deps.db.insert(notificationPreferences).values([
      { userId: perJob!.id, kind: "job_review_each", enabled: true },
      { userId: digestOff!.id, kind: "job_review_digest", enabled: false },
    ]);
    const migration = readFileSync(new URL("../db/migrations/0035_mail_limits.sql", import.meta.url), "utf8");
    for (const statement of migration.split("--> statement-breakpoint").filter((st) => st.includes("INSERT INTO")))
      await ctx.deps.db.execute(sql.raw(statement));
    const prefs = async (u: TestUser) => (await getNotificationPreferences(ctx.deps.db, u.id)) as Record<string, boolean>;
    expect(await prefs(perJob!)).toMatchObject({ job_review_each: true, job_review_digest: false });
    expect(await prefs(digestOff!)).toMatchObject({ job_review_each: true, job_review_digest: false });
    expect(await prefs(never!)).toMatchObject({ job_review_each: false, job_review_digest: true });
  });
});

describe("every notification mail carries List-Unsubscribe (RFC 8058) and its one-click POST turns the kind off", () => {
  /** For each switchable kind: makes the member of the returned mail get one such mail. */
  const triggers: Record<NotificationKind, () => Promise<{ member: TestUser; again: () => Promise<unknown> }>> = {
    job_review_each: async () => {
      const member = await signedIn(ctx, "mentor");
      await choose(member, { job_review_each: true, job_review_digest: false });
      const recruiter = await signedIn(ctx, "recruiter");
      const post = () => recruiter.request("/api/jobs", { json: jobJson(`Job ${Math.random()}`) });
      await post();
      return { member, again: post };
    },
    job_review_digest: async () => {
      const member = await signedIn(ctx, "mentor");
      await createJob(ctx, { isApproved: false, isAdminReviewed: false });
      await sendJobReviewDigests(ctx.deps, new Date());
      return { member, again: () => sendJobReviewDigests(ctx.deps, new Date(Date.now() + DAY)) };
    },
    job_alerts: async () => {
      const member = await signedIn(ctx);
      const body = { name: "Kubernetes", frequency: "daily", query: { search: "kubernetes" } };
      expect((await member.request("/api/me/saved-searches", { method: "POST", json: body })).status).toBe(201);
      const approve = async () => {
        const job = await createJob(ctx, { title: "Kubernetes Security Engineer", isApproved: false, isAdminReviewed: false });
        await ctx.deps.db.update(jobs).set({ isApproved: true, isAdminReviewed: true }).where(eq(jobs.id, job.id));
      };
      await approve();
      await sendJobAlertDigests(ctx.deps, new Date());
      return { member, again: async () => (await approve(), sendJobAlertDigests(ctx.deps, new Date(Date.now() + DAY))) };
    },
    candidate_alerts: async () => {
      const member = await signedIn(ctx, "recruiter");
      const body = { name: "SAST people", frequency: "daily", query: { skill: ["SAST"] } };
      expect((await member.request("/api/candidate-searches", { method: "POST", json: body })).status).toBe(201);
      const join = async () => {
        const u = await signedIn(ctx);
        await setProfile(ctx, u.id, { isOpenToWork: true, expertise: ["SAST"] });
      };
      await join();
      await sendCandidateAlertDigests(ctx.deps, new Date());
      return { member, again: async () => (await join(), sendCandidateAlertDigests(ctx.deps, new Date(Date.now() + DAY))) };
    },
    job_interest_digest: async () => {
      const member = await signedIn(ctx, "recruiter");
      const job = await createJob(ctx, { recruiterId: member.id });
      const mark = async () => {
        const fan = await signedIn(ctx);
        expect((await fan.request(`/api/jobs/${job.id}/interest`, { method: "POST", json: { interested: true } })).status).toBe(200);
      };
      await mark();
      await sendInterestDigests(ctx.deps, new Date());
      return { member, again: async () => (await mark(), sendInterestDigests(ctx.deps, new Date(Date.now() + DAY))) };
    },
    application_updates: async () => {
      const member = await signedIn(ctx);
      const recruiter = await signedIn(ctx, "recruiter");
      const job = await createJob(ctx, { recruiterId: recruiter.id });
      const applied = await member.request("/api/applications", { json: { jobId: job.id, note: "Keen" } });
      const { application } = await applied.json();
      const move = (stage: string) => recruiter.request(`/api/applications/${application.id}/stage`, { json: { stage } });
      expect((await move("interview")).status).toBe(200);
      return { member, again: () => move("offer") };
    },
    blog_comment: async () => {
      const member = await signedIn(ctx);
      const [post] = await ctx.deps.db
        .insert(blogPosts)
        .values({ title: "Threat modeling", slug: `t-${Math.random()}`, content: "<p>x</p>", status: "published", authorId: member.id })
        .returning();
      const comment = async () => {
        const reader = await signedIn(ctx);
        expect((await reader.request(`/api/blog/articles/${post!.id}/comments`, { json: { content: "Great" } })).status).toBe(201);
      };
      await comment();
      await sendCommentDigests(ctx.deps, new Date());
      return { member, again: async () => (await comment(), sendCommentDigests(ctx.deps, new Date(Date.now() + 2 * 3_600_000))) };
    },
    event_reminders: async () => {
      const member = await signedIn(ctx);
      const remind = async (inDays: number) => {
        const startsAt = new Date(Date.now() + inDays * DAY);
        const ev = await createEvent(ctx, { startsAt, endsAt: new Date(startsAt.getTime() + 3_600_000), timeZone: "UTC" });
        // A seat without the registration mail: the reminder is then the member's only mail.
        await ctx.deps.db.insert(eventAttendees).values({ eventId: ev.id, userId: member.id });
        await sendEventReminders(ctx.deps, new Date(startsAt.getTime() - 2 * 3_600_000));
      };
      await remind(3);
      return { member, again: () => remind(5) };
    },
    mentorship_feedback: async () => {
      const mentor = await signedIn(ctx, "mentor");
      await setProfile(ctx, mentor.id, { expertise: ["AppSec"], bio: "I help people into AppSec.", timezone: "UTC" });
      const member = await signedIn(ctx);
      const session = async (days: number) => {
        const date = addDays(todayIn("UTC"), days);
        const res = await member.request("/api/appointments", {
          json: { mentorId: mentor.id, date, time: "9:00 AM", topic: "Threat modeling" },
        });
        expect(res.status).toBe(201);
        const id = (await res.json()).appointment.id as string;
        expect((await mentor.request(`/api/appointments/${id}/decision`, { json: { status: "approved" } })).status).toBe(200);
        await completeSessions(ctx.deps, new Date(zonedToUtc(date, "9:00 AM", "UTC").getTime() + 2 * 3_600_000));
      };
      await session(2);
      return { member, again: () => session(3) };
    },
    session_reminders: async () => {
      const mentor = await signedIn(ctx, "mentor");
      await setProfile(ctx, mentor.id, { expertise: ["AppSec"], bio: "I help people into AppSec.", timezone: "UTC" });
      const member = await signedIn(ctx);
      const session = async (days: number) => {
        const date = addDays(todayIn("UTC"), days);
        const res = await member.request("/api/appointments", {
          json: { mentorId: mentor.id, date, time: "9:00 AM", topic: "Threat modeling" },
        });
        expect(res.status).toBe(201);
        const id = (await res.json()).appointment.id as string;
        expect((await mentor.request(`/api/appointments/${id}/decision`, { json: { status: "approved" } })).status).toBe(200);
        // Three hours before: the 24-hour reminder's window.
        await sendSessionReminders(ctx.deps, new Date(zonedToUtc(date, "9:00 AM", "UTC").getTime() - 3 * 3_600_000));
      };
      await session(2);
      return { member, again: () => session(3) };
    },
    notification_catch_up: async () => {
      const member = await signedIn(ctx);
      for (let i = 0; i <= CAP; i++) await ctx.deps.mailer.send(notice(member, i));
      await ctx.deps.db.execute(sql`update deferred_notifications set created_at = created_at - interval '1 day'`);
      await sendNotificationCatchUps(ctx.deps);
      return {
        member,
        again: async () => {
          await ctx.deps.mailer.send(notice(member, 99));
          await ctx.deps.db.execute(sql`update deferred_notifications set created_at = created_at - interval '1 day'`);
          await sendNotificationCatchUps(ctx.deps);
        },
      };
    },
  };

  for (const kind of Object.keys(NOTIFICATION_KINDS) as NotificationKind[]) {
    it(kind, async () => {
      const { member, again } = await triggers[kind]();
      const before = await outbox();
      const mails = before.filter((m) => m.to === member.email && m.headers?.["List-Unsubscribe-Post"] !== undefined);
      const all = before.filter((m) => m.to === member.email && !m.subject.startsWith("Verify"));
      expect(all.length, `${kind}: the trigger sent no mail`).toBeGreaterThan(0);
      // Every mail of the kind, not just one: none may lack the pair, the mailto: or the settings link.
      const mail = all.at(-1)!;
      expect(mails).toContainEqual(mail);
      expect(mail.headers!["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
      expect(mail.headers!["List-Unsubscribe"]).toMatch(new RegExp(`^<${BASE_URL}/api/[^>]+\\?token=[^>]+>, <mailto:[^>]+>$`));
      expect(mail.text).toContain(`${BASE_URL}/settings?tab=notifications`);
      expect(mail.html).toContain(`${BASE_URL}/settings?tab=notifications`);

      // The mail provider's one-click POST: no session, no Origin of ours.
      const url = oneClickOf(mail.headers!["List-Unsubscribe"]!);
      const res = await ctx.request(`${url.pathname}${url.search}`, {
        method: "POST",
        noOrigin: true,
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: "List-Unsubscribe=One-Click",
      });
      expect(res.status).toBe(200);
      // Transactional mail (a booking's confirmation) may still come; no mail of this kind may.
      const notifications = async () => (await mailsTo(member.email)).filter((m) => m.headers?.["List-Unsubscribe-Post"]);
      const count = (await notifications()).length;
      await again();
      expect(await notifications(), `${kind}: mailed again after the one-click unsubscribe`).toHaveLength(count);
    });
  }

  it("a forged or altered token is refused with 400 and changes nothing", async () => {
    const member = await signedIn(ctx);
    const forged = kindUnsubscribeToken("another-secret-another-secret-1234", "job_alerts", member.id);
    const good = kindUnsubscribeToken(ctx.deps.config.authSecret, "job_alerts", member.id);
    const altered = good.slice(0, -2) + (good.endsWith("A") ? "BB" : "AA");
    for (const token of [forged, altered, "not-a-token-at-all"]) {
      const res = await ctx.request(`/api/notifications/unsubscribe?token=${encodeURIComponent(token)}`, {
        method: "POST",
        noOrigin: true,
      });
      expect(res.status).toBe(400);
      expect((await errorOf(res)).message).toBe("This unsubscribe link is invalid.");
    }
    expect(await ctx.deps.db.select().from(notificationPreferences).where(eq(notificationPreferences.userId, member.id))).toEqual([]);
    const ok = await ctx.request(`/api/notifications/unsubscribe?token=${encodeURIComponent(good)}`, { method: "POST", noOrigin: true });
    expect(ok.status).toBe(200);
    expect(
      await ctx.deps.db
        .select({ enabled: notificationPreferences.enabled })
        .from(notificationPreferences)
        .where(and(eq(notificationPreferences.userId, member.id), eq(notificationPreferences.kind, "job_alerts"))),
    ).toEqual([{ enabled: false }]);
  });
});

const notice = (member: TestUser, i: number) => ({
  to: member.email,
  subject: `Notice ${i}`,
  text: `Notice ${i}`,
  notification: { kind: "job_alerts" as const, userId: member.id, link: `/jobs?n=${i}` },
});

describe("the daily cap of notification mails", () => {
  it("the (cap+1)th notification mail of a day is held for the next day's catch-up mail; transactional mail still goes", async () => {
    const member = await signedIn(ctx);
    const sentBefore = (await mailsTo(member.email)).length;
    // Queued concurrently (several instances): the count is in the database, so the cap still holds.
    await Promise.all(Array.from({ length: CAP + 2 }, (_, i) => ctx.deps.mailer.send(notice(member, i))));
    const notices = (await mailsTo(member.email)).filter((m) => m.subject.startsWith("Notice"));
    expect(notices).toHaveLength(CAP);
    const held = (await ctx.deps.db.execute(sql`select subject, link from deferred_notifications where user_id = ${member.id}`)).rows;
    expect(held).toHaveLength(2);

    // A transactional mail (no notification kind) is never capped.
    await ctx.deps.mailer.send({ to: member.email, subject: "Reset your password", text: "…" });
    expect((await mailsTo(member.email)).map((m) => m.subject)).toContain("Reset your password");
    expect((await mailsTo(member.email)).length).toBe(sentBefore + CAP + 1);

    // Not before the day is over; then one mail lists what was held, once even with two instances.
    expect(await sendNotificationCatchUps(ctx.deps)).toBe(0);
    await ctx.deps.db.execute(sql`update deferred_notifications set created_at = created_at - interval '1 day'`);
    const runs = await Promise.all([sendNotificationCatchUps(ctx.deps), sendNotificationCatchUps(ctx.deps)]);
    expect(runs[0]! + runs[1]!).toBe(1);
    const [catchUp, ...more] = (await mailsTo(member.email)).filter((m) => m.subject.includes("held back"));
    expect(more).toEqual([]);
    expect(catchUp!.subject).toBe("2 notifications held back yesterday");
    for (const row of held as { subject: string; link: string }[]) {
      expect(catchUp!.text).toContain(row.subject);
      expect(catchUp!.text).toContain(`${BASE_URL}${row.link}`);
    }
    expect((await ctx.deps.db.execute(sql`select 1 from deferred_notifications`)).rows).toEqual([]);
  });
});

// ---- external images in articles ----

let server: Server;
let origin = "";
let png: Buffer;
beforeAll(async () => {
  png = await sharp({ create: { width: 40, height: 30, channels: 3, background: "#336699" } })
    .png()
    .withMetadata({ exif: { IFD0: { Copyright: "tracking-marker" } } })
    .toBuffer();
  server = createServer((req, res) => {
    if (req.url === "/pic.png") return res.writeHead(200, { "content-type": "image/png" }).end(png);
    if (req.url === "/moved") return res.writeHead(302, { location: "/pic.png" }).end();
    if (req.url === "/page.png") return res.writeHead(200, { "content-type": "image/png" }).end("<html>not an image</html>");
    if (req.url === "/huge.png") {
      res.writeHead(200, { "content-type": "image/png" });
      res.write(png.subarray(0, 64));
      return res.end(Buffer.alloc(6 * 1024 * 1024));
    }
    res.writeHead(404).end();
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

describe("external images in an article are imported into our storage or refused", () => {
  const article = (content: string, imageUrl: string | null = null) => ({ title: "Images", content, imageUrl, submit: false });
  const imported = /^\/api\/files\/public\/articles\/[0-9a-f]{32}\.webp$/;
  const srcs = (html: string) => [...html.matchAll(/<img[^>]*\ssrc="([^"]*)"/g)].map((m) => m[1]!);

  it("stores the article with our own URL and the image re-encoded (WebP, metadata dropped); an edit too", async () => {
    const author = await signedIn(ctx);
    const res = await author.request("/api/blog/articles", {
      json: article(`<p>Diagram:</p><img src="${origin}/pic.png" alt="a diagram"><img src="${origin}/moved" alt="again">`),
    });
    expect(res.status).toBe(201);
    const { article: a } = await res.json();
    const [row] = await ctx.deps.db.select().from(blogPosts).where(eq(blogPosts.id, a.id));
    expect(row!.content).not.toContain(origin);
    const [first, second] = srcs(row!.content);
    expect(first).toMatch(imported);
    expect(second).toMatch(imported);
    // The cover (https only in the form) goes through the same import.
    expect(await importCoverImage(ctx.deps, author.id, `${origin}/pic.png`)).toMatch(imported);
    const served = await ctx.request(first!);
    expect(served.status).toBe(200);
    const bytes = Buffer.from(await served.arrayBuffer());
    const meta = await sharp(bytes).metadata();
    expect(meta.format).toBe("webp");
    expect(meta.exif).toBeUndefined();
    expect(bytes.includes(Buffer.from("tracking-marker"))).toBe(false);

    const edit = await author.request(`/api/blog/articles/${a.id}`, {
      method: "PUT",
      json: article(`<p>Now:</p><img src="${origin}/pic.png" alt="b">`),
    });
    expect(edit.status).toBe(200);
    const [after] = await ctx.deps.db.select().from(blogPosts).where(eq(blogPosts.id, a.id));
    expect(srcs(after!.content)[0]).toMatch(imported);
  });

  it("an author's edit of a published article (a revision) imports its images too", async () => {
    const author = await signedIn(ctx);
    const [post] = await ctx.deps.db
      .insert(blogPosts)
      .values({
        title: "Live",
        slug: `live-${Date.now()}`,
        content: "<p>x</p>",
        status: "published",
        publishedAt: new Date(),
        authorId: author.id,
      })
      .returning();
    const res = await author.request(`/api/blog/articles/${post!.id}`, {
      method: "PUT",
      json: article(`<p>Revised</p><img src="${origin}/pic.png" alt="c">`),
    });
    expect(res.status).toBe(200);
    const [rev] = await ctx.deps.db.select().from(blogPostRevisions).where(eq(blogPostRevisions.postId, post!.id));
    expect(rev!.content).not.toContain(origin);
    expect(srcs(rev!.content)[0]).toMatch(imported);
  });

  it("a non-image, a too-large image or an unreachable one: 400 with the field message, nothing stored", async () => {
    const author = await signedIn(ctx);
    const cases: [string, RegExp][] = [
      [`${origin}/page.png`, /is not a PNG, JPEG, GIF or WebP image/],
      [`${origin}/huge.png`, /is larger than 5 MB/],
      [`${origin}/missing.png`, /answered with HTTP 404/],
    ];
    for (const [url, why] of cases) {
      const res = await author.request("/api/blog/articles", { json: article(`<p>x</p><img src="${url}" alt="x">`) });
      expect(res.status, url).toBe(400);
      const body = await errorOf(res);
      expect(body.fields?.content).toMatch(new RegExp(`^The image at ${url.replace(/[.?]/g, "\\$&")} could not be imported: `));
      expect(body.fields?.content).toMatch(why);
    }
    expect(await ctx.deps.db.select().from(blogPosts).where(eq(blogPosts.authorId, author.id))).toEqual([]);
    expect(await ctx.deps.db.select().from(files).where(eq(files.ownerId, author.id))).toEqual([]);
  });

  it("a private, link-local or loopback address is refused (loopback only with the test-only switch)", async () => {
    const author = await signedIn(ctx);
    for (const url of ["http://10.0.0.7/a.png", "http://169.254.169.254/latest/meta-data", "http://[fd00::1]/a.png"]) {
      const res = await author.request("/api/blog/articles", { json: article(`<p>x</p><img src="${url}" alt="x">`) });
      expect(res.status, url).toBe(400);
      expect((await errorOf(res)).fields?.content).toMatch(/private or reserved network address/);
    }
    // Without the switch (its default), the local test server itself is refused, by address or by name.
    ctx.deps.config.imageImportAllowLoopback = false;
    try {
      for (const url of [`${origin}/pic.png`, `${origin.replace("127.0.0.1", "localhost")}/pic.png`, "http://[::1]/a.png"]) {
        const res = await author.request("/api/blog/articles", { json: article(`<p>x</p><img src="${url}" alt="x">`) });
        expect(res.status, url).toBe(400);
        expect((await errorOf(res)).fields?.content).toMatch(/private or reserved network address/);
      }
    } finally {
      ctx.deps.config.imageImportAllowLoopback = true;
    }
    expect(await ctx.deps.db.select().from(files).where(eq(files.ownerId, author.id))).toEqual([]);
    expect(isPublicAddress("127.0.0.1")).toBe(false);
    expect(isPublicAddress("::ffff:192.168.1.1")).toBe(false);
    expect(isPublicAddress("100.64.0.1")).toBe(false);
    expect(isPublicAddress("93.184.215.14")).toBe(true);
    expect(isPublicAddress("2606:4700::1111")).toBe(true);
  });

  it("the switch is off by default and never on in production", async () => {
    const { loadConfig } = await import("../config");
    expect(loadConfig({ NODE_ENV: "test", DATA_DIR: "/tmp/x", AUTH_SECRET: "s".repeat(40) }).imageImportAllowLoopback).toBe(false);
    expect(
      loadConfig({
        NODE_ENV: "production",
        DATA_DIR: "/tmp/x",
        BASE_URL: "https://appsec.example",
        AUTH_SECRET: "a-long-production-secret-a-long-production-secret",
        IMAGE_IMPORT_ALLOW_LOOPBACK: "true",
      }).imageImportAllowLoopback,
    ).toBe(false);
  });
});

describe("robots.txt", () => {
  it("allows /api/files/public/ (article images) and still disallows the rest of /api", async () => {
    const text = await (await ctx.request("/robots.txt")).text();
    const lines = text.split("\n");
    expect(lines).toContain("Allow: /api/files/public/");
    expect(lines).toContain("Disallow: /api/");
    // The longer (more specific) rule wins for crawlers (RFC 9309), whatever the order.
    expect(lines.indexOf("Allow: /api/files/public/")).toBeGreaterThanOrEqual(0);
  });
});
