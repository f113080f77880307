import { parseClock } from "@common/time";
import { format } from "date-fns";
import { and, asc, count, desc, eq, gte, ilike, inArray, or, sql, type SQL } from "drizzle-orm";
import { EVENTS_PAGE_SIZE, type EventDto, type EventListDto, type WaitlistStateDto } from "@common/events.schema";
import type { z } from "zod";
import type { eventInputSchema } from "@common/events.schema";
import { queryRows, type Db } from "../../db/client";
import { eventAttendees, events, eventWaitlist, profiles, user } from "../../db/schema";
import type { AppDeps, SessionUser } from "../../lib/context";
import { AppError, notFound } from "../../lib/errors";
import { buildIcs } from "../../lib/ics";
import { renderMail } from "../../lib/mail-layout";
import { decodeOffsetCursor, nextOffsetCursor, takePage } from "../../lib/paging";
import { likeContains } from "../../lib/sql";

type Deps = Pick<AppDeps, "db" | "mailer" | "config">;

const attending = (userId: string) =>
  sql<boolean>`exists (select 1 from event_attendees ea where ea.event_id = "events"."id" and ea.user_id = ${userId})`;

/** An event with its organizer's name and avatar. */
const select = (db: Db) =>
  db
    .select({ e: events, organizerName: profiles.fullName, organizerAvatar: profiles.avatarUrl })
    .from(events)
    .leftJoin(profiles, eq(profiles.id, events.organizerId));
type Row = Awaited<ReturnType<ReturnType<typeof select>["limit"]>>[number];

interface People {
  attendees: number;
  attending: boolean;
  waiting: number;
  /** 1-based place in the queue (FIFO by created_at, then user id); 0 when not waiting. */
  place: number;
}

/**
 * Attendee and waitlist counts of these events, and the viewer's registration and place in each
 * queue: one grouped query for the whole page (event_attendees_pkey, event_waitlist_order_idx), not
 * subqueries per row (issue 9).
 */
async function peopleOf(db: Db, ids: string[], viewerId: string | null): Promise<Map<string, People>> {
  if (ids.length === 0) return new Map();
  const list = `{${ids.join(",")}}`;
  const rows = await queryRows<{ id: string; attendees: number; attending: boolean; waiting: number; place: number }>(
    db,
    sql`select e.id, coalesce(a.n, 0)::int as attendees, coalesce(a.mine, false) as attending,
               coalesce(w.n, 0)::int as waiting, coalesce(w.place, 0)::int as place
        from unnest(${list}::uuid[]) as e(id)
        left join (select event_id, count(*) as n, bool_or(user_id = ${viewerId}) as mine
                   from event_attendees where event_id = any(${list}::uuid[]) group by event_id) a on a.event_id = e.id
        left join (select event_id, count(*) as n, max(place) filter (where user_id = ${viewerId}) as place
                   from (select event_id, user_id, row_number() over (partition by event_id order by created_at, user_id) as place
                         from event_waitlist where event_id = any(${list}::uuid[])) q
                   group by event_id) w on w.event_id = e.id`,
  );
  return new Map(rows.map((r) => [r.id, { attendees: r.attendees, attending: r.attending, waiting: r.waiting, place: r.place }]));
}

const none: People = { attendees: 0, attending: false, waiting: 0, place: 0 };
const toDto = (r: Row, p: People = none): EventDto => ({
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
  attendeesCount: p.attendees,
  isAttending: p.attending,
  waitlistCount: p.waiting,
  waitlistPosition: p.place || null,
});

/** Events as the API shows them to this viewer, counts and marks in one query (peopleOf). */
async function toDtos(db: Db, rows: Row[], viewerId: string | null): Promise<EventDto[]> {
  const people = await peopleOf(
    db,
    rows.map((r) => r.e.id),
    viewerId,
  );
  return rows.map((r) => toDto(r, people.get(r.e.id)));
}

/** One page of a list read with `limit + 1` rows from a bounded offset cursor. */
async function eventPage(db: Db, rows: Row[], viewerId: string | null, offset: number, pageSize = EVENTS_PAGE_SIZE): Promise<EventListDto> {
  const { rows: page, hasMore } = takePage(rows, pageSize);
  return { events: await toDtos(db, page, viewerId), nextCursor: hasMore ? nextOffsetCursor(offset, pageSize) : null };
}

