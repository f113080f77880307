import { useMutation } from "@tanstack/react-query";
import type { PlanId } from "@common/billing.schema";
import { call, client } from "@/lib/api-client";
import { queryFamilies } from "@/lib/query-families";

export function useChangePlan() {
  return useMutation({
    mutationFn: (plan: PlanId) => call(client.api.billing.plan.$post({ json: { plan } })),
    meta: { invalidates: [queryFamilies.me] },
  });
}
