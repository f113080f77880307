import { z } from "zod";
import { emailField } from "./newsletter.schema";
import { isValidTimeZone } from "./time";

/** An IANA time zone name that this runtime's Intl knows ("Asia/Tokyo"). */
export const ianaZone = z
  .string()
  .trim()
  .max(64)
  .refine((v) => /^[A-Za-z][A-Za-z0-9_+\-/]*$/.test(v) && isValidTimeZone(v), "Unknown time zone");

export const TIME_SLOTS = ["9:00 AM", "10:00 AM", "11:00 AM", "1:00 PM", "2:00 PM", "3:00 PM", "4:00 PM"] as const;
export const BOOKING_WINDOW_DAYS = 30;
/** waitlisted: a group seat asked for when all seats were taken; promoted when one frees (docs/decisions/084). */
export const APPOINTMENT_STATUSES = ["pending", "approved", "declined", "completed", "cancelled", "expired", "waitlisted"] as const;
/** A pending request not answered within this many hours expires; approved sessions get a reminder this many hours before. */
export const REQUEST_EXPIRY_HOURS = 48;
export const REMINDER_HOURS = 24;

/** The hours a mentor can offer (whole hours, in the mentor's time zone). */
export const AVAILABILITY_TIMES = [
  "7:00 AM",
  "8:00 AM",
  "9:00 AM",
  "10:00 AM",
  "11:00 AM",
  "12:00 PM",
  "1:00 PM",
  "2:00 PM",
  "3:00 PM",
  "4:00 PM",
  "5:00 PM",
  "6:00 PM",
  "7:00 PM",
  "8:00 PM",
] as const;
export const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"] as const;
const DAY_KEYS = ["0", "1", "2", "3", "4", "5", "6"] as const;

/** Without a weekly availability of their own, a mentor offers the seven default slots every day. */
export type AvailabilityTime = (typeof AVAILABILITY_TIMES)[number];
export type WeeklyAvailability = Record<"0" | "1" | "2" | "3" | "4" | "5" | "6", AvailabilityTime[]>;

export function defaultAvailability(): WeeklyAvailability {
  return Object.fromEntries(DAY_KEYS.map((d) => [d, [...TIME_SLOTS]])) as WeeklyAvailability;
}

/** Stored availability (or null) → a complete week, times in order and only known ones. */
export function resolveAvailability(stored: Record<string, string[]> | null | undefined): WeeklyAvailability {
  if (!stored) return defaultAvailability();
  return Object.fromEntries(
    DAY_KEYS.map((d) => [d, AVAILABILITY_TIMES.filter((t) => (stored[d] ?? []).includes(t))]),
  ) as WeeklyAvailability;
}

/** Weekday (0 = Sunday) of a calendar date "yyyy-MM-dd" (the date is already the mentor's local date). */
export function weekdayOf(date: string): number {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d)).getUTCDay();
}

const dayTimes = z
  .array(z.enum(AVAILABILITY_TIMES, { error: "Please choose times from the list" }))
  .max(AVAILABILITY_TIMES.length)
  .default([])
  .transform((times) => AVAILABILITY_TIMES.filter((t) => times.includes(t)));
export const weeklyAvailabilitySchema = z.object({
  availability: z.object({ 0: dayTimes, 1: dayTimes, 2: dayTimes, 3: dayTimes, 4: dayTimes, 5: dayTimes, 6: dayTimes }),
});

// ---- Session types and booking rules (docs/decisions/084-session-types.md) ----
/** A session type's length: 15 to 120 minutes in steps of 15 (slots start on the quarter hour). */
export const SESSION_DURATION_MIN = 15;
export const SESSION_DURATION_MAX = 120;
export const SESSION_DURATION_STEP = 15;
export const GROUP_CAPACITY_MIN = 2;
export const GROUP_CAPACITY_MAX = 50;
export const BOOKING_WINDOW_MIN = 7;
export const BOOKING_WINDOW_MAX = 90;
export const SESSION_KINDS = ["one_to_one", "group"] as const;
export type SessionKind = (typeof SESSION_KINDS)[number];
/** A slot's start in the mentor's zone: a quarter hour, "9:30 AM". */
export const SLOT_TIME_PATTERN = /^(1[0-2]|[1-9]):(00|15|30|45) (AM|PM)$/;
const slotTime = z.string({ error: "Please choose a time" }).regex(SLOT_TIME_PATTERN, "Please choose a time");

