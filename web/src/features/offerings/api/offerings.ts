import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { OfferingDto, OfferingInput } from "@common/offerings.schema";
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
