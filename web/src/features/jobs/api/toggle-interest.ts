import { useMutation, useQueryClient } from "@tanstack/react-query";
import { call, client } from "@/lib/api-client";
import { jobsKeys } from "./get-jobs";

export function useToggleInterest() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async ({ jobId, interested }: { jobId: string; interested: boolean }): Promise<{ interested: boolean }> =>
      interested
        ? call(client.api.jobs[":id"].interest.$delete({ param: { id: jobId } }))
        : call(client.api.jobs[":id"].interest.$post({ param: { id: jobId } })),
    onSuccess: () => qc.invalidateQueries({ queryKey: jobsKeys.all }),
  });
}
