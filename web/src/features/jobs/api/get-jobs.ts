import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery, useQuery } from "@tanstack/react-query";
import type { JobDto, JobFiltersDto, JobListDto } from "@common/jobs.schema";
import { api } from "@/lib/api-client";
import { flattenCursorPages } from "@/lib/cursor-pages";

export interface JobFilterState {
  search: string;
  skill: string;
  location: string;
  days: string;
  contractorOnly: boolean;
}

export const JOBS_PAGE_SIZE = 30;

export const jobsKeys = {
  all: ["jobs"] as const,
  list: (f: JobFilterState) => ["jobs", "list", f] as const,
  filters: ["jobs", "filters"] as const,
};

function toQuery(f: JobFilterState, cursor: string | null) {
  const p = new URLSearchParams();
  if (f.search) p.set("search", f.search);
  if (f.skill) p.set("skill", f.skill);
  if (f.location) p.set("location", f.location);
  if (f.days && f.days !== "all") p.set("days", f.days);
  if (f.contractorOnly) p.set("contractorOnly", "true");
  if (cursor) p.set("cursor", cursor);
  p.set("pageSize", String(JOBS_PAGE_SIZE));
  return p.toString();
}

/** The job board's filters as the page reads them from its URL (shared with the route loader). */
export function jobFiltersFromParams(params: URLSearchParams, verifiedContractor: boolean): JobFilterState {
  return {
    search: params.get("search") ?? "",
    skill: params.get("skill") ?? "",
    location: params.get("location") ?? "",
    days: params.get("days") ?? "all",
    contractorOnly: verifiedContractor && params.get("contractor") === "true",
  };
}

export const jobsListQuery = (filters: JobFilterState) =>
  infiniteQueryOptions({
    queryKey: jobsKeys.list(filters),
    queryFn: ({ pageParam }) => api<JobListDto>(`/api/jobs?${toQuery(filters, pageParam)}`),
    initialPageParam: null as string | null,
    getNextPageParam: (last: JobListDto) => last.nextCursor ?? undefined,
  });

/** Server-paged job list (keyset cursor); "Load more" fetches the next page. */
export function useJobs(filters: JobFilterState) {
  return flattenCursorPages(useInfiniteQuery({ ...jobsListQuery(filters), placeholderData: keepPreviousData }));
}

export function useJobFilters() {
  return useQuery({ queryKey: jobsKeys.filters, queryFn: () => api<JobFiltersDto>("/api/jobs/filters"), staleTime: 60_000 });
}

export type { JobDto };

/** One job by id (for a shared link to a job that is not on the loaded pages). */
export function useJob(id: string | null, enabled: boolean) {
  return useQuery({
    queryKey: ["jobs", "one", id],
    queryFn: () => api<{ job: JobDto }>(`/api/jobs/${id}`),
    enabled: Boolean(id) && enabled,
    retry: false,
  });
}
