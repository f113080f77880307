import { useMutation } from "@tanstack/react-query";
import { call, client } from "@/lib/api-client";
import { queryFamilies } from "@/lib/query-families";
import { jobKeys } from "./keys";

export function useToggleInterest() {
  return useMutation({
    mutationFn: async ({ jobId, interested }: { jobId: string; interested: boolean }): Promise<{ interested: boolean }> =>
      interested
        ? call(client.api.jobs[":id"].interest.$delete({ param: { id: jobId } }))
        : call(client.api.jobs[":id"].interest.$post({ param: { id: jobId } })),
    // The board and a shared job show the viewer's interest; the recruiter sees the applicants.
    meta: { invalidates: [jobKeys.boards(), jobKeys.details(), queryFamilies.recruiter] },
  });
}
