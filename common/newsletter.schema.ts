import { z } from "zod";

export const emailField = z
  .string({ error: "Please enter a valid email address" })
  .trim()
  .toLowerCase()
  .max(254, "Please enter a valid email address")
  .pipe(z.email("Please enter a valid email address"));

export const subscribeInputSchema = z.object({ email: emailField });
export type SubscribeInput = z.infer<typeof subscribeInputSchema>;

export const newsletterTokenSchema = z.object({
  token: z.string().trim().min(10, "This link is invalid or has already been used.").max(200),
});

// Newsletter issues (docs/decisions/075-newsletter-issues.md).

export const ISSUE_STATUSES = ["draft", "sending", "sent"] as const;
export type IssueStatus = (typeof ISSUE_STATUSES)[number];

/** Slugs the archive cannot use: the pages and the feed under /newsletter/. */
export const RESERVED_ISSUE_SLUGS = ["confirm", "unsubscribe", "rss"] as const;
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const ISSUE_MESSAGES = {
  alreadySent: "This issue has already been sent.",
  noSubscribers: "There are no confirmed subscribers to send this issue to.",
  slugTaken: "Another issue already uses this slug",
  notEditable: "A sent issue can no longer be edited.",
  testSent: "Test sent to your address.",
} as const;

export const issueInputSchema = z.object({
  title: z.string({ error: "Please enter a title" }).trim().min(1, "Please enter a title").max(200, "Keep the title under 200 characters"),
  slug: z
    .string({ error: "Please enter a slug" })
    .trim()
    .toLowerCase()
    .min(1, "Please enter a slug")
    .max(100, "Keep the slug under 100 characters")
    .regex(SLUG, "Use lowercase letters, digits and single hyphens")
    .refine((s) => !(RESERVED_ISSUE_SLUGS as readonly string[]).includes(s), "This slug is reserved"),
  content: z
    .string({ error: "Please write the issue" })
    .max(200_000, "The issue is too long")
    .refine((html) => html.replace(/<[^>]*>/g, "").trim().length > 0, "Please write the issue"),
});
export type IssueInput = z.input<typeof issueInputSchema>;

export const issueFiguresSchema = z.object({
  /** Delivery rows: subscribers it was queued for. */
  recipients: z.number().int(),
  /** Of those, handed to the mail relay. */
  sent: z.number().int(),
  /** Of those, given up after the retries (the outbox row failed): bounced or refused where known. */
  failed: z.number().int(),
  /** Of those, not yet sent (still in the outbox queue). */
  pending: z.number().int(),
  /** Recipients who have unsubscribed since. */
  unsubscribedSince: z.number().int(),
});
export type IssueFigures = z.infer<typeof issueFiguresSchema>;

export const issueDtoSchema = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  content: z.string(),
  status: z.enum(ISSUE_STATUSES),
  createdAt: z.string(),
  updatedAt: z.string(),
  sendStartedAt: z.string().nullable(),
  sentAt: z.string().nullable(),
  figures: issueFiguresSchema,
});
export type IssueDto = z.infer<typeof issueDtoSchema>;

export const issueListDtoSchema = z.object({
  issues: z.array(issueDtoSchema.omit({ content: true })),
  confirmedSubscribers: z.number().int(),
});
export type IssueListDto = z.infer<typeof issueListDtoSchema>;

export const publicIssueSummarySchema = z.object({ slug: z.string(), title: z.string(), excerpt: z.string(), sentAt: z.string() });
export const publicIssueListSchema = z.object({ issues: z.array(publicIssueSummarySchema) });
export const publicIssueSchema = z.object({ slug: z.string(), title: z.string(), content: z.string(), sentAt: z.string() });
export type PublicIssueSummary = z.infer<typeof publicIssueSummarySchema>;
export type PublicIssue = z.infer<typeof publicIssueSchema>;

/** What the editor's picker offers: recent published articles, upcoming public events, open jobs. */
export const pickerItemSchema = z.object({
  kind: z.enum(["article", "event", "job"]),
  title: z.string(),
  /** A path on the site. */
  path: z.string(),
  /** One line under the title. */
  detail: z.string(),
});
export type PickerItem = z.infer<typeof pickerItemSchema>;
export const pickerDtoSchema = z.object({ items: z.array(pickerItemSchema) });

export const issuePreviewSchema = z.object({ subject: z.string(), html: z.string(), text: z.string() });
export type IssuePreview = z.infer<typeof issuePreviewSchema>;
