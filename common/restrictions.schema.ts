import { z } from "zod";
import { RESTRICTION_KINDS, TRUST_LEVELS } from "./trust";

/**
 * Silence and suspension of members by staff (docs/decisions/061). A silenced member can read but not
 * post, comment, flag, book or apply; a suspended one cannot sign in.
 */
export const RESTRICTION_DURATIONS = ["1d", "3d", "1w", "1m", "1y", "until"] as const;
export type RestrictionDuration = (typeof RESTRICTION_DURATIONS)[number];
export const RESTRICTION_DURATION_LABELS: Record<RestrictionDuration, string> = {
  "1d": "1 day",
  "3d": "3 days",
  "1w": "1 week",
  "1m": "1 month",
  "1y": "1 year",
  until: "Until a date",
};
export const RESTRICTION_KIND_LABELS = { silence: "Silenced", suspend: "Suspended" } as const;

const reason = z
  .string({ error: "Give a reason" })
  .trim()
  .min(1, { error: "Give a reason" })
  .max(2000, { error: "Keep the reason under 2000 characters" });

export const placeRestrictionSchema = z
  .object({
    kind: z.enum(RESTRICTION_KINDS, { error: "Choose silence or suspend" }),
    duration: z.enum(RESTRICTION_DURATIONS, { error: "Choose how long" }),
    /** With duration "until": the last day (UTC) of the restriction, which ends at that day's end. */
    until: z.iso.date({ error: "Use a date like 2026-01-31" }).optional(),
    reason,
  })
  .refine((r) => r.duration !== "until" || r.until !== undefined, { error: "Choose the end date", path: ["until"] });
export type PlaceRestrictionInput = z.infer<typeof placeRestrictionSchema>;

export const liftRestrictionSchema = z.object({ reason });

export const restrictionDtoSchema = z.object({
  id: z.string(),
  kind: z.enum(RESTRICTION_KINDS),
  reason: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  actorName: z.string(),
  liftedAt: z.string().nullable(),
  liftReason: z.string().nullable(),
  /** In force now: not lifted and not ended. */
  active: z.boolean(),
});
export type RestrictionDto = z.infer<typeof restrictionDtoSchema>;

/** What a member (and /admin/users) sees of a restriction in force. */
export const restrictionNoticeSchema = z.object({
  kind: z.enum(RESTRICTION_KINDS),
  until: z.string(),
  reason: z.string(),
});
export type RestrictionNotice = z.infer<typeof restrictionNoticeSchema>;

/** The /admin/users filter: a restriction in force or a trust level. */
export const ADMIN_USER_FILTERS = ["silenced", "suspended", ...TRUST_LEVELS] as const;
export const adminUserFilterSchema = z.enum(ADMIN_USER_FILTERS, { error: "Unknown filter" });
export type AdminUserFilter = z.infer<typeof adminUserFilterSchema>;
