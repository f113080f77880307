import type { Db } from "../../db/client";

/**
 * Checks a booking must pass that belong to features built on mentorship (docs/decisions/063, 083): each
 * answers a refusal message, or null to let the booking through. Matching registers one (a mentor who
 * declined a mentee's match is not booked by that mentee through the withdrawn link); mentorship imports
 * none of them. Wired by server/feature-hooks.ts.
 */
export type BookingGate = (db: Db, booking: { menteeId: string; mentorId: string }) => Promise<string | null>;

const gates = new Set<BookingGate>();

/** Registers a gate; registering the same one again changes nothing. */
export function registerBookingGate(gate: BookingGate) {
  gates.add(gate);
}

/** The first refusal among the registered gates, or null. */
export async function bookingRefusal(db: Db, booking: { menteeId: string; mentorId: string }) {
  for (const gate of gates) {
    const refused = await gate(db, booking);
    if (refused) return refused;
  }
  return null;
}
