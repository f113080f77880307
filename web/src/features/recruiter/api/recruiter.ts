import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { CandidateDto } from "@common/candidates.schema";
import type { JobDto, JobInput } from "@common/jobs.schema";
import type { RecruiterDashboardDto, RecruiterJobDetailDto } from "@common/recruiter.schema";
import { api } from "@/lib/api-client";

export const useRecruiterJobs = (enabled = true) =>
  useQuery({ queryKey: ["recruiter", "jobs"], queryFn: () => api<RecruiterDashboardDto>("/api/recruiter/jobs"), enabled });

export const useRecruiterJob = (id: string) =>
  useQuery({ queryKey: ["recruiter", "job", id], queryFn: () => api<RecruiterJobDetailDto>(`/api/recruiter/jobs/${id}`) });

export const useRecruiterJobForEdit = (id: string) =>
  useQuery({ queryKey: ["recruiter", "job-edit", id], queryFn: () => api<{ job: JobDto }>(`/api/recruiter/jobs/${id}/edit`), staleTime: 0 });

export function useUpdateJob(id: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: JobInput) => api(`/api/recruiter/jobs/${id}`, { method: "PUT", json: input }),
    onSuccess: () => qc.invalidateQueries({ queryKey: ["recruiter"] }),
  });
}

export const useRecruiterCandidateSearch = (q: string) =>
  useQuery({
    queryKey: ["recruiter", "candidates", q],
    queryFn: () => api<{ candidates: CandidateDto[]; total: number }>(`/api/recruiter/candidates?q=${encodeURIComponent(q)}`),
    enabled: q.length > 0,
  });
