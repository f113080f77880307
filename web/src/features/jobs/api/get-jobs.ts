import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { JobDto, JobFiltersDto, JobListDto } from "@common/jobs.schema";
import { api } from "@/lib/api-client";

export interface JobFilterState {
  search: string;
  skill: string;
  location: string;
  days: string;
  contractorOnly: boolean;
}

export const jobsKeys = {
  all: ["jobs"] as const,
  list: (f: JobFilterState) => ["jobs", "list", f] as const,
  filters: ["jobs", "filters"] as const,
};

function toQuery(f: JobFilterState) {
  const p = new URLSearchParams();
  if (f.search) p.set("search", f.search);
  if (f.skill) p.set("skill", f.skill);
  if (f.location) p.set("location", f.location);
  if (f.days && f.days !== "all") p.set("days", f.days);
  if (f.contractorOnly) p.set("contractorOnly", "true");
  p.set("pageSize", "100");
  return p.toString();
}

export function useJobs(filters: JobFilterState) {
  return useQuery({
    queryKey: jobsKeys.list(filters),
    queryFn: () => api<JobListDto>(`/api/jobs?${toQuery(filters)}`),
    placeholderData: keepPreviousData,
  });
}

export function useJobFilters() {
  return useQuery({ queryKey: jobsKeys.filters, queryFn: () => api<JobFiltersDto>("/api/jobs/filters"), staleTime: 60_000 });
}

export type { JobDto };
