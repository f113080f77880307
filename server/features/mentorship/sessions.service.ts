/**
 * Changing a booked session (docs/decisions/030-calendar-grade-sessions.md): reschedule proposals that
 * the other side accepts or declines, the meeting place, and a mentor's booking rules. The session keeps
 * its id and UID; every change calendars must apply raises SEQUENCE.
 */
import { and, eq, inArray, sql } from "drizzle-orm";
import type { z } from "zod";
import {
  resolveAvailability,
  type MentorSettingsDto,
  type mentorSettingsSchema,
  type rescheduleInputSchema,
} from "@common/mentorship.schema";
import type { Db } from "../../db/client";
import { appointments, mentorSettings, profiles } from "../../db/schema";
import type { AppDeps, SessionUser } from "../../lib/context";
import { AppError, forbidden, isUniqueViolation, notFound } from "../../lib/errors";
import { canMentor } from "../../lib/authz";
import { placeChangedMail } from "./mails/place-changed.mail";
import { rescheduleDeclinedMail } from "./mails/reschedule-declined.mail";
import { rescheduleProposedMail } from "./mails/reschedule-proposed.mail";
import { rescheduledMail } from "./mails/rescheduled.mail";
import { loadSession, mentorRules, readersOf, type Session } from "./session";
import { mentorSessionTypeList, sessionTypeById } from "./session-types.service";
import { assertSlot, lockMentorSchedule, type SlotMentor, type SlotType } from "./slots";

type Deps = Pick<AppDeps, "db" | "mailer" | "config" | "scheduler">;
const ACTIVE = ["pending", "approved"];

/** The session for one of its two parties; anyone else gets 404 (its existence is not theirs to know). */
async function sessionFor(db: Db, viewer: Pick<SessionUser, "id">, id: string): Promise<Session> {
  const s = await loadSession(db, id);
  if (!s || (s.mentor.id !== viewer.id && s.mentee.id !== viewer.id)) throw notFound("Appointment not found");
  return s;
}

async function slotMentorOf(db: Db, s: Session): Promise<SlotMentor> {
  const [row] = await db.select({ availability: profiles.availability }).from(profiles).where(eq(profiles.id, s.mentor.id)).limit(1);
  return {
    id: s.mentor.id,
    fullName: s.mentor.name,
    timezone: s.mentor.timezone,
    availability: resolveAvailability(row?.availability ?? null),
  };
}

/** The rules a session moves by: its type's (buffers, notice), at the length it was booked with. */
async function slotTypeOf(db: Db, s: Session): Promise<SlotType> {
  const [row] = await db.select({ typeId: appointments.sessionTypeId }).from(appointments).where(eq(appointments.id, s.id)).limit(1);
  const type = row?.typeId ? await sessionTypeById(db, row.typeId) : null;
  if (s.groupSeat) throw new AppError("CONFLICT", "A seat in a group session cannot be moved; cancel it and book another time");
  return {
    id: type?.id ?? "",
    kind: "one_to_one",
    capacity: 1,
    durationMinutes: s.durationMinutes,
    bufferBeforeMinutes: type?.bufferBeforeMinutes ?? 0,
    bufferAfterMinutes: type?.bufferAfterMinutes ?? 0,
    minNoticeHours: type?.minNoticeHours ?? 0,
  };
}

const noProposal = { proposedDate: null, proposedTime: null, proposedStartsAt: null, proposedBy: null } as const;

