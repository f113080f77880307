import { useMutation, useQuery } from "@tanstack/react-query";
import type { CandidateSearchListDto, CreateCandidateSearchInput } from "@common/candidates.schema";
import { call, client } from "@/lib/api-client";
import { candidateKeys } from "./keys";

/** A recruiter's saved candidate searches (at most 20: one request holds them all). */
export const useCandidateSearches = (enabled: boolean) =>
  useQuery({
    queryKey: candidateKeys.savedSearches(),
    queryFn: (): Promise<CandidateSearchListDto> => call(client.api["candidate-searches"].$get()),
    enabled,
  });

export const useSaveCandidateSearch = () =>
  useMutation({
    mutationFn: (input: CreateCandidateSearchInput) => call(client.api["candidate-searches"].$post({ json: input })),
    meta: { invalidates: [candidateKeys.savedSearches()] },
  });

export const useDeleteCandidateSearch = () =>
  useMutation({
    mutationFn: (id: string) => call(client.api["candidate-searches"][":id"].$delete({ param: { id } })),
    meta: { invalidates: [candidateKeys.savedSearches()] },
  });
