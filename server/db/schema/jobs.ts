import { sql } from "drizzle-orm";
import { bigint, boolean, check, index, integer, pgTable, text, timestamp, unique, uuid } from "drizzle-orm/pg-core";
import { tsvector } from "./search";
import { user } from "./auth";
import { files } from "./system";
import { companies } from "./companies";

export const jobs = pgTable(
  "jobs",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    title: text("title").notNull(),
    company: text("company").notNull(),
    location: text("location").notNull(),
    jobBoardUrl: text("job_board_url").notNull(),
    description: text("description").notNull(),
    skills: text("skills")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    datePosted: timestamp("date_posted", { withTimezone: true }).notNull().defaultNow(),
    referrer: text("referrer"),
    recruiterId: text("recruiter_id").references(() => user.id, { onDelete: "set null" }),
    contractDuration: text("contract_duration"),
    contractRate: text("contract_rate"),
    paymentType: text("payment_type"),
    isContractorRequest: boolean("is_contractor_request").notNull().default(false),
    isRemote: boolean("is_remote").notNull().default(false),
    // The recruiter shows company, location and description to visitors (decision 037); default hidden.
    publicDetails: boolean("public_details").notNull().default(false),
    // schema.org employmentType: FULL_TIME, PART_TIME, CONTRACTOR, TEMPORARY, INTERN (null: not said).
    employmentType: text("employment_type"),
    // The salary range (migration 0039, docs/decisions/073-salary-ranges.md): whole units of salary_currency
    // (ISO 4217) per salary_period; either bound may be absent. Shown to visitors too (pay transparency).
    salaryMin: bigint("salary_min", { mode: "number" }),
    salaryMax: bigint("salary_max", { mode: "number" }),
    salaryCurrency: text("salary_currency"),
    salaryPeriod: text("salary_period"),
    // The company the job is posted as (migration 0044, docs/decisions/078): only its approved members may
    // choose it. Old jobs keep their free-text `company` (always filled: the company's name when chosen).
    companyId: uuid("company_id").references(() => companies.id, { onDelete: "set null" }),
    // A structured location for JobPosting (decision 078): ISO 3166-1 alpha-2 and a city; null on old jobs.
    country: text("country"),
    city: text("city"),
    // on-site, hybrid or remote (null on old jobs: is_remote still says remote or not).
    workplaceType: text("workplace_type"),
    // Remote jobs: the countries (ISO 3166-1 alpha-2) applicants may live in; empty = anywhere.
    applicantCountries: text("applicant_countries")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    // The minimum made yearly (hour × 2080, month × 12): the board's "Salary at least" filter compares it.
    salaryYearlyMin: bigint("salary_yearly_min", { mode: "number" }).generatedAlwaysAs(
      sql`case salary_period when 'hour' then salary_min * 2080 when 'month' then salary_min * 12 else salary_min end`,
    ),
    isApproved: boolean("is_approved").notNull().default(false),
    isAdminReviewed: boolean("is_admin_reviewed").notNull().default(false),
    // The admin's reason when rejecting (shown to the submitter only).
    rejectionReason: text("rejection_reason"),
    // Approved jobs leave the board after 30 days unless their recruiter renews them.
    expiresAt: timestamp("expires_at", { withTimezone: true }),
    // Set when the "expires in 3 days" mail went out for the current expires_at (cleared on renew).
    expiryWarnedAt: timestamp("expiry_warned_at", { withTimezone: true }),
    // When it went on the board: set by a trigger whenever is_approved turns true (migration 0018,
    // docs/decisions/032-job-alerts.md); job alerts mail jobs approved since their last digest.
    approvedAt: timestamp("approved_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    // Ranked search (docs/decisions/019): title A, skills B, company C, description D; jobs_search_tsv is
    // defined in migration 0008. Members match every weight, visitors only A and B (what they are shown).
    searchVector: tsvector("search_vector")
      .notNull()
      .generatedAlwaysAs(sql`jobs_search_tsv(title, skills, company, description)`),
  },
  (t) => [
    check(
      "jobs_contract_duration_check",
      sql`${t.contractDuration} is null or ${t.contractDuration} in ('less-than-3-months','3-6-months','6-12-months','more-than-12-months')`,
    ),
    check("jobs_salary_period_check", sql`${t.salaryPeriod} is null or ${t.salaryPeriod} in ('hour','month','year')`),
    check(
      "jobs_salary_range_check",
      sql`(${t.salaryMin} is null or ${t.salaryMin} > 0) and (${t.salaryMax} is null or ${t.salaryMax} > 0) and (${t.salaryMin} is null or ${t.salaryMax} is null or ${t.salaryMin} <= ${t.salaryMax})`,
    ),
    check("jobs_workplace_type_check", sql`${t.workplaceType} is null or ${t.workplaceType} in ('on-site','hybrid','remote')`),
    check("jobs_payment_type_check", sql`${t.paymentType} is null or ${t.paymentType} in ('hourly','fixed','negotiable')`),
    // Serves the board (newest first, id as tie-breaker) without a sort.
    index("jobs_approved_posted_idx")
      .on(t.datePosted.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.isApproved}`),
    index("jobs_pending_idx")
      .on(t.datePosted.desc().nullsFirst())
      .where(sql`not ${t.isAdminReviewed}`),
    index("jobs_expiry_idx")
      .on(t.expiresAt)
      .where(sql`${t.isApproved}`),
    index("jobs_posted_idx").on(t.datePosted.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index("jobs_recruiter_idx").on(t.recruiterId, t.datePosted.desc().nullsFirst(), t.id.desc().nullsFirst()),
    // "Salary at least" on the board (docs/decisions/073-salary-ranges.md): by currency, the yearly minimum.
    index("jobs_salary_idx")
      .on(t.salaryCurrency, t.salaryYearlyMin)
      .where(sql`${t.isApproved} and ${t.salaryYearlyMin} is not null`),
    // A company's open jobs on its page (decision 078), newest first.
    index("jobs_company_idx")
      .on(t.companyId, t.datePosted.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.isApproved} and ${t.companyId} is not null`),
    index("jobs_skills_idx").using("gin", t.skills).with({ fastupdate: false }),
    index("jobs_approved_at_idx")
      .on(t.approvedAt)
      .where(sql`${t.isApproved}`),
    index("jobs_title_trgm_idx")
      .using("gin", sql`${t.title} gin_trgm_ops`)
      .with({ fastupdate: false }),
    index("jobs_company_trgm_idx")
      .using("gin", sql`${t.company} gin_trgm_ops`)
      .with({ fastupdate: false }),
    index("jobs_search_idx").using("gin", t.searchVector).with({ fastupdate: false }),
    // Exact matches first in search (migration 0022, docs/decisions/036).
    index("jobs_title_lower_idx").on(sql`lower(${t.title})`),
    index("jobs_company_lower_idx").on(sql`lower(${t.company})`),
    index("jobs_skills_lower_idx")
      .using("gin", sql`profiles_expertise_lower(${t.skills})`)
      .with({ fastupdate: false }),
  ],
);