/** Upcoming events (today or later), soonest first, EVENTS_PAGE_SIZE a page (feeds ask for more). */
export async function listUpcoming(
  db: Db,
  viewer: SessionUser | null,
  filter: "all" | "featured" | "mine",
  cursor?: string,
  pageSize = EVENTS_PAGE_SIZE,
): Promise<EventListDto> {
  const offset = cursor ? decodeOffsetCursor(cursor) : 0;
  const where: SQL[] = [gte(events.eventDate, sql`current_date`)];
  if (filter === "featured") where.push(eq(events.isFeatured, true));
  if (filter === "mine") {
    if (!viewer) return { events: [], nextCursor: null };
    where.push(attending(viewer.id));
  }
  const rows = await select(db)
    .where(and(...where))
    .orderBy(asc(events.eventDate), asc(events.createdAt), asc(events.id))
    .limit(pageSize + 1)
    .offset(offset);
  return eventPage(db, rows, viewer?.id ?? null, offset, pageSize);
}

export async function getEvent(db: Db, viewer: SessionUser | null, id: string) {
  const [row] = await select(db).where(eq(events.id, id)).limit(1);
  if (!row) throw notFound("Event not found");
  const [dto] = await toDtos(db, [row], viewer?.id ?? null);
  return dto!;
}

// ---- registration and waitlist ----
//
// Every change to an event's attendees or waitlist runs in one transaction that first locks the
// event row (SELECT … FOR UPDATE, or the UPDATE of an admin edit). Changes to one event are thus
// serialized: the capacity count, the queue order and the promotion of the first waiting member
// all see the state the previous change committed (docs/decisions/016-event-waitlist.md).

const eventColumns = {
  id: events.id,
  title: events.title,
  description: events.description,
  eventDate: events.eventDate,
  eventTime: events.eventTime,
  location: events.location,
  maxAttendees: events.maxAttendees,
  isPast: sql<boolean>`${events.eventDate} < current_date`,
};
type LockedEvent = Pick<EventDto, "id" | "title" | "description" | "eventDate" | "eventTime" | "location" | "maxAttendees"> & {
  isPast: boolean;
};

async function lockEvent(tx: Db, eventId: string): Promise<LockedEvent> {
  const [ev] = await tx.select(eventColumns).from(events).where(eq(events.id, eventId)).for("update");
  if (!ev) throw notFound("Event not found");
  return ev;
}

async function seatsTaken(tx: Db, eventId: string) {
  const [row] = await tx.select({ n: count() }).from(eventAttendees).where(eq(eventAttendees.eventId, eventId));
  return row?.n ?? 0;
}

const isFull = (ev: LockedEvent, taken: number) => ev.maxAttendees !== null && taken >= ev.maxAttendees;

/** The viewer's 1-based place in the event's queue, or null. Call with the event row locked. */
async function placeInQueue(tx: Db, eventId: string, userId: string): Promise<number | null> {
  const rows = await queryRows<{ place: number }>(
    tx,
    sql`
    select count(*)::int as place from event_waitlist w join event_waitlist me on me.event_id = w.event_id and me.user_id = ${userId}
    where w.event_id = ${eventId} and (w.created_at, w.user_id) <= (me.created_at, me.user_id)`,
  );
  return Number(rows[0]?.place) || null;
}

const longDate = (isoDate: string) => {
  const [y, m, d] = isoDate.split("-").map(Number) as [number, number, number];
  return format(new Date(y, m - 1, d), "EEEE, MMMM d, yyyy");
};

/** The registration mail: a plain confirmation, or the "a seat opened up" one; both carry the .ics. */
async function mailRegistered(deps: Deps, tx: Db, ev: LockedEvent, to: string, promoted: boolean) {
  const details = [`When: ${longDate(ev.eventDate)}, ${ev.eventTime}`, `Where: ${ev.location}`];
  const cancelHint = promoted
    ? "If you can no longer come, please cancel your registration on the events page so the next person on the waitlist gets the seat."
    : "If your plans change, you can cancel your registration on the events page.";
  await deps.mailer.send(
    {
      to,
      ...renderMail(deps.config.baseUrl, {
        subject: promoted ? `A seat opened up: you are registered for ${ev.title}` : `You are registered for ${ev.title}`,
        title: promoted ? "A seat opened up" : "You are registered",
        paragraphs: [
          promoted
            ? `A seat opened up for "${ev.title}" and you were next on the waitlist, so you are now registered.`
            : `Thanks for registering for "${ev.title}".`,
          details.join("\n"),
          `The calendar file is attached. ${cancelHint}`,
        ],
        action: { label: "See your events", path: "/events" },
        footer: promoted
          ? "You receive this because you joined the waitlist for this event."
          : "You receive this because you registered for this event.",
      }),
      attachments: [
        { filename: "event.ics", contentType: "text/calendar", content: Buffer.from(eventIcs(ev, deps.config.baseUrl)).toString("base64") },
      ],
    },
    tx,
  );
}

/**
 * Gives free seats to the first waiting members (FIFO by created_at, then user id) and mails each
 * of them. Call with the event row locked, in the transaction that freed the seats. Past events
 * promote nobody. Returns the promoted user ids in queue order.
 */
