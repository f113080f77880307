import { REMINDER_HOURS, REQUEST_EXPIRY_HOURS, type AppointmentDto } from "@common/mentorship.schema";
import type { Capability } from "../../lib/context";
import { AppError, forbidden } from "../../lib/errors";
import { MENTORING } from "../../lib/mentors";

/** The rules of mentorship that need no database: who may do what to a session, and when tasks act. */

const HOUR_MS = 3_600_000;

export function assertNotSelfBooking(mentorId: string, bookerId: string) {
  if (mentorId === bookerId) throw new AppError("VALIDATION_FAILED", "You cannot book a session with yourself");
}

/** Only the appointment's mentor decides, and only on a pending request. */
export function assertMayDecide(a: Pick<AppointmentDto, "mentor" | "status">, viewerId: string) {
  if (a.mentor.id !== viewerId) throw forbidden("Only the mentor of this session can answer it");
  if (a.status !== "pending") throw new AppError("CONFLICT", "Only pending requests can be approved or declined");
}

/**
 * The mentee cancels their own pending or approved booking; the mentor cancels an approved one (a
 * pending one they decline). Answers the side that cancels.
 */
export function cancellingSide(a: Pick<AppointmentDto, "mentor" | "mentee" | "status">, viewerId: string): "mentor" | "mentee" {
  const byMentor = a.mentor.id === viewerId;
  if (a.mentee.id !== viewerId && !byMentor) throw forbidden("Only the member who booked this session can cancel it");
  if (byMentor && a.status === "pending") throw forbidden("Decline a pending request instead of cancelling it");
  // A member leaves a group session's waitlist themselves (docs/decisions/084).
  if (a.status === "waitlisted" && !byMentor) return "mentee";
  if (a.status !== "pending" && a.status !== "approved") throw new AppError("CONFLICT", "This session can no longer be cancelled");
  return byMentor ? "mentor" : "mentee";
}

/** Pending requests created at or before this instant are no longer answered: they expire. */
export const requestExpiryCutoff = (now: Date) => new Date(now.getTime() - REQUEST_EXPIRY_HOURS * HOUR_MS);
/** Approved sessions starting up to this instant get their reminder. */
export const reminderHorizon = (now: Date) => new Date(now.getTime() + REMINDER_HOURS * HOUR_MS);

// The application is its own state on the account (docs/decisions/026): applying and the decision
// touch only that state and, on approval, add the mentor capability. Other capabilities and the plan stay.
export { MENTORING };

/** A member may apply once, when not mentoring yet, with a bio and at least one area of expertise. */
export function assertMayApplyToMentor(row: {
  capabilities: string[];
  application: string | null;
  bio: string | null;
  expertise: string[];
}) {
  if (row.capabilities.some((c) => MENTORING.includes(c as Capability))) throw new AppError("CONFLICT", "You are already a mentor");
  if (row.application === "pending") throw new AppError("CONFLICT", "Your mentor application is already under review");
  if (!row.bio?.trim() || row.expertise.length === 0) {
    throw new AppError("VALIDATION_FAILED", "Add a bio and at least one area of expertise to your profile before applying");
  }
}
