import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { PlanId } from "@common/billing.schema";
import { api } from "@/lib/api-client";
import { meQueryKey } from "@/lib/me";

export function useChangePlan() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (plan: PlanId) => api<{ role: PlanId }>("/api/billing/plan", { json: { plan } }),
    onSuccess: () => qc.invalidateQueries({ queryKey: meQueryKey }),
  });
}
