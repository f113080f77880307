import { z } from "zod";
import { optionalHttpsUrl } from "./fields";
import { DAY_MS } from "./time";

const REQUIRED = "Please fill in all required fields";

const CLOCK = /^([01]\d|2[0-3]):[0-5]\d$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const validDay = (d: string) =>
  DAY.test(d) && !Number.isNaN(Date.parse(`${d}T00:00:00Z`)) && new Date(`${d}T00:00:00Z`).toISOString().startsWith(d);
/** Whether the runtime knows this IANA zone (the admin form lists Intl.supportedValuesOf("timeZone")). */
export const isKnownTimeZone = (tz: string) => {
  if (!tz || !/^[A-Za-z_]+(\/[A-Za-z0-9_+-]+)*$/.test(tz)) return false;
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: tz });
    return true;
  } catch {
    return false;
  }
};
/** An event lasts at most this long (a conference week); longer is a typo in the end date. */
export const MAX_EVENT_DAYS = 14;

/**
 * An admin's event: a local date, start and end clock times and the IANA zone they are in
 * (docs/decisions/031-event-times-and-pages.md). The server turns them into instants.
 */
export const eventInputSchema = z
  .object({
    title: z.string({ error: REQUIRED }).trim().min(1, REQUIRED).max(200),
    description: z.string({ error: REQUIRED }).trim().min(1, REQUIRED).max(10_000),
    eventDate: z.string({ error: "Choose the event's date" }).refine(validDay, "Choose the event's date (YYYY-MM-DD)"),
    startTime: z.string({ error: "Choose a start time" }).regex(CLOCK, "Start time must be a time like 18:00"),
    /** The end's date; defaults to eventDate (an event ending after midnight sets the next day). */
    endDate: z
      .string()
      .optional()
      .transform((v) => (v ? v : undefined))
      .refine((v) => v === undefined || validDay(v), "End date must be a date (YYYY-MM-DD)"),
    endTime: z.string({ error: "Choose an end time" }).regex(CLOCK, "End time must be a time like 20:00"),
    timeZone: z.string({ error: "Choose a time zone" }).refine(isKnownTimeZone, "Choose a time zone from the list (e.g. Europe/Berlin)"),
    location: z.string({ error: REQUIRED }).trim().min(1, REQUIRED).max(500),
    imageUrl: optionalHttpsUrl(),
    /**
     * The join link of an online event (docs/decisions/077-reminders-and-join-links.md), shown only to
     * registrants holding a seat, the organizer and admins. Absent: unchanged on an edit; empty: none.
     */
    meetingUrl: z
      .string()
      .trim()
      .max(2000)
      .nullable()
      .optional()
      .transform((v) => (v === undefined ? undefined : v ? v : null))
      .refine((v) => v === undefined || v === null || /^https:\/\/\S+$/i.test(v), "Join link must start with https://"),
    maxAttendees: z
      .union([z.number(), z.string(), z.null()])
      .optional()
      .transform((v) => (v === "" || v === null || v === undefined ? null : Number(v)))
      .refine((v) => v === null || (Number.isInteger(v) && v >= 1), "Max attendees must be at least 1"),
    isFeatured: z.boolean().default(false),
  })
  .superRefine((v, ctx) => {
    // Wall-clock comparison; the zone's offset can differ between start and end only across a DST
    // change, which never turns a later clock time into an earlier instant by more than an hour.
    const start = `${v.eventDate}T${v.startTime}`;
    const end = `${v.endDate ?? v.eventDate}T${v.endTime}`;
    if (end <= start) ctx.addIssue({ code: "custom", path: ["endTime"], message: "The event must end after it starts" });
    else if (Date.parse(`${end}:00Z`) - Date.parse(`${start}:00Z`) > MAX_EVENT_DAYS * DAY_MS)
      ctx.addIssue({ code: "custom", path: ["endDate"], message: `An event lasts at most ${MAX_EVENT_DAYS} days` });
  });
export type EventInput = z.input<typeof eventInputSchema>;

export const isVirtualLocation = (location: string) => /^https?:\/\//i.test(location.trim());
/** The public place of an online event: its join link is not public (docs/decisions/077-reminders-and-join-links.md). */
export const ONLINE_LOCATION = "Online";
/** The site-wide calendar of upcoming events (served by the server, docs/decisions/077). */
export const EVENTS_CALENDAR_PATH = "/events.ics";
export const SUBSCRIBE_CALENDAR_HINT =
  "Add this address to your calendar app as a subscription (\u201cFrom URL\u201d, or open it as a webcal:// link) and new events appear on their own.";
/** What an online event's page says where a registrant sees the join link. */
export const JOIN_LINK_HIDDEN = "The join link is shown here to registered attendees and mailed with the reminders.";

// Response shapes: the JSON the API sends (docs/decisions/020); the types are inferred from them.
export const eventDtoSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  eventDate: z.string(),
  /** The free text the previous release wrote; still sent for its clients (migration 0017). */
  eventTime: z.string(),
  /** ISO instants; null while the free-text time could not be parsed ("time needs fixing"). */
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  /** The IANA zone the event's times are given in. */
  timeZone: z.string().nullable(),
  status: z.enum(["scheduled", "rescheduled", "cancelled"]),
  previousStartsAt: z.string().nullable(),
  timeNeedsFixing: z.boolean(),
  /** When the event was published (feeds date items by it). */
  createdAt: z.string(),
  /** The public place; "Online" for an online event (its join link is `meetingUrl`). */
  location: z.string(),
  /** Whether the event is held online (it has a join link). */
  isOnline: z.boolean(),
  /** The join link: only for a registrant holding a seat, the organizer and admins; else null. */
  meetingUrl: z.string().nullable(),
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
/** What `/events?cancelled=1` says: where a deleted event's mail links (docs/decisions/072-event-itip.md). */
export const EVENT_CANCELLED_NOTICE =
  "This event was cancelled and removed by its organizers. Its attendees and waitlist were told by mail.";
export const eventListQuerySchema = z.object({
  filter: z.enum(["all", "featured", "mine"]).default("all"),
  cursor: z.string().max(300).optional(),
});
export const adminEventListQuerySchema = z.object({
  q: z.string().trim().max(200).optional(),
  cursor: z.string().max(300).optional(),
  /** Only events whose free-text time did not parse (docs/decisions/031). */
  needsFixing: z
    .enum(["true", "false"])
    .optional()
    .transform((v) => v === "true"),
});
export const eventListDtoSchema = z.object({ events: z.array(eventDtoSchema), nextCursor: z.string().nullable() });
export type EventListDto = z.infer<typeof eventListDtoSchema>;

/** One person on an event's attendee or waitlist list (admin). */
export const eventPersonDtoSchema = z.object({
  userId: z.string(),
  fullName: z.string(),
  email: z.string(),
  registeredAt: z.string(),
});
/** GET /api/admin/events/{id}/people: the attendees, and the waitlist in queue order. */
export const eventPeopleDtoSchema = z.object({
  attendees: z.array(eventPersonDtoSchema),
  waitlist: z.array(eventPersonDtoSchema.extend({ place: z.number() })),
});
export type EventPeopleDto = z.infer<typeof eventPeopleDtoSchema>;
