import { z } from "zod";
import { COUNTRY_CODES, isCountryCode, WORKPLACE_TYPES, type WorkplaceType } from "./countries";
import { optionalText } from "./fields";
import { salaryCap, SALARY_CURRENCY_CODES, SALARY_PERIODS, salaryPeriodInfo, type SalaryPeriod } from "./salary";

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

/** schema.org JobPosting employmentType values, with the labels the form shows. */
export const EMPLOYMENT_TYPES = [
  { value: "FULL_TIME", label: "Full-time" },
  { value: "PART_TIME", label: "Part-time" },
  { value: "CONTRACTOR", label: "Contract" },
  { value: "TEMPORARY", label: "Temporary" },
  { value: "INTERN", label: "Internship" },
] as const;
export type EmploymentType = (typeof EMPLOYMENT_TYPES)[number]["value"];

// ---- salary ranges (docs/decisions/073-salary-ranges.md): the lists and the format live in ./salary ----
const salaryPeriodValues = SALARY_PERIODS.map((p) => p.value) as [SalaryPeriod, ...SalaryPeriod[]];

const salaryAmount = (which: string) =>
  z
    .number({ error: `${which} salary must be a number` })
    .int(`${which} salary must be a whole number`)
    .positive(`${which} salary must be greater than zero`)
    .optional()
    .nullable()
    .transform((v) => v ?? null);

const durationValues = CONTRACT_DURATIONS.map((d) => d.value) as [string, ...string[]];
const paymentValues = PAYMENT_TYPES.map((d) => d.value) as [string, ...string[]];

