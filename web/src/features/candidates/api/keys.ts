import { queryFamilies } from "@/lib/query-families";

const all = queryFamilies.candidates;

export const candidateKeys = {
  all,
  list: (q: string, page: number, filters: { skill: string[]; location: string; experience: string; availability: string }) =>
    [...all, "list", q, page, filters] as const,
  detail: (id: string) => [...all, "detail", id] as const,
  savedSearches: () => [...all, "saved-searches"] as const,
};
