import { infiniteQueryOptions, keepPreviousData, queryOptions, useInfiniteQuery, useQuery } from "@tanstack/react-query";
import type { JobDto, JobFiltersDto, JobListDto } from "@common/jobs.schema";
import { SALARY_CURRENCY_CODES, type SalaryCurrency } from "@common/salary";
import { call, client } from "@/lib/api-client";
import { flattenCursorPages } from "@/lib/cursor-pages";
import { jobKeys } from "./keys";

export interface JobFilterState {
  search: string;
  skill: string;
  location: string;
  days: string;
  contractorOnly: boolean;
  /** "Salary at least" (a yearly amount, docs/decisions/073-salary-ranges.md) and its currency ("" = EUR). */
  salaryAtLeast?: string;
  salaryCurrency?: string;
}

export const JOBS_PAGE_SIZE = 30;

/** A currency the API knows (a hand-edited URL may hold anything). */
const isSalaryCurrency = (c: string): c is SalaryCurrency => (SALARY_CURRENCY_CODES as readonly string[]).includes(c);

/** A "posted within" filter the API knows (a hand-edited URL may hold anything). */
const recentDays = (days: string): days is "7" | "14" | "30" => days === "7" || days === "14" || days === "30";

function toQuery(f: JobFilterState, cursor: string | null) {
  return {
    ...(f.search ? { search: f.search } : {}),
    ...(f.skill ? { skill: f.skill } : {}),
    ...(f.location ? { location: f.location } : {}),
    ...(recentDays(f.days) ? { days: f.days } : {}),
    ...(f.contractorOnly ? { contractorOnly: "true" as const } : {}),
    ...(/^[1-9]\d{0,10}$/.test(f.salaryAtLeast ?? "") ? { salaryAtLeast: f.salaryAtLeast } : {}),
    ...(f.salaryCurrency && isSalaryCurrency(f.salaryCurrency) ? { salaryCurrency: f.salaryCurrency } : {}),
    ...(cursor ? { cursor } : {}),
    pageSize: String(JOBS_PAGE_SIZE),
  };
}

/** The job board's filters as the page reads them from its URL (shared with the route loader). */
export function jobFiltersFromParams(params: URLSearchParams, verifiedContractor: boolean): JobFilterState {
  return {
    search: params.get("search") ?? "",
    skill: params.get("skill") ?? "",
    location: params.get("location") ?? "",
    days: params.get("days") ?? "all",
    contractorOnly: verifiedContractor && params.get("contractor") === "true",
    salaryAtLeast: params.get("salary") ?? "",
    salaryCurrency: params.get("currency") ?? "",
  };
}

export const jobsListQuery = (filters: JobFilterState) =>
  infiniteQueryOptions({
    queryKey: jobKeys.board(filters),
    queryFn: ({ pageParam }): Promise<JobListDto> => call(client.api.jobs.$get({ query: toQuery(filters, pageParam) })),
    initialPageParam: null as string | null,
    getNextPageParam: (last: JobListDto) => last.nextCursor ?? undefined,
  });

/** Server-paged job list (keyset cursor); "Load more" fetches the next page. */
export function useJobs(filters: JobFilterState) {
  return flattenCursorPages(useInfiniteQuery({ ...jobsListQuery(filters), placeholderData: keepPreviousData }));
}

/** The filter choices of the job board (shared with the route loader). */
export const jobFilterChoicesQuery = () =>
  queryOptions({
    queryKey: jobKeys.filterChoices(),
    queryFn: (): Promise<JobFiltersDto> => call(client.api.jobs.filters.$get()),
    staleTime: 60_000,
  });

export function useJobFilters() {
  return useQuery(jobFilterChoicesQuery());
}

export type { JobDto };

/** One job by id: the job's own page (and its route loader), and a shared link to a job not on the loaded pages. */
export const jobQuery = (id: string | null) =>
  queryOptions({
    queryKey: jobKeys.detail(id),
    queryFn: () => call(client.api.jobs[":id"].$get({ param: { id: id ?? "" } })),
    retry: false,
  });

export function useJob(id: string | null, enabled: boolean) {
  return useQuery({ ...jobQuery(id), enabled: Boolean(id) && enabled });
}
