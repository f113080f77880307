import { z } from "zod";
import type { CandidateDto } from "./candidates.schema";
import type { JobDto, JobStatus } from "./jobs.schema";

export interface RecruiterJobDto extends JobDto {
  applicantCount: number;
  status: JobStatus;
  rejectionReason: string | null;
  expiresAt: string | null;
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