const wholeMinutes = (label: string, max: number) =>
  z
    .number({ error: `${label} must be a number of minutes` })
    .int(`${label} must be a whole number of minutes`)
    .min(0, `${label} cannot be negative`)
    .max(max, `${label} is at most ${max} minutes`);

export const sessionTypeInputSchema = z
  .object({
    title: z
      .string({ error: "Title must be at least 3 characters" })
      .trim()
      .min(3, "Title must be at least 3 characters")
      .max(80, "Title is at most 80 characters"),
    description: z
      .string()
      .trim()
      .max(1000, "Please keep the description under 1000 characters")
      .optional()
      .nullable()
      .transform((v) => (v ? v : null)),
    durationMinutes: z
      .number({ error: "Duration must be a number of minutes" })
      .int("Duration must be a whole number of minutes")
      .min(SESSION_DURATION_MIN, `Duration must be between ${SESSION_DURATION_MIN} and ${SESSION_DURATION_MAX} minutes`)
      .max(SESSION_DURATION_MAX, `Duration must be between ${SESSION_DURATION_MIN} and ${SESSION_DURATION_MAX} minutes`)
      .refine((v) => v % SESSION_DURATION_STEP === 0, `Duration must be a multiple of ${SESSION_DURATION_STEP} minutes`),
    kind: z.enum(SESSION_KINDS, { error: "Please choose one-to-one or group" }),
    capacity: z.number({ error: "Capacity must be a number of seats" }).int("Capacity must be a whole number").optional().nullable(),
    bufferBeforeMinutes: wholeMinutes("Buffer before", 240).default(0),
    bufferAfterMinutes: wholeMinutes("Buffer after", 240).default(0),
    minNoticeHours: z
      .number({ error: "Minimum notice must be a number of hours" })
      .int("Minimum notice must be a whole number of hours")
      .min(0, "Minimum notice cannot be negative")
      .max(720, "Minimum notice is at most 720 hours")
      .default(0),
  })
  .superRefine((v, ctx) => {
    if (v.kind === "group") {
      if (v.capacity == null || v.capacity < GROUP_CAPACITY_MIN || v.capacity > GROUP_CAPACITY_MAX) {
        ctx.addIssue({
          code: "custom",
          path: ["capacity"],
          message: `A group session has between ${GROUP_CAPACITY_MIN} and ${GROUP_CAPACITY_MAX} seats`,
        });
      }
    } else if (v.capacity != null && v.capacity !== 1) {
      ctx.addIssue({ code: "custom", path: ["capacity"], message: "A one-to-one session has one seat; choose group for more" });
    }
  })
  .transform((v) => ({ ...v, capacity: v.kind === "group" ? (v.capacity as number) : 1 }));
export type SessionTypeInput = z.input<typeof sessionTypeInputSchema>;

export const sessionTypeDtoSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  durationMinutes: z.number(),
  kind: z.enum(SESSION_KINDS),
  capacity: z.number(),
  bufferBeforeMinutes: z.number(),
  bufferAfterMinutes: z.number(),
  minNoticeHours: z.number(),
});
export type SessionTypeDto = z.infer<typeof sessionTypeDtoSchema>;
export const sessionTypeListDtoSchema = z.object({ sessionTypes: z.array(sessionTypeDtoSchema) });

/** Per-date extra hours (date → whole hours, in the mentor's zone), added to that weekday's hours. */
export const extraHoursSchema = z
  .record(
    z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "Dates must be yyyy-mm-dd"),
    z
      .array(z.enum(AVAILABILITY_TIMES, { error: "Please choose times from the list" }))
      .min(1, "Please choose at least one hour for this date")
      .max(AVAILABILITY_TIMES.length),
  )
  .refine((r) => Object.keys(r).length <= 120, "At most 120 dates with extra hours")
  .transform((r) =>
    Object.fromEntries(
      Object.keys(r)
        .sort()
        .map((d) => [d, AVAILABILITY_TIMES.filter((t) => r[d]!.includes(t))]),
    ),
  );
