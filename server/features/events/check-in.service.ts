import { and, asc, count, eq, isNotNull, isNull } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import {
  formatCheckInCode,
  type CheckInAttendeeDto,
  type CheckInFigures,
  type CheckInListDto,
  type CheckInResultDto,
  type MyCheckInDto,
} from "@common/event-check-in.schema";
import { paths } from "@common/paths";
import type { Db } from "../../db/client";
import { eventAttendees, events, eventWaitlist, profiles, user } from "../../db/schema";
import type { AppDeps, SessionUser } from "../../lib/context";
import { AppError, notFound } from "../../lib/errors";
import { qrSvg } from "../../lib/qr";
import { requireStaffReason } from "../moderation/staff-action";
import { recordStaffAction } from "../moderation/staff-log";

// Check-in at the door (docs/decisions/076-event-check-in.md). A registration (event_attendees: a held
// seat) carries its code from the column's default; attendance is checked_in_at/checked_in_by, written
// by one conditional UPDATE so two devices at the door cannot both record it.

type Deps = Pick<AppDeps, "db" | "scheduler">;

const checker = alias(user, "checker");

/** The door list's rows (event_attendees_pkey for the event, event_attendees_code_idx for one code). */
const attendeeRows = (db: Db) =>
  db
    .select({
      userId: eventAttendees.userId,
      fullName: profiles.fullName,
      name: user.name,
      code: eventAttendees.checkInCode,
      registeredAt: eventAttendees.createdAt,
      checkedInAt: eventAttendees.checkedInAt,
      checkedInBy: checker.name,
    })
    .from(eventAttendees)
    .innerJoin(user, eq(user.id, eventAttendees.userId))
    .leftJoin(profiles, eq(profiles.id, eventAttendees.userId))
    .leftJoin(checker, eq(checker.id, eventAttendees.checkedInBy));
type AttendeeRow = Awaited<ReturnType<ReturnType<typeof attendeeRows>["where"]>>[number];

const toDto = (r: AttendeeRow): CheckInAttendeeDto => ({
  userId: r.userId,
  fullName: r.fullName || r.name,
  code: r.code,
  registeredAt: r.registeredAt.toISOString(),
  checkedInAt: r.checkedInAt?.toISOString() ?? null,
  checkedInBy: r.checkedInAt ? (r.checkedInBy ?? "a former staff member") : null,
});

async function eventOf(db: Db, eventId: string) {
  const [ev] = await db
    .select({ id: events.id, title: events.title, timeZone: events.timeZone, status: events.status })
    .from(events)
    .where(eq(events.id, eventId))
    .limit(1);
  if (!ev) throw notFound("Event not found");
  return ev;
}

/** Seats held and attendance recorded for one event (one grouped read of its registrations). */
export async function checkInFigures(db: Db, eventId: string): Promise<CheckInFigures> {
  const [row] = await db
    .select({ registered: count(), checkedIn: count(eventAttendees.checkedInAt) })
    .from(eventAttendees)
    .where(eq(eventAttendees.eventId, eventId));
  return { registered: row?.registered ?? 0, checkedIn: row?.checkedIn ?? 0 };
}

/** The door list of an event: every registration (not the waitlist) in registration order, with the figures. */
export async function checkInList(db: Db, eventId: string): Promise<CheckInListDto> {
  const ev = await eventOf(db, eventId);
  const rows = await attendeeRows(db)
    .where(eq(eventAttendees.eventId, eventId))
    .orderBy(asc(eventAttendees.createdAt), asc(eventAttendees.userId));
  const attendees = rows.map(toDto);
  return {
    event: { id: ev.id, title: ev.title, timeZone: ev.timeZone },
    registered: attendees.length,
    checkedIn: attendees.filter((a) => a.checkedInAt).length,
    attendees,
  };
}

/** "18:05" in the event's own zone (where the door is), or "18:05 UTC" when the event has none. */
function clockTime(at: Date, timeZone: string | null) {
  const hhmm = new Intl.DateTimeFormat("en-GB", {
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
    timeZone: timeZone ?? "UTC",
  }).format(at);
  return timeZone ? hhmm : `${hhmm} UTC`;
}

const unknownCode = (code: string) =>
  notFound(
    `No registration for this event has the code ${formatCheckInCode(code)}. Check the code; a member on the waitlist has no code until a seat opens up for them.`,
  );

async function oneAttendee(db: Db, eventId: string, code: string) {
  const [row] = await attendeeRows(db)
    .where(and(eq(eventAttendees.eventId, eventId), eq(eventAttendees.checkInCode, code)))
    .limit(1);
  return row;
}

