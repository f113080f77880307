import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { AdminStatsDto, AdminUserDto, InboxKind, InboxPage } from "@common/admin.schema";
import type { Role } from "@common/profiles.schema";
import { api } from "@/lib/api-client";

export const useAdminStats = () => useQuery({ queryKey: ["admin", "stats"], queryFn: () => api<AdminStatsDto>("/api/admin/stats") });

export const useAdminUsers = (q: string, page: number) =>
  useQuery({
    queryKey: ["admin", "users", q, page],
    queryFn: () => api<{ users: AdminUserDto[]; total: number; page: number; pageSize: number }>(`/api/admin/users?page=${page}${q ? `&q=${encodeURIComponent(q)}` : ""}`),
    placeholderData: keepPreviousData,
  });

export function useChangeRole() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, role }: { id: string; role: Role }) => api(`/api/admin/users/${id}/role`, { method: "PUT", json: { role } }),
    onSuccess: () => qc.invalidateQueries({ queryKey: ["admin", "users"] }),
  });
}

const inboxQuery = (q: string, page?: number) => {
  const p = new URLSearchParams();
  if (page) p.set("page", String(page));
  if (q) p.set("q", q);
  return p.toString();
};

export const useInbox = (kind: InboxKind, q: string, page: number) =>
  useQuery({
    queryKey: ["admin", "inbox", kind, q, page],
    queryFn: () => api<InboxPage>(`/api/admin/inbox/${kind}?${inboxQuery(q, page)}`),
    placeholderData: keepPreviousData,
  });

/** A plain link (the browser downloads the attachment with the session cookie). */
export const inboxExportUrl = (kind: InboxKind, q: string) => `/api/admin/inbox/${kind}/export?${inboxQuery(q)}`;
