import { queryFamilies } from "@/lib/query-families";

const all = queryFamilies.contractors;

export const contractorKeys = {
  all,
  mine: () => [...all, "mine"] as const,
  pending: () => [...all, "pending"] as const,
};
