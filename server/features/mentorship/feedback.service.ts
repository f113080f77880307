/**
 * Feedback after a mentorship session (docs/decisions/040-session-feedback.md): an approved session whose
 * hour has passed becomes completed, and each side gets one mail with five signed one-click rating links;
 * the rating page adds a note and, for a mentee, the choice to show it on the mentor's page.
 */
import { and, desc, eq, inArray, isNotNull, lte, sql } from "drizzle-orm";
import { DELETED_MEMBER } from "@common/deleted-member";
import { paths } from "@common/paths";
import { DAY_MS } from "@common/time";
import { FEEDBACK_RATINGS, type FeedbackSummaryDto, type MyFeedbackDto, type TestimonialDto } from "@common/session-feedback.schema";
import type { z } from "zod";
import type { feedbackInputSchema } from "@common/session-feedback.schema";
import type { Db } from "../../db/client";
import { appointments, sessionFeedback, user } from "../../db/schema";
import type { AppDeps } from "../../lib/context";
import { AppError, notFound } from "../../lib/errors";
import { absoluteUrl } from "../../lib/mail-layout";
import { isNotificationEnabled } from "../notifications/notifications.service";
import { readSignedToken, signToken, type SignOptions } from "../../lib/signed-token";
import { feedbackRequestMail } from "./mails/feedback-request.mail";
import { loadSessions, readersOf } from "./session";

const PURPOSE = "session-feedback";
type Deps = Pick<AppDeps, "db" | "mailer" | "config" | "scheduler">;

/**
 * How long a mailed rating link works, from the session's completion (docs/decisions/051). Links mailed
 * before links expired carry no expiry and keep working.
 */
export const FEEDBACK_LINK_DAYS = 30;

/** One person's token for one session and one rating; without `expiresAt` it does not expire (the older links). */
export function feedbackToken(secret: string, appointmentId: string, userId: string, rating: number, options: SignOptions = {}): string {
  return signToken(secret, PURPOSE, `${appointmentId}:${rating}:${userId}`, options);
}

/** The session, rating and person of a well-signed, unexpired feedback token, or null. */
export function readFeedbackToken(secret: string, token: string, now: Date) {
  const text = readSignedToken(secret, PURPOSE, token, now);
  const m = text === null ? null : /^([0-9a-f-]{36}):([1-5]):(.+)$/i.exec(text);
  return m ? { appointmentId: m[1]!, rating: Number(m[2]), userId: m[3]! } : null;
}

/** The five rating links of a feedback mail sent at `now`, each working for FEEDBACK_LINK_DAYS. */
export function feedbackLinks(deps: Pick<AppDeps, "config">, appointmentId: string, userId: string, now: Date): string[] {
  const expiresAt = new Date(now.getTime() + FEEDBACK_LINK_DAYS * DAY_MS);
  return FEEDBACK_RATINGS.map((r) =>
    absoluteUrl(
      deps.config.baseUrl,
      `${paths.mentorshipFeedback}?token=${encodeURIComponent(feedbackToken(deps.config.authSecret, appointmentId, userId, r, { expiresAt }))}`,
    ),
  );
}

// ---- the scheduled task ----

/**
 * Approved sessions whose hour is over become completed, and both sides are asked for feedback. The
 * guarded UPDATE … RETURNING claims each session once, and the mails go to the outbox in the same
 * transaction, so two instances running the task at once send each mail exactly once. A side who
 * switched off "mentorship_feedback" is not mailed; the session completes all the same.
 */
export async function completeSessions(deps: Deps, now: Date, only?: { appointmentId: string }): Promise<number> {
  return deps.db.transaction(async (tx) => {
    const rows = await tx
      .update(appointments)
      .set({ status: "completed", completedAt: now, updatedAt: now })
      .where(
        and(
          eq(appointments.status, "approved"),
          // Each session's own length (docs/decisions/084); the first condition keeps the index in use.
          lte(appointments.startsAt, now),
          lte(sql`${appointments.startsAt} + ${appointments.durationMinutes} * interval '1 minute'`, now),
          only ? eq(appointments.id, only.appointmentId) : undefined,
        ),
      )
      .returning({ id: appointments.id });
    for (const session of await loadSessions(
      tx,
      rows.map((r) => r.id),
    )) {
      for (const { reader } of readersOf(session)) {
        if (!(await isNotificationEnabled(tx, reader.id, "mentorship_feedback"))) continue;
        await deps.mailer.send(
          feedbackRequestMail(deps.config.baseUrl, session, reader, feedbackLinks(deps, session.id, reader.id, now)),
          tx,
        );
      }
    }
    return rows.length;
  });
}

