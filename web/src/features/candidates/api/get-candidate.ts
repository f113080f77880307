import { queryOptions, useQuery } from "@tanstack/react-query";
import type { CandidateDetailDto } from "@common/candidates.schema";
import { call, client } from "@/lib/api-client";
import { candidateKeys } from "./keys";

/**
 * One candidate as the "View profile" dialog shows it (docs/decisions/047-candidate-card-rows.md): the
 * directory's rows carry the card's fields only, the rest (location, years, links, the whole bio) is read here.
 */
export const candidateQuery = (id: string) =>
  queryOptions({
    queryKey: candidateKeys.detail(id),
    queryFn: (): Promise<CandidateDetailDto> => call(client.api.candidates[":id"].$get({ param: { id } })),
  });

export function useCandidate(id: string | null) {
  return useQuery({ ...candidateQuery(id ?? ""), enabled: id !== null });
}
