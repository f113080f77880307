import { z } from "zod";
import { candidateDtoSchema } from "./candidates.schema";
import { jobDtoSchema, jobStatusSchema } from "./jobs.schema";

export const recruiterSearchSchema = z.object({ q: z.string().trim().min(1).max(100) });

// Response shapes: the JSON the API sends (docs/decisions/020); the types are inferred from them.
export const recruiterJobDtoSchema = jobDtoSchema.extend({
  applicantCount: z.number(),
  status: jobStatusSchema,
  rejectionReason: z.string().nullable(),
  expiresAt: z.string().nullable(),
});
export const recruiterDashboardDtoSchema = z.object({
  jobs: z.array(recruiterJobDtoSchema),
  activeJobs: z.number(),
  totalApplicants: z.number(),
});
export const recruiterJobDetailDtoSchema = z.object({
  job: jobDtoSchema,
  applicants: z.array(candidateDtoSchema),
});
export type RecruiterJobDto = z.infer<typeof recruiterJobDtoSchema>;
export type RecruiterDashboardDto = z.infer<typeof recruiterDashboardDtoSchema>;
export type RecruiterJobDetailDto = z.infer<typeof recruiterJobDetailDtoSchema>;
