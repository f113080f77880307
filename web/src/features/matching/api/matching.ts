import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useMutation, useQuery } from "@tanstack/react-query";
import type { MatchStatus, MentorMatchSettings } from "@common/matching.schema";
import { call, client, send } from "@/lib/api-client";
import { queryFamilies } from "@/lib/query-families";
import { matchingKeys } from "./keys";

/** The admin queue of mentee applications, 25 a page, optionally by status. */
export function useApplicationQueue(status: MatchStatus | "") {
  const query = useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: matchingKeys.queue(status),
      queryFn: ({ pageParam }) =>
        call(
          client.api.admin.matching.applications.$get({
            query: { ...(status ? { status } : {}), ...(pageParam ? { cursor: pageParam } : {}) },
          }),
        ),
      initialPageParam: null as string | null,
      getNextPageParam: (last) => last.nextCursor ?? undefined,
    }),
  );
  return { ...query, applications: query.data?.pages.flatMap((p) => p.applications) ?? [] };
}

export const suggestionsQuery = (id: string) =>
  queryOptions({
    queryKey: matchingKeys.suggestions(id),
    queryFn: () => call(client.api.admin.matching.applications[":id"].suggestions.$get({ param: { id } })),
  });

/** Matching changes the queue, the figures, and the mentors' pages (their load). */
const matched = { invalidates: [matchingKeys.all, queryFamilies.admin] };

export function useMatchApplication() {
  return useMutation({
    mutationFn: ({ id, mentorIds }: { id: string; mentorIds: string[] }) =>
      call(client.api.admin.matching.applications[":id"].match.$post({ param: { id }, json: { mentorIds } })),
    meta: matched,
  });
}

export function useCloseApplication() {
  return useMutation({
    mutationFn: (id: string) => send(client.api.admin.matching.applications[":id"].close.$post({ param: { id } })),
    meta: matched,
  });
}

export const figuresQuery = () =>
  queryOptions({ queryKey: matchingKeys.figures(), queryFn: () => call(client.api.admin.matching.figures.$get()) });

export const useMatchingFigures = () => useQuery(figuresQuery());

export const useMatchSettings = () =>
  useQuery({ queryKey: matchingKeys.settings(), queryFn: () => call(client.api.matching.settings.$get()) });

export function useSaveMatchSettings() {
  return useMutation({
    mutationFn: (input: MentorMatchSettings) => call(client.api.matching.settings.$put({ json: input })),
    meta: { invalidates: [matchingKeys.settings()] },
  });
}

export const useMyMatches = () => useQuery({ queryKey: matchingKeys.myMatches(), queryFn: () => call(client.api.matching.matches.$get()) });

export function useDeclineMatch() {
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) =>
      call(client.api.matching.matches[":id"].decline.$post({ param: { id }, json: { reason } })),
    meta: { invalidates: [matchingKeys.myMatches(), matchingKeys.settings()] },
  });
}

export const useMyApplication = () =>
  useQuery({ queryKey: matchingKeys.myApplication(), queryFn: () => call(client.api.matching["my-application"].$get()) });
