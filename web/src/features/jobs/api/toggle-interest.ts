import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { jobsKeys } from "./get-jobs";

export function useToggleInterest() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ jobId, interested }: { jobId: string; interested: boolean }) =>
      api<{ interested: boolean }>(`/api/jobs/${jobId}/interest`, { method: interested ? "DELETE" : "POST" }),
    onSuccess: () => qc.invalidateQueries({ queryKey: jobsKeys.all }),
  });
}
