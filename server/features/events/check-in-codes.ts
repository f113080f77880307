import { randomBytes } from "node:crypto";
import { inArray, and, eq } from "drizzle-orm";
import { CHECK_IN_ALPHABET, CHECK_IN_CODE_LENGTH } from "@common/event-check-in.schema";
import type { Db } from "../../db/client";
import { eventAttendees } from "../../db/schema";

/**
 * Check-in codes drawn by the app (docs/decisions/076, 087): 8 symbols of the 32-letter alphabet, 40 random
 * bits (256 is a multiple of 32: no bias). `draw` is a property so that a test can make it collide.
 */
export const checkInCodes = {
  draw(): string {
    return [...randomBytes(CHECK_IN_CODE_LENGTH)].map((b) => CHECK_IN_ALPHABET[b % CHECK_IN_ALPHABET.length]).join("");
  },
};

/** Draws per registration before giving up; at 40 bits a second draw is already rare. */
export const CHECK_IN_CODE_DRAWS = 8;

/**
 * Seats these members at the event, each with a code no other attendee of the event holds: a drawn code
 * that is taken (event_attendees_code_idx) skips that row (ON CONFLICT on the code's index, so the
 * transaction goes on) and the member gets a new draw. Members already seated are left as they are.
 * Returns the user ids seated now. Call in the transaction that holds the event row's lock.
 */
export async function seatWithCodes(tx: Db, eventId: string, userIds: string[]): Promise<string[]> {
  const already = userIds.length
    ? await tx
        .select({ userId: eventAttendees.userId })
        .from(eventAttendees)
        .where(and(eq(eventAttendees.eventId, eventId), inArray(eventAttendees.userId, userIds)))
    : [];
  let left = [...new Set(userIds)].filter((id) => !already.some((a) => a.userId === id));
  const seated: string[] = [];
  for (let draw = 0; left.length > 0; draw++) {
    if (draw === CHECK_IN_CODE_DRAWS) throw new Error(`No free check-in code after ${CHECK_IN_CODE_DRAWS} draws`);
    const rows = await tx
      .insert(eventAttendees)
      .values(left.map((userId) => ({ eventId, userId, checkInCode: checkInCodes.draw() })))
      .onConflictDoNothing({ target: [eventAttendees.eventId, eventAttendees.checkInCode] })
      .returning({ userId: eventAttendees.userId });
    seated.push(...rows.map((r) => r.userId));
    left = left.filter((id) => !rows.some((r) => r.userId === id));
  }
  return userIds.filter((id) => seated.includes(id));
}