/** Either party proposes a new time from the mentor's free slots, validated exactly as booking is. */
export async function proposeReschedule(
  deps: Deps,
  viewer: Pick<SessionUser, "id">,
  id: string,
  input: z.output<typeof rescheduleInputSchema>,
) {
  const s = await sessionFor(deps.db, viewer, id);
  if (!ACTIVE.includes(s.status)) throw new AppError("CONFLICT", "Only pending or confirmed sessions can be moved");
  if (s.date === input.date && s.time === input.time) {
    throw new AppError("VALIDATION_FAILED", "Please choose a time other than the current one", {
      time: "Please choose a time other than the current one",
    });
  }
  const mentor = await slotMentorOf(deps.db, s);
  const proposedAt = await assertSlot(
    deps.db,
    mentor,
    await mentorRules(deps.db, s.mentor.id),
    await slotTypeOf(deps.db, s),
    input.date,
    input.time,
    deps.scheduler.now(),
    s.id,
  );
  await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .update(appointments)
      .set({
        proposedDate: input.date,
        proposedTime: input.time,
        proposedStartsAt: proposedAt,
        proposedBy: viewer.id,
        updatedAt: deps.scheduler.now(),
      })
      .where(and(eq(appointments.id, id), inArray(appointments.status, ACTIVE)))
      .returning({ id: appointments.id });
    if (!row) throw new AppError("CONFLICT", "Only pending or confirmed sessions can be moved");
    const by = viewer.id === s.mentor.id ? s.mentor : s.mentee;
    await deps.mailer.send(rescheduleProposedMail(deps.config.baseUrl, s, proposedAt, by), tx);
  });
}

async function openProposal(db: Db, viewer: SessionUser, id: string) {
  const s = await sessionFor(db, viewer, id);
  const [p] = await db
    .select({
      date: appointments.proposedDate,
      time: appointments.proposedTime,
      at: appointments.proposedStartsAt,
      by: appointments.proposedBy,
    })
    .from(appointments)
    .where(eq(appointments.id, id));
  if (!p?.date || !p.time || !p.at || !ACTIVE.includes(s.status)) throw new AppError("CONFLICT", "There is no proposed time to answer");
  if (p.by === viewer.id) throw forbidden("The other side answers your proposal");
  return { s, p: { date: p.date, time: p.time, at: p.at, by: p.by } };
}

/**
 * The other party accepts: the session moves (same id and UID, SEQUENCE + 1, reminder re-armed) after
 * the slot is checked again; both get the updated METHOD:REQUEST.
 */
export async function acceptReschedule(deps: Deps, viewer: SessionUser, id: string) {
  const { s, p } = await openProposal(deps.db, viewer, id);
  const mentor = await slotMentorOf(deps.db, s);
  const startsAt = await assertSlot(
    deps.db,
    mentor,
    await mentorRules(deps.db, s.mentor.id),
    await slotTypeOf(deps.db, s),
    p.date,
    p.time,
    deps.scheduler.now(),
    s.id,
  );
  try {
    await deps.db.transaction(async (tx) => {
      // As a booking does: the moved slot checked again under the mentor's lock (docs/decisions/100).
      await lockMentorSchedule(tx, s.mentor.id);
      await assertSlot(tx, mentor, await mentorRules(tx, s.mentor.id), await slotTypeOf(tx, s), p.date, p.time, deps.scheduler.now(), s.id);
      const [row] = await tx
        .update(appointments)
        .set({
          date: p.date,
          time: p.time,
          startsAt,
          sequence: sql`${appointments.sequence} + 1`,
          remindedAt: null,
          ...noProposal,
          updatedAt: deps.scheduler.now(),
        })
        .where(and(eq(appointments.id, id), inArray(appointments.status, ACTIVE), eq(appointments.proposedStartsAt, p.at)))
        .returning({ id: appointments.id });
      if (!row) throw new AppError("CONFLICT", "There is no proposed time to answer");
      const moved = (await loadSession(tx, id))!;
      for (const { reader } of readersOf(moved))
        await deps.mailer.send(
          rescheduledMail(deps.config.baseUrl, moved, s.startsAt, reader, deps.scheduler.now(), deps.config.authSecret),
          tx,
        );
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw new AppError("CONFLICT", "This time slot has just been booked. Please choose another one.");
    throw err;
  }
}

/** The other party declines: the session stays as it was; the proposer is told. */
export async function declineReschedule(deps: Deps, viewer: SessionUser, id: string) {
  const { s, p } = await openProposal(deps.db, viewer, id);
  await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .update(appointments)
      .set({ ...noProposal, updatedAt: deps.scheduler.now() })
      .where(and(eq(appointments.id, id), eq(appointments.proposedStartsAt, p.at)))
      .returning({ id: appointments.id });
    if (!row) throw new AppError("CONFLICT", "There is no proposed time to answer");
    const proposer = p.by === s.mentor.id ? s.mentor : s.mentee;
    await deps.mailer.send(rescheduleDeclinedMail(deps.config.baseUrl, s, p.at, proposer), tx);
  });
}