/**
 * The jobs' word dictionary (migration 0052, docs/decisions/088-job-word-dictionary.md): every distinct word
 * of approved jobs' titles, skills, companies and descriptions with how many hold it, kept by statement
 * triggers on jobs; a search corrects typed words through its trigram index.
 */
export const jobWords = pgTable(
  "job_words",
  {
    word: text("word").primaryKey(),
    jobs: integer("jobs").notNull(),
  },
  (t) => [index("job_words_trgm_idx").using("gin", sql`${t.word} gin_trgm_ops`)],
);

/**
 * A member's application to a job (docs/decisions/079-applicant-pipeline.md). A mark of interest is the
 * lightest application: stage "new", no note. The pipeline moves it new → reviewing → interview → offer →
 * hired, or to rejected; withdrawing deletes the row (its private notes go with it).
 */
export const jobInterests = pgTable(
  "job_interests",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    jobId: uuid("job_id")
      .notNull()
      .references(() => jobs.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    stage: text("stage").notNull().default("new"),
    /** The candidate's short note (at most 2,000 characters); null for a mark of interest. */
    note: text("note"),
    stageChangedAt: timestamp("stage_changed_at", { withTimezone: true }),
  },
  (t) => [
    unique("job_interests_user_job_uq").on(t.userId, t.jobId),
    index("job_interests_job_idx").on(t.jobId),
    // The recruiters' daily digest of new interest (docs/decisions/032-job-alerts.md).
    index("job_interests_created_idx").on(t.createdAt),
    check("job_interests_stage_check", sql`${t.stage} in ('new','reviewing','interview','offer','hired','rejected')`),
    check("job_interests_note_length_check", sql`${t.note} is null or char_length(${t.note}) <= 2000`),
    // A job's applicants by stage, oldest first (the pipeline board, the per-stage counts, the CSV).
    index("job_interests_job_stage_idx").on(t.jobId, t.stage, t.createdAt),
    // "My applications" on /profile, newest first.
    index("job_interests_user_created_idx").on(t.userId, t.createdAt.desc()),
  ],
);

/** The recruiters' private notes on an application: visible to the job's recruiters and admins only. */
export const jobApplicationNotes = pgTable(
  "job_application_notes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    applicationId: uuid("application_id")
      .notNull()
      .references(() => jobInterests.id, { onDelete: "cascade" }),
    authorId: text("author_id").references(() => user.id, { onDelete: "set null" }),
    body: text("body").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("job_application_notes_body_check", sql`char_length(${t.body}) between 1 and 2000`),
    index("job_application_notes_application_idx").on(t.applicationId, t.createdAt),
  ],
);

export const contractorRequests = pgTable(
  "contractor_requests",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .unique()
      .references(() => user.id, { onDelete: "cascade" }),
    specialization: text("specialization").notNull(),
    yearsExperience: integer("years_experience").notNull(),
    relevantProjects: text("relevant_projects").notNull(),
    testimonials: text("testimonials").notNull(),
    resumeFileId: uuid("resume_file_id").references(() => files.id, { onDelete: "set null" }),
    githubConnected: boolean("github_connected").notNull().default(false),
    linkedinConnected: boolean("linkedin_connected").notNull().default(false),
    status: text("status").notNull().default("pending"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("contractor_requests_status_check", sql`${t.status} in ('pending','approved','rejected')`),
    index("contractor_requests_status_idx").on(t.status, t.createdAt.desc().nullsFirst()),
  ],
);
