/**
 * Session requests and their answers: booking, the mentor's decision, cancelling, one's own list and
 * the calendar file (docs/decisions/030-calendar-grade-sessions.md). Changes to a booked session are in
 * sessions.service.ts; the rules that need no database in mentorship-rules.ts.
 */
import { alias } from "drizzle-orm/pg-core";
import { and, asc, eq, gt, inArray, or, sql } from "drizzle-orm";
import type { z } from "zod";
import { DELETED_MEMBER } from "@common/deleted-member";
import type { AppointmentDto, bookingInputSchema } from "@common/mentorship.schema";
import type { Db } from "../../db/client";
import { appointments, mentorSessionTypes, profiles } from "../../db/schema";
import type { AppDeps, SessionUser } from "../../lib/context";
import { AppError, isUniqueViolation, notFound } from "../../lib/errors";
import { buildIcs } from "../../lib/ics";
import { cancelledMail } from "./mails/cancelled.mail";
import { confirmedMail } from "./mails/confirmed.mail";
import { declinedMail } from "./mails/declined.mail";
import { requestReceivedMail } from "./mails/request-received.mail";
import { requestSentMail } from "./mails/request-sent.mail";
import { assertMayDecide, assertNotSelfBooking, cancellingSide } from "./mentorship-rules";
import { getMentor } from "./mentorship.service";
import { loadSession, mentorRules, readersOf, sessionEvent } from "./session";
import { bookableType } from "./session-types.service";
import { assertSlot, lockMentorSchedule } from "./slots";
import { bookingRefusal } from "./booking-gates";
import { waitlistedMail } from "./mails/waitlisted.mail";

type Deps = Pick<AppDeps, "db" | "mailer" | "config" | "scheduler">;

const mentorProfile = alias(profiles, "mentor_profile");
const menteeProfile = alias(profiles, "mentee_profile");

const appointmentColumns = {
  id: appointments.id,
  date: appointments.date,
  time: appointments.time,
  topic: appointments.topic,
  notes: appointments.notes,
  status: appointments.status,
  declineReason: appointments.declineReason,
  timezone: mentorProfile.timezone,
  startsAt: appointments.startsAt,
  bookerTimezone: appointments.bookerTimezone,
  menteeProfileTimezone: menteeProfile.timezone,
  sequence: appointments.sequence,
  location: appointments.location,
  cancelReason: appointments.cancelReason,
  cancelledBy: appointments.cancelledBy,
  proposedDate: appointments.proposedDate,
  proposedTime: appointments.proposedTime,
  proposedStartsAt: appointments.proposedStartsAt,
  proposedBy: appointments.proposedBy,
  mentorId: appointments.mentorId,
  mentorName: mentorProfile.fullName,
  mentorTitle: mentorProfile.title,
  mentorCompany: mentorProfile.company,
  mentorAvatar: mentorProfile.avatarUrl,
  menteeId: appointments.userId,
  menteeName: menteeProfile.fullName,
  menteeAvatar: menteeProfile.avatarUrl,
  durationMinutes: appointments.durationMinutes,
  typeId: mentorSessionTypes.id,
  typeTitle: mentorSessionTypes.title,
  typeKind: mentorSessionTypes.kind,
  typeCapacity: mentorSessionTypes.capacity,
};

function toAppointmentDto(r: Record<keyof typeof appointmentColumns, unknown>): AppointmentDto {
  const mentorTimezone = (r.timezone as string | null) ?? "UTC";
  const role = (userId: unknown) => (userId === null || userId === undefined ? null : userId === r.mentorId ? "mentor" : "mentee");
  return {
    startsAt: (r.startsAt as Date).toISOString(),
    mentorTimezone,
    menteeTimezone: (r.bookerTimezone as string | null) ?? (r.menteeProfileTimezone as string | null) ?? mentorTimezone,
    sequence: r.sequence as number,
    location: r.location as string | null,
    cancelReason: r.cancelReason as string | null,
    cancelledBy: (r.cancelledBy as "mentor" | "mentee" | null) ?? null,
    proposal: r.proposedDate
      ? {
          date: r.proposedDate as string,
          time: r.proposedTime as string,
          startsAt: (r.proposedStartsAt as Date).toISOString(),
          by: (role(r.proposedBy) ?? "mentee") as "mentor" | "mentee",
        }
      : null,
    durationMinutes: r.durationMinutes as number,
    sessionType: r.typeId
      ? {
          id: r.typeId as string,
          title: r.typeTitle as string,
          kind: r.typeKind as "one_to_one" | "group",
          capacity: r.typeCapacity as number,
        }
      : null,
    id: r.id as string,
    date: r.date as string,
    time: r.time as string,
    topic: r.topic as string,
    notes: r.notes as string | null,
    status: r.status as AppointmentDto["status"],
    declineReason: r.declineReason as string | null,
    timezone: (r.timezone as string) ?? "UTC",
    mentor: {
      id: (r.mentorId as string | null) ?? null,
      fullName: r.mentorId === null ? DELETED_MEMBER : ((r.mentorName as string) ?? "Mentor"),
      title: r.mentorTitle as string | null,
      company: r.mentorCompany as string | null,
      avatarUrl: r.mentorAvatar as string | null,
    },
    mentee: {
      id: (r.menteeId as string | null) ?? null,
      fullName: r.menteeId === null ? DELETED_MEMBER : ((r.menteeName as string) ?? "Member"),
      avatarUrl: r.menteeAvatar as string | null,
    },
  };
}

