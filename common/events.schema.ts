import { z } from "zod";
import { optionalHttpsUrl } from "./fields";

const REQUIRED = "Please fill in all required fields";

export const eventInputSchema = z.object({
  title: z.string({ error: REQUIRED }).trim().min(1, REQUIRED).max(200),
  description: z.string({ error: REQUIRED }).trim().min(1, REQUIRED).max(10_000),
  eventDate: z.string({ error: REQUIRED }).regex(/^\d{4}-\d{2}-\d{2}$/, REQUIRED),
  eventTime: z.string({ error: REQUIRED }).trim().min(1, REQUIRED).max(60),
  location: z.string({ error: REQUIRED }).trim().min(1, REQUIRED).max(500),
  imageUrl: optionalHttpsUrl(),
  maxAttendees: z
    .union([z.number(), z.string(), z.null()])
    .optional()
    .transform((v) => (v === "" || v === null || v === undefined ? null : Number(v)))
    .refine((v) => v === null || (Number.isInteger(v) && v >= 1), "Max attendees must be at least 1"),
  isFeatured: z.boolean().default(false),
});
export type EventInput = z.input<typeof eventInputSchema>;

export interface EventDto {
  id: string;
  title: string;
  description: string;
  eventDate: string;
  eventTime: string;
  location: string;
  imageUrl: string | null;
  maxAttendees: number | null;
  isFeatured: boolean;
  organizer: { id: string | null; fullName: string; avatarUrl: string | null };
  attendeesCount: number;
  isAttending: boolean;
  /** How many members wait for a seat (0 when the event is not full). */
  waitlistCount: number;
  /** The viewer's place on the waitlist (1 = next to get a seat), or null when not waiting. */
  waitlistPosition: number | null;
}

/** Answer of POST/DELETE /api/events/{id}/waitlist. */
export interface WaitlistStateDto {
  /** True when a seat was free, so joining the waitlist registered the member at once. */
  registered: boolean;
  waitlistPosition: number | null;
}

export const isVirtualLocation = (location: string) => /^https?:\/\//i.test(location.trim());
