import { useInfiniteQuery, useMutation, useQuery } from "@tanstack/react-query";
import type { CandidateDto } from "@common/candidates.schema";
import type { JobDto, JobInput } from "@common/jobs.schema";
import type { RecruiterDashboardDto, RecruiterJobDetailDto } from "@common/recruiter.schema";
import { call, client } from "@/lib/api-client";
import { queryFamilies } from "@/lib/query-families";
import { recruiterKeys } from "./keys";

export const RECRUITER_JOBS_PAGE_SIZE = 20;

/**
 * The recruiter's postings, 20 a page by cursor ("Load more job postings"), with the dashboard's
 * figures from the first page.
 */
export function useRecruiterJobs() {
  const query = useInfiniteQuery({
    queryKey: recruiterKeys.jobs(),
    queryFn: ({ pageParam }): Promise<RecruiterDashboardDto> =>
      call(
        client.api.recruiter.jobs.$get({
          query: { pageSize: String(RECRUITER_JOBS_PAGE_SIZE), ...(pageParam ? { cursor: pageParam } : {}) },
        }),
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (last: RecruiterDashboardDto) => last.nextCursor ?? undefined,
  });
  const pages = query.data?.pages ?? [];
  const first = pages[0];
  const data = first && { ...first, jobs: pages.flatMap((p) => p.jobs) };
  return { data, isLoading: query.isLoading, query };
}

export const useRecruiterJob = (id: string) =>
  useQuery({
    queryKey: recruiterKeys.job(id),
    queryFn: (): Promise<RecruiterJobDetailDto> => call(client.api.recruiter.jobs[":id"].$get({ param: { id } })),
  });

export const useRecruiterJobForEdit = (id: string) =>
  useQuery({
    queryKey: recruiterKeys.jobForEdit(id),
    queryFn: (): Promise<{ job: JobDto }> => call(client.api.recruiter.jobs[":id"].edit.$get({ param: { id } })),
    staleTime: 0,
  });

export function useUpdateJob(id: string) {
  return useMutation({
    mutationFn: (input: JobInput) => call(client.api.recruiter.jobs[":id"].$put({ param: { id }, json: input })),
    // The posting shows on the board (or goes back to review: the admin's and reviewers' lists, the figures).
    meta: { invalidates: [recruiterKeys.all, queryFamilies.jobs, queryFamilies.admin] },
  });
}

export const useRecruiterCandidateSearch = (q: string) =>
  useQuery({
    queryKey: recruiterKeys.candidateSearch(q),
    queryFn: (): Promise<{ candidates: CandidateDto[]; total: number }> => call(client.api.recruiter.candidates.$get({ query: { q } })),
    enabled: q.length > 0,
  });