function appointmentQuery(db: Db) {
  return db
    .select(appointmentColumns)
    .from(appointments)
    .leftJoin(mentorProfile, eq(mentorProfile.id, appointments.mentorId))
    .leftJoin(menteeProfile, eq(menteeProfile.id, appointments.userId))
    .leftJoin(mentorSessionTypes, eq(mentorSessionTypes.id, appointments.sessionTypeId));
}

export async function myAppointments(db: Db, viewer: SessionUser) {
  const [asMentee, asMentor] = await Promise.all([
    appointmentQuery(db).where(eq(appointments.userId, viewer.id)).orderBy(asc(appointments.date), asc(appointments.createdAt)).limit(500),
    appointmentQuery(db)
      .where(eq(appointments.mentorId, viewer.id))
      .orderBy(asc(appointments.date), asc(appointments.createdAt))
      .limit(500),
  ]);
  return { asMentee: asMentee.map(toAppointmentDto), asMentor: asMentor.map(toAppointmentDto) };
}

export async function getAppointment(db: Db, id: string) {
  const [row] = await appointmentQuery(db).where(eq(appointments.id, id)).limit(1);
  if (!row) throw notFound("Appointment not found");
  return toAppointmentDto(row);
}

/**
 * A member books a session of one of the mentor's types (docs/decisions/084): a one-to-one request waits
 * for the mentor's answer; a group seat is confirmed at once while seats are left, else the member joins
 * the waitlist. Nothing is written when a rule refuses.
 */
export async function bookSession(
  deps: Deps,
  booker: SessionUser,
  input: z.output<typeof bookingInputSchema>,
): Promise<{ id: string; status: "pending" | "approved" | "waitlisted" }> {
  const mentor = await getMentor(deps.db, input.mentorId);
  assertNotSelfBooking(mentor.id, booker.id);
  // E.g. a mentor who declined this mentee's match: that booking link was withdrawn (docs/decisions/083).
  const refused = await bookingRefusal(deps.db, { menteeId: booker.id, mentorId: mentor.id });
  if (refused) throw new AppError("CONFLICT", refused);
  const type = await bookableType(deps.db, mentor.id, input.sessionTypeId);
  const rules = await mentorRules(deps.db, mentor.id);
  // Window, past, dates off, open hours, minimum notice, buffer: one rule set (docs/decisions/030, 084).
  const startsAt = await assertSlot(deps.db, mentor, rules, type, input.date, input.time, deps.scheduler.now());
  const values = {
    mentorId: mentor.id,
    userId: booker.id,
    date: input.date,
    time: input.time,
    startsAt,
    topic: input.topic,
    notes: input.notes,
    bookerTimezone: input.timezone ?? null,
    location: rules.meetingLocation,
    sessionTypeId: type.id,
    durationMinutes: type.durationMinutes,
  };
  try {
    return await deps.db.transaction(async (tx) => {
      // One booking or move of this mentor's sessions at a time; the slot checked again against what is
      // committed now (docs/decisions/100).
      await lockMentorSchedule(tx, mentor.id);
      await assertSlot(tx, mentor, rules, type, input.date, input.time, deps.scheduler.now());
      if (type.kind === "group") {
        // The type's row is the seat counter's lock: two last-seat bookings cannot both get the seat.
        await tx.select({ id: mentorSessionTypes.id }).from(mentorSessionTypes).where(eq(mentorSessionTypes.id, type.id)).for("update");
        const status = (await seatsTakenIn(tx, type.id, startsAt)) < type.capacity ? "approved" : "waitlisted";
        const [row] = await tx
          .insert(appointments)
          .values({ ...values, status, groupSeat: true })
          .returning({ id: appointments.id });
        const s = (await loadSession(tx, row!.id))!;
        if (status === "approved") {
          for (const { reader } of readersOf(s))
            await deps.mailer.send(confirmedMail(deps.config.baseUrl, s, reader, deps.scheduler.now(), deps.config.authSecret), tx);
        } else {
          await deps.mailer.send(waitlistedMail(deps.config.baseUrl, s), tx);
        }
        return { id: row!.id, status };
      }
      const [row] = await tx
        .insert(appointments)
        .values({ ...values, status: "pending" })
        .returning({ id: appointments.id });
      const s = (await loadSession(tx, row!.id))!;
      await deps.mailer.send(requestReceivedMail(deps.config.baseUrl, s, deps.config.authSecret), tx);
      // The mentee's receipt: what they asked for, in their own zone, and where to follow it.
      await deps.mailer.send(requestSentMail(deps.config.baseUrl, s, deps.config.authSecret), tx);
      return { id: row!.id, status: "pending" as const };
    });
  } catch (err) {
    if (isUniqueViolation(err)) {
      if (type.kind === "group") throw new AppError("CONFLICT", "You already have a seat or a waitlist place in this session");
      throw new AppError("CONFLICT", "This time slot has just been booked. Please choose another one.");
    }
    throw err;
  }
}

