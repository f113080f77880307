import { queryFamilies } from "@/lib/query-families";

const all = queryFamilies.newsletter;

export const newsletterKeys = {
  all,
  archive: () => [...all, "archive"] as const,
  issue: (slug: string) => [...all, "issue", slug] as const,
  adminList: () => [...all, "admin", "list"] as const,
  adminIssue: (id: string) => [...all, "admin", "issue", id] as const,
  preview: (id: string) => [...all, "admin", "preview", id] as const,
  picker: () => [...all, "admin", "picker"] as const,
};
