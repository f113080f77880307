import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { AdminStatsDto, AdminUserDto } from "@common/admin.schema";
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
