import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { CandidateListDto } from "@common/candidates.schema";
import { call, client } from "@/lib/api-client";
import { candidateKeys } from "./keys";

/** The directory's search and page number as the page and its route loader read them from the URL. */
export const candidatesParams = (params: URLSearchParams) => ({
  q: params.get("q") ?? "",
  page: Math.max(1, Number(params.get("page") ?? 1) || 1),
});

/** A page of the candidates directory (shared with the route loader). */
export const candidatesQuery = (q: string, page: number) =>
  queryOptions({
    queryKey: candidateKeys.list(q, page),
    queryFn: (): Promise<CandidateListDto> => call(client.api.candidates.$get({ query: { page: String(page), ...(q ? { q } : {}) } })),
    placeholderData: keepPreviousData,
  });

export function useCandidates(q: string, page: number) {
  return useQuery(candidatesQuery(q, page));
}
