import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { ContractorRequestDto } from "@common/contractors.schema";
import { call, client } from "@/lib/api-client";

export const useMyContractorRequest = () =>
  useQuery({
    queryKey: ["contractor-request"],
    queryFn: () => call(client.api.profile["contractor-request"].$get()),
  });

export function useSubmitContractorRequest() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (form: FormData): Promise<{ updated: boolean }> =>
      call(client.api.profile["contractor-request"].$post({ form: Object.fromEntries(form) })),
    onSuccess: () => qc.invalidateQueries({ queryKey: ["contractor-request"] }),
  });
}

export const usePendingContractorRequests = () =>
  useQuery({
    queryKey: ["admin", "contractor-requests"],
    queryFn: (): Promise<{ requests: ContractorRequestDto[] }> => call(client.api.admin["contractor-requests"].$get()),
  });

export function useDecideContractorRequest() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, approve }: { id: string; approve: boolean }): Promise<{ status: string }> =>
      approve
        ? call(client.api.admin["contractor-requests"][":id"].approve.$post({ param: { id } }))
        : call(client.api.admin["contractor-requests"][":id"].reject.$post({ param: { id } })),
    onSuccess: () => qc.invalidateQueries({ queryKey: ["admin", "contractor-requests"] }),
  });
}
