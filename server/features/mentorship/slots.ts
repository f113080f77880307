/**
 * Which slots a mentor can be booked in: one rule set for booking, rescheduling and the booking panel
 * (docs/decisions/030-calendar-grade-sessions.md). Since session types (docs/decisions/084-session-types.md)
 * a slot has the type's length: the mentor's open hours of a date (weekly hours plus that date's extra
 * hours, none on a date off) join into stretches, and each stretch is cut into sessions of the type's
 * length from its start. Times are wall-clock times in the mentor's zone; every comparison is between
 * instants, so a week across a daylight-saving change keeps its local times.
 */
import { and, eq, gte, inArray, lte, sql } from "drizzle-orm";
import { AVAILABILITY_TIMES, weekdayOf, WEEKDAYS, type SessionKind, type WeeklyAvailability } from "@common/mentorship.schema";
import { addDays, parseClock, todayIn, zonedToUtc } from "@common/time";
import type { Db } from "../../db/client";
import { appointments } from "../../db/schema";
import { AppError } from "../../lib/errors";
import type { MentorRules } from "./session";

export interface SlotMentor {
  id: string;
  fullName: string;
  timezone: string;
  availability: WeeklyAvailability;
}
/** What a slot is cut to: a session type's length, seats, buffers and notice. */
export interface SlotType {
  id: string;
  kind: SessionKind;
  capacity: number;
  durationMinutes: number;
  bufferBeforeMinutes: number;
  bufferAfterMinutes: number;
  minNoticeHours: number;
}
/** An hour-long one-to-one session under the mentor-wide rules only: what was booked before session types. */
export const HOUR_SESSION: SlotType = {
  id: "",
  kind: "one_to_one",
  capacity: 1,
  durationMinutes: 60,
  bufferBeforeMinutes: 0,
  bufferAfterMinutes: 0,
  minNoticeHours: 0,
};
export interface Busy {
  id: string;
  date: string;
  time: string;
  startsAt: Date;
  durationMinutes: number;
  sessionTypeId: string | null;
  groupSeat: boolean;
}
export type SlotProblem = { code: "VALIDATION_FAILED" | "CONFLICT"; field: "date" | "time"; message: string };

const MINUTE = 60_000;

/** "9:30 AM" from minutes after midnight. */
export function clockOf(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return `${h % 12 === 0 ? 12 : h % 12}:${String(m).padStart(2, "0")} ${h < 12 ? "AM" : "PM"}`;
}
const minutesOf = (time: string) => {
  const [h, m] = parseClock(time) ?? [0, 0];
  return h * 60 + m;
};

/** The whole hours open on a date: none on a date off, else the weekday's hours and the date's extra hours. */
export function hoursOn(mentor: SlotMentor, rules: Pick<MentorRules, "datesOff" | "extraHours">, date: string): string[] {
  if (rules.datesOff.includes(date)) return [];
  const weekly = mentor.availability[String(weekdayOf(date)) as keyof WeeklyAvailability] as readonly string[];
  const extra = rules.extraHours[date] ?? [];
  return AVAILABILITY_TIMES.filter((t) => weekly.includes(t) || extra.includes(t));
}

/** The start times of a type's sessions on a date: each stretch of open hours cut into the type's length. */
export function startTimesOn(
  mentor: SlotMentor,
  rules: Pick<MentorRules, "datesOff" | "extraHours">,
  type: Pick<SlotType, "durationMinutes">,
  date: string,
) {
  const out: string[] = [];
  const hours = hoursOn(mentor, rules, date).map(minutesOf);
  let i = 0;
  while (i < hours.length) {
    const from = hours[i]!;
    let to = from + 60;
    while (i + 1 < hours.length && hours[i + 1] === to) {
      to += 60;
      i++;
    }
    for (let start = from; start + type.durationMinutes <= to; start += type.durationMinutes) out.push(clockOf(start));
    i++;
  }
  return out;
}

/** Group seats already taken at an instant (pending or approved seats of the same type). */
export function seatsTaken(busy: Busy[], type: SlotType, startsAt: Date, excludeId?: string) {
  return busy.filter((b) => b.id !== excludeId && b.groupSeat && b.sessionTypeId === type.id && b.startsAt.getTime() === startsAt.getTime())
    .length;
}