// ---- the rating page ----

const invalidLink = () => new AppError("BAD_REQUEST", "This link is not valid");

/** The completed session a token names, with the token holder's side; 404 when it is not theirs or not completed. */
async function sessionOfToken(deps: Deps, token: string) {
  const t = readFeedbackToken(deps.config.authSecret, token, deps.scheduler.now());
  if (!t) throw invalidLink();
  const [a] = await deps.db
    .select({ id: appointments.id, mentorId: appointments.mentorId, menteeId: appointments.userId, status: appointments.status })
    .from(appointments)
    .where(eq(appointments.id, t.appointmentId))
    .limit(1);
  if (!a || (a.mentorId !== t.userId && a.menteeId !== t.userId)) throw notFound("Session not found");
  if (a.status !== "completed") throw new AppError("CONFLICT", "This session is not completed");
  return { ...t, mentorId: a.mentorId, role: a.mentorId === t.userId ? ("mentor" as const) : ("mentee" as const) };
}

async function myFeedback(db: Db, appointmentId: string, authorId: string): Promise<MyFeedbackDto> {
  const [row] = await db
    .select({
      role: sessionFeedback.role,
      rating: sessionFeedback.rating,
      note: sessionFeedback.note,
      testimonial: sessionFeedback.testimonial,
      date: appointments.date,
      topic: appointments.topic,
      mentorId: appointments.mentorId,
      menteeId: appointments.userId,
    })
    .from(sessionFeedback)
    .innerJoin(appointments, eq(appointments.id, sessionFeedback.appointmentId))
    .where(and(eq(sessionFeedback.appointmentId, appointmentId), eq(sessionFeedback.authorId, authorId)))
    .limit(1);
  if (!row) throw notFound("Session not found");
  const otherId = row.role === "mentor" ? row.menteeId : row.mentorId;
  const [other] = otherId ? await db.select({ name: user.name }).from(user).where(eq(user.id, otherId)).limit(1) : [];
  return {
    role: row.role as MyFeedbackDto["role"],
    otherName: otherId === null ? DELETED_MEMBER : (other?.name ?? ""),
    sessionDate: row.date,
    topic: row.topic,
    rating: row.rating,
    note: row.note,
    testimonial: row.testimonial,
  };
}

/**
 * The one-click rating: records the token's rating unless this person already rated the session (one
 * row per person per session; a later change goes through the page), then answers their feedback.
 */
export async function recordRating(deps: Deps, token: string): Promise<MyFeedbackDto> {
  const s = await sessionOfToken(deps, token);
  await deps.db
    .insert(sessionFeedback)
    .values({ appointmentId: s.appointmentId, authorId: s.userId, mentorId: s.mentorId, role: s.role, rating: s.rating })
    .onConflictDoNothing({ target: [sessionFeedback.appointmentId, sessionFeedback.authorId] });
  return myFeedback(deps.db, s.appointmentId, s.userId);
}

/** The page's form: the rating, the note, and (a mentee only) whether the note is shown on the mentor's page. */
export async function saveFeedback(deps: Deps, input: z.output<typeof feedbackInputSchema>): Promise<MyFeedbackDto> {
  const s = await sessionOfToken(deps, input.token);
  if (input.testimonial && s.role !== "mentee") {
    throw new AppError("VALIDATION_FAILED", "Only a mentee's note can be shown on the mentor's page", {
      testimonial: "Only a mentee's note can be shown on the mentor's page",
    });
  }
  if (input.testimonial && !input.note) {
    throw new AppError("VALIDATION_FAILED", "Write a note to show it on the mentor's page", {
      note: "Write a note to show it on the mentor's page",
    });
  }
  const values = { rating: input.rating, note: input.note, testimonial: input.testimonial };
  await deps.db
    .insert(sessionFeedback)
    .values({ appointmentId: s.appointmentId, authorId: s.userId, mentorId: s.mentorId, role: s.role, ...values })
    .onConflictDoUpdate({ target: [sessionFeedback.appointmentId, sessionFeedback.authorId], set: { ...values, updatedAt: sql`now()` } });
  return myFeedback(deps.db, s.appointmentId, s.userId);
}