/** The mentor sets this session's meeting link or place; an approved one gets an updated REQUEST (SEQUENCE + 1). */
export async function setSessionLocation(deps: Deps, viewer: SessionUser, id: string, location: string | null) {
  const s = await sessionFor(deps.db, viewer, id);
  if (s.mentor.id !== viewer.id) throw forbidden("Only the mentor of this session sets where it happens");
  if (!ACTIVE.includes(s.status)) throw new AppError("CONFLICT", "Only pending or confirmed sessions can be changed");
  if ((s.location ?? null) === location) return;
  await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .update(appointments)
      .set({ location, sequence: sql`${appointments.sequence} + 1`, updatedAt: deps.scheduler.now() })
      .where(and(eq(appointments.id, id), inArray(appointments.status, ACTIVE)))
      .returning({ id: appointments.id });
    if (!row) throw new AppError("CONFLICT", "Only pending or confirmed sessions can be changed");
    await deps.mailer.send(placeChangedMail(deps.config.baseUrl, (await loadSession(tx, id))!, deps.scheduler.now()), tx);
  });
}

export async function myMentorSettings(db: Db, viewer: SessionUser): Promise<MentorSettingsDto> {
  return mentorRules(db, viewer.id);
}

/**
 * A mentor's meeting place (the default for new bookings) and booking rules; existing bookings stay.
 * The booking window and extra hours are kept when left out (docs/decisions/084).
 */
export async function setMyMentorSettings(db: Db, viewer: SessionUser, input: z.output<typeof mentorSettingsSchema>, now: Date) {
  if (!canMentor(viewer)) throw forbidden("Only mentors can change their booking settings");
  const current = await mentorRules(db, viewer.id);
  const extraHours = input.extraHours ?? current.extraHours;
  const bookingWindowDays = input.bookingWindowDays ?? current.bookingWindowDays;
  // Rules that contradict each other are refused whole: nothing is written.
  const clash = Object.keys(extraHours).find((d) => input.datesOff.includes(d));
  if (clash) {
    const message = `${clash} is a date off and has extra hours. Please keep one of them.`;
    throw new AppError("VALIDATION_FAILED", message, { extraHours: message });
  }
  if (input.minNoticeHours > bookingWindowDays * 24) {
    const message = `Minimum notice of ${input.minNoticeHours} hours is beyond your ${bookingWindowDays}-day booking window`;
    throw new AppError("VALIDATION_FAILED", message, { minNoticeHours: message });
  }
  const longest = (await mentorSessionTypeList(db, viewer.id)).reduce((m, t) => Math.max(m, t.minNoticeHours), 0);
  if (longest > bookingWindowDays * 24) {
    const message = `One of your session types needs ${longest} hours' notice, beyond a ${bookingWindowDays}-day booking window`;
    throw new AppError("VALIDATION_FAILED", message, { bookingWindowDays: message });
  }
  const { extraHours: _e, bookingWindowDays: _b, ...rest } = input;
  const values = { ...rest, extraHours, bookingWindowDays, updatedAt: now };
  await db
    .insert(mentorSettings)
    .values({ userId: viewer.id, ...values })
    .onConflictDoUpdate({ target: mentorSettings.userId, set: values });
  return mentorRules(db, viewer.id);
}
