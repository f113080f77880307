import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { PlanId } from "@common/billing.schema";
import { call, client } from "@/lib/api-client";
import { meQueryKey } from "@/lib/me";

export function useChangePlan() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (plan: PlanId) => call(client.api.billing.plan.$post({ json: { plan } })),
    onSuccess: () => qc.invalidateQueries({ queryKey: meQueryKey }),
  });
}