export const jobInputSchema = z
  .object({
    title: z.string({ error: "Job title is required" }).trim().min(1, "Job title is required").max(200),
    /** Free text (old jobs, and jobs of no registered company); the company's name when `companyId` is given. */
    company: z.string({ error: "Company name is required" }).trim().max(200).default(""),
    /** Post as a company the submitter is an approved recruiter of (docs/decisions/078); checked by the server. */
    companyId: z
      .uuid({ error: "Choose one of your companies" })
      .optional()
      .nullable()
      .transform((v) => v ?? null),
    /** The structured location (JobPosting's address): ISO 3166-1 alpha-2 and a city. */
    country: z
      .string({ error: "Choose a country from the list" })
      .trim()
      .toUpperCase()
      .refine((c) => c === "" || isCountryCode(c), "Choose a country from the list")
      .optional()
      .nullable()
      .transform((v) => v || null),
    city: optionalText(200),
    workplaceType: z
      .enum(WORKPLACE_TYPES.map((t) => t.value) as [WorkplaceType, ...WorkplaceType[]], { error: "Choose on-site, hybrid or remote" })
      .optional()
      .nullable()
      .transform((v) => v ?? null),
    /** Remote jobs: the countries applicants may live in (empty: anywhere). */
    applicantCountries: z
      .array(
        z
          .string()
          .trim()
          .toUpperCase()
          .refine((c) => isCountryCode(c), "Choose countries from the list"),
        { error: "Choose countries from the list" },
      )
      .max(COUNTRY_CODES.length)
      .optional()
      .transform((v) => [...new Set(v ?? [])]),
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
    contractDuration: z
      .enum(durationValues)
      .optional()
      .nullable()
      .transform((v) => v ?? null),
    contractRate: z
      .enum(paymentValues)
      .optional()
      .nullable()
      .transform((v) => v ?? null),
    referrer: optionalText(200),
    isContractorRequest: z.boolean().default(false),
    isRemote: z.boolean().default(false),
    /** Show company, location and description to visitors (and give the job page its JobPosting markup). */
    publicDetails: z.boolean().default(false),
    employmentType: z
      .enum(EMPLOYMENT_TYPES.map((t) => t.value) as [EmploymentType, ...EmploymentType[]], { error: "Choose an employment type" })
      .optional()
      .nullable()
      .transform((v) => v ?? null),
    /** The salary range (docs/decisions/073-salary-ranges.md): either bound may be left out; whole units. */
    salaryMin: salaryAmount("Minimum"),
    salaryMax: salaryAmount("Maximum"),
    salaryCurrency: z
      .enum(SALARY_CURRENCY_CODES, { error: "Choose a currency from the list" })
      .optional()
      .nullable()
      .transform((v) => v ?? null),
    salaryPeriod: z
      .enum(salaryPeriodValues, { error: "Choose hour, month or year" })
      .optional()
      .nullable()
      .transform((v) => v ?? null),
  })
  .superRefine((v, ctx) => {
    if (!v.companyId && !v.company) ctx.addIssue({ code: "custom", path: ["company"], message: "Company name is required" });
    const given = v.salaryMin !== null || v.salaryMax !== null;
    if (!given) return;
    if (!v.salaryCurrency) ctx.addIssue({ code: "custom", path: ["salaryCurrency"], message: "Choose the currency of the salary" });
    if (!v.salaryPeriod)
      ctx.addIssue({ code: "custom", path: ["salaryPeriod"], message: "Choose whether the salary is per hour, month or year" });
    if (v.salaryMin !== null && v.salaryMax !== null && v.salaryMin > v.salaryMax)
      ctx.addIssue({ code: "custom", path: ["salaryMin"], message: "Minimum salary must not exceed the maximum" });
    if (v.salaryCurrency && v.salaryPeriod) {
      const cap = salaryCap(v.salaryCurrency, v.salaryPeriod);
      const capText = `${new Intl.NumberFormat("en").format(cap)} ${v.salaryCurrency} ${salaryPeriodInfo(v.salaryPeriod).per}`;
      if (v.salaryMin !== null && v.salaryMin > cap)
        ctx.addIssue({ code: "custom", path: ["salaryMin"], message: `Minimum salary must be at most ${capText}` });
      if (v.salaryMax !== null && v.salaryMax > cap)
        ctx.addIssue({ code: "custom", path: ["salaryMax"], message: `Maximum salary must be at most ${capText}` });
    }
  })
  // The workplace type, when given, says whether the job is remote; only remote jobs keep applicant countries.
  .transform((v) => {
    const isRemote = v.workplaceType ? v.workplaceType === "remote" : v.isRemote;
    return { ...v, isRemote, applicantCountries: isRemote ? v.applicantCountries : [] };
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
  /**
   * "Salary at least": jobs whose minimum, made yearly, reaches this amount in `salaryCurrency` (EUR unless
   * given); jobs without a salary, or in another currency, are left out (docs/decisions/073-salary-ranges.md).
   */
  salaryAtLeast: z.coerce.number().int().positive().max(100_000_000_000).optional(),
  salaryCurrency: z.enum(SALARY_CURRENCY_CODES).optional(),
  /** The previous page's `nextCursor` (keyset paging); `page` is for the first pages only. */
  cursor: z.string().max(300).optional(),
  page: z.coerce.number().int().min(1).max(10000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(50),
});
export type JobListQuery = z.input<typeof jobListQuerySchema>;

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

// Response shapes: the JSON the API sends (docs/decisions/020); the types are inferred from them.
/** A job as the board shows it. company/location/isRemote/description/jobBoardUrl are absent for visitors. */
export const jobDtoSchema = z.object({
  id: z.string(),
  title: z.string(),
  company: z.string().optional(),
  location: z.string().optional(),
  description: z.string().optional(),
  jobBoardUrl: z.string().optional(),
  skills: z.array(z.string()),
  datePosted: z.string(),
  contractDuration: z.string().nullable(),
  contractRate: z.string().nullable(),
  isContractorRequest: z.boolean(),
  expiresAt: z.string().optional().nullable(),
  isRemote: z.boolean().optional(),
  /** Company, location and description are shown to visitors too (the recruiter's choice). */
  publicDetails: z.boolean().optional(),
  employmentType: z.string().nullable().optional(),
  /** The salary range, shown to visitors too (pay transparency, docs/decisions/073-salary-ranges.md). */
  salaryMin: z.number().nullable().optional(),
  salaryMax: z.number().nullable().optional(),
  salaryCurrency: z.string().nullable().optional(),
  salaryPeriod: z.string().nullable().optional(),
  /** The company it is posted as, and the structured location (docs/decisions/078); with company and location. */
  companyId: z.string().nullable().optional(),
  country: z.string().nullable().optional(),
  city: z.string().nullable().optional(),
  workplaceType: z.string().nullable().optional(),
  applicantCountries: z.array(z.string()).optional(),
  isInterested: z.boolean().optional(),
  isApproved: z.boolean().optional(),
  isAdminReviewed: z.boolean().optional(),
  recruiterId: z.string().optional().nullable(),
});
export const jobListDtoSchema = z.object({
  jobs: z.array(jobDtoSchema),
  total: z.number().nullable(),
  totalCapped: z.boolean(),
  hasMore: z.boolean(),
  nextCursor: z.string().nullable(),
  page: z.number(),
  pageSize: z.number(),
  redacted: z.boolean(),
});
export const jobFiltersDtoSchema = z.object({
  skills: z.array(z.string()),
  locations: z.array(z.string()),
});
export const jobStatusSchema = z.enum(JOB_STATUSES);
/** A job in its submitter's own list ("My submitted jobs"). */
export const myJobDtoSchema = z.object({
  id: z.string(),
  title: z.string(),
  company: z.string(),
  location: z.string(),
  datePosted: z.string(),
  status: jobStatusSchema,
  rejectionReason: z.string().nullable(),
  expiresAt: z.string().nullable(),
});
export const myJobListDtoSchema = z.object({
  jobs: z.array(myJobDtoSchema),
  hasMore: z.boolean(),
  nextCursor: z.string().nullable(),
});
export const renewJobDtoSchema = z.object({
  job: z.object({
    id: z.string(),
    status: jobStatusSchema,
    expiresAt: z.string(),
  }),
});
export type JobDto = z.infer<typeof jobDtoSchema>;
export type JobListDto = z.infer<typeof jobListDtoSchema>;
export type JobFiltersDto = z.infer<typeof jobFiltersDtoSchema>;
export type MyJobDto = z.infer<typeof myJobDtoSchema>;
export type MyJobListDto = z.infer<typeof myJobListDtoSchema>;
export type RenewJobDto = z.infer<typeof renewJobDtoSchema>;

/** A job in the admin list: the full job with its review state. */
export const adminJobDtoSchema = jobDtoSchema.extend({
  isApproved: z.boolean(),
  isAdminReviewed: z.boolean(),
  recruiterId: z.string().nullable(),
  status: jobStatusSchema,
  rejectionReason: z.string().nullable(),
  expiresAt: z.string().nullable(),
});
export const adminJobListDtoSchema = z.object({
  jobs: z.array(adminJobDtoSchema),
  total: z.number().nullable(),
  totalCapped: z.boolean(),
  hasMore: z.boolean(),
  nextCursor: z.string().nullable(),
});
/** The outcome of approving or rejecting a job. */
export const jobReviewResultSchema = z.object({
  job: z.object({
    id: z.string(),
    isApproved: z.boolean(),
    isAdminReviewed: z.boolean(),
    expiresAt: z.string().nullable().optional(),
    rejectionReason: z.string().nullable().optional(),
  }),
});
export type AdminJobListDto = z.infer<typeof adminJobListDtoSchema>;
