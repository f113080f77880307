import { keepPreviousData, useInfiniteQuery, useMutation } from "@tanstack/react-query";
import type { z } from "zod";
import type { reviewJobListDtoSchema } from "@common/jobs.schema";
import { call, client } from "@/lib/api-client";
import { flattenCursorPages } from "@/lib/cursor-pages";
import { queryFamilies } from "@/lib/query-families";
import { jobKeys } from "./keys";

type ReviewJobPage = z.infer<typeof reviewJobListDtoSchema>;
/** A pending job as a reviewer (mentor or admin) sees it (decision 017). */
export type ReviewJob = ReviewJobPage["jobs"][number];

export function useJobsToReview() {
  const q = useInfiniteQuery({
    queryKey: jobKeys.review(),
    queryFn: ({ pageParam }) =>
      call(client.api.review.jobs.$get({ query: { pageSize: "20", ...(pageParam ? { cursor: pageParam } : {}) } })),
    initialPageParam: null as string | null,
    getNextPageParam: (last: ReviewJobPage) => last.nextCursor ?? undefined,
    placeholderData: keepPreviousData,
  });
  return flattenCursorPages(q);
}

export function useReviewJob() {
  return useMutation({
    mutationFn: ({ id, approve }: { id: string; approve: boolean }) =>
      approve
        ? call(client.api.review.jobs[":id"].approve.$post({ param: { id } }))
        : call(client.api.review.jobs[":id"].reject.$post({ param: { id }, json: {} })),
    // A decision moves the job from the review lists to the board (or off it) and changes the recruiter's dashboard.
    meta: { invalidates: [jobKeys.all, queryFamilies.recruiter, queryFamilies.admin] },
  });
}
