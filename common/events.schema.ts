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

export const isVirtualLocation = (location: string) => /^https?:\/\//i.test(location.trim());

// Response shapes: the JSON the API sends (docs/decisions/020); the types are inferred from them.
export const eventDtoSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  eventDate: z.string(),
  eventTime: z.string(),
  location: z.string(),
  imageUrl: z.string().nullable(),
  maxAttendees: z.number().nullable(),
  isFeatured: z.boolean(),
  organizer: z.object({
    id: z.string().nullable(),
    fullName: z.string(),
    avatarUrl: z.string().nullable(),
  }),
  attendeesCount: z.number(),
  isAttending: z.boolean(),
  waitlistCount: z.number(),
  waitlistPosition: z.number().nullable(),
});
/** Answer of POST/DELETE /api/events/{id}/waitlist. */
export const waitlistStateDtoSchema = z.object({
  registered: z.boolean(),
  waitlistPosition: z.number().nullable(),
});
export type EventDto = z.infer<typeof eventDtoSchema>;
export type WaitlistStateDto = z.infer<typeof waitlistStateDtoSchema>;

/** Events lists (upcoming, admin): 24 a page, "Load more events" for the next (a bounded offset cursor). */
export const EVENTS_PAGE_SIZE = 24;
export const eventListQuerySchema = z.object({
  filter: z.enum(["all", "featured", "mine"]).default("all"),
  cursor: z.string().max(300).optional(),
});
export const adminEventListQuerySchema = z.object({ q: z.string().trim().max(200).optional(), cursor: z.string().max(300).optional() });
export const eventListDtoSchema = z.object({ events: z.array(eventDtoSchema), nextCursor: z.string().nullable() });
export type EventListDto = z.infer<typeof eventListDtoSchema>;
