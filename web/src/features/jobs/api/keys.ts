import { queryFamilies } from "@/lib/query-families";
import type { JobFilterState } from "./get-jobs";

const all = queryFamilies.jobs;

/** Every query of the jobs feature: the public board, one job, my jobs, the admin's list. */
export const jobKeys = {
  all,
  boards: () => [...all, "board"] as const,
  board: (filters: JobFilterState) => [...all, "board", filters] as const,
  filterChoices: () => [...all, "filters"] as const,
  details: () => [...all, "detail"] as const,
  detail: (id: string | null) => [...all, "detail", id] as const,
  mine: () => [...all, "mine"] as const,
  adminLists: () => [...all, "admin"] as const,
  adminList: (view: "all" | "pending", search: string) => [...all, "admin", view, search] as const,
};
