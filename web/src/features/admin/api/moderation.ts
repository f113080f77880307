import { useInfiniteQuery, useMutation } from "@tanstack/react-query";
import type { ModerationKind, ReviewQueueDto, StaffActionDto } from "@common/moderation.schema";
import { call, client } from "@/lib/api-client";
import { queryFamilies } from "@/lib/query-families";
import { adminKeys } from "./keys";

/** The review queue (docs/decisions/034): oldest first, 25 a page, one kind or all the viewer reviews. */
export const useReviewQueue = (kind: ModerationKind | null) =>
  useInfiniteQuery({
    queryKey: adminKeys.review(kind),
    queryFn: ({ pageParam }): Promise<ReviewQueueDto> =>
      call(client.api.admin.review.$get({ query: { ...(kind ? { kind } : {}), ...(pageParam ? { cursor: pageParam } : {}) } })),
    initialPageParam: null as string | null,
    getNextPageParam: (last: ReviewQueueDto) => last.nextCursor ?? undefined,
  });

// A decision changes every list the item was on (jobs, offerings, blog, mentors, the admin figures).
const invalidates = [
  queryFamilies.admin,
  queryFamilies.jobs,
  queryFamilies.offerings,
  queryFamilies.blog,
  queryFamilies.comments,
  queryFamilies.mentorship,
  queryFamilies.contractors,
];

export function useDecide() {
  return useMutation({
    mutationFn: ({ id, version, approve, reason }: { id: string; version: number; approve: boolean; reason?: string }) =>
      call(
        client.api.admin.review[":id"].decision.$post({
          param: { id },
          json: approve ? { decision: "approve", version } : { decision: "reject", version, reason: reason ?? "" },
        }),
      ),
    meta: { invalidates },
  });
}

export function useBulkDecide() {
  return useMutation({
    mutationFn: (body: { decision: "approve" | "reject"; reason?: string; items: { id: string; version: number }[] }) =>
      call(client.api.admin.review.bulk.$post({ json: body })),
    meta: { invalidates },
  });
}

export type StaffLogFilters = { action?: string; actor?: string; target?: string; from?: string; to?: string };
const logQuery = (f: StaffLogFilters) => Object.fromEntries(Object.entries(f).filter(([, v]) => v)) as Record<string, string>;

export const useStaffLog = (filters: StaffLogFilters) =>
  useInfiniteQuery({
    queryKey: adminKeys.staffLog(filters),
    queryFn: ({ pageParam }): Promise<{ actions: StaffActionDto[]; nextCursor: string | null }> =>
      call(client.api.admin.log.$get({ query: { ...logQuery(filters), ...(pageParam ? { cursor: pageParam } : {}) } as never })),
    initialPageParam: null as string | null,
    getNextPageParam: (last: { nextCursor: string | null }) => last.nextCursor ?? undefined,
  });

/** A plain link: the browser downloads the CSV with the session cookie. */
export const staffLogExportUrl = (filters: StaffLogFilters) => `/api/admin/log/export?${new URLSearchParams(logQuery(filters))}`;
