import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { CandidateListDto } from "@common/candidates.schema";
import { api } from "@/lib/api-client";

export function useCandidates(q: string, page: number) {
  return useQuery({
    queryKey: ["candidates", q, page],
    queryFn: () => api<CandidateListDto>(`/api/candidates?page=${page}${q ? `&q=${encodeURIComponent(q)}` : ""}`),
    placeholderData: keepPreviousData,
  });
}
