import { keepPreviousData, useMutation, useQuery } from "@tanstack/react-query";
import type { AdminStatsDto, AdminUserDto, InboxKind, InboxPage } from "@common/admin.schema";
import type { Role } from "@common/profiles.schema";
import { call, client } from "@/lib/api-client";
import { queryFamilies } from "@/lib/query-families";
import { adminKeys } from "./keys";

export const useAdminStats = () =>
  useQuery({ queryKey: adminKeys.stats(), queryFn: (): Promise<AdminStatsDto> => call(client.api.admin.stats.$get()) });

export const useAdminUsers = (q: string, page: number) =>
  useQuery({
    queryKey: adminKeys.userList(q, page),
    queryFn: (): Promise<{ users: AdminUserDto[]; total: number; totalCapped: boolean; page: number; pageSize: number }> =>
      call(client.api.admin.users.$get({ query: { page: String(page), ...(q ? { q } : {}) } })),
    placeholderData: keepPreviousData,
  });

export function useChangeRole() {
  return useMutation({
    mutationFn: ({ id, role }: { id: string; role: Role }) =>
      call(client.api.admin.users[":id"].role.$put({ param: { id }, json: { role } })),
    // A role shows in the users list and the figures, decides who is in the mentors directory and who is a candidate.
    meta: { invalidates: [adminKeys.all, queryFamilies.mentorship, queryFamilies.candidates] },
  });
}

/** An admin deletes a member's account (the server refuses admins and one's own); the reason goes to the staff log. */
export function useDeleteUser() {
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) =>
      call(client.api.admin.users[":id"].$delete({ param: { id }, json: { reason } })),
    meta: { invalidates: [adminKeys.all, queryFamilies.mentorship, queryFamilies.candidates] },
  });
}

const inboxQuery = (q: string, page?: number) => ({ ...(page ? { page: String(page) } : {}), ...(q ? { q } : {}) });

export const useInbox = (kind: InboxKind, q: string, page: number) =>
  useQuery({
    queryKey: adminKeys.inbox(kind, q, page),
    queryFn: (): Promise<InboxPage> => call(client.api.admin.inbox[":kind"].$get({ param: { kind }, query: inboxQuery(q, page) })),
    placeholderData: keepPreviousData,
  });

/** A plain link (the browser downloads the attachment with the session cookie). */
export const inboxExportUrl = (kind: InboxKind, q: string) => `/api/admin/inbox/${kind}/export?${inboxQuery(q)}`;
