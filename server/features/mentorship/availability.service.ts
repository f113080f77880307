/** A mentor's weekly hours (docs/decisions/030-calendar-grade-sessions.md): the availability editor. */
import { eq } from "drizzle-orm";
import type { z } from "zod";
import { resolveAvailability, type MyAvailabilityDto, type weeklyAvailabilitySchema } from "@common/mentorship.schema";
import type { Db } from "../../db/client";
import { profiles } from "../../db/schema";
import type { SessionUser } from "../../lib/context";
import { forbidden, notFound } from "../../lib/errors";
import { canMentor } from "../../lib/authz";

/** A mentor's own weekly hours (for the availability editor). */
export async function myAvailability(db: Db, viewer: SessionUser): Promise<MyAvailabilityDto> {
  const [row] = await db
    .select({ availability: profiles.availability, timezone: profiles.timezone })
    .from(profiles)
    .where(eq(profiles.id, viewer.id))
    .limit(1);
  if (!row) throw notFound("Profile not found");
  return { availability: resolveAvailability(row.availability), timezone: row.timezone, isDefault: row.availability === null };
}

/**
 * Only mentors (and admins, who may mentor) set weekly hours. Existing bookings are kept: changing the
 * hours only changes what can be booked from now on.
 */
export async function setMyAvailability(db: Db, viewer: SessionUser, input: z.output<typeof weeklyAvailabilitySchema>, now: Date) {
  if (!canMentor(viewer)) throw forbidden("Only mentors can set their availability");
  const [row] = await db
    .update(profiles)
    .set({ availability: input.availability, updatedAt: now })
    .where(eq(profiles.id, viewer.id))
    .returning({ id: profiles.id });
  if (!row) throw notFound("Profile not found");
  return myAvailability(db, viewer);
}

/** Back to the default seven slots every day. */
export async function resetMyAvailability(db: Db, viewer: SessionUser, now: Date) {
  if (!canMentor(viewer)) throw forbidden("Only mentors can set their availability");
  await db.update(profiles).set({ availability: null, updatedAt: now }).where(eq(profiles.id, viewer.id));
  return myAvailability(db, viewer);
}
