import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { ContractorRequestDto } from "@common/contractors.schema";
import { api } from "@/lib/api-client";

export const useMyContractorRequest = () =>
  useQuery({
    queryKey: ["contractor-request"],
    queryFn: () => api<{ request: ContractorRequestDto | null; verified: boolean; githubConnected: boolean; linkedinConnected: boolean }>("/api/profile/contractor-request"),
  });

export function useSubmitContractorRequest() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (form: FormData) => api<{ updated: boolean }>("/api/profile/contractor-request", { formData: form }),
    onSuccess: () => qc.invalidateQueries({ queryKey: ["contractor-request"] }),
  });
}

export const usePendingContractorRequests = () =>
  useQuery({ queryKey: ["admin", "contractor-requests"], queryFn: () => api<{ requests: ContractorRequestDto[] }>("/api/admin/contractor-requests") });

export function useDecideContractorRequest() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, approve }: { id: string; approve: boolean }) => api(`/api/admin/contractor-requests/${id}/${approve ? "approve" : "reject"}`, { method: "POST" }),
    onSuccess: () => qc.invalidateQueries({ queryKey: ["admin", "contractor-requests"] }),
  });
}
