import { z } from "zod";
import { stageCountsSchema } from "./applications.schema";
import { candidateDtoSchema } from "./candidates.schema";
import { jobDtoSchema, jobStatusSchema } from "./jobs.schema";

export const recruiterSearchSchema = z.object({ q: z.string().trim().min(1).max(100) });

// Response shapes: the JSON the API sends (docs/decisions/020); the types are inferred from them.
export const recruiterJobDtoSchema = jobDtoSchema.extend({
  applicantCount: z.number(),
  /** The applicants in each stage of the pipeline (docs/decisions/079-applicant-pipeline.md). */
  stageCounts: stageCountsSchema,
  status: jobStatusSchema,
  rejectionReason: z.string().nullable(),
  expiresAt: z.string().nullable(),
});
/**
 * A page of the recruiter's postings (every posting for an admin), newest first, by keyset cursor.
 * The dashboard's figures come with the first page only (null on the next ones); an admin's stop
 * counting at 1000 (`…Capped`: "1000+").
 */
export const recruiterDashboardDtoSchema = z.object({
  jobs: z.array(recruiterJobDtoSchema),
  activeJobs: z.number().nullable(),
  activeJobsCapped: z.boolean(),
  totalApplicants: z.number().nullable(),
  totalApplicantsCapped: z.boolean(),
  hasMore: z.boolean(),
  nextCursor: z.string().nullable(),
});
export const recruiterJobDetailDtoSchema = z.object({
  job: jobDtoSchema,
  applicants: z.array(candidateDtoSchema),
});
export type RecruiterJobDto = z.infer<typeof recruiterJobDtoSchema>;
export type RecruiterDashboardDto = z.infer<typeof recruiterDashboardDtoSchema>;
export type RecruiterJobDetailDto = z.infer<typeof recruiterJobDetailDtoSchema>;
