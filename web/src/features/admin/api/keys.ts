import type { InboxKind } from "@common/admin.schema";
import { queryFamilies } from "@/lib/query-families";

const all = queryFamilies.admin;

/** The admin dashboard's own queries (the review lists of jobs, articles, events… belong to their features). */
export const adminKeys = {
  all,
  stats: () => [...all, "stats"] as const,
  users: () => [...all, "users"] as const,
  userList: (q: string, page: number, filter?: string) => [...all, "users", q, page, filter ?? "all"] as const,
  restrictions: (id: string) => [...all, "users", id, "restrictions"] as const,
  inbox: (kind: InboxKind, q: string, page: number) => [...all, "inbox", kind, q, page] as const,
  review: (kind: string | null) => [...all, "review", kind ?? "all"] as const,
  reviewCounts: () => [...all, "review", "counts"] as const,
  staffLog: (filters: Record<string, string | undefined>) => [...all, "log", filters] as const,
};
