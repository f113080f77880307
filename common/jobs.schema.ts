import { z } from "zod";
import { optionalText } from "./fields";

export const CONTRACT_DURATIONS = [
  { value: "less-than-3-months", label: "Less than 3 months" },
  { value: "3-6-months", label: "3-6 months" },
  { value: "6-12-months", label: "6-12 months" },
  { value: "more-than-12-months", label: "More than 12 months" },
] as const;
export const PAYMENT_TYPES = [
  { value: "hourly", label: "Hourly" },
  { value: "fixed", label: "Fixed" },
  { value: "negotiable", label: "Negotiable" },
] as const;
export const DATE_FILTERS = [
  { value: "all", label: "All time" },
  { value: "7", label: "Last 7 days" },
  { value: "14", label: "Last 14 days" },
  { value: "30", label: "Last 30 days" },
] as const;

const durationValues = CONTRACT_DURATIONS.map((d) => d.value) as [string, ...string[]];
const paymentValues = PAYMENT_TYPES.map((d) => d.value) as [string, ...string[]];


export const jobInputSchema = z.object({
  title: z.string({ error: "Job title is required" }).trim().min(1, "Job title is required").max(200),
  company: z.string({ error: "Company name is required" }).trim().min(1, "Company name is required").max(200),
  location: z.string({ error: "Location is required" }).trim().min(1, "Location is required").max(200),
  jobBoardUrl: z
    .string({ error: "Please enter a valid URL" })
    .trim()
    .max(2000)
    .pipe(z.url({ protocol: /^https?$/, error: "Please enter a valid URL" })),
  description: z
    .string({ error: "Description must be at least 20 characters" })
    .trim()
    .min(20, "Description must be at least 20 characters")
    .max(20000),
  skills: z
    .array(z.string().trim().min(1).max(60), { error: "At least one skill is required" })
    .min(1, "At least one skill is required")
    .max(30)
    .transform((s) => [...new Set(s)]),
  contractDuration: z.enum(durationValues).optional().nullable().transform((v) => v ?? null),
  contractRate: z.enum(paymentValues).optional().nullable().transform((v) => v ?? null),
  referrer: optionalText(200),
  isContractorRequest: z.boolean().default(false),
  isRemote: z.boolean().default(false),
});
export type JobInput = z.input<typeof jobInputSchema>;

export const jobListQuerySchema = z.object({
  search: z.string().trim().max(200).optional(),
  skill: z.string().trim().max(60).optional(),
  location: z.string().trim().max(200).optional(),
  days: z.enum(["all", "7", "14", "30"]).default("all"),
  contractorOnly: z
    .enum(["true", "false"])
    .optional()
    .transform((v) => v === "true"),
  /** The previous page's `nextCursor` (keyset paging); `page` is for the first pages only. */
  cursor: z.string().max(300).optional(),
  page: z.coerce.number().int().min(1).max(10000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(50),
});
export type JobListQuery = z.input<typeof jobListQuerySchema>;

/** A job as the board shows it. company/location/isRemote/description/jobBoardUrl are absent for visitors. */
export interface JobDto {
  id: string;
  title: string;
  company?: string;
  location?: string;
  description?: string;
  jobBoardUrl?: string;
  skills: string[];
  datePosted: string;
  contractDuration: string | null;
  contractRate: string | null;
  isContractorRequest: boolean;
  /** When an approved job leaves the board (detail only; null: no end date). */
  expiresAt?: string | null;
  isRemote?: boolean;
  isInterested?: boolean;
  isApproved?: boolean;
  isAdminReviewed?: boolean;
  recruiterId?: string | null;
}

export interface JobListDto {
  jobs: JobDto[];
  /** Matching jobs, exact up to 1000 (`totalCapped`: "1000+"); only on the first page (null on cursor pages). */
  total: number | null;
  totalCapped: boolean;
  hasMore: boolean;
  /** Pass as `cursor` for the next page; null on the last page. */
  nextCursor: string | null;
  page: number;
  pageSize: number;
  redacted: boolean;
}

export interface JobFiltersDto {
  skills: string[];
  locations: string[];
}

export const durationLabel = (v: string | null | undefined) => CONTRACT_DURATIONS.find((d) => d.value === v)?.label ?? v ?? "";
export const paymentLabel = (v: string | null | undefined) => PAYMENT_TYPES.find((d) => d.value === v)?.label ?? v ?? "";

export const adminJobListQuerySchema = z.object({
  view: z.enum(["all", "pending"]).default("all"),
  search: z.string().trim().max(200).optional(),
  /** The previous page's `nextCursor` (keyset paging, "Load more"). */
  cursor: z.string().max(300).optional(),
  page: z.coerce.number().int().min(1).max(10000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(50),
});

export const bulkDeleteSchema = z.object({ ids: z.array(z.uuid()).min(1).max(200) });

// ---- lifecycle: review, expiry, renewal (docs/decisions/015-job-expiry.md) ----

/** An approved job stays on the board this long after approval or renewal. */
export const JOB_LIFETIME_DAYS = 30;
/** The recruiter is mailed this long before their job expires. */
export const JOB_EXPIRY_WARNING_DAYS = 3;

export const JOB_STATUSES = ["pending", "approved", "rejected", "expired"] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];
export const JOB_STATUS_LABELS: Record<JobStatus, string> = {
  pending: "Pending review",
  approved: "Approved",
  rejected: "Rejected",
  expired: "Expired",
};

/** A job in its submitter's own list ("My submitted jobs"). */
export interface MyJobDto {
  id: string;
  title: string;
  company: string;
  location: string;
  datePosted: string;
  status: JobStatus;
  /** Only for rejected jobs (null when the admin gave none). */
  rejectionReason: string | null;
  /** When an approved job leaves (or left) the board; null while pending or rejected. */
  expiresAt: string | null;
}

export interface MyJobListDto {
  jobs: MyJobDto[];
  hasMore: boolean;
  nextCursor: string | null;
}

export const myJobsQuerySchema = z.object({
  cursor: z.string().max(300).optional(),
  pageSize: z.coerce.number().int().min(1).max(50).default(20),
});

export const JOB_REJECTION_REASON_MAX = 1000;
/** POST /api/admin/jobs/:id/reject: the reason is optional, shown to the submitter and mailed to them. */
export const rejectJobInputSchema = z.object({
  reason: z
    .string({ error: "The reason must be text" })
    .trim()
    .max(JOB_REJECTION_REASON_MAX, `Keep the reason under ${JOB_REJECTION_REASON_MAX} characters`)
    .nullish()
    .transform((v) => v || null),
});
export type RejectJobInput = z.input<typeof rejectJobInputSchema>;

export interface RenewJobDto {
  job: { id: string; status: JobStatus; expiresAt: string };
}
