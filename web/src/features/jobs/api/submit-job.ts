import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { JobInput } from "@common/jobs.schema";
import { api } from "@/lib/api-client";
import { jobsKeys } from "./get-jobs";

export function useSubmitJob() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: JobInput) => api<{ job: { id: string } }>("/api/jobs", { json: input }),
    onSuccess: () => qc.invalidateQueries({ queryKey: jobsKeys.all }),
  });
}
