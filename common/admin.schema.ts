import { z } from "zod";
import { roleSchema } from "./profiles.schema";
import { adminUserFilterSchema, restrictionNoticeSchema } from "./restrictions.schema";
import { TRUST_LEVELS } from "./trust";

export const adminUserQuerySchema = z.object({
  q: z.string().trim().max(200).optional(),
  page: z.coerce.number().int().min(1).max(10000).default(1),
  /** A restriction in force (silenced, suspended) or a trust level (docs/decisions/061). */
  filter: adminUserFilterSchema.optional(),
});
/** A role change carries a reason: staff log and a mail to the member (docs/decisions/057). */
export const roleChangeSchema = z.object({
  role: roleSchema,
  reason: z
    .string({ error: "Give a reason" })
    .trim()
    .min(1, { error: "Give a reason" })
    .max(2000, { error: "Keep the reason under 2000 characters" }),
});
/** An admin deletes a member's account; the reason, if any, goes to the staff log (docs/decisions/041). */
/** Deleting a member's account needs a reason for the staff log (docs/decisions/058). */
export const adminDeleteUserSchema = z.object({
  reason: z
    .string({ error: "Give a reason" })
    .trim()
    .min(1, { error: "Give a reason" })
    .max(2000, { error: "Keep the reason under 2000 characters" }),
});
export const ADMIN_USERS_PAGE_SIZE = 50;

export const INBOX_KINDS = ["contact", "sponsors", "newsletter"] as const;
export type InboxKind = (typeof INBOX_KINDS)[number];
export const INBOX_PAGE_SIZE = 25;
export const inboxKindSchema = z.enum(INBOX_KINDS, { error: "Not found" });
export const inboxQuerySchema = z.object({
  q: z.string().trim().max(200).optional(),
  page: z.coerce.number().int().min(1).max(10000).default(1),
});

// Response shapes: the JSON the API sends (docs/decisions/020); the types are inferred from them.
export const adminStatsDtoSchema = z.object({
  totalUsers: z.number(),
  activeJobs: z.number(),
  mentors: z.number(),
  pendingReviews: z.number(),
  breakdown: z.object({
    pendingJobs: z.number(),
    pendingArticles: z.number(),
    mentorApplicants: z.number(),
    pendingContractorRequests: z.number(),
  }),
  /** Registrations and check-ins of the events of the last 30 days up to today (docs/decisions/076-event-check-in.md). */
  eventAttendance: z.object({ registered: z.number(), checkedIn: z.number() }),
});
export const contactMessageDtoSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  subject: z.string(),
  message: z.string(),
  createdAt: z.string(),
});
export const sponsorInquiryDtoSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  companyName: z.string(),
  email: z.string(),
  phone: z.string(),
  tier: z.string(),
  comments: z.string().nullable(),
  createdAt: z.string(),
});
export const subscriberDtoSchema = z.object({
  id: z.string(),
  email: z.string(),
  confirmed: z.boolean(),
  source: z.string().nullable(),
  createdAt: z.string(),
  confirmedAt: z.string().nullable(),
});
export const inboxPageSchema = z.union([
  z.object({
    kind: z.literal("contact"),
    items: z.array(contactMessageDtoSchema),
    total: z.number(),
    page: z.number(),
    pageSize: z.number(),
  }),
  z.object({
    kind: z.literal("sponsors"),
    items: z.array(sponsorInquiryDtoSchema),
    total: z.number(),
    page: z.number(),
    pageSize: z.number(),
  }),
  z.object({
    kind: z.literal("newsletter"),
    items: z.array(subscriberDtoSchema),
    total: z.number(),
    page: z.number(),
    pageSize: z.number(),
    confirmedTotal: z.number(),
  }),
]);
export const adminUserDtoSchema = z.object({
  id: z.string(),
  fullName: z.string(),
  email: z.string(),
  role: roleSchema,
  createdAt: z.string(),
  avatarUrl: z.string().nullable(),
  /** Derived from facts (server/lib/trust.ts, docs/decisions/054). */
  trustLevel: z.enum(TRUST_LEVELS),
  /** Restrictions in force now (a silence and a suspension may both be). */
  restrictions: z.array(restrictionNoticeSchema),
});
export type AdminStatsDto = z.infer<typeof adminStatsDtoSchema>;
export type ContactMessageDto = z.infer<typeof contactMessageDtoSchema>;
export type SponsorInquiryDto = z.infer<typeof sponsorInquiryDtoSchema>;
export type SubscriberDto = z.infer<typeof subscriberDtoSchema>;
export type InboxPage = z.infer<typeof inboxPageSchema>;
export type AdminUserDto = z.infer<typeof adminUserDtoSchema>;
