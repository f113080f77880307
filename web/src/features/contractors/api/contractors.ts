import { useMutation, useQuery } from "@tanstack/react-query";
import type { ContractorRequestDto } from "@common/contractors.schema";
import { call, client } from "@/lib/api-client";
import { queryFamilies } from "@/lib/query-families";
import { contractorKeys } from "./keys";

export const useMyContractorRequest = () =>
  useQuery({
    queryKey: contractorKeys.mine(),
    queryFn: () => call(client.api.profile["contractor-request"].$get()),
  });

export function useSubmitContractorRequest() {
  return useMutation({
    mutationFn: async (form: FormData): Promise<{ updated: boolean }> =>
      call(client.api.profile["contractor-request"].$post({ form: Object.fromEntries(form) })),
    // The member's own request, the admin's list and its count.
    meta: { invalidates: [contractorKeys.all, queryFamilies.admin] },
  });
}

export const usePendingContractorRequests = () =>
  useQuery({
    queryKey: contractorKeys.pending(),
    queryFn: (): Promise<{ requests: ContractorRequestDto[] }> => call(client.api.admin["contractor-requests"].$get()),
  });

export function useDecideContractorRequest() {
  return useMutation({
    // A rejection carries the reviewer's reason, mailed to the requester (docs/decisions/034).
    mutationFn: async ({ id, approve, reason = "" }: { id: string; approve: boolean; reason?: string }): Promise<{ status: string }> =>
      approve
        ? call(client.api.admin["contractor-requests"][":id"].approve.$post({ param: { id } }))
        : call(client.api.admin["contractor-requests"][":id"].reject.$post({ param: { id }, json: { reason } })),
    // An approval changes the member's role, shown in the admin's users and figures and in the candidates directory.
    meta: { invalidates: [contractorKeys.all, queryFamilies.admin, queryFamilies.candidates] },
  });
}
