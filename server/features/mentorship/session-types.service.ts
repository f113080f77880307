/**
 * A mentor's session types (docs/decisions/084-session-types.md): what members book, each with its
 * length, seats, buffers and notice. The mentor edits their own; an admin may read any; a removed type
 * is archived (sessions booked with it keep it) and no longer offered.
 */
import { and, asc, eq, isNull } from "drizzle-orm";
import type { z } from "zod";
import type { SessionTypeDto, sessionTypeInputSchema } from "@common/mentorship.schema";
import type { Db } from "../../db/client";
import { mentorSessionTypes } from "../../db/schema";
import type { SessionUser } from "../../lib/context";
import { AppError, forbidden, notFound } from "../../lib/errors";
import { canMentor, isAdmin } from "../../lib/authz";
import { mentorRules } from "./session";

/** The type every mentor starts with: the 60-minute one-to-one session of before session types. */
export const DEFAULT_SESSION_TYPE = {
  title: "1:1 mentorship session",
  durationMinutes: 60,
  kind: "one_to_one",
  capacity: 1,
} as const;

const typeColumns = {
  id: mentorSessionTypes.id,
  mentorId: mentorSessionTypes.mentorId,
  title: mentorSessionTypes.title,
  description: mentorSessionTypes.description,
  durationMinutes: mentorSessionTypes.durationMinutes,
  kind: mentorSessionTypes.kind,
  capacity: mentorSessionTypes.capacity,
  bufferBeforeMinutes: mentorSessionTypes.bufferBeforeMinutes,
  bufferAfterMinutes: mentorSessionTypes.bufferAfterMinutes,
  minNoticeHours: mentorSessionTypes.minNoticeHours,
};
type TypeRow = { [K in keyof typeof typeColumns]: unknown };

function toDto(r: TypeRow): SessionTypeDto & { mentorId: string } {
  return {
    id: r.id as string,
    mentorId: r.mentorId as string,
    title: r.title as string,
    description: r.description as string | null,
    durationMinutes: r.durationMinutes as number,
    kind: r.kind as SessionTypeDto["kind"],
    capacity: r.capacity as number,
    bufferBeforeMinutes: r.bufferBeforeMinutes as number,
    bufferAfterMinutes: r.bufferAfterMinutes as number,
    minNoticeHours: r.minNoticeHours as number,
  };
}
export const publicType = ({ mentorId: _m, ...t }: SessionTypeDto & { mentorId: string }): SessionTypeDto => t;

/**
 * A mentor's offered types, oldest first. A read only: the default type is added when a member may
 * mentor (migration 0051's trigger, docs/decisions/086); a mentor without a type offers none.
 */
export async function mentorSessionTypeList(db: Db, mentorId: string) {
  const rows = await db
    .select(typeColumns)
    .from(mentorSessionTypes)
    .where(and(eq(mentorSessionTypes.mentorId, mentorId), isNull(mentorSessionTypes.archivedAt)))
    .orderBy(asc(mentorSessionTypes.createdAt), asc(mentorSessionTypes.id));
  return rows.map(toDto);
}

/** The type a booking asks for (or the mentor's first): 400 when the mentor does not offer it (or offers none). */
export async function bookableType(db: Db, mentorId: string, typeId: string | undefined) {
  const types = await mentorSessionTypeList(db, mentorId);
  const type = typeId ? types.find((t) => t.id === typeId) : types[0];
  if (!type) {
    const message = "This mentor does not offer this session type";
    throw new AppError("VALIDATION_FAILED", message, { sessionTypeId: message });
  }
  return type;
}

/** Any type by id, archived or not (a booked session's). */
export async function sessionTypeById(db: Db, id: string) {
  const [row] = await db.select(typeColumns).from(mentorSessionTypes).where(eq(mentorSessionTypes.id, id)).limit(1);
  return row ? toDto(row) : null;
}

/** The owner reads their type; an admin may read any; anyone else 403 (the type is public on the mentor's page anyway). */
export async function readSessionType(db: Db, viewer: SessionUser, id: string) {
  const t = await sessionTypeById(db, id);
  if (!t) throw notFound("Session type not found");
  if (t.mentorId !== viewer.id && !isAdmin(viewer)) throw forbidden("Only the mentor who offers this session type can see its settings");
  return publicType(t);
}

export async function mySessionTypes(db: Db, viewer: SessionUser) {
  if (!canMentor(viewer)) throw forbidden("Only mentors offer session types");
  return { sessionTypes: (await mentorSessionTypeList(db, viewer.id)).map(publicType) };
}

type TypeInput = z.output<typeof sessionTypeInputSchema>;

/** Rules that need the mentor's settings: a notice longer than the booking window could never be met. */
async function assertPossible(db: Db, mentorId: string, input: TypeInput) {
  const { bookingWindowDays } = await mentorRules(db, mentorId);
  if (input.minNoticeHours > bookingWindowDays * 24) {
    const message = `Minimum notice of ${input.minNoticeHours} hours is beyond your ${bookingWindowDays}-day booking window`;
    throw new AppError("VALIDATION_FAILED", message, { minNoticeHours: message });
  }
}

async function assertTitleFree(db: Db, mentorId: string, title: string, exceptId?: string) {
  const same = (await mentorSessionTypeList(db, mentorId)).find((t) => t.title.toLowerCase() === title.toLowerCase() && t.id !== exceptId);
  if (same) {
    const message = "You already offer a session type with this title";
    throw new AppError("VALIDATION_FAILED", message, { title: message });
  }
}

export async function createSessionType(db: Db, viewer: SessionUser, input: TypeInput, now: Date) {
  if (!canMentor(viewer)) throw forbidden("Only mentors offer session types");
  await assertPossible(db, viewer.id, input);
  await assertTitleFree(db, viewer.id, input.title);
  const [row] = await db
    .insert(mentorSessionTypes)
    .values({ mentorId: viewer.id, ...input, updatedAt: now })
    .returning(typeColumns);
  return publicType(toDto(row!));
}

async function ownType(db: Db, viewer: SessionUser, id: string) {
  const t = await sessionTypeById(db, id);
  if (!t) throw notFound("Session type not found");
  if (t.mentorId !== viewer.id) throw forbidden("Only the mentor who offers this session type can change it");
  return t;
}

/** Changing a type changes what is booked from now on; booked sessions keep their length. */
export async function updateSessionType(db: Db, viewer: SessionUser, id: string, input: TypeInput, now: Date) {
  const t = await ownType(db, viewer, id);
  await assertPossible(db, viewer.id, input);
  await assertTitleFree(db, viewer.id, input.title, id);
  const [row] = await db
    .update(mentorSessionTypes)
    .set({ ...input, updatedAt: now })
    .where(and(eq(mentorSessionTypes.id, t.id), isNull(mentorSessionTypes.archivedAt)))
    .returning(typeColumns);
  if (!row) throw notFound("Session type not found");
  return publicType(toDto(row));
}

/** Removes a type from what is offered (archived; its sessions stay). The last type cannot go. */
export async function archiveSessionType(db: Db, viewer: SessionUser, id: string, now: Date) {
  const t = await ownType(db, viewer, id);
  const types = await mentorSessionTypeList(db, viewer.id);
  if (types.length === 1 && types[0]!.id === t.id) {
    throw new AppError("CONFLICT", "Keep at least one session type so members can book you");
  }
  await db
    .update(mentorSessionTypes)
    .set({ archivedAt: now, updatedAt: now })
    .where(and(eq(mentorSessionTypes.id, t.id), isNull(mentorSessionTypes.archivedAt)));
}