async function seatsTakenIn(tx: Db, typeId: string, startsAt: Date) {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(appointments)
    .where(
      and(
        eq(appointments.sessionTypeId, typeId),
        eq(appointments.startsAt, startsAt),
        eq(appointments.groupSeat, true),
        inArray(appointments.status, ["pending", "approved"]),
      ),
    );
  return row?.n ?? 0;
}

/**
 * A seat of a group session freed: the first member on its waitlist (in booking order) takes it and both
 * get the invitation, as a booked seat does. Runs in the freeing transaction, under the type's lock.
 */
export async function promoteFromWaitlist(deps: Deps, tx: Db, typeId: string, startsAt: Date) {
  const [type] = await tx
    .select({ capacity: mentorSessionTypes.capacity })
    .from(mentorSessionTypes)
    .where(eq(mentorSessionTypes.id, typeId))
    .for("update");
  if (!type || startsAt.getTime() <= deps.scheduler.now().getTime()) return null;
  if ((await seatsTakenIn(tx, typeId, startsAt)) >= type.capacity) return null;
  const [next] = await tx
    .select({ id: appointments.id })
    .from(appointments)
    .where(
      and(
        eq(appointments.sessionTypeId, typeId),
        eq(appointments.startsAt, startsAt),
        eq(appointments.groupSeat, true),
        eq(appointments.status, "waitlisted"),
      ),
    )
    .orderBy(asc(appointments.createdAt), asc(appointments.id))
    .limit(1);
  if (!next) return null;
  const [promoted] = await tx
    .update(appointments)
    .set({ status: "approved", updatedAt: deps.scheduler.now() })
    .where(and(eq(appointments.id, next.id), eq(appointments.status, "waitlisted")))
    .returning({ id: appointments.id });
  if (!promoted) return null;
  const s = (await loadSession(tx, promoted.id))!;
  for (const { reader } of readersOf(s))
    await deps.mailer.send(confirmedMail(deps.config.baseUrl, s, reader, deps.scheduler.now(), deps.config.authSecret), tx);
  return promoted.id;
}

/** Only the appointment's mentor decides, and only on a pending request. */
export async function decideAppointment(deps: Deps, viewer: SessionUser, id: string, status: "approved" | "declined", reason?: string) {
  const a = await getAppointment(deps.db, id);
  assertMayDecide(a, viewer.id);
  await deps.db.transaction(async (tx) => {
    // Decided only if still pending when the UPDATE runs: a member who cancelled meanwhile gets no
    // "confirmed" mail. An open reschedule proposal ends with the decision.
    const [decided] = await tx
      .update(appointments)
      .set({
        status,
        declineReason: status === "declined" ? (reason ?? null) : null,
        proposedDate: null,
        proposedTime: null,
        proposedStartsAt: null,
        proposedBy: null,
        updatedAt: deps.scheduler.now(),
      })
      .where(and(eq(appointments.id, id), eq(appointments.status, "pending")))
      .returning({ id: appointments.id });
    if (!decided) throw new AppError("CONFLICT", "Only pending requests can be approved or declined");
    const s = await loadSession(tx, id);
    if (!s) return;
    if (status === "declined") {
      await deps.mailer.send(declinedMail(deps.config.baseUrl, s, reason), tx);
      return;
    }
    // Both get the METHOD:REQUEST invitation, each with the time in their own zone.
    for (const { reader } of readersOf(s))
      await deps.mailer.send(confirmedMail(deps.config.baseUrl, s, reader, deps.scheduler.now(), deps.config.authSecret), tx);
  });
  return { ...a, status };
}

/**
 * The mentee cancels their own pending or approved booking; the mentor cancels an approved one
 * (a pending one they decline). Both are told, with the optional reason; an approved session's mail
 * carries a METHOD:CANCEL .ics with SEQUENCE + 1 (docs/decisions/030).
 */
