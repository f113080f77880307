import { useInfiniteQuery, useMutation } from "@tanstack/react-query";
import type { MyJobListDto, RenewJobDto } from "@common/jobs.schema";
import { call, client } from "@/lib/api-client";
import { queryFamilies } from "@/lib/query-families";
import { jobKeys } from "./keys";

export const MY_JOBS_PAGE_SIZE = 20;

/** The signed-in member's own submitted jobs, newest first, by cursor. */
export function useMyJobs() {
  return useInfiniteQuery({
    queryKey: jobKeys.mine(),
    queryFn: ({ pageParam }) =>
      call(client.api.me.jobs.$get({ query: { pageSize: String(MY_JOBS_PAGE_SIZE), ...(pageParam ? { cursor: pageParam } : {}) } })),
    initialPageParam: null as string | null,
    getNextPageParam: (last: MyJobListDto) => last.nextCursor ?? undefined,
  });
}

/** Renew an approved (or expired) job for another 30 days; refreshes every job list that shows it. */
export function useRenewJob() {
  return useMutation({
    mutationFn: (id: string): Promise<RenewJobDto> => call(client.api.jobs[":id"].renew.$post({ param: { id } })),
    meta: { invalidates: [jobKeys.all, queryFamilies.recruiter, queryFamilies.admin] },
  });
}
