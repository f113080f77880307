import { keepPreviousData, useInfiniteQuery, useMutation } from "@tanstack/react-query";
import type { z } from "zod";
import type { AdminJobListDto, jobReviewResultSchema } from "@common/jobs.schema";
import { call, client } from "@/lib/api-client";
import { flattenCursorPages } from "@/lib/cursor-pages";
import { queryFamilies } from "@/lib/query-families";
import { jobKeys } from "./keys";

/** `total` is exact up to 1000 (`totalCapped`), sent with the first page only. */
export type AdminJobList = AdminJobListDto;

export const ADMIN_JOBS_PAGE_SIZE = 20;
type JobReviewResult = z.infer<typeof jobReviewResultSchema>;

const listQuery = (view: "all" | "pending", search: string, cursor: string | null) => ({
  view,
  pageSize: String(ADMIN_JOBS_PAGE_SIZE),
  ...(search ? { search } : {}),
  ...(cursor ? { cursor } : {}),
});

/** Server-paged (keyset cursor); "Load more" fetches the next page. */
export function useAdminJobs(view: "all" | "pending", search: string) {
  const q = useInfiniteQuery({
    queryKey: jobKeys.adminList(view, search),
    queryFn: ({ pageParam }) => call(client.api.admin.jobs.$get({ query: listQuery(view, search, pageParam) })),
    initialPageParam: null as string | null,
    getNextPageParam: (last: AdminJobList) => last.nextCursor ?? undefined,
    placeholderData: keepPreviousData,
  });
  const { jobs, total, totalCapped, ...rest } = flattenCursorPages(q);
  return { data: q.data ? { jobs, total, totalCapped } : undefined, ...rest };
}

export function useAdminJobActions() {
  // An approval, a rejection or a removal changes the public board, this list, the reviewers' list, the
  // member's and the recruiter's lists of their jobs, and the admin's figures.
  const meta = { invalidates: [jobKeys.all, queryFamilies.recruiter, queryFamilies.admin] };
  return {
    review: useMutation({
      mutationFn: async ({ id, approve, reason }: { id: string; approve: boolean; reason?: string }): Promise<JobReviewResult> =>
        approve
          ? call(client.api.admin.jobs[":id"].approve.$post({ param: { id } }))
          : call(client.api.admin.jobs[":id"].reject.$post({ param: { id }, json: { reason: reason?.trim() || null } })),
      meta,
    }),
    remove: useMutation({ mutationFn: (id: string) => call(client.api.admin.jobs[":id"].$delete({ param: { id } })), meta }),
    bulkRemove: useMutation({
      mutationFn: (ids: string[]) => call(client.api.admin.jobs["bulk-delete"].$post({ json: { ids } })),
      meta,
    }),
  };
}
