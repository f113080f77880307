import { keepPreviousData, useInfiniteQuery, useMutation, useQueryClient } from "@tanstack/react-query";
import type { JobDto, JobStatus } from "@common/jobs.schema";
import { api } from "@/lib/api-client";
import { flattenCursorPages } from "@/lib/cursor-pages";

export interface AdminJobList {
  jobs: (JobDto & { isApproved: boolean; isAdminReviewed: boolean; status: JobStatus; rejectionReason: string | null; expiresAt: string | null })[];
  /** Exact up to 1000 (`totalCapped`), sent with the first page only. */
  total: number | null;
  totalCapped: boolean;
  hasMore: boolean;
  nextCursor: string | null;
}

export const ADMIN_JOBS_PAGE_SIZE = 20;

const key = (view: string, search: string) => ["admin", "jobs", view, search] as const;

function listUrl(view: string, search: string, cursor: string | null) {
  const p = new URLSearchParams({ view, pageSize: String(ADMIN_JOBS_PAGE_SIZE) });
  if (search) p.set("search", search);
  if (cursor) p.set("cursor", cursor);
  return `/api/admin/jobs?${p.toString()}`;
}

/** Server-paged (keyset cursor); "Load more" fetches the next page. */
export function useAdminJobs(view: "all" | "pending", search: string) {
  const q = useInfiniteQuery({
    queryKey: key(view, search),
    queryFn: ({ pageParam }) => api<AdminJobList>(listUrl(view, search, pageParam)),
    initialPageParam: null as string | null,
    getNextPageParam: (last: AdminJobList) => last.nextCursor ?? undefined,
    placeholderData: keepPreviousData,
  });
  const { jobs, total, totalCapped, ...rest } = flattenCursorPages(q);
  return { data: q.data ? { jobs, total, totalCapped } : undefined, ...rest };
}

export function useAdminJobActions() {
  const qc = useQueryClient();
  const done = () => qc.invalidateQueries({ queryKey: ["admin", "jobs"] });
  return {
    review: useMutation({
      mutationFn: ({ id, approve, reason }: { id: string; approve: boolean; reason?: string }) =>
        approve
          ? api(`/api/admin/jobs/${id}/approve`, { method: "POST" })
          : api(`/api/admin/jobs/${id}/reject`, { json: { reason: reason?.trim() || null } }),
      onSuccess: done,
    }),
    remove: useMutation({ mutationFn: (id: string) => api(`/api/admin/jobs/${id}`, { method: "DELETE" }), onSuccess: done }),
    bulkRemove: useMutation({
      mutationFn: (ids: string[]) => api<{ deleted: number }>("/api/admin/jobs/bulk-delete", { json: { ids } }),
      onSuccess: done,
    }),
  };
}
