import { parseClock } from "@common/time";
import { and, asc, count, desc, eq, gte, ilike, or, sql, type SQL } from "drizzle-orm";
import type { EventDto } from "@common/events.schema";
import type { z } from "zod";
import type { eventInputSchema } from "@common/events.schema";
import type { Db } from "../../db/client";
import { eventAttendees, events, profiles } from "../../db/schema";
import type { SessionUser } from "../../lib/context";
import { AppError, notFound } from "../../lib/errors";
import { buildIcs } from "../../lib/ics";
import { likeContains } from "../../lib/sql";

const attendeeCount = sql<number>`(select count(*)::int from event_attendees ea where ea.event_id = "events"."id")`;
const attending = (userId: string | null) =>
  userId ? sql<boolean>`exists (select 1 from event_attendees ea where ea.event_id = "events"."id" and ea.user_id = ${userId})` : sql<boolean>`false`;

const select = (db: Db, viewerId: string | null) =>
  db
    .select({ e: events, organizerName: profiles.fullName, organizerAvatar: profiles.avatarUrl, attendeesCount: attendeeCount, isAttending: attending(viewerId) })
    .from(events)
    .leftJoin(profiles, eq(profiles.id, events.organizerId));

type Row = Awaited<ReturnType<ReturnType<typeof select>["limit"]>>[number];
const toDto = (r: Row): EventDto => ({
  id: r.e.id,
  title: r.e.title,
  description: r.e.description,
  eventDate: r.e.eventDate,
  eventTime: r.e.eventTime,
  location: r.e.location,
  imageUrl: r.e.imageUrl,
  maxAttendees: r.e.maxAttendees,
  isFeatured: r.e.isFeatured,
  organizer: { id: r.e.organizerId, fullName: r.organizerName || "AppSec Community", avatarUrl: r.organizerAvatar ?? null },
  attendeesCount: Number(r.attendeesCount),
  isAttending: Boolean(r.isAttending),
});

/** Upcoming events (today or later), soonest first. */
export async function listUpcoming(db: Db, viewer: SessionUser | null, filter: "all" | "featured" | "mine") {
  const where: SQL[] = [gte(events.eventDate, sql`current_date`)];
  if (filter === "featured") where.push(eq(events.isFeatured, true));
  if (filter === "mine") {
    if (!viewer) return [];
    where.push(attending(viewer.id));
  }
  const rows = await select(db, viewer?.id ?? null).where(and(...where)).orderBy(asc(events.eventDate), asc(events.createdAt)).limit(200);
  return rows.map(toDto);
}

export async function getEvent(db: Db, viewer: SessionUser | null, id: string) {
  const [row] = await select(db, viewer?.id ?? null).where(eq(events.id, id)).limit(1);
  if (!row) throw notFound("Event not found");
  return toDto(row);
}

/**
 * Race-free capacity: the event row is locked for the count and the insert, so two requests for
 * the last seat are serialized and only one gets it.
 */
export async function register(db: Db, viewer: SessionUser, eventId: string) {
  await db.transaction(async (tx) => {
    const [ev] = await tx.select({ max: events.maxAttendees, date: events.eventDate }).from(events).where(eq(events.id, eventId)).for("update");
    if (!ev) throw notFound("Event not found");
    const [seats] = await tx.select({ n: count() }).from(eventAttendees).where(eq(eventAttendees.eventId, eventId));
    const n = seats?.n ?? 0;
    const [mine] = await tx.select({ u: eventAttendees.userId }).from(eventAttendees).where(and(eq(eventAttendees.eventId, eventId), eq(eventAttendees.userId, viewer.id)));
    if (mine) return;
    if (ev.max !== null && n >= ev.max) throw new AppError("CONFLICT", "This event is full");
    await tx.insert(eventAttendees).values({ eventId, userId: viewer.id }).onConflictDoNothing();
  });
}

export async function unregister(db: Db, viewer: SessionUser, eventId: string) {
  await db.delete(eventAttendees).where(and(eq(eventAttendees.eventId, eventId), eq(eventAttendees.userId, viewer.id)));
}

