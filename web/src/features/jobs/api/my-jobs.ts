import { useInfiniteQuery, useMutation, useQueryClient } from "@tanstack/react-query";
import type { MyJobListDto, RenewJobDto } from "@common/jobs.schema";
import { api } from "@/lib/api-client";

export const MY_JOBS_PAGE_SIZE = 20;
const myJobsKey = ["jobs", "mine"] as const;

/** The signed-in member's own submitted jobs, newest first, by cursor. */
export function useMyJobs() {
  return useInfiniteQuery({
    queryKey: myJobsKey,
    queryFn: ({ pageParam }) =>
      api<MyJobListDto>(`/api/me/jobs?pageSize=${MY_JOBS_PAGE_SIZE}${pageParam ? `&cursor=${encodeURIComponent(pageParam)}` : ""}`),
    initialPageParam: null as string | null,
    getNextPageParam: (last: MyJobListDto) => last.nextCursor ?? undefined,
  });
}

/** Renew an approved (or expired) job for another 30 days; refreshes every job list that shows it. */
export function useRenewJob() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api<RenewJobDto>(`/api/jobs/${id}/renew`, { method: "POST" }),
    onSuccess: async () => {
      await Promise.all([qc.invalidateQueries({ queryKey: ["jobs"] }), qc.invalidateQueries({ queryKey: ["recruiter", "jobs"] })]);
    },
  });
}
