import { z } from "zod";

/**
 * One moderation model (docs/decisions/034-one-moderation-model.md): every kind of reviewed submission,
 * one status set, one decision with a version.
 */
export const MODERATION_KINDS = [
  "job",
  "article",
  "article_revision",
  "offering",
  "mentor_application",
  "contractor_request",
  "flagged_comment",
  "flagged_article",
  "flagged_offering",
] as const;
export type ModerationKind = (typeof MODERATION_KINDS)[number];
export const moderationKindSchema = z.enum(MODERATION_KINDS, { error: "Unknown kind" });

export const MODERATION_KIND_LABELS: Record<ModerationKind, string> = {
  job: "Jobs",
  article: "Articles",
  article_revision: "Article edits",
  offering: "Offerings",
  mentor_application: "Mentor applications",
  contractor_request: "Contractor requests",
  flagged_comment: "Flagged comments",
  flagged_article: "Flagged articles",
  flagged_offering: "Flagged offerings",
};

export const MODERATION_STATUSES = ["pending", "approved", "rejected"] as const;
export type ModerationStatus = (typeof MODERATION_STATUSES)[number];

export const REVIEW_PAGE_SIZE = 25;
export const STAFF_LOG_PAGE_SIZE = 50;

const reason = z
  .string({ error: "Give a reason" })
  .trim()
  .min(1, { error: "Give a reason" })
  .max(2000, { error: "Keep the reason under 2000 characters" });

/**
 * The body of a direct staff action that may also be a member's own (deleting one's own comment needs
 * no reason): the service requires the reason when a staff member acts on another's (docs/decisions/057).
 */
export const staffReasonSchema = z.object({
  reason: z.string().trim().max(2000, { error: "Keep the reason under 2000 characters" }).optional(),
});

/** The body of a kind's own reject route: the reason is required (docs/decisions/034). */
export const rejectReasonSchema = z.object({ reason });

export const reviewQueueQuerySchema = z.object({
  kind: moderationKindSchema.optional(),
  cursor: z.string().max(200).optional(),
});

export const reviewItemDtoSchema = z.object({
  id: z.string(),
  kind: moderationKindSchema,
  targetId: z.string(),
  title: z.string(),
  status: z.enum(MODERATION_STATUSES),
  version: z.number(),
  submittedAt: z.string(),
  resubmissions: z.number(),
  submitter: z.object({ id: z.string(), name: z.string() }).nullable(),
  /** Where a reviewer reads the item (a path of the site). */
  link: z.string(),
  /** For flagged items: the flags' reasons and notes. */
  flags: z.array(z.object({ reason: z.string(), note: z.string().nullable() })),
  /** A mentor cannot decide their own submission. */
  canDecide: z.boolean(),
  /** For an edit of a published article: the published text and the proposed one (docs/decisions/041). */
  revision: z
    .object({
      articleId: z.string(),
      slug: z.string(),
      published: z.object({ title: z.string(), content: z.string() }),
      proposed: z.object({ title: z.string(), content: z.string() }),
    })
    .nullable()
    .optional(),
});
export type ReviewItemDto = z.infer<typeof reviewItemDtoSchema>;

export const reviewQueueDtoSchema = z.object({
  items: z.array(reviewItemDtoSchema),
  nextCursor: z.string().nullable(),
  counts: z.record(z.string(), z.number()),
  total: z.number(),
});
export type ReviewQueueDto = z.infer<typeof reviewQueueDtoSchema>;

export const reviewDecisionSchema = z.discriminatedUnion("decision", [
  z.object({ decision: z.literal("approve"), version: z.number().int().min(1), reason: z.string().trim().max(2000).optional() }),
  z.object({ decision: z.literal("reject"), version: z.number().int().min(1), reason }),
]);
export type ReviewDecision = z.infer<typeof reviewDecisionSchema>;

