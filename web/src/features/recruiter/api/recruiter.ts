import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { CandidateDto } from "@common/candidates.schema";
import type { JobDto, JobInput } from "@common/jobs.schema";
import type { RecruiterDashboardDto, RecruiterJobDetailDto } from "@common/recruiter.schema";
import { call, client } from "@/lib/api-client";

export const useRecruiterJobs = (enabled = true) =>
  useQuery({
    queryKey: ["recruiter", "jobs"],
    queryFn: (): Promise<RecruiterDashboardDto> => call(client.api.recruiter.jobs.$get()),
    enabled,
  });

export const useRecruiterJob = (id: string) =>
  useQuery({
    queryKey: ["recruiter", "job", id],
    queryFn: (): Promise<RecruiterJobDetailDto> => call(client.api.recruiter.jobs[":id"].$get({ param: { id } })),
  });

export const useRecruiterJobForEdit = (id: string) =>
  useQuery({
    queryKey: ["recruiter", "job-edit", id],
    queryFn: (): Promise<{ job: JobDto }> => call(client.api.recruiter.jobs[":id"].edit.$get({ param: { id } })),
    staleTime: 0,
  });

export function useUpdateJob(id: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: JobInput) => call(client.api.recruiter.jobs[":id"].$put({ param: { id }, json: input })),
    onSuccess: () => qc.invalidateQueries({ queryKey: ["recruiter"] }),
  });
}

export const useRecruiterCandidateSearch = (q: string) =>
  useQuery({
    queryKey: ["recruiter", "candidates", q],
    queryFn: (): Promise<{ candidates: CandidateDto[]; total: number }> => call(client.api.recruiter.candidates.$get({ query: { q } })),
    enabled: q.length > 0,
  });
