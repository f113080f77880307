import { queryFamilies } from "@/lib/query-families";

const all = queryFamilies.candidates;

export const candidateKeys = {
  all,
  list: (q: string, page: number) => [...all, "list", q, page] as const,
  detail: (id: string) => [...all, "detail", id] as const,
};