async function promoteFromWaitlist(deps: Deps, tx: Db, ev: LockedEvent): Promise<string[]> {
  if (ev.isPast) return [];
  const free = ev.maxAttendees === null ? null : ev.maxAttendees - (await seatsTaken(tx, ev.id));
  if (free !== null && free <= 0) return [];
  const next = tx
    .select({ userId: eventWaitlist.userId, email: user.email })
    .from(eventWaitlist)
    .innerJoin(user, eq(user.id, eventWaitlist.userId))
    .where(eq(eventWaitlist.eventId, ev.id))
    .orderBy(asc(eventWaitlist.createdAt), asc(eventWaitlist.userId));
  const waiting = free === null ? await next : await next.limit(free);
  if (!waiting.length) return [];
  const ids = waiting.map((w) => w.userId);
  await tx
    .insert(eventAttendees)
    .values(ids.map((userId) => ({ eventId: ev.id, userId })))
    .onConflictDoNothing();
  await tx.delete(eventWaitlist).where(and(eq(eventWaitlist.eventId, ev.id), inArray(eventWaitlist.userId, ids)));
  for (const w of waiting) await mailRegistered(deps, tx, ev, w.email, true);
  return ids;
}

/** Takes a free seat (race-free: the event row is locked for the count and the insert). */
async function takeSeat(deps: Deps, tx: Db, ev: LockedEvent, viewer: SessionUser) {
  await tx.insert(eventAttendees).values({ eventId: ev.id, userId: viewer.id });
  // Nobody is both registered and waiting.
  await tx.delete(eventWaitlist).where(and(eq(eventWaitlist.eventId, ev.id), eq(eventWaitlist.userId, viewer.id)));
  await mailRegistered(deps, tx, ev, viewer.email, false);
}

async function isAttendee(tx: Db, eventId: string, userId: string) {
  const [row] = await tx
    .select({ u: eventAttendees.userId })
    .from(eventAttendees)
    .where(and(eq(eventAttendees.eventId, eventId), eq(eventAttendees.userId, userId)));
  return Boolean(row);
}

/**
 * Registers the viewer (idempotent) and mails the confirmation with the .ics. A full event refuses
 * with "This event is full"; the member may join the waitlist instead.
 */
export async function register(deps: Deps, viewer: SessionUser, eventId: string) {
  await deps.db.transaction(async (tx) => {
    const ev = await lockEvent(tx, eventId);
    if (await isAttendee(tx, eventId, viewer.id)) return;
    if (isFull(ev, await seatsTaken(tx, eventId))) throw new AppError("CONFLICT", "This event is full");
    await takeSeat(deps, tx, ev, viewer);
  });
}

/** Cancels the viewer's registration; the freed seat goes to the first waiting member. No mail to the viewer. */
export async function unregister(deps: Deps, viewer: SessionUser, eventId: string) {
  await deps.db.transaction(async (tx) => {
    const ev = await lockEvent(tx, eventId);
    const removed = await tx
      .delete(eventAttendees)
      .where(and(eq(eventAttendees.eventId, eventId), eq(eventAttendees.userId, viewer.id)))
      .returning({ u: eventAttendees.userId });
    if (removed.length) await promoteFromWaitlist(deps, tx, ev);
  });
}

/**
 * Joins the waitlist of a full, upcoming event (idempotent: answers the current place). When a
 * seat is free after all (the page was stale), the member is registered at once instead.
 */
export async function joinWaitlist(deps: Deps, viewer: SessionUser, eventId: string): Promise<WaitlistStateDto> {
  return deps.db.transaction(async (tx) => {
    const ev = await lockEvent(tx, eventId);
    if (ev.isPast) throw new AppError("CONFLICT", "This event has already taken place");
    if (await isAttendee(tx, eventId, viewer.id)) return { registered: true, waitlistPosition: null };
    const place = await placeInQueue(tx, eventId, viewer.id);
    if (place) return { registered: false, waitlistPosition: place };
    if (!isFull(ev, await seatsTaken(tx, eventId))) {
      await takeSeat(deps, tx, ev, viewer);
      return { registered: true, waitlistPosition: null };
    }
    // clock_timestamp(), not now(): inserts are serialized by the row lock, so the queue order is
    // the order in which members really joined, whenever their transactions began.
    await tx.insert(eventWaitlist).values({ eventId, userId: viewer.id, createdAt: sql`clock_timestamp()` });
    return { registered: false, waitlistPosition: await placeInQueue(tx, eventId, viewer.id) };
  });
}

export async function leaveWaitlist(deps: Deps, viewer: SessionUser, eventId: string): Promise<WaitlistStateDto> {
  return deps.db.transaction(async (tx) => {
    await lockEvent(tx, eventId);
    await tx.delete(eventWaitlist).where(and(eq(eventWaitlist.eventId, eventId), eq(eventWaitlist.userId, viewer.id)));
    return { registered: await isAttendee(tx, eventId, viewer.id), waitlistPosition: null };
  });
}

