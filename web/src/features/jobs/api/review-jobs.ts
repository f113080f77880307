import { keepPreviousData, useInfiniteQuery, useMutation, useQueryClient } from "@tanstack/react-query";
import type { JobDto } from "@common/jobs.schema";
import { api } from "@/lib/api-client";
import { flattenCursorPages } from "@/lib/cursor-pages";

/** A pending job as a reviewer (mentor or admin) sees it (decision 017). */
export type ReviewJob = JobDto & { isOwnSubmission: boolean };

interface ReviewJobPage {
  jobs: ReviewJob[];
  total: number | null;
  totalCapped: boolean;
  hasMore: boolean;
  nextCursor: string | null;
}

const key = ["review", "jobs"] as const;

export function useJobsToReview() {
  const q = useInfiniteQuery({
    queryKey: key,
    queryFn: ({ pageParam }) => api<ReviewJobPage>(`/api/review/jobs?pageSize=20${pageParam ? `&cursor=${encodeURIComponent(pageParam)}` : ""}`),
    initialPageParam: null as string | null,
    getNextPageParam: (last: ReviewJobPage) => last.nextCursor ?? undefined,
    placeholderData: keepPreviousData,
  });
  return flattenCursorPages(q);
}

export function useReviewJob() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, approve }: { id: string; approve: boolean }) => api(`/api/review/jobs/${id}/${approve ? "approve" : "reject"}`, { method: "POST" }),
    onSuccess: () => qc.invalidateQueries({ queryKey: key }),
  });
}
