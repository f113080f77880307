import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { JobDto, JobStatus } from "@common/jobs.schema";
import { api } from "@/lib/api-client";

export interface AdminJobList {
  jobs: (JobDto & { isApproved: boolean; isAdminReviewed: boolean; status: JobStatus; rejectionReason: string | null; expiresAt: string | null })[];
  total: number;
}

const key = (view: string, search: string) => ["admin", "jobs", view, search] as const;

export function useAdminJobs(view: "all" | "pending", search: string) {
  return useQuery({
    queryKey: key(view, search),
    queryFn: () => api<AdminJobList>(`/api/admin/jobs?view=${view}&pageSize=100${search ? `&search=${encodeURIComponent(search)}` : ""}`),
    placeholderData: keepPreviousData,
  });
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