// ---- the team and the mentor's page ----

const COMMENTS_PER_MENTOR = 20;

/** Per mentor: the average of their mentees' ratings and the latest notes from both sides (two grouped queries). */
export async function feedbackSummary(db: Db): Promise<FeedbackSummaryDto> {
  const averages = await db
    .select({
      // The user's id: a deleted mentor's ratings have no page here (their sessions went with them).
      mentorId: user.id,
      mentorName: user.name,
      average: sql<string | null>`round(avg(${sessionFeedback.rating}) filter (where ${sessionFeedback.role} = 'mentee'), 1)`,
      ratings: sql<number>`(count(*) filter (where ${sessionFeedback.role} = 'mentee'))::int`,
      latest: sql<string>`max(${sessionFeedback.updatedAt})`,
    })
    .from(sessionFeedback)
    .innerJoin(user, eq(user.id, sessionFeedback.mentorId))
    .groupBy(user.id, user.name)
    .orderBy(desc(sql`max(${sessionFeedback.updatedAt})`), user.id);
  if (averages.length === 0) return { mentors: [] };
  const ranked = db
    .select({
      mentorId: sessionFeedback.mentorId,
      role: sessionFeedback.role,
      // A deleted member's rating and note stay (docs/decisions/058), signed as such.
      authorName: sql<string>`coalesce(${user.name}, ${DELETED_MEMBER})`.as("author_name"),
      rating: sessionFeedback.rating,
      note: sessionFeedback.note,
      testimonial: sessionFeedback.testimonial,
      at: sessionFeedback.updatedAt,
      n: sql<number>`row_number() over (partition by ${sessionFeedback.mentorId} order by ${sessionFeedback.updatedAt} desc, ${sessionFeedback.id})`.as(
        "n",
      ),
    })
    .from(sessionFeedback)
    .leftJoin(user, eq(user.id, sessionFeedback.authorId))
    .where(
      and(
        isNotNull(sessionFeedback.note),
        inArray(
          sessionFeedback.mentorId,
          averages.map((a) => a.mentorId),
        ),
      ),
    )
    .as("ranked");
  const comments = await db.select().from(ranked).where(lte(ranked.n, COMMENTS_PER_MENTOR)).orderBy(ranked.mentorId, ranked.n);
  return {
    mentors: averages.map((a) => ({
      mentorId: a.mentorId,
      mentorName: a.mentorName,
      average: a.average === null ? null : Number(a.average),
      ratings: a.ratings,
      comments: comments
        .filter((c) => c.mentorId === a.mentorId)
        .map((c) => ({
          role: c.role as "mentor" | "mentee",
          authorName: c.authorName,
          rating: c.rating,
          note: c.note!,
          testimonial: c.testimonial,
          at: new Date(c.at).toISOString(),
        })),
    })),
  };
}

const EMAIL = /[^\s@<>()]+@[^\s@<>()]+\.[^\s@<>()]+/g;

/** Public text of a testimonial: no e-mail addresses, no control characters, whitespace tidied. */
export function testimonialText(note: string): string {
  return note
    .replace(EMAIL, "[e-mail removed]")
    .replace(/\p{Cc}/gu, (c) => (c === "\n" || c === "\t" ? c : ""))
    .replace(/[ \t]+/g, " ")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}

/** The notes a mentor's mentees chose to show, newest first, signed with their first name only. */
export async function mentorTestimonials(db: Db, mentorId: string): Promise<TestimonialDto[]> {
  const rows = await db
    .select({ name: user.name, rating: sessionFeedback.rating, note: sessionFeedback.note, at: sessionFeedback.updatedAt })
    .from(sessionFeedback)
    // A deleted mentee's testimonial stays, signed "Deleted member" (docs/decisions/058).
    .leftJoin(user, eq(user.id, sessionFeedback.authorId))
    .where(and(eq(sessionFeedback.mentorId, mentorId), eq(sessionFeedback.testimonial, true), isNotNull(sessionFeedback.note)))
    .orderBy(desc(sessionFeedback.updatedAt), sessionFeedback.id)
    .limit(10);
  return rows.map((r) => ({
    author: r.name === null ? DELETED_MEMBER : (r.name.trim().split(/\s+/)[0] ?? "").replace(EMAIL, "A mentee") || "A mentee",
    rating: r.rating,
    text: testimonialText(r.note!),
    at: r.at.toISOString(),
  }));
}