/**
 * Records that the holder of `code` came in. One conditional UPDATE (checked_in_at IS NULL): of two
 * devices checking the same code at once exactly one writes; the other is told who did it and when
 * (409). An unknown code (or a waiting member's, who has none) answers 404.
 */
export async function checkIn(deps: Deps, actor: SessionUser, eventId: string, code: string): Promise<CheckInResultDto> {
  const ev = await eventOf(deps.db, eventId);
  if (ev.status === "cancelled") throw new AppError("CONFLICT", "This event has been cancelled");
  const done = await deps.db
    .update(eventAttendees)
    .set({ checkedInAt: deps.scheduler.now(), checkedInBy: actor.id })
    .where(and(eq(eventAttendees.eventId, eventId), eq(eventAttendees.checkInCode, code), isNull(eventAttendees.checkedInAt)))
    .returning({ userId: eventAttendees.userId });
  const row = await oneAttendee(deps.db, eventId, code);
  if (!row) throw unknownCode(code);
  if (!done.length) {
    const a = toDto(row);
    throw new AppError(
      "CONFLICT",
      `${a.fullName} was already checked in at ${clockTime(row.checkedInAt!, ev.timeZone)} by ${a.checkedInBy}.`,
    );
  }
  return { attendee: toDto(row), ...(await checkInFigures(deps.db, eventId)) };
}

/**
 * Undoes a check-in (a mistaken tap), with a reason: the same kind of conditional UPDATE, and a
 * staff-log row in its transaction (docs/decisions/057). Not checked in → 409; unknown code → 404.
 */
export async function undoCheckIn(
  deps: Deps,
  actor: SessionUser,
  eventId: string,
  code: string,
  reasonInput: string | undefined,
): Promise<CheckInResultDto> {
  const reason = requireStaffReason(reasonInput);
  const ev = await eventOf(deps.db, eventId);
  await deps.db.transaction(async (tx) => {
    const [before] = await tx
      .update(eventAttendees)
      .set({ checkedInAt: null, checkedInBy: null })
      .where(and(eq(eventAttendees.eventId, eventId), eq(eventAttendees.checkInCode, code), isNotNull(eventAttendees.checkedInAt)))
      .returning({ userId: eventAttendees.userId });
    if (!before) {
      const row = await oneAttendee(tx, eventId, code);
      if (!row) throw unknownCode(code);
      throw new AppError("CONFLICT", `${toDto(row).fullName} is not checked in.`);
    }
    await recordStaffAction(tx, {
      actor: { id: actor.id, name: actor.name },
      action: "event.check_in_undo",
      targetType: "event",
      targetId: eventId,
      targetName: ev.title,
      targetLink: paths.event(eventId),
      before: { userId: before.userId, checkedIn: true },
      after: { userId: before.userId, checkedIn: false },
      reason,
    });
  });
  const row = await oneAttendee(deps.db, eventId, code);
  if (!row) throw unknownCode(code);
  return { attendee: toDto(row), ...(await checkInFigures(deps.db, eventId)) };
}

/** The viewer's own code for an event and its QR (SVG); 404 unless they hold a seat (a waiting member has none yet). */
export async function myCheckIn(db: Db, viewer: SessionUser, eventId: string): Promise<MyCheckInDto> {
  const [row] = await db
    .select({ code: eventAttendees.checkInCode, checkedInAt: eventAttendees.checkedInAt })
    .from(eventAttendees)
    .where(and(eq(eventAttendees.eventId, eventId), eq(eventAttendees.userId, viewer.id)))
    .limit(1);
  if (!row) {
    const [waiting] = await db
      .select({ u: eventWaitlist.userId })
      .from(eventWaitlist)
      .where(and(eq(eventWaitlist.eventId, eventId), eq(eventWaitlist.userId, viewer.id)))
      .limit(1);
    throw notFound(
      waiting
        ? "You are on the waitlist: your check-in code comes with your seat."
        : "You are not registered for this event, so you have no check-in code.",
    );
  }
  return { code: row.code, checkedInAt: row.checkedInAt?.toISOString() ?? null, qrSvg: qrSvg(row.code) };
}

/** Attendance of an event's registrations, by user id (the attendee CSV). */
export async function checkedInAtOf(db: Db, eventId: string): Promise<Map<string, Date | null>> {
  const rows = await db
    .select({ userId: eventAttendees.userId, at: eventAttendees.checkedInAt })
    .from(eventAttendees)
    .where(eq(eventAttendees.eventId, eventId));
  return new Map(rows.map((r) => [r.userId, r.at]));
}
