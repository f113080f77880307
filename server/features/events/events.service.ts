import { format } from "date-fns";
import { and, asc, count, desc, eq, gte, ilike, inArray, isNull, or, sql, type SQL } from "drizzle-orm";
import {
  EVENTS_PAGE_SIZE,
  isVirtualLocation,
  ONLINE_LOCATION,
  type EventDto,
  type EventListDto,
  type EventPeopleDto,
  type WaitlistStateDto,
} from "@common/events.schema";
import { paths } from "@common/paths";
import { SITE_NAME } from "@common/page-titles";
import { formatRangeInZone } from "@common/time";
import type { z } from "zod";
import type { eventInputSchema } from "@common/events.schema";
import { queryRows, type Db } from "../../db/client";
import { eventAttendees, events, eventWaitlist, profiles, user } from "../../db/schema";
import type { AppDeps, SessionUser } from "../../lib/context";
import { isAdmin } from "../../lib/authz";
import { AppError, notFound } from "../../lib/errors";
import { buildCalendar, buildIcs, icsAttachment, type IcsEvent, type IcsMethod } from "../../lib/ics";
import { toCsv } from "../../lib/csv";
import { qrPng } from "../../lib/qr";
import { checkedInAtOf } from "./check-in.service";
import { seatWithCodes } from "./check-in-codes";
import { formatCheckInCode } from "@common/event-check-in.schema";
import { renderMail } from "../../lib/mail-layout";
import { freeTextOf, parseFreeTextTime, timesOfInput, type EventTimes } from "./event-time";
import { decodeOffsetCursor, nextOffsetCursor, takePage } from "../../lib/paging";
import { likeContains } from "../../lib/sql";
import { recordStaffChange, requireStaffReason } from "../moderation/staff-action";

type Deps = Pick<AppDeps, "db" | "mailer" | "config" | "scheduler">;

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
 * subqueries per row.
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

type TimeColumns = Pick<typeof events.$inferSelect, "eventDate" | "eventTime" | "startsAt" | "endsAt" | "timeZone">;
/**
 * An event's times: its structured columns, or (a row the previous release wrote that the backfill
 * has not reached yet) its free text parsed the same way the backfill will. Null: "time needs fixing".
 */
export function timesOf(e: TimeColumns): EventTimes | null {
  if (e.startsAt && e.timeZone)
    return { startsAt: e.startsAt, endsAt: e.endsAt ?? new Date(e.startsAt.getTime() + 3_600_000), timeZone: e.timeZone };
  return parseFreeTextTime(e.eventDate, e.eventTime);
}

/**
 * An event's join link (docs/decisions/077-reminders-and-join-links.md): its meeting_url, or a place that
 * is only a link (a row the previous release wrote after migration 0043 moved the others).
 */
export const joinLinkOf = (e: { meetingUrl: string | null; location: string }) =>
  e.meetingUrl ?? (isVirtualLocation(e.location) ? e.location.trim() : null);
/** The public place: "Online" instead of a link. */
export const publicPlaceOf = (e: { location: string }) => (isVirtualLocation(e.location) ? ONLINE_LOCATION : e.location);

/** `reveal`: the viewer holds a seat, organizes the event or is an admin (the join link is theirs to see). */
const toDto = (r: Row, p: People = none, reveal = false): EventDto => {
  const t = timesOf(r.e);
  const link = joinLinkOf(r.e);
  return {
    id: r.e.id,
    title: r.e.title,
    description: r.e.description,
    eventDate: r.e.eventDate,
    eventTime: r.e.eventTime,
    startsAt: t?.startsAt.toISOString() ?? null,
    endsAt: t?.endsAt.toISOString() ?? null,
    timeZone: t?.timeZone ?? null,
    status: r.e.status,
    previousStartsAt: r.e.previousStartsAt?.toISOString() ?? null,
    timeNeedsFixing: t === null,
    createdAt: r.e.createdAt.toISOString(),
    location: publicPlaceOf(r.e),
    isOnline: link !== null,
    meetingUrl: reveal ? link : null,
    imageUrl: r.e.imageUrl,
    maxAttendees: r.e.maxAttendees,
    isFeatured: r.e.isFeatured,
    organizer: { id: r.e.organizerId, fullName: r.organizerName || "AppSec Community", avatarUrl: r.organizerAvatar ?? null },
    attendeesCount: p.attendees,
    isAttending: p.attending,
    waitlistCount: p.waiting,
    waitlistPosition: p.place || null,
  };
};

/**
 * Events as the API shows them to this viewer, counts and marks in one query (peopleOf). The join link
 * only to a viewer holding a seat, the organizer and admins (docs/decisions/077-reminders-and-join-links.md).
 */
async function toDtos(db: Db, rows: Row[], viewer: SessionUser | null): Promise<EventDto[]> {
  const people = await peopleOf(
    db,
    rows.map((r) => r.e.id),
    viewer?.id ?? null,
  );
  return rows.map((r) => {
    const p = people.get(r.e.id) ?? none;
    const reveal = viewer !== null && (p.attending || isAdmin(viewer) || r.e.organizerId === viewer.id);
    return toDto(r, p, reveal);
  });
}

