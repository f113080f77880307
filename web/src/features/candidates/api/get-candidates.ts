import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { CandidateListDto } from "@common/candidates.schema";
import { call, client } from "@/lib/api-client";

export function useCandidates(q: string, page: number) {
  return useQuery({
    queryKey: ["candidates", q, page],
    queryFn: (): Promise<CandidateListDto> => call(client.api.candidates.$get({ query: { page: String(page), ...(q ? { q } : {}) } })),
    placeholderData: keepPreviousData,
  });
}
