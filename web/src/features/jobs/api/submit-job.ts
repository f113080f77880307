import { useMutation } from "@tanstack/react-query";
import type { JobInput } from "@common/jobs.schema";
import { call, client } from "@/lib/api-client";
import { queryFamilies } from "@/lib/query-families";
import { jobKeys } from "./keys";

export function useSubmitJob() {
  return useMutation({
    mutationFn: (input: JobInput) => call(client.api.jobs.$post({ json: input })),
    // My jobs, the admin's and the reviewers' lists, the admin's count; a recruiter's posting is on their dashboard.
    meta: { invalidates: [jobKeys.all, queryFamilies.recruiter, queryFamilies.admin] },
  });
}
