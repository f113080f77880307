import { queryFamilies } from "@/lib/query-families";

const all = queryFamilies.alerts;

/** Every query of the job alerts feature (docs/decisions/032-job-alerts.md). */
export const alertKeys = {
  all,
  savedSearches: () => [...all, "saved-searches"] as const,
};
