/**
 * Feedback after a session (docs/decisions/040-session-feedback.md): the completion task, one mail per
 * side with signed one-click rating links, once per person per session, the team's per-mentor averages,
 * and testimonials a mentee chose to show on the mentor's page.
 */
import { and, asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { addDays, DAY_MS, todayIn, zonedToUtc } from "@common/time";
import { feedbackSummaryDtoSchema, myFeedbackDtoSchema, testimonialsDtoSchema } from "@common/session-feedback.schema";
import { appointments, mailOutbox, sessionFeedback } from "../../db/schema";
import { errorOf, setProfile, signedIn, type TestUser } from "../../test/factories";
import { setupTestContext } from "../../test/setup";
import { completeSessions, feedbackToken, readFeedbackToken, testimonialText } from "./feedback.service";

const ctx = setupTestContext();
const NY = "America/New_York";

/** A mentor in New York, a mentee, an approved session at 9:00 AM New York in two days. */
async function approvedSession() {
  const mentor = await signedIn(ctx, "mentor", { name: "Maya Mentor" });
  await setProfile(ctx, mentor.id, { expertise: ["AppSec"], bio: "I help people into AppSec.", timezone: NY });
  const mentee = await signedIn(ctx, "user", { name: "Ana Mentee" });
  const date = addDays(todayIn(NY), 2);
  const res = await mentee.request("/api/appointments", { json: { mentorId: mentor.id, date, time: "9:00 AM", topic: "Threat modeling" } });
  expect(res.status).toBe(201);
  const id = (await res.json()).appointment.id as string;
  expect((await mentor.request(`/api/appointments/${id}/decision`, { json: { status: "approved" } })).status).toBe(200);
  return { mentor, mentee, id, startsAt: zonedToUtc(date, "9:00 AM", NY) };
}
const feedbackMails = async (u: TestUser) =>
  (
    await ctx.deps.db.select().from(mailOutbox).where(eq(mailOutbox.to, u.email)).orderBy(asc(mailOutbox.createdAt), asc(mailOutbox.id))
  ).filter((m) => m.subject.startsWith("How was your session"));
/** The token of the link for `rating` in a feedback mail's text. */
const tokenIn = (text: string, rating: number) => {
  const m = new RegExp(`^${rating} – [^:]+: \\S+\\?token=(\\S+)$`, "m").exec(text);
  expect(m).toBeTruthy();
  return decodeURIComponent(m![1]!);
};
const afterHour = (startsAt: Date) => new Date(startsAt.getTime() + 61 * 60_000);

describe("completing sessions", () => {
  it("an approved session becomes completed only after its hour; both sides get one mail, even with two instances at once", async () => {
    const { mentor, mentee, id, startsAt } = await approvedSession();
    expect(await completeSessions(ctx.deps, new Date(startsAt.getTime() + 30 * 60_000))).toBe(0);
    expect((await ctx.deps.db.select().from(appointments).where(eq(appointments.id, id)))[0]!.status).toBe("approved");

    const at = afterHour(startsAt);
    const counts = await Promise.all([completeSessions(ctx.deps, at), completeSessions(ctx.deps, at)]);
    expect(counts.sort()).toEqual([0, 1]);
    expect(await completeSessions(ctx.deps, new Date(at.getTime() + 3_600_000))).toBe(0);
    const [row] = await ctx.deps.db.select().from(appointments).where(eq(appointments.id, id));
    expect(row).toMatchObject({ status: "completed", completedAt: at });

    const [toMentee] = await feedbackMails(mentee);
    const [toMentor] = await feedbackMails(mentor);
    expect((await feedbackMails(mentee)).length).toBe(1);
    expect((await feedbackMails(mentor)).length).toBe(1);
    expect(toMentee!.subject).toBe("How was your session with Maya Mentor?");
    expect(toMentor!.subject).toBe("How was your session with Ana Mentee?");
    expect(toMentee!.text).toMatch(/unless you choose to show your note on your mentor's page/);
    // Each link works for 30 days from the completion (docs/decisions/051).
    const expiresAt = new Date(at.getTime() + 30 * DAY_MS);
    for (const r of [1, 2, 3, 4, 5])
      expect(tokenIn(toMentee!.text, r)).toBe(feedbackToken(ctx.deps.config.authSecret, id, mentee.id, r, { expiresAt }));
    // The HTML part carries the five ratings as links.
    expect(toMentee!.html!.match(/href="[^"]+\/mentorship\/feedback\?token=/g)?.length).toBe(5);
  });

  it("can be limited to one session (the dev trigger's option)", async () => {
    const a = await approvedSession();
    const other = await signedIn(ctx);
    const res = await other.request("/api/appointments", {
      json: {
        mentorId: a.mentor.id,
        date: (await ctx.deps.db.select().from(appointments).where(eq(appointments.id, a.id)))[0]!.date,
        time: "10:00 AM",
        topic: "Cloud review",
      },
    });
    expect(res.status).toBe(201);
    const otherId = (await res.json()).appointment.id as string;
    expect((await a.mentor.request(`/api/appointments/${otherId}/decision`, { json: { status: "approved" } })).status).toBe(200);
    const later = new Date(a.startsAt.getTime() + 3 * 3_600_000);
    expect(await completeSessions(ctx.deps, later, { appointmentId: a.id })).toBe(1);
    const statuses = await ctx.deps.db.select({ id: appointments.id, status: appointments.status }).from(appointments);
    expect(Object.fromEntries(statuses.map((r) => [r.id, r.status]))).toEqual({ [a.id]: "completed", [otherId]: "approved" });
  });

  it("the scheduler runs the task", async () => {
    const { id, startsAt } = await approvedSession();
    const deps = { ...ctx.deps };
    const { registerScheduledTasks } = await import("../../scheduled-tasks");
    const { createScheduler } = await import("../../lib/scheduler");
    const scheduler = createScheduler({ db: deps.db, logger: deps.logger, now: () => afterHour(startsAt) });
    registerScheduledTasks(scheduler, deps);
    expect(await scheduler.tick()).toContain("mentorship:complete-sessions");
    expect((await ctx.deps.db.select().from(appointments).where(eq(appointments.id, id)))[0]!.status).toBe("completed");
  });
});

describe("the one-click rating and the note", () => {
  it("records the link's rating once per person per session; the page changes it and adds the note", async () => {
    const { mentor, mentee, id, startsAt } = await approvedSession();
    await completeSessions(ctx.deps, afterHour(startsAt));
    const text = (await feedbackMails(mentee))[0]!.text;

    const first = await ctx.request("/api/mentorship/feedback/rating", { json: { token: tokenIn(text, 4) } });
    expect(first.status).toBe(200);
    const body = myFeedbackDtoSchema.parse(await first.json());
    expect(body).toMatchObject({
      role: "mentee",
      otherName: "Maya Mentor",
      rating: 4,
      note: null,
      testimonial: false,
      topic: "Threat modeling",
    });
    // Another link of the same mail does not add a second row nor overwrite the first click.
    expect((await (await ctx.request("/api/mentorship/feedback/rating", { json: { token: tokenIn(text, 1) } })).json()).rating).toBe(4);
    const rows = () => ctx.deps.db.select().from(sessionFeedback).where(eq(sessionFeedback.appointmentId, id));
    expect((await rows()).length).toBe(1);

    const saved = await ctx.request("/api/mentorship/feedback", {
      method: "PUT",
      json: { token: tokenIn(text, 4), rating: 5, note: "Clear, practical advice.", testimonial: true },
    });
    expect(saved.status).toBe(200);
    expect(await saved.json()).toMatchObject({ rating: 5, note: "Clear, practical advice.", testimonial: true });

    // The mentor's own token records the mentor's row; their note cannot become a testimonial.
    const mentorText = (await feedbackMails(mentor))[0]!.text;
    const refused = await ctx.request("/api/mentorship/feedback", {
      method: "PUT",
      json: { token: tokenIn(mentorText, 3), rating: 3, note: "Good questions", testimonial: true },
    });
    expect(refused.status).toBe(400);
    expect((await errorOf(refused)).fields).toEqual({ testimonial: "Only a mentee's note can be shown on the mentor's page" });
    expect((await rows()).length).toBe(1);
    expect(
      (
        await ctx.request("/api/mentorship/feedback", {
          method: "PUT",
          json: { token: tokenIn(mentorText, 3), rating: 3, note: "Good questions" },
        })
      ).status,
    ).toBe(200);
    const all = await rows();
    expect(all.map((r) => [r.role, r.rating, r.testimonial]).sort()).toEqual([
      ["mentee", 5, true],
      ["mentor", 3, false],
    ]);
  });

  it("refuses forged, foreign and not-yet-completed tokens, and bad input, with no write", async () => {
    const { mentee, mentor, id, startsAt } = await approvedSession();
    const secret = ctx.deps.config.authSecret;
    const noRows = async () => expect((await ctx.deps.db.select().from(sessionFeedback)).length).toBe(0);

    // Not completed yet: a well-signed token answers 409.
    const early = await ctx.request("/api/mentorship/feedback/rating", { json: { token: feedbackToken(secret, id, mentee.id, 5) } });
    expect(early.status).toBe(409);
    await completeSessions(ctx.deps, afterHour(startsAt));

    const forged = feedbackToken("another-secret-of-32-characters!", id, mentee.id, 5);
    const bad = await ctx.request("/api/mentorship/feedback/rating", { json: { token: forged } });
    expect(bad.status).toBe(400);
    expect((await errorOf(bad)).message).toBe("This link is not valid");
    // A stranger's well-signed token for someone else's session: 404.
    const stranger = await signedIn(ctx);
    expect(
      (await ctx.request("/api/mentorship/feedback/rating", { json: { token: feedbackToken(secret, id, stranger.id, 5) } })).status,
    ).toBe(404);
    // A token for one rating cannot be edited into another (the signature covers the rating).
    const [payload, sig] = feedbackToken(secret, id, mentee.id, 1).split(".");
    const edited = Buffer.from(Buffer.from(payload!, "base64url").toString().replace(":1:", ":5:")).toString("base64url");
    expect((await ctx.request("/api/mentorship/feedback/rating", { json: { token: `${edited}.${sig}` } })).status).toBe(400);

    const good = feedbackToken(secret, id, mentee.id, 2);
    for (const [json, field] of [
      [{ token: good, rating: 6 }, "rating"],
      [{ token: good, rating: 3, note: "x".repeat(2001) }, "note"],
      [{ token: good, rating: 3, testimonial: true }, "note"],
    ] as const) {
      const res = await ctx.request("/api/mentorship/feedback", { method: "PUT", json });
      expect(res.status).toBe(400);
      expect(Object.keys((await errorOf(res)).fields ?? {})).toEqual([field]);
    }
    expect((await ctx.request("/api/mentorship/feedback/rating", { json: {} })).status).toBe(400);
    await noRows();
    void mentor;
  });
});

describe("rating links expire (docs/decisions/051)", () => {
  const rate = (token: string) => ctx.request("/api/mentorship/feedback/rating", { json: { token } });
  const ratings = async () => (await ctx.deps.db.select().from(sessionFeedback)).length;

  it("a mailed link works for 30 days from the mail; past them it reads as invalid", async () => {
    const { mentee, id, startsAt } = await approvedSession();
    const at = afterHour(startsAt);
    await completeSessions(ctx.deps, at);
    const token = tokenIn((await feedbackMails(mentee))[0]!.text, 4);
    const secret = ctx.deps.config.authSecret;
    expect(readFeedbackToken(secret, token, new Date(at.getTime() + 30 * DAY_MS - 1000))).toMatchObject({ appointmentId: id, rating: 4 });
    expect(readFeedbackToken(secret, token, new Date(at.getTime() + 30 * DAY_MS))).toBeNull();

    // The fresh link, through the route: the rating is recorded.
    const res = await rate(token);
    expect(res.status).toBe(200);
    expect(myFeedbackDtoSchema.parse(await res.json()).rating).toBe(4);
  });

  it("an expired link answers the invalid-link error and writes nothing", async () => {
    const { mentee, id, startsAt } = await approvedSession();
    await completeSessions(ctx.deps, afterHour(startsAt));
    const expired = feedbackToken(ctx.deps.config.authSecret, id, mentee.id, 5, { expiresAt: new Date(Date.now() - 1000) });
    const res = await rate(expired);
    expect(res.status).toBe(400);
    expect((await errorOf(res)).message).toBe("This link is not valid");
    const put = await ctx.request("/api/mentorship/feedback", { method: "PUT", json: { token: expired, rating: 5, note: "Late" } });
    expect(put.status).toBe(400);
    expect((await errorOf(put)).message).toBe("This link is not valid");
    expect(await ratings()).toBe(0);
  });

  it("a link mailed before links expired (no expiry in it) still works", async () => {
    const { mentee, id, startsAt } = await approvedSession();
    await completeSessions(ctx.deps, afterHour(startsAt));
    const old = feedbackToken(ctx.deps.config.authSecret, id, mentee.id, 3);
    expect(readFeedbackToken(ctx.deps.config.authSecret, old, new Date(Date.now() + 3650 * DAY_MS))).toMatchObject({ rating: 3 });
    const res = await rate(old);
    expect(res.status).toBe(200);
    expect(myFeedbackDtoSchema.parse(await res.json()).rating).toBe(3);
    expect(await ratings()).toBe(1);
  });
});

describe("what the team and visitors see", () => {
  it("admins see per-mentor averages of the mentees' ratings and the notes of both sides; others are refused", async () => {
    const { mentor, mentee, startsAt } = await approvedSession();
    await completeSessions(ctx.deps, afterHour(startsAt));
    const menteeText = (await feedbackMails(mentee))[0]!.text;
    const mentorText = (await feedbackMails(mentor))[0]!.text;
    await ctx.request("/api/mentorship/feedback", {
      method: "PUT",
      json: { token: tokenIn(menteeText, 4), rating: 4, note: "Very helpful" },
    });
    await ctx.request("/api/mentorship/feedback", {
      method: "PUT",
      json: { token: tokenIn(mentorText, 5), rating: 5, note: "Well prepared" },
    });

    const admin = await signedIn(ctx, "admin");
    const res = await admin.request("/api/admin/mentorship/feedback");
    expect(res.status).toBe(200);
    const summary = feedbackSummaryDtoSchema.parse(await res.json());
    expect(summary.mentors).toHaveLength(1);
    // The average is of the mentees' ratings only (the mentor's rating is about the session, not themselves).
    expect(summary.mentors[0]).toMatchObject({ mentorId: mentor.id, mentorName: "Maya Mentor", average: 4, ratings: 1 });
    expect(summary.mentors[0]!.comments.map((c) => [c.role, c.authorName, c.note]).sort()).toEqual([
      ["mentee", "Ana Mentee", "Very helpful"],
      ["mentor", "Maya Mentor", "Well prepared"],
    ]);
    expect((await mentee.request("/api/admin/mentorship/feedback")).status).toBe(403);
    expect((await ctx.request("/api/admin/mentorship/feedback")).status).toBe(401);
  });

  it("a mentee's note shows on the mentor's page only when they allow it, first name only, e-mail addresses removed", async () => {
    const { mentor, mentee, startsAt } = await approvedSession();
    await completeSessions(ctx.deps, afterHour(startsAt));
    const token = tokenIn((await feedbackMails(mentee))[0]!.text, 5);
    const note = "Great session! Write to me at ana@example.com\u0007 any time.";
    await ctx.request("/api/mentorship/feedback", { method: "PUT", json: { token, rating: 5, note } });
    const list = async () =>
      testimonialsDtoSchema.parse(await (await ctx.request(`/api/mentors/${mentor.id}/testimonials`)).json()).testimonials;
    expect(await list()).toEqual([]);

    await ctx.request("/api/mentorship/feedback", { method: "PUT", json: { token, rating: 5, note, testimonial: true } });
    const [t] = await list();
    expect(t).toMatchObject({ author: "Ana", rating: 5, text: "Great session! Write to me at [e-mail removed] any time." });
    expect(JSON.stringify(await list())).not.toContain(mentee.email);
    // Turned off again, it disappears.
    await ctx.request("/api/mentorship/feedback", { method: "PUT", json: { token, rating: 5, note, testimonial: false } });
    expect(await list()).toEqual([]);
    const [row] = await ctx.deps.db
      .select()
      .from(sessionFeedback)
      .where(and(eq(sessionFeedback.authorId, mentee.id)));
    expect(row!.note).toBe(note);
  });

  it("tidies testimonial text", () => {
    expect(testimonialText("  a\t\tb\n\n\n\nc <x@y.io>  ")).toBe("a b\n\nc <[e-mail removed]>");
  });
});

describe("the dev trigger", () => {
  it("is not found without the dev outbox (the e2e journey uses it with DEV_MAIL)", async () => {
    const { id, startsAt } = await approvedSession();
    const res = await ctx.request("/api/dev/mentorship/complete-sessions", { json: { at: afterHour(startsAt).toISOString() } });
    expect(res.status).toBe(404);
    expect((await ctx.deps.db.select().from(appointments).where(eq(appointments.id, id)))[0]!.status).toBe("approved");
  });
});

describe("the feedback mail is switchable (mentorship_feedback)", () => {
  it("a member who switched it off gets no feedback mail; the session still completes and the other side is still asked", async () => {
    const { mentor, mentee, id, startsAt } = await approvedSession();
    const off = await mentee.request("/api/me/notification-preferences", { method: "PUT", json: { mentorship_feedback: false } });
    expect(off.status).toBe(200);
    expect((await off.json()).preferences.mentorship_feedback).toBe(false);

    expect(await completeSessions(ctx.deps, afterHour(startsAt))).toBe(1);
    expect((await ctx.deps.db.select().from(appointments).where(eq(appointments.id, id)))[0]!.status).toBe("completed");
    expect(await feedbackMails(mentee)).toHaveLength(0);
    expect(await feedbackMails(mentor)).toHaveLength(1);
  });
});
