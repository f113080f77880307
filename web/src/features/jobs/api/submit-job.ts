import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { JobInput } from "@common/jobs.schema";
import { call, client } from "@/lib/api-client";
import { jobsKeys } from "./get-jobs";

export function useSubmitJob() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: JobInput) => call(client.api.jobs.$post({ json: input })),
    onSuccess: () => qc.invalidateQueries({ queryKey: jobsKeys.all }),
  });
}
