import { keepPreviousData, useMutation, useQuery } from "@tanstack/react-query";
import type { AdminStatsDto, AdminUserDto, InboxKind, InboxPage } from "@common/admin.schema";
import type { Role } from "@common/profiles.schema";
import type { AdminUserFilter, PlaceRestrictionInput, RestrictionDto } from "@common/restrictions.schema";
import { call, client } from "@/lib/api-client";
import { queryFamilies } from "@/lib/query-families";
import { adminKeys } from "./keys";

export const useAdminStats = () =>
  useQuery({ queryKey: adminKeys.stats(), queryFn: (): Promise<AdminStatsDto> => call(client.api.admin.stats.$get()) });

export const useAdminUsers = (q: string, page: number, filter?: AdminUserFilter) =>
  useQuery({
    queryKey: adminKeys.userList(q, page, filter),
    queryFn: (): Promise<{ users: AdminUserDto[]; total: number; totalCapped: boolean; page: number; pageSize: number }> =>
      call(client.api.admin.users.$get({ query: { page: String(page), ...(q ? { q } : {}), ...(filter ? { filter } : {}) } })),
    placeholderData: keepPreviousData,
  });

/** A member's silences and suspensions, newest first (docs/decisions/061). */
export const useUserRestrictions = (id: string, enabled: boolean) =>
  useQuery({
    queryKey: adminKeys.restrictions(id),
    queryFn: (): Promise<{ restrictions: RestrictionDto[] }> => call(client.api.admin.users[":id"].restrictions.$get({ param: { id } })),
    enabled,
  });

/** Silence or suspend a member (the server refuses admins and one's own account). */
export function usePlaceRestriction() {
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: PlaceRestrictionInput }) =>
      call(client.api.admin.users[":id"].restrictions.$post({ param: { id }, json: input })),
    meta: { invalidates: [adminKeys.all] },
  });
}

/** Lift a silence or suspension early, with a reason. */
export function useLiftRestriction() {
  return useMutation({
    mutationFn: ({ id, restrictionId, reason }: { id: string; restrictionId: string; reason: string }) =>
      call(client.api.admin.users[":id"].restrictions[":restrictionId"].lift.$post({ param: { id, restrictionId }, json: { reason } })),
    meta: { invalidates: [adminKeys.all] },
  });
}

export function useChangeRole() {
  return useMutation({
    mutationFn: ({ id, role, reason }: { id: string; role: Role; reason: string }) =>
      call(client.api.admin.users[":id"].role.$put({ param: { id }, json: { role, reason } })),
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