export const bookingWindowField = z
  .number({ error: "The booking window must be a number of days" })
  .int("The booking window must be a whole number of days")
  .min(BOOKING_WINDOW_MIN, `The booking window is between ${BOOKING_WINDOW_MIN} and ${BOOKING_WINDOW_MAX} days`)
  .max(BOOKING_WINDOW_MAX, `The booking window is between ${BOOKING_WINDOW_MIN} and ${BOOKING_WINDOW_MAX} days`);
/** One open slot of a session type; seatsLeft 0 on a group slot means a booking joins the waitlist. */
export const openSlotDtoSchema = z.object({ date: z.string(), time: z.string(), startsAt: z.string(), seatsLeft: z.number() });
export const sessionSlotsDtoSchema = z.object({
  sessionType: sessionTypeDtoSchema,
  timezone: z.string(),
  bookingWindowDays: z.number(),
  slots: z.array(openSlotDtoSchema),
});
export type SessionSlotsDto = z.infer<typeof sessionSlotsDtoSchema>;
export const slotsQuerySchema = z.object({ type: z.uuid({ error: "Not found" }) });

export type AppointmentStatus = (typeof APPOINTMENT_STATUSES)[number];

export const bookingInputSchema = z.object({
  mentorId: z.string().min(1).max(100),
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "Please choose a date"),
  time: slotTime,
  /** The mentor's session type; without it, the mentor's first type (docs/decisions/084). */
  sessionTypeId: z.uuid({ error: "Please choose a session type" }).optional(),
  topic: z.string({ error: "Topic must be at least 5 characters" }).trim().min(5, "Topic must be at least 5 characters").max(200),
  notes: z
    .string()
    .trim()
    .max(2000)
    .optional()
    .nullable()
    .transform((v) => (v ? v : null)),
  /** The booker's IANA zone (the browser's), so each reader sees their own time (docs/decisions/030). */
  timezone: ianaZone.optional(),
});
export type BookingInput = z.input<typeof bookingInputSchema>;

/** A cancellation's optional reason, told to the other side. */
export const cancelInputSchema = z.object({
  reason: z
    .string()
    .trim()
    .max(1000, "Please keep the reason under 1000 characters")
    .optional()
    .transform((v) => (v ? v : undefined)),
});
/** A new time proposed by either side, from the mentor's free slots (in the mentor's zone). */
export const rescheduleInputSchema = z.object({
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "Please choose a date"),
  time: slotTime,
});
/** A meeting link (https://…) or a place. */
export const meetingLocationField = z
  .string()
  .trim()
  .max(500, "Please keep the meeting place under 500 characters")
  .refine((v) => !/^[a-z][a-z0-9+.-]*:/i.test(v) || /^https:\/\/[^\s]+$/i.test(v), "A meeting link must start with https://")
  .nullable()
  .transform((v) => (v ? v : null));
export const sessionLocationSchema = z.object({ location: meetingLocationField });
export const mentorSettingsSchema = z.object({
  meetingLocation: meetingLocationField,
  minNoticeHours: z
    .number({ error: "Minimum notice must be a number of hours" })
    .int()
    .min(0)
    .max(720, "Minimum notice is at most 720 hours"),
  bufferMinutes: z.number({ error: "Buffer must be a number of minutes" }).int().min(0).max(240, "Buffer is at most 240 minutes"),
  datesOff: z
    .array(z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "Dates off must be yyyy-mm-dd"))
    .max(366)
    .transform((d) => [...new Set(d)].sort()),
  /** Left out: unchanged (docs/decisions/084). */
  bookingWindowDays: bookingWindowField.optional(),
  extraHours: extraHoursSchema.optional(),
});
export type MentorSettingsInput = z.input<typeof mentorSettingsSchema>;
export const mentorSettingsDtoSchema = z.object({
  meetingLocation: z.string().nullable(),
  minNoticeHours: z.number(),
  bufferMinutes: z.number(),
  datesOff: z.array(z.string()),
  bookingWindowDays: z.number(),
  extraHours: z.record(z.string(), z.array(z.string())),
});
export type MentorSettingsDto = z.infer<typeof mentorSettingsDtoSchema>;

export const appointmentDecisionSchema = z.object({
  status: z.enum(["approved", "declined"]),
  reason: z.string().trim().max(1000).optional(),
});

