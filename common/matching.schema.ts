import { z } from "zod";

/** Mentee matching (docs/decisions/033-mentorship-matching.md). */

/** What the mentee sees: received → matched → connected (a first session booked) → closed. */
export const MATCH_STATUSES = ["received", "matched", "connected", "closed"] as const;
export type MatchStatus = (typeof MATCH_STATUSES)[number];

/** The promise on the apply page: a match within 3–5 business days. */
export const MATCH_PROMISE_BUSINESS_DAYS = 5;
export const DEFAULT_MONTHLY_CAP = 3;
export const MAX_MONTHLY_CAP = 20;
/** How far ahead free slots count for a suggestion. */
export const SUGGESTION_SLOT_DAYS = 14;
export const SUGGESTIONS_SHOWN = 10;

export const mentorMatchSettingsSchema = z.object({
  accepting: z.boolean({ error: "Please say whether you accept new mentees" }),
  monthlyCap: z
    .number({ error: "Please give a number of mentees a month" })
    .int("Please give a whole number")
    .min(0, "At least 0")
    .max(MAX_MONTHLY_CAP, `At most ${MAX_MONTHLY_CAP} a month`),
});
export type MentorMatchSettings = z.infer<typeof mentorMatchSettingsSchema>;
export const mentorMatchSettingsDtoSchema = mentorMatchSettingsSchema.extend({ usedThisMonth: z.number().int() });
export type MentorMatchSettingsDto = z.infer<typeof mentorMatchSettingsDtoSchema>;

export const scorePartSchema = z.object({
  key: z.enum(["text", "seniority", "hours", "slots", "load", "rating"]),
  points: z.number(),
  max: z.number(),
  reason: z.string(),
});
export type ScorePart = z.infer<typeof scorePartSchema>;

export const suggestionDtoSchema = z.object({
  mentorId: z.string(),
  fullName: z.string(),
  title: z.string().nullable(),
  expertise: z.array(z.string()),
  score: z.number(),
  parts: z.array(scorePartSchema),
  /** The same facts in the mentee's words: what the mentee is shown, and mailed, if this mentor is proposed (docs/decisions/083). */
  why: z.string(),
});
export type SuggestionDto = z.infer<typeof suggestionDtoSchema>;

export const matchDtoSchema = z.object({
  id: z.string(),
  mentorId: z.string(),
  mentorName: z.string(),
  status: z.enum(["proposed", "declined"]),
  declineReason: z.string().nullable(),
  createdAt: z.string(),
});
export type MatchDto = z.infer<typeof matchDtoSchema>;

export const queuedApplicationDtoSchema = z.object({
  id: z.string(),
  fullName: z.string(),
  email: z.string(),
  currentRole: z.string(),
  yearsExperience: z.string(),
  areaOfInterest: z.string(),
  goals: z.string(),
  // The rest of what the applicant wrote: the queue is the team's one list of mentee applications (decision 040).
  phoneNumber: z.string().nullable(),
  preferredContactMethod: z.string(),
  additionalInfo: z.string().nullable(),
  resumeUrl: z.string().nullable(),
  timezone: z.string(),
  status: z.enum(MATCH_STATUSES),
  createdAt: z.string(),
  /** Older than the promised 5 business days without a match. */
  overdue: z.boolean(),
  matches: z.array(matchDtoSchema),
});
export type QueuedApplicationDto = z.infer<typeof queuedApplicationDtoSchema>;

export const applicationQueueQuerySchema = z.object({
  status: z.enum(MATCH_STATUSES).optional(),
  cursor: z.string().max(200).optional(),
});
export const applicationQueueDtoSchema = z.object({
  applications: z.array(queuedApplicationDtoSchema),
  nextCursor: z.string().nullable(),
});

export const matchInputSchema = z.object({
  mentorIds: z
    .array(z.string().min(1).max(100), { error: "Please choose one or two mentors" })
    .min(1, "Please choose one or two mentors")
    .max(2, "At most two mentors to choose from")
    .refine((ids) => new Set(ids).size === ids.length, "Please choose two different mentors"),
});

export const declineMatchSchema = z.object({
  reason: z.string({ error: "Please give a reason" }).trim().min(3, "Please give a reason").max(500, "Maximum 500 characters"),
});

export const mentorMatchDtoSchema = z.object({
  id: z.string(),
  status: z.enum(["proposed", "declined"]),
  menteeName: z.string(),
  currentRole: z.string(),
  yearsExperience: z.string(),
  areaOfInterest: z.string(),
  goals: z.string(),
  createdAt: z.string(),
});
export type MentorMatchDto = z.infer<typeof mentorMatchDtoSchema>;

export const myApplicationDtoSchema = z.object({
  application: z
    .object({
      id: z.string(),
      status: z.enum(MATCH_STATUSES),
      areaOfInterest: z.string(),
      createdAt: z.string(),
      mentors: z.array(
        z.object({
          id: z.string(),
          fullName: z.string(),
          title: z.string().nullable(),
          bookingPath: z.string(),
          profilePath: z.string(),
          /** Why the team proposed this mentor, in one sentence (docs/decisions/083); null for matches made before. */
          why: z.string().nullable(),
        }),
      ),
    })
    .nullable(),
});
export type MyApplicationDto = z.infer<typeof myApplicationDtoSchema>;

export const matchingFiguresDtoSchema = z.object({
  byStatus: z.object({ received: z.number(), matched: z.number(), connected: z.number(), closed: z.number() }),
  overdue: z.number(),
  medianDaysToMatch: z.number().nullable(),
  /** Matched applications whose mentee booked a first session, of all matched (0–1), or null with none. */
  connectedShare: z.number().nullable(),
  mentorLoad: z.array(z.object({ mentorId: z.string(), fullName: z.string(), active: z.number(), thisMonth: z.number(), cap: z.number() })),
});
export type MatchingFiguresDto = z.infer<typeof matchingFiguresDtoSchema>;