/** One page of a list read with `limit + 1` rows from a bounded offset cursor. */
async function eventPage(
  db: Db,
  rows: Row[],
  viewer: SessionUser | null,
  offset: number,
  pageSize = EVENTS_PAGE_SIZE,
): Promise<EventListDto> {
  const { rows: page, hasMore } = takePage(rows, pageSize);
  return { events: await toDtos(db, page, viewer), nextCursor: hasMore ? nextOffsetCursor(offset, pageSize) : null };
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
  return eventPage(db, rows, viewer, offset, pageSize);
}

export async function getEvent(db: Db, viewer: SessionUser | null, id: string) {
  const [row] = await select(db).where(eq(events.id, id)).limit(1);
  if (!row) throw notFound("Event not found");
  const [dto] = await toDtos(db, [row], viewer);
  return dto!;
}

// ---- registration and waitlist ----
//
// Every change to an event's attendees or waitlist runs in one transaction that first locks the
// event row (SELECT … FOR UPDATE, or the UPDATE of an admin edit). Changes to one event are thus
// serialized: the capacity count, the queue order and the promotion of the first waiting member
// all see the state the previous change committed (docs/decisions/016-event-waitlist.md).

/** The locked event's columns; `isPast` by the app's clock, passed in (docs/decisions/065-one-clock.md), not SQL now(). */
const eventColumnsAt = (now: Date) => ({
  id: events.id,
  title: events.title,
  description: events.description,
  eventDate: events.eventDate,
  eventTime: events.eventTime,
  startsAt: events.startsAt,
  endsAt: events.endsAt,
  timeZone: events.timeZone,
  status: events.status,
  sequence: events.sequence,
  location: events.location,
  meetingUrl: events.meetingUrl,
  maxAttendees: events.maxAttendees,
  organizerId: events.organizerId,
  isPast: sql<boolean>`coalesce(${events.endsAt} < ${now.toISOString()}::timestamptz, ${events.eventDate} < ${now.toISOString().slice(0, 10)}::date)`,
});
type LockedEvent = Pick<EventDto, "id" | "title" | "description" | "eventDate" | "eventTime" | "location" | "maxAttendees"> &
  TimeColumns & { status: EventDto["status"]; sequence: number; isPast: boolean; organizerId: string | null; meetingUrl: string | null };