export const YEARS_OPTIONS = ["0-1", "1-3", "3-5", "5-10", "10+"] as const;
export const AREAS = [
  { value: "application-security", label: "Application Security" },
  { value: "cloud-security", label: "Cloud Security" },
  { value: "devsecops", label: "DevSecOps" },
  { value: "security-architecture", label: "Security Architecture" },
  { value: "penetration-testing", label: "Penetration Testing" },
  { value: "security-management", label: "Security Management" },
  { value: "other", label: "Other" },
] as const;
export const CONTACT_METHODS = ["email", "phone", "either"] as const;

export const menteeApplicationSchema = z.object({
  fullName: z.string().trim().min(2, "Name must be at least 2 characters").max(100),
  email: emailField,
  phoneNumber: z
    .string()
    .trim()
    .max(40)
    .optional()
    .transform((v) => (v ? v : null)),
  currentRole: z.string().trim().min(2, "Please specify your current role").max(120),
  yearsExperience: z.enum(YEARS_OPTIONS, { error: "Please select your years of experience" }),
  areaOfInterest: z
    .string({ error: "Please specify your area of interest" })
    .min(2, "Please specify your area of interest")
    .pipe(z.enum(AREAS.map((a) => a.value) as [string, ...string[]], { error: "Please specify your area of interest" })),
  preferredContactMethod: z.enum(CONTACT_METHODS).default("email"),
  additionalInfo: z
    .string()
    .trim()
    .max(500, "Maximum 500 characters")
    .optional()
    .transform((v) => (v ? v : null)),
  goals: z.string().trim().min(10, "Please describe your goals in more detail").max(3000),
  /** The applicant's IANA zone (the browser's by default): the suggestions' shared-hours reason uses it (docs/decisions/040). */
  timezone: z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v : undefined))
    .pipe(ianaZone.optional()),
});
export type MenteeApplicationInput = z.input<typeof menteeApplicationSchema>;

export const RESUME_MAX_BYTES = 5 * 1024 * 1024;

// Response shapes: the JSON the API sends (docs/decisions/020); the types are inferred from them.
/** Open hours per weekday ("0" = Sunday), in the mentor's zone. */
export const weeklyHoursSchema = z.record(z.enum(DAY_KEYS), z.array(z.enum(AVAILABILITY_TIMES)));
export const myAvailabilityDtoSchema = z.object({
  availability: weeklyHoursSchema,
  timezone: z.string(),
  isDefault: z.boolean(),
});
export const appointmentStatusSchema = z.enum(APPOINTMENT_STATUSES);
export const mentorDtoSchema = z.object({
  id: z.string(),
  fullName: z.string(),
  title: z.string().nullable(),
  company: z.string().nullable(),
  bio: z.string().nullable(),
  expertise: z.array(z.string()),
  avatarUrl: z.string().nullable(),
  timezone: z.string(),
});
/**
 * A mentor's public rating (docs/decisions/085): the mean of their mentees' ratings, each mentee counted
 * once (decision 048), shown only from RATING_MIN_MENTEES mentees on; below it the API sends null.
 */