export const bulkDecisionSchema = z.object({
  decision: z.enum(["approve", "reject"]),
  reason: z.string().trim().max(2000).optional(),
  items: z
    .array(z.object({ id: z.uuid({ error: "Unknown item" }), version: z.number().int().min(1) }))
    .min(1, { error: "Select at least one item" })
    .max(50, { error: "At most 50 items at once" }),
});

export const reviewDecisionResultSchema = z.object({
  id: z.string(),
  status: z.enum(MODERATION_STATUSES),
  version: z.number(),
});

export const bulkDecisionResultSchema = z.object({
  decided: z.array(reviewDecisionResultSchema),
  conflicts: z.array(z.object({ id: z.string(), status: z.string(), version: z.number() })),
});

export const FLAG_REASONS = ["spam", "abuse", "off_topic", "other"] as const;
export const FLAG_REASON_LABELS: Record<(typeof FLAG_REASONS)[number], string> = {
  spam: "Spam",
  abuse: "Abuse",
  off_topic: "Off-topic",
  other: "Other",
};
export const FLAG_TARGETS = ["comment", "article", "offering"] as const;
export type FlagTarget = (typeof FLAG_TARGETS)[number];
export const flagInputSchema = z
  .object({
    targetKind: z.enum(FLAG_TARGETS, { error: "Choose what you flag" }),
    targetId: z.uuid({ error: "Not found" }),
    reason: z.enum(FLAG_REASONS, { error: "Choose a reason" }),
    note: z.string().trim().max(1000, { error: "Keep the note under 1000 characters" }).optional(),
  })
  .refine((f) => f.reason !== "other" || (f.note ?? "").length > 0, { error: "Say what is wrong", path: ["note"] });

export const STAFF_ACTIONS = [
  "moderation.approve",
  "moderation.reject",
  "user.role_change",
  "user.delete",
  "user.plan_change",
  "user.silence",
  "user.suspend",
  "user.restriction_lift",
  "newsletter.send",
  // An admin moving applicants of a job they do not recruit for (docs/decisions/079, 057); no reason asked.
  "application.stage_change",
  "application.reject",
] as const;

/** Direct staff actions on members' content, each with a reason, a mail and a log row (docs/decisions/057). */
export const CONTENT_STAFF_ACTIONS = [
  "comment.hide",
  "comment.show",
  "comment.delete",
  "article.delete",
  "offering.delete",
  "event.cancel",
  "event.delete",
  "event.check_in_undo",
  "company.edit",
  "company.delete",
] as const;
export const CONTENT_STAFF_ACTION_LABELS: Record<(typeof CONTENT_STAFF_ACTIONS)[number], string> = {
  "comment.hide": "Comment hidden",
  "comment.show": "Comment shown again",
  "comment.delete": "Comment deleted",
  "article.delete": "Article deleted",
  "offering.delete": "Offering deleted",
  "event.cancel": "Event cancelled",
  "event.delete": "Event deleted",
  "event.check_in_undo": "Check-in undone",
  "company.edit": "Company edited",
  "company.delete": "Company deleted",
};

export const staffLogQuerySchema = z.object({
  action: z.enum([...STAFF_ACTIONS, ...CONTENT_STAFF_ACTIONS]).optional(),
  actor: z.string().trim().max(100).optional(),
  target: z.string().trim().max(200).optional(),
  from: z.iso.date({ error: "Use a date like 2026-01-31" }).optional(),
  to: z.iso.date({ error: "Use a date like 2026-01-31" }).optional(),
  cursor: z.string().max(200).optional(),
});

export const staffActionDtoSchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  actor: z.object({ id: z.string().nullable(), name: z.string() }),
  action: z.string(),
  targetType: z.string(),
  targetId: z.string(),
  /** The target by name and where it is read (docs/decisions/057); null on rows written before. */
  targetName: z.string().nullable(),
  targetLink: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  reason: z.string().nullable(),
});
export type StaffActionDto = z.infer<typeof staffActionDtoSchema>;
export const staffLogDtoSchema = z.object({ actions: z.array(staffActionDtoSchema), nextCursor: z.string().nullable() });
