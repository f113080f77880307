/**
 * Which slots a mentor can be booked in: one rule set for booking, rescheduling and the booking panel
 * (docs/decisions/030-calendar-grade-sessions.md). Slots are whole hours in the mentor's zone.
 */
import { and, eq, gte, inArray, lte } from "drizzle-orm";
import { BOOKING_WINDOW_DAYS, weekdayOf, WEEKDAYS, type WeeklyAvailability } from "@common/mentorship.schema";
import { addDays, todayIn, zonedToUtc } from "@common/time";
import type { Db } from "../../db/client";
import { appointments } from "../../db/schema";
import { AppError } from "../../lib/errors";
import { SESSION_MINUTES, type MentorRules } from "./session";

export interface SlotMentor {
  id: string;
  fullName: string;
  timezone: string;
  availability: WeeklyAvailability;
}
export interface Busy {
  id: string;
  date: string;
  time: string;
  startsAt: Date;
}
export type SlotProblem = { code: "VALIDATION_FAILED" | "CONFLICT"; field: "date" | "time"; message: string };

/** Why a slot cannot be booked, or null: the same answer for the panel and the server. */
export function slotProblem(
  mentor: SlotMentor,
  rules: MentorRules,
  busy: Busy[],
  date: string,
  time: string,
  now: Date,
  excludeId?: string,
): SlotProblem | null {
  const today = todayIn(mentor.timezone, now);
  if (date < today || date > addDays(today, BOOKING_WINDOW_DAYS)) {
    return { code: "VALIDATION_FAILED", field: "date", message: "Please choose a date within the next 30 days" };
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
  if (!(mentor.availability[String(weekdayOf(date)) as keyof WeeklyAvailability] as readonly string[]).includes(time)) {
    return {
      code: "VALIDATION_FAILED",
      field: "time",
      message: `${mentor.fullName} is not available at ${time} on ${WEEKDAYS[weekdayOf(date)]}s. Please choose another time.`,
    };
  }
  if (startsAt.getTime() < now.getTime() + rules.minNoticeHours * 3_600_000) {
    return {
      code: "VALIDATION_FAILED",
      field: "time",
      message: `${mentor.fullName} needs at least ${rules.minNoticeHours} hours' notice. Please choose a later time.`,
    };
  }
  for (const b of busy) {
    if (b.id === excludeId) continue;
    const gap = Math.abs(b.startsAt.getTime() - startsAt.getTime());
    if (gap === 0) return { code: "CONFLICT", field: "time", message: "This time slot has just been booked. Please choose another one." };
    if (gap < (SESSION_MINUTES + rules.bufferMinutes) * 60_000) {
      return {
        code: "VALIDATION_FAILED",
        field: "time",
        message: `${mentor.fullName} keeps ${rules.bufferMinutes} minutes between sessions. Please choose another time.`,
      };
    }
  }
  return null;
}

/** The mentor's pending and approved sessions around the booking window. */
export async function busySlots(db: Db, mentor: SlotMentor, now: Date): Promise<Busy[]> {
  const today = todayIn(mentor.timezone, now);
  return db
    .select({ id: appointments.id, date: appointments.date, time: appointments.time, startsAt: appointments.startsAt })
    .from(appointments)
    .where(
      and(
        eq(appointments.mentorId, mentor.id),
        inArray(appointments.status, ["pending", "approved"]),
        gte(appointments.date, addDays(today, -1)),
        lte(appointments.date, addDays(today, BOOKING_WINDOW_DAYS + 1)),
      ),
    );
}

/** Throws the slot's problem as a 400 (or 409 when taken); answers the session's instant. */
export async function assertSlot(
  db: Db,
  mentor: SlotMentor,
  rules: MentorRules,
  date: string,
  time: string,
  now: Date,
  excludeId?: string,
) {
  const problem = slotProblem(mentor, rules, await busySlots(db, mentor, now), date, time, now, excludeId);
  if (problem)
    throw new AppError(problem.code, problem.message, problem.code === "CONFLICT" ? undefined : { [problem.field]: problem.message });
  return zonedToUtc(date, time, mentor.timezone);
}

/** Every slot the server accepts now, by date (mentor's zone). */
export function openSlots(mentor: SlotMentor, rules: MentorRules, busy: Busy[], now: Date): Record<string, string[]> {
  const today = todayIn(mentor.timezone, now);
  const out: Record<string, string[]> = {};
  for (let i = 0; i <= BOOKING_WINDOW_DAYS; i++) {
    const date = addDays(today, i);
    const times = mentor.availability[String(weekdayOf(date)) as keyof WeeklyAvailability].filter(
      (t) => !slotProblem(mentor, rules, busy, date, t, now),
    );
    if (times.length) out[date] = times;
  }
  return out;
}