export async function cancelAppointment(deps: Deps, viewer: Pick<SessionUser, "id">, id: string, reason?: string) {
  const a = await getAppointment(deps.db, id);
  const side = cancellingSide(a, viewer.id);
  await deps.db.transaction(async (tx) => {
    if (!(await cancelInTx(deps, tx, id, a.status === "approved", side, reason, "both"))) {
      throw new AppError("CONFLICT", "This session can no longer be cancelled");
    }
  });
}

/**
 * The one cancel path (docs/decisions/030): cancels a pending or approved session, raises its SEQUENCE
 * and mails the readers (an approved one's mail carries the METHOD:CANCEL .ics). Answers false when the
 * session was no longer active.
 */
async function cancelInTx(
  deps: Deps,
  tx: Db,
  id: string,
  wasApproved: boolean,
  side: "mentor" | "mentee",
  reason: string | undefined,
  tell: "both" | "other side",
) {
  // Only from an active status, checked by the UPDATE itself (a concurrent decline or cancel wins once).
  const [cancelled] = await tx
    .update(appointments)
    .set({
      status: "cancelled",
      cancelReason: reason ?? null,
      cancelledBy: side,
      sequence: sql`${appointments.sequence} + 1`,
      proposedDate: null,
      proposedTime: null,
      proposedStartsAt: null,
      proposedBy: null,
      updatedAt: deps.scheduler.now(),
    })
    .where(and(eq(appointments.id, id), inArray(appointments.status, ["pending", "approved", "waitlisted"])))
    .returning({
      id: appointments.id,
      groupSeat: appointments.groupSeat,
      typeId: appointments.sessionTypeId,
      startsAt: appointments.startsAt,
    });
  if (!cancelled) return false;
  // A group seat that frees goes to the first on the waitlist (docs/decisions/084).
  if (cancelled.groupSeat && cancelled.typeId) await promoteFromWaitlist(deps, tx, cancelled.typeId, cancelled.startsAt);
  const s = await loadSession(tx, id);
  if (!s) return true;
  const by = side === "mentor" ? s.mentor : s.mentee;
  for (const { reader } of readersOf(s)) {
    if (tell === "other side" && reader.id === by.id) continue;
    await deps.mailer.send(cancelledMail(deps.config.baseUrl, s, reader, by, reason, wasApproved, deps.scheduler.now()), tx);
  }
  return true;
}

/** The reason the other side reads when a session ends because its member deleted their account. */
export const ACCOUNT_DELETED_REASON = "The member deleted their account.";

/**
 * Account deletion (docs/decisions/058): every session of the member that has not begun, as mentee or
 * as mentor, pending or approved, is cancelled through the one cancel path inside the deleting
 * transaction; the other side is mailed (with the CANCEL .ics when it was in their calendar). Sessions
 * that have begun stay: they complete and keep counting in the other side's history.
 */
export async function cancelSessionsOfLeavingMember(deps: Deps, tx: Db, userId: string, now: Date) {
  const active = await tx
    .select({ id: appointments.id, status: appointments.status, mentorId: appointments.mentorId })
    .from(appointments)
    .where(
      and(
        or(eq(appointments.userId, userId), eq(appointments.mentorId, userId)),
        inArray(appointments.status, ["pending", "approved", "waitlisted"]),
        gt(appointments.startsAt, now),
      ),
    )
    .orderBy(asc(appointments.id))
    .for("update");
  for (const a of active) {
    const side = a.mentorId === userId ? "mentor" : "mentee";
    await cancelInTx(deps, tx, a.id, a.status === "approved", side, ACCOUNT_DELETED_REASON, "other side");
  }
  // A leaving mentor's session types go now, before the user row. In that row's DELETE two foreign-key
  // actions would meet on the sessions just cancelled above (the types' cascade, the sessions' mentor set
  // to null), and the second would fail its check against a type already gone. Past sessions keep their
  // length (duration_minutes); their type's name goes with the mentor.
  await tx.update(appointments).set({ sessionTypeId: null }).where(eq(appointments.mentorId, userId));
  await tx.delete(mentorSessionTypes).where(eq(mentorSessionTypes.mentorId, userId));
  return active.length;
}

/** .ics (PUBLISH) of an approved session: mentor or mentee only; the same UID and SEQUENCE as the mails. */
export async function appointmentIcsFor(deps: Deps, viewer: SessionUser, id: string) {
  const s = await loadSession(deps.db, id);
  if (!s || (s.mentee.id !== viewer.id && s.mentor.id !== viewer.id)) throw notFound("Appointment not found");
  if (s.status !== "approved") throw new AppError("CONFLICT", "Only approved sessions have a calendar file");
  return buildIcs(sessionEvent(s, deps.config.baseUrl, "PUBLISH"), deps.scheduler.now());
}
