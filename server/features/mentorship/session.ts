/**
 * One mentorship session as mails, reminders and .ics files see it: the instant, both parties with
 * their own zones, the place, the SEQUENCE (docs/decisions/030-calendar-grade-sessions.md).
 */
import { alias } from "drizzle-orm/pg-core";
import { eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { appointments, mentorSessionTypes, mentorSettings, profiles, user } from "../../db/schema";
import { BOOKING_WINDOW_DAYS } from "@common/mentorship.schema";
import type { IcsEvent, IcsMethod } from "../../lib/ics";

export interface Party {
  id: string;
  name: string;
  email: string;
  timezone: string;
}
export interface Session {
  id: string;
  startsAt: Date;
  date: string;
  time: string;
  topic: string;
  notes: string | null;
  status: string;
  sequence: number;
  location: string | null;
  /** docs/decisions/084: the length booked and the type's title (null once the type is gone). */
  durationMinutes: number;
  typeTitle: string | null;
  groupSeat: boolean;
  mentor: Party;
  mentee: Party;
}

/** Formatting for a reader lives in common/time.ts, shared with the web (docs/decisions/030). */
export { formatInZone, whenFor } from "@common/time";

/** The two readers of a session: each with the other party. */
export const readersOf = (s: Session) =>
  [
    { reader: s.mentor, other: s.mentee, role: "mentor" as const },
    { reader: s.mentee, other: s.mentor, role: "mentee" as const },
  ] as const;

const isLink = (v: string) => /^https:\/\//i.test(v);
export const placeLine = (location: string | null) => (location ? `${isLink(location) ? "Meeting link" : "Place"}: ${location}` : null);

/** The VEVENT of a session for an iTIP method (ORGANIZER the mentor, both as ATTENDEEs). */
export function sessionEvent(s: Session, baseUrl: string, method: IcsMethod): IcsEvent {
  const place = placeLine(s.location);
  return {
    uid: `appointment-${s.id}@appsec.community`,
    sequence: s.sequence,
    method,
    start: s.startsAt,
    durationMinutes: s.durationMinutes,
    summary: `Mentorship session: ${s.mentor.name} & ${s.mentee.name}`,
    description: [sessionKindLine(s), `Topic: ${s.topic}`, ...(s.notes ? [`Notes: ${s.notes}`] : []), ...(place ? [place] : [])].join("\n"),
    ...(s.location ? { location: s.location } : {}),
    url: s.location && isLink(s.location) ? s.location : `${baseUrl}/profile?tab=appointments`,
    organizer: { email: s.mentor.email, name: s.mentor.name },
    attendees: [
      { email: s.mentor.email, name: s.mentor.name, partstat: "ACCEPTED" },
      { email: s.mentee.email, name: s.mentee.name, partstat: "ACCEPTED" },
    ],
  };
}

/** "Office hours (group, 30 minutes)": what a mail or calendar entry names the session as. */
export const sessionKindLine = (s: Pick<Session, "typeTitle" | "durationMinutes" | "groupSeat">) =>
  `Session: ${s.typeTitle ?? "Mentorship session"} (${s.groupSeat ? "group, " : ""}${s.durationMinutes} minutes)`;

const mentorProfile = alias(profiles, "s_mentor_profile");
const menteeProfile = alias(profiles, "s_mentee_profile");
const mentorUser = alias(user, "s_mentor_user");
const menteeUser = alias(user, "s_mentee_user");

/** Sessions by id with both parties (names, e-mails, zones); the mentee's zone is the booker's, else their profile's. */
export async function loadSessions(db: Db, ids: string[]): Promise<Session[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({
      id: appointments.id,
      startsAt: appointments.startsAt,
      date: appointments.date,
      time: appointments.time,
      topic: appointments.topic,
      notes: appointments.notes,
      status: appointments.status,
      sequence: appointments.sequence,
      location: appointments.location,
      bookerTimezone: appointments.bookerTimezone,
      durationMinutes: appointments.durationMinutes,
      groupSeat: appointments.groupSeat,
      typeTitle: mentorSessionTypes.title,
      // The users' ids (not the nullable columns): a session both of whose members exist.
      mentorId: mentorUser.id,
      mentorName: sql<string>`coalesce(nullif(${mentorProfile.fullName}, ''), ${mentorUser.name})`,
      mentorEmail: mentorUser.email,
      mentorTz: mentorProfile.timezone,
      menteeId: menteeUser.id,
      menteeName: sql<string>`coalesce(nullif(${menteeProfile.fullName}, ''), ${menteeUser.name})`,
      menteeEmail: menteeUser.email,
      menteeTz: menteeProfile.timezone,
    })
    .from(appointments)
    .innerJoin(mentorUser, eq(mentorUser.id, appointments.mentorId))
    .innerJoin(menteeUser, eq(menteeUser.id, appointments.userId))
    .leftJoin(mentorProfile, eq(mentorProfile.id, appointments.mentorId))
    .leftJoin(menteeProfile, eq(menteeProfile.id, appointments.userId))
    .leftJoin(mentorSessionTypes, eq(mentorSessionTypes.id, appointments.sessionTypeId))
    .where(inArray(appointments.id, ids));
  return rows.map((r) => {
    const mentorTz = r.mentorTz ?? "UTC";
    return {
      id: r.id,
      startsAt: r.startsAt,
      date: r.date,
      time: r.time,
      topic: r.topic,
      notes: r.notes,
      status: r.status,
      sequence: r.sequence,
      location: r.location,
      durationMinutes: r.durationMinutes,
      typeTitle: r.typeTitle,
      groupSeat: r.groupSeat,
      mentor: { id: r.mentorId, name: r.mentorName, email: r.mentorEmail, timezone: mentorTz },
      mentee: { id: r.menteeId, name: r.menteeName, email: r.menteeEmail, timezone: r.bookerTimezone ?? r.menteeTz ?? mentorTz },
    };
  });
}

export async function loadSession(db: Db, id: string): Promise<Session | null> {
  return (await loadSessions(db, [id]))[0] ?? null;
}

/** A mentor's meeting place and booking rules (defaults when never set). */
export async function mentorRules(db: Db, mentorId: string) {
  const [row] = await db.select().from(mentorSettings).where(eq(mentorSettings.userId, mentorId)).limit(1);
  return {
    meetingLocation: row?.meetingLocation ?? null,
    minNoticeHours: row?.minNoticeHours ?? 0,
    bufferMinutes: row?.bufferMinutes ?? 0,
    datesOff: row?.datesOff ?? [],
    bookingWindowDays: row?.bookingWindowDays ?? BOOKING_WINDOW_DAYS,
    extraHours: row?.extraHours ?? {},
  };
}
export type MentorRules = Awaited<ReturnType<typeof mentorRules>>;
