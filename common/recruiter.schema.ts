import { z } from "zod";
import type { CandidateDto } from "./candidates.schema";
import type { JobDto } from "./jobs.schema";

export interface RecruiterJobDto extends JobDto {
  applicantCount: number;
}

export interface RecruiterDashboardDto {
  jobs: RecruiterJobDto[];
  activeJobs: number;
  totalApplicants: number;
}

export interface RecruiterJobDetailDto {
  job: JobDto;
  applicants: CandidateDto[];
}

export const recruiterSearchSchema = z.object({ q: z.string().trim().min(1).max(100) });
