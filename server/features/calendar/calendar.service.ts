import { createHash, randomBytes } from "node:crypto";
import { and, eq, gte, or, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { CalendarFeedCreatedDto, CalendarFeedStatusDto } from "@common/calendar.schema";
import { DAY_MS, zonedToUtc } from "@common/time";
import type { Db } from "../../db/client";
import { appointments, calendarFeeds, eventAttendees, events, profiles } from "../../db/schema";
import { notFound } from "../../lib/errors";
import { buildCalendar, type IcsEntry } from "../../lib/ics";
import { paths } from "@common/paths";
import { eventStart } from "../events/events.service";

/** 256-bit random tokens, base64url: 43 characters. */
export const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
const hash = (token: string) => createHash("sha256").update(token).digest("hex");
const feedUrl = (baseUrl: string, token: string) => `${baseUrl}/api/calendar/${token}.ics`;
/** A feed shows what is coming and the last 30 days (calendar apps drop what a feed no longer has). */
const HISTORY_DAYS = 30;
const MAX_ENTRIES = 500;

export async function feedStatus(db: Db, userId: string): Promise<CalendarFeedStatusDto> {
  const [row] = await db.select({ createdAt: calendarFeeds.createdAt }).from(calendarFeeds).where(eq(calendarFeeds.userId, userId));
  return { active: Boolean(row), createdAt: row?.createdAt.toISOString() ?? null };
}

/** Makes a new secret URL; any previous one stops working at once. */
export async function regenerateFeed(db: Db, baseUrl: string, userId: string, now: Date): Promise<CalendarFeedCreatedDto> {
  const token = randomBytes(32).toString("base64url");
  const createdAt = now;
  await db
    .insert(calendarFeeds)
    .values({ userId, tokenHash: hash(token), createdAt })
    .onConflictDoUpdate({ target: calendarFeeds.userId, set: { tokenHash: hash(token), createdAt } });
  return { url: feedUrl(baseUrl, token), createdAt: createdAt.toISOString() };
}

export async function revokeFeed(db: Db, userId: string) {
  await db.delete(calendarFeeds).where(eq(calendarFeeds.userId, userId));
}

const mentorProfile = alias(profiles, "mentor_profile");
const menteeProfile = alias(profiles, "mentee_profile");

/** The member's approved sessions (as mentee or mentor) and registered events, as one calendar. */
export async function feedIcs(db: Db, baseUrl: string, token: string, now: Date): Promise<string> {
  if (!TOKEN_PATTERN.test(token)) throw notFound("Calendar not found");
  const [feed] = await db
    .select({ userId: calendarFeeds.userId })
    .from(calendarFeeds)
    .where(eq(calendarFeeds.tokenHash, hash(token)));
  if (!feed) throw notFound("Calendar not found");
  const uid = feed.userId;
  const since = new Date(now.getTime() - HISTORY_DAYS * DAY_MS).toISOString().slice(0, 10);
  const [sessions, registered] = await Promise.all([
    db
      .select({
        id: appointments.id,
        date: appointments.date,
        time: appointments.time,
        topic: appointments.topic,
        sequence: appointments.sequence,
        location: appointments.location,
        mentorName: mentorProfile.fullName,
        menteeName: menteeProfile.fullName,
        timezone: mentorProfile.timezone,
      })
      .from(appointments)
      .innerJoin(mentorProfile, eq(mentorProfile.id, appointments.mentorId))
      .innerJoin(menteeProfile, eq(menteeProfile.id, appointments.userId))
      .where(
        and(
          eq(appointments.status, "approved"),
          or(eq(appointments.userId, uid), eq(appointments.mentorId, uid)),
          gte(appointments.date, since),
        ),
      )
      .limit(MAX_ENTRIES),
    db
      .select({
        id: events.id,
        title: events.title,
        description: events.description,
        eventDate: events.eventDate,
        eventTime: events.eventTime,
        startsAt: events.startsAt,
        endsAt: events.endsAt,
        status: events.status,
        sequence: events.sequence,
        // A seat holder's own feed: an online event's join link is theirs (docs/decisions/077).
        location: sql<string>`coalesce(${events.meetingUrl}, ${events.location})`,
      })
      .from(eventAttendees)
      .innerJoin(events, eq(events.id, eventAttendees.eventId))
      .where(and(eq(eventAttendees.userId, uid), gte(events.eventDate, since)))
      .limit(MAX_ENTRIES),
  ]);
  const entries: IcsEntry[] = [
    ...sessions.map((s) => ({
      // The same UID and SEQUENCE as the session's mails (docs/decisions/030-calendar-grade-sessions.md).
      uid: `appointment-${s.id}@appsec.community`,
      sequence: s.sequence,
      ...(s.location ? { location: s.location } : {}),
      start: zonedToUtc(s.date, s.time, s.timezone),
      durationMinutes: 60,
      summary: `Mentorship session: ${s.mentorName} & ${s.menteeName}`,
      description: `Topic: ${s.topic}`,
      url: `${baseUrl}/profile?tab=appointments`,
    })),
    ...registered.map((e) => {
      // The event's page, UID and SEQUENCE as in its mails; its structured times (docs/decisions/031),
      // else the free text read as before the backfill ran.
      const common = {
        uid: `event-${e.id}@appsec.community`,
        sequence: e.sequence,
        ...(e.status === "cancelled" ? { status: "CANCELLED" as const } : {}),
        summary: e.title,
        description: `${e.eventTime} — ${e.description}`,
        location: e.location,
        url: `${baseUrl}${paths.event(e.id)}`,
      };
      if (e.startsAt) return { ...common, start: e.startsAt, end: e.endsAt ?? new Date(e.startsAt.getTime() + 3600_000) };
      const when = eventStart(e.eventDate, e.eventTime);
      return "start" in when ? { ...common, start: when.start, durationMinutes: 60 } : { ...common, date: when.date };
    }),
  ];
  return buildCalendar("AppSec Community", entries, now);
}