/** Why a slot cannot be booked, or null: the same answer for the panel and the server. */
export function slotProblem(
  mentor: SlotMentor,
  rules: MentorRules,
  type: SlotType,
  busy: Busy[],
  date: string,
  time: string,
  now: Date,
  excludeId?: string,
): SlotProblem | null {
  const today = todayIn(mentor.timezone, now);
  const window = rules.bookingWindowDays;
  if (date < today || date > addDays(today, window)) {
    return { code: "VALIDATION_FAILED", field: "date", message: `Please choose a date within the next ${window} days` };
  }
  if (rules.datesOff.includes(date)) {
    return {
      code: "VALIDATION_FAILED",
      field: "date",
      message: `${mentor.fullName} is not taking sessions on ${date}. Please choose another day.`,
    };
  }
  const startsAt = zonedToUtc(date, time, mentor.timezone);
  if (startsAt.getTime() <= now.getTime()) return { code: "VALIDATION_FAILED", field: "time", message: "This time slot is in the past" };
  if (!startTimesOn(mentor, rules, type, date).includes(time)) {
    return {
      code: "VALIDATION_FAILED",
      field: "time",
      message: `${mentor.fullName} is not available at ${time} on ${WEEKDAYS[weekdayOf(date)]}s. Please choose another time.`,
    };
  }
  // The mentor-wide rules (decision 030) are a floor under the type's own.
  const notice = Math.max(rules.minNoticeHours, type.minNoticeHours);
  if (startsAt.getTime() < now.getTime() + notice * 3_600_000) {
    return {
      code: "VALIDATION_FAILED",
      field: "time",
      message: `${mentor.fullName} needs at least ${notice} hours' notice. Please choose a later time.`,
    };
  }
  const before = Math.max(rules.bufferMinutes, type.bufferBeforeMinutes);
  const after = Math.max(rules.bufferMinutes, type.bufferAfterMinutes);
  const start = startsAt.getTime();
  const end = start + type.durationMinutes * MINUTE;
  for (const b of busy) {
    if (b.id === excludeId) continue;
    const bStart = b.startsAt.getTime();
    const bEnd = bStart + b.durationMinutes * MINUTE;
    // Another seat of the same group session is not in the way: seats fill, then the waitlist.
    if (type.kind === "group" && b.groupSeat && b.sessionTypeId === type.id && bStart === start) continue;
    if (bStart === start)
      return { code: "CONFLICT", field: "time", message: "This time slot has just been booked. Please choose another one." };
    if (bStart < end && start < bEnd) {
      return {
        code: "CONFLICT",
        field: "time",
        message: `${mentor.fullName} has another session at that time. Please choose another one.`,
      };
    }
    // Buffers: the gap after an earlier session, before a later one.
    const gapNeeded = bStart < start ? before : after;
    const gap = bStart < start ? start - bEnd : bStart - end;
    if (gap < gapNeeded * MINUTE) {
      return {
        code: "VALIDATION_FAILED",
        field: "time",
        message: `${mentor.fullName} keeps ${gapNeeded} minutes between sessions. Please choose another time.`,
      };
    }
  }
  return null;
}

/** The mentor's pending and approved sessions around the booking window (waitlist places take no time). */
export async function busySlots(db: Db, mentor: SlotMentor, now: Date, windowDays: number): Promise<Busy[]> {
  const today = todayIn(mentor.timezone, now);
  return db
    .select({
      id: appointments.id,
      date: appointments.date,
      time: appointments.time,
      startsAt: appointments.startsAt,
      durationMinutes: appointments.durationMinutes,
      sessionTypeId: appointments.sessionTypeId,
      groupSeat: appointments.groupSeat,
    })
    .from(appointments)
    .where(
      and(
        eq(appointments.mentorId, mentor.id),
        inArray(appointments.status, ["pending", "approved"]),
        gte(appointments.date, addDays(today, -1)),
        lte(appointments.date, addDays(today, windowDays + 1)),
      ),
    );
}

/** Throws the slot's problem as a 400 (or 409 when taken); answers the session's instant. */
export async function assertSlot(
  db: Db,
  mentor: SlotMentor,
  rules: MentorRules,
  type: SlotType,
  date: string,
  time: string,
  now: Date,
  excludeId?: string,
) {
  const problem = slotProblem(mentor, rules, type, await busySlots(db, mentor, now, rules.bookingWindowDays), date, time, now, excludeId);
  if (problem)
    throw new AppError(problem.code, problem.message, problem.code === "CONFLICT" ? undefined : { [problem.field]: problem.message });
  return zonedToUtc(date, time, mentor.timezone);
}

/**
 * Inside a transaction that books or moves a session of `mentorId`: waits for every other such transaction
 * of the same mentor (a transaction-scoped advisory lock), so that the slot checked again after it sees what
 * they committed. The check before the transaction alone let two requests for overlapping times of
 * different types (10:00–11:00 and 10:30–11:00) both pass: no unique index covers a partial overlap
 * (docs/decisions/100).
 */
export async function lockMentorSchedule(tx: Db, mentorId: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`mentor-schedule:${mentorId}`}))`);
}

export interface OpenSlot {
  date: string;
  time: string;
  startsAt: string;
  seatsLeft: number;
}

/** Every slot of a type the server accepts now, in order (mentor's zone); a group slot with its seats left. */
export function openSlotList(mentor: SlotMentor, rules: MentorRules, type: SlotType, busy: Busy[], now: Date): OpenSlot[] {
  const today = todayIn(mentor.timezone, now);
  const out: OpenSlot[] = [];
  for (let i = 0; i <= rules.bookingWindowDays; i++) {
    const date = addDays(today, i);
    for (const time of startTimesOn(mentor, rules, type, date)) {
      if (slotProblem(mentor, rules, type, busy, date, time, now)) continue;
      const at = zonedToUtc(date, time, mentor.timezone);
      const seatsLeft = type.kind === "group" ? Math.max(0, type.capacity - seatsTaken(busy, type, at)) : 1;
      out.push({ date, time, startsAt: at.toISOString(), seatsLeft });
    }
  }
  return out;
}

/** The open slots of a type by date (date → times), as the mentor's page has had them since decision 030. */
export function openSlots(mentor: SlotMentor, rules: MentorRules, type: SlotType, busy: Busy[], now: Date): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const s of openSlotList(mentor, rules, type, busy, now)) (out[s.date] ??= []).push(s.time);
  return out;
}