export const RATING_MIN_MENTEES = 3;
export const publicRatingSchema = z.object({ average: z.number(), count: z.number().int() });
export type PublicRating = z.infer<typeof publicRatingSchema>;
export const mentorDetailDtoSchema = z.object({
  mentor: mentorDtoSchema,
  rating: publicRatingSchema.nullable(),
  taken: z.array(
    z.object({
      date: z.string(),
      time: z.string(),
    }),
  ),
  availability: weeklyHoursSchema,
  /** The slots the server accepts now (date → times, in the mentor's zone): rules applied (docs/decisions/030). */
  open: z.record(z.string(), z.array(z.string())),
  /** The mentor's session types, first the default (docs/decisions/084); `open` is for the first. */
  sessionTypes: z.array(sessionTypeDtoSchema),
});
export const appointmentDtoSchema = z.object({
  id: z.string(),
  date: z.string(),
  time: z.string(),
  topic: z.string(),
  notes: z.string().nullable(),
  status: appointmentStatusSchema,
  declineReason: z.string().nullable(),
  /** The mentor's zone (date and time above are in it). */
  timezone: z.string(),
  /** docs/decisions/030: the instant, both parties' zones, SEQUENCE, place, cancellation, open proposal. */
  startsAt: z.string(),
  mentorTimezone: z.string(),
  menteeTimezone: z.string(),
  sequence: z.number(),
  location: z.string().nullable(),
  cancelReason: z.string().nullable(),
  cancelledBy: z.enum(["mentor", "mentee"]).nullable(),
  proposal: z.object({ date: z.string(), time: z.string(), startsAt: z.string(), by: z.enum(["mentor", "mentee"]) }).nullable(),
  /** docs/decisions/084: the session's length and its type (null for a type since removed). */
  durationMinutes: z.number(),
  sessionType: z.object({ id: z.string(), title: z.string(), kind: z.enum(SESSION_KINDS), capacity: z.number() }).nullable(),
  /** id null once that member deleted their account (docs/decisions/058): shown as "Deleted member". */
  mentor: z.object({
    id: z.string().nullable(),
    fullName: z.string(),
    title: z.string().nullable(),
    company: z.string().nullable(),
    avatarUrl: z.string().nullable(),
  }),
  mentee: z.object({
    id: z.string().nullable(),
    fullName: z.string(),
    avatarUrl: z.string().nullable(),
  }),
});
export const mentorApplicantDtoSchema = z.object({
  id: z.string(),
  fullName: z.string(),
  email: z.string(),
  title: z.string().nullable(),
  company: z.string().nullable(),
  bio: z.string().nullable(),
  expertise: z.array(z.string()),
  createdAt: z.string(),
});
export const menteeApplicationDtoSchema = z.object({
  id: z.string(),
  fullName: z.string(),
  email: z.string(),
  phoneNumber: z.string().nullable(),
  currentRole: z.string(),
  yearsExperience: z.string(),
  areaOfInterest: z.string(),
  preferredContactMethod: z.string(),
  additionalInfo: z.string().nullable(),
  goals: z.string(),
  resumeUrl: z.string().nullable(),
  createdAt: z.string(),
});
export type MyAvailabilityDto = z.infer<typeof myAvailabilityDtoSchema>;
export type MentorDto = z.infer<typeof mentorDtoSchema>;
export type MentorDetailDto = z.infer<typeof mentorDetailDtoSchema>;
export type AppointmentDto = z.infer<typeof appointmentDtoSchema>;
export type MentorApplicantDto = z.infer<typeof mentorApplicantDtoSchema>;
export type MenteeApplicationDto = z.infer<typeof menteeApplicationDtoSchema>;

/** The mentors directory: 24 a page, "Load more" with the previous page's cursor. */
export const MENTORS_PAGE_SIZE = 24;
export const mentorListQuerySchema = z.object({
  q: z.string().trim().max(200).optional(),
  cursor: z.string().max(300).optional(),
  /** One area of expertise (case-insensitive), as the facets name it. */
  expertise: z.string().trim().max(80, "Please choose an area from the list").optional(),
  /** The viewer's zone: only mentors whose working day overlaps the viewer's by MIN_OVERLAP_HOURS (docs/decisions/085). */
  overlap: ianaZone.optional(),
});
/** Directory filter: a mentor's 9:00–17:00 and the viewer's 8:00–20:00 share at least this many hours. */
export const MIN_OVERLAP_HOURS = 3;
export const expertiseFacetSchema = z.object({ value: z.string(), count: z.number().int() });
/**
 * A mentor as the directory's card shows it: no bio, no time zone (the mentor's page has them), so a
 * directory page or search answer carries only what is on screen (docs/decisions/039-embedded-search-lane.md).
 */
export const mentorCardDtoSchema = mentorDtoSchema.omit({ bio: true, timezone: true }).extend({ rating: publicRatingSchema.nullable() });
export type MentorCardDto = z.infer<typeof mentorCardDtoSchema>;
export const mentorListDtoSchema = z.object({
  mentors: z.array(mentorCardDtoSchema),
  nextCursor: z.string().nullable(),
  /** Areas of expertise with how many mentors match the other filters (search, zone overlap), most first. */
  facets: z.object({ expertise: z.array(expertiseFacetSchema) }),
});
export type MentorListDto = z.infer<typeof mentorListDtoSchema>;
