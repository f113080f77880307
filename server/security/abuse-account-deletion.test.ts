/**
 * Deleting an account keeps other people whole (docs/decisions/058): the other side
 * of a coming session is told (CANCEL .ics), seats go to the waitlist, pending submissions leave the
 * review queue, and past sessions, ratings, articles and comments stay as "Deleted member" without
 * changing any average.
 */
import { and, asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { DELETED_MEMBER } from "@common/deleted-member";
import { addDays, todayIn } from "@common/time";
import {
  appointments,
  blogComments,
  blogPostRevisions,
  blogPosts,
  eventAttendees,
  events,
  eventWaitlist,
  jobs,
  mailOutbox,
  moderationItems,
  profiles,
  sessionFeedback,
  staffActions,
  user,
} from "../db/schema";
import { parseIcs } from "../lib/ics.testkit";
import { errorOf, setProfile, signedIn, TEST_PASSWORD, type TestUser } from "../test/factories";
import { setupTestContext } from "../test/setup";

const ctx = setupTestContext();
const NY = "America/New_York";
const db = () => ctx.deps.db;

const mailsTo = async (u: TestUser, subject: string) =>
  (await db().select().from(mailOutbox).where(eq(mailOutbox.to, u.email)).orderBy(asc(mailOutbox.createdAt), asc(mailOutbox.id))).filter(
    (m) => m.subject.includes(subject),
  );
const icsOf = (mail: { attachments: { content: string }[] | null }) => parseIcs(mail.attachments![0]!.content, { base64: true });

async function mentor(name = "Maya Mentor") {
  const m = await signedIn(ctx, "mentor", { name });
  await setProfile(ctx, m.id, { expertise: ["AppSec"], bio: "I help people into AppSec.", timezone: NY });
  return m;
}

/** A booking through the API, approved unless asked otherwise. */
async function book(m: TestUser, mentee: TestUser, opts: { days: number; time?: string; approve?: boolean }) {
  const date = addDays(todayIn(NY), opts.days);
  const res = await mentee.request("/api/appointments", {
    json: { mentorId: m.id, date, time: opts.time ?? "9:00 AM", topic: "Threat modeling help" },
  });
  expect(res.status).toBe(201);
  const id = (await res.json()).appointment.id as string;
  if (opts.approve !== false)
    expect((await m.request(`/api/appointments/${id}/decision`, { json: { status: "approved" } })).status).toBe(200);
  return id;
}

/** A completed session last month with the mentee's rating (and the mentor's), as the feedback flow leaves it. */
async function completedWithRating(m: TestUser, mentee: TestUser, rating: number, note: string | null = null) {
  const startsAt = new Date(Date.now() - 30 * 86_400_000);
  const [a] = await db()
    .insert(appointments)
    .values({
      mentorId: m.id,
      userId: mentee.id,
      date: startsAt.toISOString().slice(0, 10),
      time: "9:00 AM",
      topic: "Career into AppSec",
      status: "completed",
      startsAt,
      completedAt: new Date(startsAt.getTime() + 3_600_000),
    })
    .returning({ id: appointments.id });
  await db()
    .insert(sessionFeedback)
    .values([
      { appointmentId: a!.id, authorId: mentee.id, mentorId: m.id, role: "mentee", rating, note, testimonial: note !== null },
      { appointmentId: a!.id, authorId: m.id, mentorId: m.id, role: "mentor", rating: 4 },
    ]);
  return a!.id;
}

const deleteOwn = (u: TestUser) => u.request("/api/account", { method: "DELETE", json: { password: TEST_PASSWORD } });

describe("a mentee deletes their account", () => {
  it("the mentor gets a CANCEL of the coming session; the completed one stays as Deleted member with its rating; the average is unchanged", async () => {
    const admin = await signedIn(ctx, "admin");
    const m = await mentor();
    const leaving = await signedIn(ctx, "user", { name: "Leo Leaving" });
    const staying = await signedIn(ctx, "user", { name: "Sara Staying" });
    const coming = await book(m, leaving, { days: 3 });
    const confirmed = icsOf((await mailsTo(m, "confirmed"))[0]!);
    const past = await completedWithRating(m, leaving, 5, "Clear and kind advice");
    await completedWithRating(m, staying, 2);
    const summary = async () => {
      const res = await admin.request("/api/admin/mentorship/feedback");
      expect(res.status).toBe(200);
      return (await res.json()).mentors.find((x: { mentorId: string }) => x.mentorId === m.id);
    };
    const before = await summary();
    expect(before).toMatchObject({ average: 3.5, ratings: 2 });

    expect((await deleteOwn(leaving)).status).toBe(200);

    // The coming session: cancelled, the mentor mailed with METHOD:CANCEL, the same UID, a higher SEQUENCE.
    const [row] = await db().select().from(appointments).where(eq(appointments.id, coming));
    expect(row).toMatchObject({ status: "cancelled", cancelledBy: "mentee", userId: null });
    const cancelMails = await mailsTo(m, "cancelled");
    expect(cancelMails).toHaveLength(1);
    expect(cancelMails[0]!.text).toContain("The member deleted their account.");
    const cancel = icsOf(cancelMails[0]!);
    expect(cancel).toMatchObject({ method: "CANCEL", status: "CANCELLED", uid: confirmed.uid });
    expect(cancel.sequence).toBeGreaterThan(confirmed.sequence);
    // Nothing goes to the deleted address.
    expect(await mailsTo(leaving, "cancelled")).toHaveLength(0);

    // The completed session stays in the mentor's history, as "Deleted member", with its ratings.
    const mine = (await (await m.request("/api/appointments")).json()).asMentor as {
      id: string;
      status: string;
      mentee: { id: string | null; fullName: string };
    }[];
    expect(mine.find((a) => a.id === past)).toMatchObject({ status: "completed", mentee: { id: null, fullName: DELETED_MEMBER } });
    expect(await db().select().from(sessionFeedback).where(eq(sessionFeedback.appointmentId, past))).toHaveLength(2);
    const after = await summary();
    expect(after).toMatchObject({ average: before.average, ratings: before.ratings });
    expect(after.comments.map((c: { authorName: string }) => c.authorName)).toContain(DELETED_MEMBER);
    // The public testimonial is signed "Deleted member", never with the old name.
    const testimonials = await (await ctx.request(`/api/mentors/${m.id}/testimonials`)).json();
    expect(JSON.stringify(testimonials)).not.toContain("Leo");
    expect(JSON.stringify(testimonials)).toContain(DELETED_MEMBER);
    // No personal data of theirs left: no user, no profile.
    expect(await db().select().from(user).where(eq(user.id, leaving.id))).toHaveLength(0);
    expect(await db().select().from(profiles).where(eq(profiles.id, leaving.id))).toHaveLength(0);
  });
});

describe("a session that has begun", () => {
  it("is not cancelled: it stays approved (to complete) with the member set null, and nobody is mailed a cancellation", async () => {
    const m = await mentor();
    const leaving = await signedIn(ctx);
    const startsAt = new Date(Date.now() - 20 * 60_000);
    const [a] = await db()
      .insert(appointments)
      .values({
        mentorId: m.id,
        userId: leaving.id,
        date: startsAt.toISOString().slice(0, 10),
        time: "9:00 AM",
        topic: "Now",
        status: "approved",
        startsAt,
      })
      .returning({ id: appointments.id });
    expect((await deleteOwn(leaving)).status).toBe(200);
    const [row] = await db().select().from(appointments).where(eq(appointments.id, a!.id));
    expect(row).toMatchObject({ status: "approved", userId: null, mentorId: m.id });
    expect(await mailsTo(m, "cancelled")).toHaveLength(0);
  });
});

describe("a mentor's account is deleted by an admin", () => {
  it("needs a reason: without one 400 and nothing deleted, cancelled or logged", async () => {
    const admin = await signedIn(ctx, "admin");
    const m = await mentor();
    const mentee = await signedIn(ctx);
    const id = await book(m, mentee, { days: 3 });
    for (const json of [{}, { reason: "   " }]) {
      const res = await admin.request(`/api/admin/users/${m.id}`, { method: "DELETE", json });
      expect(res.status).toBe(400);
      expect((await errorOf(res)).fields?.reason).toBe("Give a reason");
    }
    expect(await db().select().from(user).where(eq(user.id, m.id))).toHaveLength(1);
    expect((await db().select().from(appointments).where(eq(appointments.id, id)))[0]!.status).toBe("approved");
    expect(await mailsTo(mentee, "cancelled")).toHaveLength(0);
    expect(await db().select().from(staffActions)).toHaveLength(0);
  });

  it("cancels their coming sessions, mails each mentee (CANCEL for the approved one), and logs the reason", async () => {
    const admin = await signedIn(ctx, "admin");
    const m = await mentor();
    const a = await signedIn(ctx, "user", { name: "Ann" });
    const b = await signedIn(ctx, "user", { name: "Ben" });
    const approved = await book(m, a, { days: 3 });
    const pending = await book(m, b, { days: 4, approve: false });
    const res = await admin.request(`/api/admin/users/${m.id}`, { method: "DELETE", json: { reason: "Fake mentor profile" } });
    expect(res.status).toBe(200);

    const rows = await db().select().from(appointments);
    expect(rows.map((r) => [r.id, r.status, r.cancelledBy, r.mentorId]).sort()).toEqual(
      [
        [approved, "cancelled", "mentor", null],
        [pending, "cancelled", "mentor", null],
      ].sort(),
    );
    const toA = await mailsTo(a, "cancelled");
    expect(toA).toHaveLength(1);
    expect(icsOf(toA[0]!)).toMatchObject({ method: "CANCEL", uid: `appointment-${approved}@appsec.community`, sequence: 1 });
    const toB = await mailsTo(b, "cancelled");
    expect(toB).toHaveLength(1);
    expect(toB[0]!.attachments ?? []).toHaveLength(0); // a pending request was never in a calendar
    // The mentees' list shows the cancelled sessions with "Deleted member".
    const aList = (await (await a.request("/api/appointments")).json()).asMentee;
    expect(aList[0]).toMatchObject({ status: "cancelled", mentor: { id: null, fullName: DELETED_MEMBER } });

    const log = await db().select().from(staffActions).where(eq(staffActions.targetId, m.id));
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({ action: "user.delete", actorId: admin.id, reason: "Fake mentor profile" });
  });
});

describe("event seats", () => {
  it("deleting an attendee of a full event gives the seat to the first waitlisted member, who is mailed", async () => {
    const [ev] = await db()
      .insert(events)
      .values({
        title: "OWASP meetup",
        description: "Talks",
        eventDate: addDays(todayIn("UTC"), 20),
        eventTime: "6:00 PM EST",
        location: "Berlin",
        maxAttendees: 1,
      })
      .returning();
    const leaving = await signedIn(ctx);
    const first = await signedIn(ctx);
    const second = await signedIn(ctx);
    expect((await leaving.request(`/api/events/${ev!.id}/registration`, { method: "POST" })).status).toBe(200);
    expect((await first.request(`/api/events/${ev!.id}/waitlist`, { method: "POST" })).status).toBe(200);
    expect((await second.request(`/api/events/${ev!.id}/waitlist`, { method: "POST" })).status).toBe(200);

    expect((await deleteOwn(leaving)).status).toBe(200);

    const seated = await db().select({ u: eventAttendees.userId }).from(eventAttendees).where(eq(eventAttendees.eventId, ev!.id));
    expect(seated.map((r) => r.u)).toEqual([first.id]);
    const waiting = await db().select({ u: eventWaitlist.userId }).from(eventWaitlist).where(eq(eventWaitlist.eventId, ev!.id));
    expect(waiting.map((r) => r.u)).toEqual([second.id]);
    expect(await mailsTo(first, "A seat opened up")).toHaveLength(1);
    expect(await mailsTo(second, "A seat opened up")).toHaveLength(0);
  });
});

describe("submissions and content", () => {
  it("pending submissions leave the review queue; published articles and comments stay as Deleted member", async () => {
    const admin = await signedIn(ctx, "admin");
    const leaving = await signedIn(ctx, "recruiter", { name: "Rita Recruiter" });
    const reader = await signedIn(ctx);
    const [published] = await db()
      .insert(blogPosts)
      .values({ title: "Published piece", content: "<p>kept</p>", authorId: leaving.id, status: "published", slug: "published-piece" })
      .returning();
    const [pendingPost] = await db()
      .insert(blogPosts)
      .values({ title: "Waiting piece", content: "<p>w</p>", authorId: leaving.id, status: "pending", slug: "waiting-piece" })
      .returning();
    await db()
      .insert(blogPostRevisions)
      .values({ postId: published!.id, authorId: leaving.id, title: "Published piece, edited", content: "<p>edit</p>", status: "pending" });
    const [job] = await db()
      .insert(jobs)
      .values({
        title: "AppSec engineer",
        company: "Acme",
        location: "Remote",
        jobBoardUrl: "https://example.com/job",
        description: "Secure things",
        jobType: "full-time",
        recruiterId: leaving.id,
      } as typeof jobs.$inferInsert)
      .returning();
    // Another member's pending job is untouched.
    const other = await signedIn(ctx, "recruiter");
    await db()
      .insert(jobs)
      .values({
        title: "Pentester",
        company: "Beta",
        location: "Remote",
        jobBoardUrl: "https://example.com/job2",
        description: "Break things",
        jobType: "full-time",
        recruiterId: other.id,
      } as typeof jobs.$inferInsert);
    await db().insert(blogComments).values({ postId: published!.id, userId: leaving.id, content: "My own note" });
    await db().insert(blogComments).values({ postId: published!.id, userId: reader.id, content: "Thanks!" });
    const queued = async () => {
      const res = await admin.request("/api/admin/review");
      expect(res.status).toBe(200);
      return (await res.json()).items.map((i: { title: string }) => i.title).sort();
    };
    expect(await queued()).toEqual(["AppSec engineer at Acme", "Edit: Published piece, edited", "Pentester at Beta", "Waiting piece"]);

    expect((await deleteOwn(leaving)).status).toBe(200);

    expect(await queued()).toEqual(["Pentester at Beta"]);
    expect(
      await db()
        .select()
        .from(moderationItems)
        .where(and(eq(moderationItems.status, "pending"), eq(moderationItems.targetId, job!.id))),
    ).toHaveLength(0);
    expect(await db().select().from(blogPosts).where(eq(blogPosts.id, pendingPost!.id))).toHaveLength(0);
    // The published article and both comments stay, the author shown as "Deleted member".
    const article = (await (await ctx.request("/api/blog/posts/published-piece")).json()).article;
    expect(article.title).toBe("Published piece");
    expect(JSON.stringify(article)).toContain(DELETED_MEMBER);
    expect(JSON.stringify(article)).not.toContain("Rita");
    const comments = (await (await ctx.request(`/api/blog/articles/${published!.id}/comments`)).json()).comments as {
      content: string;
      user: { fullName: string };
    }[];
    expect(comments.map((c) => c.content)).toEqual(["My own note", "Thanks!"]);
    expect(comments.map((c) => c.user.fullName === DELETED_MEMBER)).toEqual([true, false]);
  });
});
