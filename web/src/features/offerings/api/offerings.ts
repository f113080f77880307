import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { OfferingDto, OfferingInput, OfferingStatus } from "@common/offerings.schema";
import { api } from "@/lib/api-client";

export const useOfferings = (q: string, category: string) =>
  useQuery({
    queryKey: ["offerings", q, category],
    queryFn: () => {
      const p = new URLSearchParams();
      if (q) p.set("q", q);
      if (category && category !== "All") p.set("category", category);
      return api<{ offerings: OfferingDto[] }>(`/api/offerings?${p}`);
    },
  });

export function useOfferingMutations() {
  const qc = useQueryClient();
  const done = () => qc.invalidateQueries({ queryKey: ["offerings"] });
  return {
    create: useMutation({ mutationFn: (input: OfferingInput) => api("/api/offerings", { json: input }), onSuccess: done }),
    remove: useMutation({ mutationFn: (id: string) => api(`/api/offerings/${id}`, { method: "DELETE" }), onSuccess: done }),
  };
}

export const useAdminOfferings = (status: OfferingStatus, page: number) =>
  useQuery({
    queryKey: ["offerings", "admin", status, page],
    queryFn: () => api<{ offerings: OfferingDto[]; total: number; page: number; pageSize: number }>(`/api/admin/offerings?status=${status}&page=${page}`),
    placeholderData: keepPreviousData,
  });

export function useReviewOffering() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision }: { id: string; decision: "approve" | "reject" }) => api(`/api/admin/offerings/${id}/${decision}`, { method: "POST" }),
    onSuccess: () => qc.invalidateQueries({ queryKey: ["offerings"] }),
  });
}
