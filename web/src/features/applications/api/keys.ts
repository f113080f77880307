import { queryFamilies } from "@/lib/query-families";

const all = queryFamilies.applications;

export const applicationKeys = {
  all,
  mine: () => [...all, "mine"] as const,
  jobApplicants: (jobId: string) => [...all, "job", jobId] as const,
};
