import { queryFamilies } from "@/lib/query-families";

const all = queryFamilies.recruiter;

export const recruiterKeys = {
  all,
  jobs: () => [...all, "jobs"] as const,
  job: (id: string) => [...all, "job", id] as const,
  jobForEdit: (id: string) => [...all, "job-edit", id] as const,
  candidateSearch: (q: string) => [...all, "candidates", q] as const,
};
