import { keepPreviousData, useInfiniteQuery, useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import type { reviewJobListDtoSchema } from "@common/jobs.schema";
import { call, client } from "@/lib/api-client";
import { flattenCursorPages } from "@/lib/cursor-pages";

type ReviewJobPage = z.infer<typeof reviewJobListDtoSchema>;
/** A pending job as a reviewer (mentor or admin) sees it (decision 017). */
export type ReviewJob = ReviewJobPage["jobs"][number];

const key = ["review", "jobs"] as const;

export function useJobsToReview() {
  const q = useInfiniteQuery({
    queryKey: key,
    queryFn: ({ pageParam }) =>
      call(client.api.review.jobs.$get({ query: { pageSize: "20", ...(pageParam ? { cursor: pageParam } : {}) } })),
    initialPageParam: null as string | null,
    getNextPageParam: (last: ReviewJobPage) => last.nextCursor ?? undefined,
    placeholderData: keepPreviousData,
  });
  return flattenCursorPages(q);
}

export function useReviewJob() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, approve }: { id: string; approve: boolean }) =>
      approve
        ? call(client.api.review.jobs[":id"].approve.$post({ param: { id } }))
        : call(client.api.review.jobs[":id"].reject.$post({ param: { id }, json: {} })),
    onSuccess: () => qc.invalidateQueries({ queryKey: key }),
  });
}