/**
 * Account deletion (DESIGN §3.18) removes the member's registrations: give each freed seat of an
 * upcoming event to its waitlist, inside the deleting transaction. Events are locked in id order so
 * two deletions cannot deadlock on each other.
 */
export async function releaseSeatsOfUser(deps: Deps, tx: Db, userId: string) {
  const held = await tx
    .select({ eventId: eventAttendees.eventId })
    .from(eventAttendees)
    .where(eq(eventAttendees.userId, userId))
    .orderBy(asc(eventAttendees.eventId));
  for (const { eventId } of held) {
    const ev = await lockEvent(tx, eventId);
    await tx.delete(eventAttendees).where(and(eq(eventAttendees.eventId, eventId), eq(eventAttendees.userId, userId)));
    await promoteFromWaitlist(deps, tx, ev);
  }
}

/**
 * .ics for an event. event_time is free text ("6:00 PM EST"): a clock time and a known US/UTC
 * abbreviation give an exact start; anything else becomes an all-day entry on the date.
 */
const ZONES: Record<string, number> = {
  UTC: 0,
  GMT: 0,
  EST: -5,
  EDT: -4,
  CST: -6,
  CDT: -5,
  MST: -7,
  MDT: -6,
  PST: -8,
  PDT: -7,
  CET: 1,
  CEST: 2,
  BST: 1,
};
export function eventIcs(e: Pick<EventDto, "id" | "title" | "description" | "eventDate" | "eventTime" | "location">, baseUrl: string) {
  const m = /(\d{1,2}:\d{2}\s*(?:AM|PM))\s*([A-Z]{2,4})?/i.exec(e.eventTime);
  const clock = m ? parseClock(m[1]!) : null;
  const zone = m?.[2]?.toUpperCase();
  const [y, mo, d] = e.eventDate.split("-").map(Number) as [number, number, number];
  const url = `${baseUrl}/events`;
  if (clock && zone && zone in ZONES) {
    const start = new Date(Date.UTC(y, mo - 1, d, clock[0] - ZONES[zone]!, clock[1]));
    return buildIcs({
      uid: `event-${e.id}@appsec.community`,
      start,
      durationMinutes: 60,
      summary: e.title,
      description: e.description,
      location: e.location,
      url,
    });
  }
  // All-day fallback (time kept in the description).
  const day = e.eventDate.replace(/-/g, "");
  return [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//AppSec Community//EN",
    "BEGIN:VEVENT",
    `UID:event-${e.id}@appsec.community`,
    `DTSTAMP:${new Date()
      .toISOString()
      .replace(/[-:]/g, "")
      .replace(/\.\d{3}/, "")}`,
    `DTSTART;VALUE=DATE:${day}`,
    `SUMMARY:${e.title.replace(/[,;\\]/g, (c) => `\\${c}`)}`,
    `DESCRIPTION:${`${e.eventTime} — ${e.description}`.replace(/[,;\\]/g, (c) => `\\${c}`).replace(/\r?\n/g, "\\n")}`,
    `LOCATION:${e.location.replace(/[,;\\]/g, (c) => `\\${c}`)}`,
    "END:VEVENT",
    "END:VCALENDAR",
    "",
  ].join("\r\n");
}

// ---- admin ----
/** Every event, latest date first, EVENTS_PAGE_SIZE a page. */
export async function adminListEvents(db: Db, search?: string, cursor?: string): Promise<EventListDto> {
  const offset = cursor ? decodeOffsetCursor(cursor) : 0;
  const like = search ? likeContains(search) : null;
  const rows = await select(db)
    .where(like ? or(ilike(events.title, like), ilike(events.description, like), ilike(events.location, like)) : undefined)
    .orderBy(desc(events.eventDate), desc(events.createdAt), desc(events.id))
    .limit(EVENTS_PAGE_SIZE + 1)
    .offset(offset);
  return eventPage(db, rows, null, offset);
}

export async function createEvent(db: Db, organizer: SessionUser, input: z.output<typeof eventInputSchema>) {
  const [row] = await db
    .insert(events)
    .values({ ...input, organizerId: organizer.id })
    .returning({ id: events.id });
  return row!;
}

/** Saves an admin edit; seats added by a higher (or removed) max_attendees go to the waitlist at once. */
export async function updateEvent(deps: Deps, id: string, input: z.output<typeof eventInputSchema>) {
  return deps.db.transaction(async (tx) => {
    // The UPDATE locks the row like lockEvent does, so no registration slips in between.
    const [ev] = await tx
      .update(events)
      .set({ ...input, updatedAt: new Date() })
      .where(eq(events.id, id))
      .returning(eventColumns);
    if (!ev) throw notFound("Event not found");
    await promoteFromWaitlist(deps, tx, ev);
    return { id: ev.id };
  });
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
