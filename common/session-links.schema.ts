import { z } from "zod";
import { appointmentStatusSchema, cancelInputSchema, rescheduleInputSchema } from "./mentorship.schema";

/**
 * The reschedule/cancel links of session mails (docs/decisions/085-mail-links-and-public-ratings.md):
 * the page /sessions/:id/manage?token=… reads the session and POSTs the token with the chosen action.
 */
const tokenField = z.string().min(1, "This link is incomplete").max(600, "This link is not valid");

export const sessionLinkQuerySchema = z.object({ token: tokenField });
export const sessionLinkCancelSchema = cancelInputSchema.extend({ token: tokenField });
export const sessionLinkRescheduleSchema = rescheduleInputSchema.extend({ token: tokenField });
export type SessionLinkCancelInput = z.input<typeof sessionLinkCancelSchema>;
export type SessionLinkRescheduleInput = z.input<typeof sessionLinkRescheduleSchema>;

/** What the link's page shows: the session as its one reader (the token's person) sees it. */
export const sessionLinkDtoSchema = z.object({
  id: z.string(),
  role: z.enum(["mentor", "mentee"]),
  status: appointmentStatusSchema,
  startsAt: z.string(),
  date: z.string(),
  time: z.string(),
  topic: z.string(),
  location: z.string().nullable(),
  yourTimezone: z.string(),
  other: z.object({ name: z.string(), timezone: z.string() }),
  mentor: z.object({ id: z.string(), name: z.string(), timezone: z.string() }),
  proposal: z.object({ startsAt: z.string(), byYou: z.boolean() }).nullable(),
});
export type SessionLinkDto = z.infer<typeof sessionLinkDtoSchema>;

/** The one message for a link that is forged, expired, for another session or for someone else. */
export const SESSION_LINK_INVALID =
  "This link is not valid for this session. Open the session from your account, or use the link in your latest mail.";
/** A genuine link whose session has changed since the mail (a new time: the latest mail has a new link). */
export const SESSION_LINK_STALE = "This session has changed since this mail was sent. Please use the link in the latest mail about it.";