/**
 * .ics for an event. event_time is free text ("6:00 PM EST"): a clock time and a known US/UTC
 * abbreviation give an exact start; anything else becomes an all-day entry on the date.
 */
const ZONES: Record<string, number> = { UTC: 0, GMT: 0, EST: -5, EDT: -4, CST: -6, CDT: -5, MST: -7, MDT: -6, PST: -8, PDT: -7, CET: 1, CEST: 2, BST: 1 };
export function eventIcs(e: EventDto, baseUrl: string) {
  const m = /(\d{1,2}:\d{2}\s*(?:AM|PM))\s*([A-Z]{2,4})?/i.exec(e.eventTime);
  const clock = m ? parseClock(m[1]!) : null;
  const zone = m?.[2]?.toUpperCase();
  const [y, mo, d] = e.eventDate.split("-").map(Number) as [number, number, number];
  const url = `${baseUrl}/events`;
  if (clock && zone && zone in ZONES) {
    const start = new Date(Date.UTC(y, mo - 1, d, clock[0] - ZONES[zone]!, clock[1]));
    return buildIcs({ uid: `event-${e.id}@appsec.community`, start, durationMinutes: 60, summary: e.title, description: e.description, location: e.location, url });
  }
  // All-day fallback (time kept in the description).
  const day = e.eventDate.replace(/-/g, "");
  return [
    "BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//AppSec Community//EN", "BEGIN:VEVENT",
    `UID:event-${e.id}@appsec.community`, `DTSTAMP:${new Date().toISOString().replace(/[-:]/g, "").replace(/\.\d{3}/, "")}`,
    `DTSTART;VALUE=DATE:${day}`, `SUMMARY:${e.title.replace(/[,;\\]/g, (c) => `\\${c}`)}`,
    `DESCRIPTION:${`${e.eventTime} — ${e.description}`.replace(/[,;\\]/g, (c) => `\\${c}`).replace(/\r?\n/g, "\\n")}`,
    `LOCATION:${e.location.replace(/[,;\\]/g, (c) => `\\${c}`)}`, "END:VEVENT", "END:VCALENDAR", "",
  ].join("\r\n");
}

// ---- admin ----
export async function adminListEvents(db: Db, search?: string) {
  const like = search ? likeContains(search) : null;
  const rows = await select(db, null)
    .where(like ? or(ilike(events.title, like), ilike(events.description, like), ilike(events.location, like)) : undefined)
    .orderBy(desc(events.eventDate))
    .limit(500);
  return rows.map(toDto);
}

export async function createEvent(db: Db, organizer: SessionUser, input: z.output<typeof eventInputSchema>) {
  const [row] = await db.insert(events).values({ ...input, organizerId: organizer.id }).returning({ id: events.id });
  return row!;
}

export async function updateEvent(db: Db, id: string, input: z.output<typeof eventInputSchema>) {
  const [row] = await db.update(events).set({ ...input, updatedAt: new Date() }).where(eq(events.id, id)).returning({ id: events.id });
  if (!row) throw notFound("Event not found");
  return row;
}

export async function deleteEvent(db: Db, id: string) {
  const rows = await db.delete(events).where(eq(events.id, id)).returning({ id: events.id });
  if (!rows.length) throw notFound("Event not found");
}

/** When an event starts, as in its .ics: an exact instant when the free-text time allows, else the day. */
export function eventStart(eventDate: string, eventTime: string): { start: Date } | { date: string } {
  const m = /(\d{1,2}:\d{2}\s*(?:AM|PM))\s*([A-Z]{2,4})?/i.exec(eventTime);
  const clock = m ? parseClock(m[1]!) : null;
  const zone = m?.[2]?.toUpperCase();
  if (!clock || !zone || !(zone in ZONES)) return { date: eventDate };
  const [y, mo, d] = eventDate.split("-").map(Number) as [number, number, number];
  return { start: new Date(Date.UTC(y, mo - 1, d, clock[0] - ZONES[zone]!, clock[1])) };
}