async function lockEvent(tx: Db, eventId: string, now: Date): Promise<LockedEvent> {
  const [ev] = await tx.select(eventColumnsAt(now)).from(events).where(eq(events.id, eventId)).for("update");
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

/** "Friday, May 10, 2030, 7:00 PM – 8:00 PM EDT (America/New_York)": the time in the event's own zone, named. */
export function whenText(e: TimeColumns): string {
  const t = timesOf(e);
  if (!t) return `${longDate(e.eventDate)}, ${e.eventTime}`;
  return formatRangeInZone(t.startsAt, t.endsAt, t.timeZone);
}

/** "When: …", "Where: …" and, for a seat holder of an online event, "Join link: …" (docs/decisions/077). */
export function whenWhereLines(ev: TimeColumns & { location: string; meetingUrl: string | null }, withJoinLink: boolean): string {
  const link = joinLinkOf(ev);
  return [`When: ${whenText(ev)}`, `Where: ${publicPlaceOf(ev)}`, ...(withJoinLink && link ? [`Join link: ${link}`] : [])].join("\n");
}

const UID = (id: string) => `event-${id}@appsec.community`;
const eventUrl = (baseUrl: string, id: string) => `${baseUrl}${paths.event(id)}`;

/**
 * The iTIP .ics mailed to one member about an event (RFC 5546, docs/decisions/031): REQUEST for a
 * registration or a change, CANCEL for a cancellation; one UID per event, its SEQUENCE raised on
 * every change. An event whose time needs fixing gets an all-day PUBLISH entry on its date.
 */
function eventMailAttachment(deps: Deps, ev: LockedEvent, to: { email: string; name?: string }, method: Exclude<IcsMethod, "PUBLISH">) {
  const t = timesOf(ev);
  if (!t) {
    const ics = buildCalendar(
      SITE_NAME,
      [
        {
          uid: UID(ev.id),
          sequence: ev.sequence,
          date: ev.eventDate,
          summary: ev.title,
          description: `${ev.eventTime} — ${ev.description}`,
          location: method === "REQUEST" ? (joinLinkOf(ev) ?? ev.location) : publicPlaceOf(ev),
          url: eventUrl(deps.config.baseUrl, ev.id),
        },
      ],
      deps.scheduler.now(),
    );
    return {
      filename: "event.ics",
      contentType: "text/calendar; charset=utf-8; method=PUBLISH",
      content: Buffer.from(ics).toString("base64"),
    };
  }
  const place = publicPlaceOf(ev);
  const link = method === "REQUEST" ? joinLinkOf(ev) : null;
  return icsAttachment(
    {
      uid: UID(ev.id),
      sequence: ev.sequence,
      method,
      start: t.startsAt,
      end: t.endsAt,
      summary: ev.title,
      // A seat holder's entry carries the join link (only seat holders get a REQUEST): as the location of an
      // online event, beside the place of one held at a venue too.
      description: link && place !== ONLINE_LOCATION ? `${ev.description}\n\nJoin link: ${link}` : ev.description,
      location: link && place === ONLINE_LOCATION ? link : place,
      url: eventUrl(deps.config.baseUrl, ev.id),
      organizer: { email: deps.config.teamEmail, name: SITE_NAME },
      attendees: [{ email: to.email, ...(to.name ? { name: to.name } : {}), partstat: "ACCEPTED" }],
    },
    { filename: method === "CANCEL" ? "cancel.ics" : "event.ics", now: deps.scheduler.now() },
  );
}

/** The inline QR image of a registration mail: the code as PNG (mail clients block SVG), shown by Content-ID. */
const QR_CID = "check-in-qr@appsec.community";

/**
 * The registration mail: a plain confirmation, or the "a seat opened up" one; both carry the .ics and
 * the member's check-in code with its QR image (docs/decisions/076-event-check-in.md).
 */
async function mailRegistered(deps: Deps, tx: Db, ev: LockedEvent, to: { email: string; userId: string }, promoted: boolean) {
  const [seat] = await tx
    .select({ code: eventAttendees.checkInCode })
    .from(eventAttendees)
    .where(and(eq(eventAttendees.eventId, ev.id), eq(eventAttendees.userId, to.userId)));
  const code = seat!.code;
  const cancelHint = promoted
    ? "If you can no longer come, please cancel your registration on the event's page so the next person on the waitlist gets the seat."
    : "If your plans change, you can cancel your registration on the event's page.";
  await deps.mailer.send(
    {
      to: to.email,
      ...renderMail(deps.config.baseUrl, {
        subject: promoted ? `A seat opened up: you are registered for ${ev.title}` : `You are registered for ${ev.title}`,
        title: promoted ? "A seat opened up" : "You are registered",
        paragraphs: [
          promoted
            ? `A seat opened up for "${ev.title}" and you were next on the waitlist, so you are now registered.`
            : `Thanks for registering for "${ev.title}".`,
          whenWhereLines(ev, true),
          `Your check-in code: ${formatCheckInCode(code)}\nShow the QR code below (or say the code) at the door.`,
          `The calendar file is attached. ${cancelHint}`,
        ],
        image: { cid: QR_CID, alt: `QR code of your check-in code ${formatCheckInCode(code)}`, width: 200 },
        action: { label: "See the event", path: paths.event(ev.id) },
        footer: promoted
          ? "You receive this because you joined the waitlist for this event."
          : "You receive this because you registered for this event.",
      }),
      attachments: [
        eventMailAttachment(deps, ev, { email: to.email }, "REQUEST"),
        { filename: "check-in-code.png", contentType: "image/png", content: (await qrPng(code)).toString("base64"), cid: QR_CID },
      ],
    },
    tx,
  );
}

/**
 * Gives free seats to the first waiting members (FIFO by created_at, then user id) and mails each
 * of them. Call with the event row locked, in the transaction that freed the seats. Past and
 * cancelled events promote nobody. Returns the promoted user ids in queue order.
 */
async function promoteFromWaitlist(deps: Deps, tx: Db, ev: LockedEvent): Promise<string[]> {
  if (ev.isPast || ev.status === "cancelled") return [];
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
  // Each with a code of its own, drawn again when taken (docs/decisions/087).
  await seatWithCodes(tx, ev.id, ids);
  await tx.delete(eventWaitlist).where(and(eq(eventWaitlist.eventId, ev.id), inArray(eventWaitlist.userId, ids)));
  for (const w of waiting) await mailRegistered(deps, tx, ev, { email: w.email, userId: w.userId }, true);
  return ids;
}

/** Takes a free seat (race-free: the event row is locked for the count and the insert). */
async function takeSeat(deps: Deps, tx: Db, ev: LockedEvent, viewer: SessionUser) {
  // A code of its own, drawn again when another attendee holds it (docs/decisions/087).
  await seatWithCodes(tx, ev.id, [viewer.id]);
  // Nobody is both registered and waiting.
  await tx.delete(eventWaitlist).where(and(eq(eventWaitlist.eventId, ev.id), eq(eventWaitlist.userId, viewer.id)));
  await mailRegistered(deps, tx, ev, { email: viewer.email, userId: viewer.id }, false);
}

async function isAttendee(tx: Db, eventId: string, userId: string) {
  const [row] = await tx
    .select({ u: eventAttendees.userId })
    .from(eventAttendees)
    .where(and(eq(eventAttendees.eventId, eventId), eq(eventAttendees.userId, userId)));
  return Boolean(row);
}

const CANCELLED = "This event has been cancelled";

/**
 * Registers the viewer (idempotent) and mails the confirmation with the .ics. A full event refuses
 * with "This event is full"; the member may join the waitlist instead.
 */
export async function register(deps: Deps, viewer: SessionUser, eventId: string) {
  await deps.db.transaction(async (tx) => {
    const ev = await lockEvent(tx, eventId, deps.scheduler.now());
    if (await isAttendee(tx, eventId, viewer.id)) return;
    if (ev.status === "cancelled") throw new AppError("CONFLICT", CANCELLED);
    if (isFull(ev, await seatsTaken(tx, eventId))) throw new AppError("CONFLICT", "This event is full");
    await takeSeat(deps, tx, ev, viewer);
  });
}

/**
 * Cancels the viewer's registration; the freed seat goes to the first waiting member. The viewer gets
 * an iTIP CANCEL for the event's UID (docs/decisions/072-event-itip.md): the event's SEQUENCE is
 * raised first, so the CANCEL is above every REQUEST they hold and a later registration's REQUEST
 * (same SEQUENCE, later DTSTAMP) is applied over it again.
 */
export async function unregister(deps: Deps, viewer: SessionUser, eventId: string) {
  await deps.db.transaction(async (tx) => {
    const locked = await lockEvent(tx, eventId, deps.scheduler.now());
    const removed = await tx
      .delete(eventAttendees)
      .where(and(eq(eventAttendees.eventId, eventId), eq(eventAttendees.userId, viewer.id)))
      .returning({ u: eventAttendees.userId });
    if (!removed.length) return;
    let ev = locked;
    if (!locked.isPast && locked.status !== "cancelled") {
      const [raised] = await tx
        .update(events)
        .set({ sequence: sql`${events.sequence} + 1` })
        .where(eq(events.id, eventId))
        .returning(eventColumnsAt(deps.scheduler.now()));
      ev = raised!;
      await mailUnregistered(deps, tx, ev, { email: viewer.email, name: viewer.name });
    }
    await promoteFromWaitlist(deps, tx, ev);
  });
}

/** The unregistration mail: a confirmation carrying METHOD:CANCEL, which removes the entry from the member's calendar. */
async function mailUnregistered(deps: Deps, tx: Db, ev: LockedEvent, to: { email: string; name?: string | null }) {
  await deps.mailer.send(
    {
      to: to.email,
      ...renderMail(deps.config.baseUrl, {
        subject: `Registration cancelled: ${ev.title}`,
        title: "Registration cancelled",
        paragraphs: [
          `You are no longer registered for "${ev.title}" (${whenText(ev)}).`,
          "The attached file removes it from your calendar. You can register again on the event's page while seats remain.",
        ],
        action: { label: "See the event", path: paths.event(ev.id) },
        footer: "You receive this because you cancelled your registration for this event.",
      }),
      attachments: [eventMailAttachment(deps, ev, { email: to.email, ...(to.name ? { name: to.name } : {}) }, "CANCEL")],
    },
    tx,
  );
}

/**
 * A waitlist mail (docs/decisions/072-event-itip.md): plain, no .ics, since a waiting member holds no
 * seat and so no calendar entry until promoted. "joined": the confirmation with the place in the
 * queue; "left": the confirmation of leaving.
 */
async function mailWaitlist(deps: Deps, tx: Db, ev: LockedEvent, to: string, kind: "joined" | "left", place: number | null) {
  await deps.mailer.send(
    {
      to,
      ...renderMail(deps.config.baseUrl, {
        subject: kind === "joined" ? `You are on the waitlist for ${ev.title}` : `You left the waitlist for ${ev.title}`,
        title: kind === "joined" ? "You are on the waitlist" : "You left the waitlist",
        paragraphs:
          kind === "joined"
            ? [
                `"${ev.title}" is full, so you joined its waitlist.`,
                `Your place on the waitlist: ${place}.`,
                whenWhereLines(ev, false),
                "When a seat opens up, the first member on the waitlist is registered and gets a mail with the calendar file. Until then this event is not in your calendar.",
              ]
            : [`You are no longer on the waitlist for "${ev.title}" (${whenText(ev)}).`],
        action: { label: "See the event", path: paths.event(ev.id) },
        footer:
          kind === "joined"
            ? "You receive this because you joined the waitlist for this event."
            : "You receive this because you left the waitlist for this event.",
      }),
    },
    tx,
  );
}

/**
 * Joins the waitlist of a full, upcoming event (idempotent: answers the current place). When a
 * seat is free after all (the page was stale), the member is registered at once instead.
 */
export async function joinWaitlist(deps: Deps, viewer: SessionUser, eventId: string): Promise<WaitlistStateDto> {
  return deps.db.transaction(async (tx) => {
    const ev = await lockEvent(tx, eventId, deps.scheduler.now());
    if (ev.isPast) throw new AppError("CONFLICT", "This event has already taken place");
    if (ev.status === "cancelled") throw new AppError("CONFLICT", CANCELLED);
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
    const joined = await placeInQueue(tx, eventId, viewer.id);
    await mailWaitlist(deps, tx, ev, viewer.email, "joined", joined);
    return { registered: false, waitlistPosition: joined };
  });
}

/** Leaves the waitlist (idempotent); a member who really left gets a plain confirmation (no .ics: they held no entry). */
export async function leaveWaitlist(deps: Deps, viewer: SessionUser, eventId: string): Promise<WaitlistStateDto> {
  return deps.db.transaction(async (tx) => {
    const ev = await lockEvent(tx, eventId, deps.scheduler.now());
    const left = await tx
      .delete(eventWaitlist)
      .where(and(eq(eventWaitlist.eventId, eventId), eq(eventWaitlist.userId, viewer.id)))
      .returning({ u: eventWaitlist.userId });
    if (left.length) await mailWaitlist(deps, tx, ev, viewer.email, "left", null);
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
    const ev = await lockEvent(tx, eventId, deps.scheduler.now());
    await tx.delete(eventAttendees).where(and(eq(eventAttendees.eventId, eventId), eq(eventAttendees.userId, userId)));
    await promoteFromWaitlist(deps, tx, ev);
  }
}

/**
 * The public .ics download of an event (METHOD:PUBLISH, the event's UID and SEQUENCE, STATUS
 * CANCELLED once cancelled); an event whose time needs fixing is an all-day entry on its date.
 */
export function eventIcs(
  e: Pick<EventDto, "id" | "title" | "description" | "eventDate" | "eventTime" | "location"> &
    Partial<Pick<EventDto, "startsAt" | "endsAt" | "timeZone" | "status">> & { sequence?: number },
  baseUrl: string,
  now: Date,
) {
  const t = timesOf({
    eventDate: e.eventDate,
    eventTime: e.eventTime,
    startsAt: e.startsAt ? new Date(e.startsAt) : null,
    endsAt: e.endsAt ? new Date(e.endsAt) : null,
    timeZone: e.timeZone ?? null,
  });
  const common = {
    uid: UID(e.id),
    sequence: e.sequence ?? 0,
    summary: e.title,
    location: e.location,
    url: eventUrl(baseUrl, e.id),
    status: e.status === "cancelled" ? ("CANCELLED" as const) : ("CONFIRMED" as const),
  };
  if (!t) return buildCalendar(SITE_NAME, [{ ...common, date: e.eventDate, description: `${e.eventTime} — ${e.description}` }], now);
  const ev: IcsEvent = { ...common, method: "PUBLISH", start: t.startsAt, end: t.endsAt, description: e.description };
  return buildIcs(ev, now);
}

/** The event as its public .ics (with the SEQUENCE the registrants' calendars hold). */
export async function publicEventIcs(db: Db, id: string, baseUrl: string, now: Date) {
  const [row] = await db.select().from(events).where(eq(events.id, id)).limit(1);
  if (!row) throw notFound("Event not found");
  const dto = toDto({ e: row, organizerName: null, organizerAvatar: null });
  return eventIcs({ ...dto, sequence: row.sequence }, baseUrl, now);
}

// ---- admin ----
/** Every event, latest date first, EVENTS_PAGE_SIZE a page; `needsFixing`: only those whose time did not parse. */
export async function adminListEvents(
  db: Db,
  viewer: SessionUser,
  search?: string,
  cursor?: string,
  needsFixing = false,
): Promise<EventListDto> {
  const offset = cursor ? decodeOffsetCursor(cursor) : 0;
  const like = search ? likeContains(search) : null;
  const where: SQL[] = [];
  if (like) where.push(or(ilike(events.title, like), ilike(events.description, like), ilike(events.location, like))!);
  // events_time_unset_idx
  if (needsFixing) where.push(isNull(events.startsAt));
  const rows = await select(db)
    .where(where.length ? and(...where) : undefined)
    .orderBy(desc(events.eventDate), desc(events.createdAt), desc(events.id))
    .limit(EVENTS_PAGE_SIZE + 1)
    .offset(offset);
  // The admin's list: every join link (admins see them).
  return eventPage(db, rows, viewer, offset);
}

type EventInputOut = z.output<typeof eventInputSchema>;
/** The columns of an admin's input: the instants, and the previous release's free-text pair beside them. */
function columnsOf(input: EventInputOut) {
  const { startTime: _s, endTime: _e, endDate: _d, timeZone: _z, meetingUrl, ...rest } = input;
  const times = timesOfInput(input);
  // A place that is only a link is the join link, kept off the public place (docs/decisions/077).
  const placeIsLink = isVirtualLocation(rest.location);
  const link = meetingUrl ?? (placeIsLink ? rest.location.trim() : meetingUrl);
  return {
    ...rest,
    location: placeIsLink ? ONLINE_LOCATION : rest.location,
    // Absent (a client that does not know the field): the join link stays as it is.
    ...(link !== undefined ? { meetingUrl: link } : {}),
    startsAt: times.startsAt,
    endsAt: times.endsAt,
    timeZone: times.timeZone,
    eventTime: freeTextOf(times),
  };
}

export async function createEvent(db: Db, organizer: SessionUser, input: EventInputOut) {
  const [row] = await db
    .insert(events)
    .values({ ...columnsOf(input), organizerId: organizer.id })
    .returning({ id: events.id });
  return row!;
}

/** Everyone to tell about an event: its attendees and its waitlist. */
async function peopleToTell(tx: Db, eventId: string) {
  const [attending, waiting] = await Promise.all([
    tx
      .select({ email: user.email, name: user.name })
      .from(eventAttendees)
      .innerJoin(user, eq(user.id, eventAttendees.userId))
      .where(eq(eventAttendees.eventId, eventId))
      .orderBy(asc(eventAttendees.createdAt), asc(eventAttendees.userId)),
    tx
      .select({ email: user.email, name: user.name })
      .from(eventWaitlist)
      .innerJoin(user, eq(user.id, eventWaitlist.userId))
      .where(eq(eventWaitlist.eventId, eventId))
      .orderBy(asc(eventWaitlist.createdAt), asc(eventWaitlist.userId)),
  ]);
  return [...attending.map((p) => ({ ...p, waiting: false })), ...waiting.map((p) => ({ ...p, waiting: true }))];
}

/**
 * Mails each attendee and waiting member the change or the cancellation, in `tx` (the outbox: once
 * each; docs/decisions/072-event-itip.md). Attendees get an iTIP REQUEST (change) or CANCEL. A waiting
 * member holds no seat and so no calendar entry: a change reaches them as a plain mail with their
 * place in the queue, no .ics; a cancellation carries the CANCEL (it removes an entry that a mail
 * from before decision 072 may have left, and a calendar ignores it otherwise). `deleted`: the event's
 * page is going, so the mail links to the events list's "cancelled" notice instead.
 */
async function mailChange(
  deps: Deps,
  tx: Db,
  ev: LockedEvent,
  kind: "changed" | "cancelled",
  opts: { before?: { when: string; where: string }; reason?: string; deleted?: boolean } = {},
) {
  const { before, reason, deleted } = opts;
  const people = await peopleToTell(tx, ev.id);
  let place = 0;
  for (const p of people) {
    if (p.waiting) place += 1;
    const paragraphs =
      kind === "cancelled"
        ? [
            `"${ev.title}" (${whenText(ev)}) has been cancelled.`,
            ...(reason ? [`The organizers' reason:\n${reason}`] : []),
            p.waiting
              ? "You were on the waitlist, so you held no seat. We are sorry for the change of plans."
              : "The attached file removes it from your calendar. We are sorry for the change of plans.",
          ]
        : [
            `"${ev.title}" has changed.`,
            whenWhereLines(ev, !p.waiting),
            ...(before ? [["Before:", `When: ${before.when}`, `Where: ${before.where}`].join("\n")] : []),
            p.waiting
              ? `You are on the waitlist (place ${place}), so this event is not in your calendar yet: when a seat opens up for you, you are registered and get the calendar file.`
              : "The attached file updates the entry in your calendar.",
          ];
    const ics = kind === "cancelled" || !p.waiting;
    await deps.mailer.send(
      {
        to: p.email,
        ...renderMail(deps.config.baseUrl, {
          subject: kind === "cancelled" ? `Cancelled: ${ev.title}` : `Updated: ${ev.title}`,
          title: kind === "cancelled" ? "Event cancelled" : "Event updated",
          paragraphs,
          action: deleted ? { label: "See upcoming events", path: cancelledNotice } : { label: "See the event", path: paths.event(ev.id) },
          footer: p.waiting
            ? "You receive this because you joined the waitlist for this event."
            : "You receive this because you registered for this event.",
        }),
        ...(ics
          ? {
              attachments: [eventMailAttachment(deps, ev, { email: p.email, name: p.name }, kind === "cancelled" ? "CANCEL" : "REQUEST")],
            }
          : {}),
      },
      tx,
    );
  }
  return people.length;
}

/**
 * Where a deleted event's mail links: the events list with its "this event was cancelled" notice
 * (docs/decisions/072-event-itip.md), since the event's own page answers 404 once the row is gone.
 */
export const cancelledNotice = `${paths.events}?cancelled=1`;

const sameInstant = (a: Date | null, b: Date | null) => (a?.getTime() ?? null) === (b?.getTime() ?? null);

/**
 * Saves an admin edit. A changed time or place raises the SEQUENCE and mails every attendee and
 * waiting member an updated .ics (docs/decisions/031); a changed start marks the event rescheduled.
 * Seats added by a higher (or removed) max_attendees go to the waitlist at once.
 */
export async function updateEvent(deps: Deps, id: string, input: EventInputOut) {
  return deps.db.transaction(async (tx) => {
    const old = await lockEvent(tx, id, deps.scheduler.now());
    if (old.status === "cancelled") throw new AppError("CONFLICT", `${CANCELLED}; create a new event instead`);
    const cols = columnsOf(input);
    const oldTimes = timesOf(old);
    const timeChanged = !oldTimes || !sameInstant(oldTimes.startsAt, cols.startsAt) || !sameInstant(oldTimes.endsAt, cols.endsAt);
    const startChanged = !oldTimes || !sameInstant(oldTimes.startsAt, cols.startsAt);
    const placeChanged =
      old.location.trim() !== cols.location.trim() || (cols.meetingUrl !== undefined && (cols.meetingUrl ?? null) !== joinLinkOf(old));
    const changed = timeChanged || placeChanged;
    const [ev] = await tx
      .update(events)
      .set({
        ...cols,
        updatedAt: deps.scheduler.now(),
        ...(changed ? { sequence: sql`${events.sequence} + 1` } : {}),
        // schema.org EventRescheduled with previousStartDate: only for a start that was known.
        ...(startChanged && oldTimes ? { status: "rescheduled" as const, previousStartsAt: oldTimes.startsAt } : {}),
      })
      .where(eq(events.id, id))
      .returning(eventColumnsAt(deps.scheduler.now()));
    if (!ev) throw notFound("Event not found");
    if (changed && !ev.isPast) await mailChange(deps, tx, ev, "changed", { before: { when: whenText(old), where: publicPlaceOf(old) } });
    await promoteFromWaitlist(deps, tx, ev);
    return { id: ev.id };
  });
}

/** The staff-log row and the organizer's mail of an admin's cancel or delete (docs/decisions/057), in `tx`. */
async function recordEventChange(deps: Deps, tx: Db, actor: SessionUser, ev: LockedEvent, kind: "cancel" | "delete", reason: string) {
  const done = kind === "cancel" ? "cancelled" : "deleted";
  await recordStaffChange(deps, tx, {
    actor,
    action: kind === "cancel" ? "event.cancel" : "event.delete",
    targetType: "event",
    targetId: ev.id,
    targetName: ev.title,
    targetLink: paths.event(ev.id),
    before: { status: ev.status },
    after: kind === "cancel" ? { status: "cancelled" } : null,
    reason,
    memberId: ev.organizerId,
    mail: {
      subject: `An admin ${done} your event "${ev.title}"`,
      paragraphs: [
        kind === "cancel"
          ? `An admin cancelled your event "${ev.title}" (${whenText(ev)}). Its page stays, marked as cancelled; its attendees and waitlist were told.`
          : `An admin deleted your event "${ev.title}" (${whenText(ev)}).`,
      ],
      ...(kind === "cancel" ? { action: { label: "See the event", path: paths.event(ev.id) } } : {}),
    },
  });
}

/**
 * Cancels an event, with a reason: it stays on its page as cancelled (schema.org EventCancelled),
 * registration closes, and every attendee and waiting member gets a METHOD:CANCEL mail with a raised
 * SEQUENCE and the reason. One staff-log row and the organizer's mail commit with it
 * (docs/decisions/057). Cancelling again does nothing (no second mail, no second row).
 */
export async function cancelEvent(deps: Deps, actor: SessionUser, id: string, reasonInput: string | undefined) {
  const reason = requireStaffReason(reasonInput);
  return deps.db.transaction(async (tx) => {
    const old = await lockEvent(tx, id, deps.scheduler.now());
    if (old.status === "cancelled") return { id, mailed: 0 };
    const [ev] = await tx
      .update(events)
      .set({ status: "cancelled", sequence: sql`${events.sequence} + 1`, updatedAt: deps.scheduler.now() })
      .where(eq(events.id, id))
      .returning(eventColumnsAt(deps.scheduler.now()));
    const mailed = ev!.isPast ? 0 : await mailChange(deps, tx, ev!, "cancelled", { reason });
    await recordEventChange(deps, tx, actor, old, "cancel", reason);
    return { id, mailed };
  });
}

/**
 * Deletes an event, with a reason; an upcoming one not yet cancelled tells its people first
 * (METHOD:CANCEL with the reason). The staff-log row and the organizer's mail are in the same
 * transaction (docs/decisions/057).
 */
export async function deleteEvent(deps: Deps, actor: SessionUser, id: string, reasonInput: string | undefined) {
  const reason = requireStaffReason(reasonInput);
  await deps.db.transaction(async (tx) => {
    const old = await lockEvent(tx, id, deps.scheduler.now());
    if (old.status !== "cancelled" && !old.isPast) {
      const [ev] = await tx
        .update(events)
        .set({ status: "cancelled", sequence: sql`${events.sequence} + 1` })
        .where(eq(events.id, id))
        .returning(eventColumnsAt(deps.scheduler.now()));
      await mailChange(deps, tx, ev!, "cancelled", { reason, deleted: true });
    }
    await recordEventChange(deps, tx, actor, old, "delete", reason);
    await tx.delete(events).where(eq(events.id, id));
  });
}

/** The attendees (registration order) and the waitlist (queue order) of an event, for the admin. */
export async function eventPeople(db: Db, id: string): Promise<EventPeopleDto> {
  const [exists] = await db.select({ id: events.id }).from(events).where(eq(events.id, id)).limit(1);
  if (!exists) throw notFound("Event not found");
  const person = (t: typeof eventAttendees | typeof eventWaitlist) =>
    db
      .select({ userId: t.userId, fullName: profiles.fullName, name: user.name, email: user.email, at: t.createdAt })
      .from(t)
      .innerJoin(user, eq(user.id, t.userId))
      .leftJoin(profiles, eq(profiles.id, t.userId))
      .where(eq(t.eventId, id))
      .orderBy(asc(t.createdAt), asc(t.userId));
  const [attending, waiting] = await Promise.all([person(eventAttendees), person(eventWaitlist)]);
  const dto = (r: Awaited<ReturnType<typeof person>>[number]) => ({
    userId: r.userId,
    fullName: r.fullName || r.name,
    email: r.email,
    registeredAt: r.at.toISOString(),
  });
  return { attendees: attending.map(dto), waitlist: waiting.map((r, i) => ({ ...dto(r), place: i + 1 })) };
}

/**
 * The attendees and waitlist as CSV (cells guarded against formula injection by toCsv), with the
 * attendance recorded at the door (docs/decisions/076-event-check-in.md): "Checked in at" is empty
 * for a registration nobody checked in and for the waitlist.
 */
export async function attendeesCsv(db: Db, id: string): Promise<string> {
  const [{ attendees, waitlist }, checkedIn] = await Promise.all([eventPeople(db, id), checkedInAtOf(db, id)]);
  return toCsv(
    ["Name", "Email", "Status", "Waitlist place", "Since", "Checked in at"],
    [
      ...attendees.map((p) => [p.fullName, p.email, "registered", "", p.registeredAt, checkedIn.get(p.userId)?.toISOString() ?? ""]),
      ...waitlist.map((p) => [p.fullName, p.email, "waitlist", p.place, p.registeredAt, ""]),
    ],
  );
}

/**
 * Fills the structured times of events the previous release wrote (free text), where the text
 * parses; a time without a zone is read in the organizer's profile zone. Idempotent: only rows with
 * no start are read, and a row that does not parse stays listed for an admin ("time needs fixing").
 * Runs as a scheduled task, so rows the previous release writes during the rollout are caught too.
 */
export async function backfillEventTimes(db: Db, batch = 500): Promise<{ parsed: number; unparsed: number }> {
  const rows = await db
    .select({ id: events.id, eventDate: events.eventDate, eventTime: events.eventTime, zone: profiles.timezone })
    .from(events)
    .leftJoin(profiles, eq(profiles.id, events.organizerId))
    .where(isNull(events.startsAt))
    .orderBy(asc(events.createdAt), asc(events.id))
    .limit(batch);
  let parsed = 0;
  for (const r of rows) {
    // A profile's default "UTC" is no choice of the organizer's: a bare clock time then stays unparsed.
    const t = parseFreeTextTime(r.eventDate, r.eventTime, r.zone && r.zone !== "UTC" ? r.zone : null);
    if (!t) continue;
    const done = await db
      .update(events)
      .set({ startsAt: t.startsAt, endsAt: t.endsAt, timeZone: t.timeZone })
      .where(and(eq(events.id, r.id), isNull(events.startsAt)))
      .returning({ id: events.id });
    parsed += done.length;
  }
  return { parsed, unparsed: rows.length - parsed };
}

// ---- pages, sitemap and feeds ----
/** One event as a visitor sees it (its page's head and JSON-LD). */
export async function publicEvent(db: Db, id: string) {
  const [row] = await select(db).where(eq(events.id, id)).limit(1);
  if (!row) throw notFound("Event not found");
  // With its counts: the JSON-LD offer's availability follows the seats taken (docs/decisions/072-event-itip.md).
  const [dto] = await toDtos(db, [row], null);
  return dto!;
}

export async function countEvents(db: Db) {
  const [row] = await db.select({ n: count() }).from(events);
  return row?.n ?? 0;
}

/** Event URLs for the sitemap (events_created_idx), with their last change. */
export function eventIds(db: Db, offset: number, limit: number) {
  return db
    .select({ id: events.id, updatedAt: events.updatedAt })
    .from(events)
    .orderBy(asc(events.createdAt), asc(events.id))
    .limit(limit)
    .offset(offset);
}

/** The newest published events (feeds date items by publication, not by the event's day). */
export async function newestEvents(db: Db, limit: number): Promise<EventDto[]> {
  const rows = await select(db).orderBy(desc(events.createdAt), desc(events.id)).limit(limit);
  return rows.map((r) => toDto(r));
}

/** Upcoming public, non-cancelled events with a known time, soonest first (events_starts_idx), for /events.ics. */
export async function upcomingCalendarEvents(db: Db, now: Date, limit: number) {
  const rows = await select(db)
    .where(
      and(sql`${events.status} <> 'cancelled'`, sql`coalesce(${events.endsAt}, ${events.startsAt}) > ${now.toISOString()}::timestamptz`),
    )
    .orderBy(asc(events.startsAt), asc(events.id))
    .limit(limit);
  return rows.map((r) => ({ ...toDto(r), sequence: r.e.sequence }));
}

/** When an event starts, as in its .ics: the exact instant when known, else the day. */
export function eventStart(eventDate: string, eventTime: string): { start: Date } | { date: string } {
  const t = parseFreeTextTime(eventDate, eventTime);
  return t ? { start: t.startsAt } : { date: eventDate };
}
