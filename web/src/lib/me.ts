import { queryOptions, useQuery } from "@tanstack/react-query";
import type { MeDto } from "@common/profiles.schema";
import { call, client } from "@/lib/api-client";
import { queryFamilies } from "@/lib/query-families";

/** The signed-in user's query is the root of its own family. */
export const meQueryKey = queryFamilies.me;

/** The signed-in user with profile and role, or null when signed out. */
export async function getMe(): Promise<MeDto | null> {
  // /api/session answers 200 { me: null } for a visitor: no failed request in every visitor's console.
  const { me }: { me: MeDto | null } = await call(client.api.session.$get());
  return me;
}

export const meQueryOptions = () => queryOptions({ queryKey: meQueryKey, queryFn: getMe, staleTime: 60_000 });

export function useMe() {
  const q = useQuery(meQueryOptions());
  return { me: q.data ?? null, isLoading: q.isLoading, isError: q.isError, refetch: q.refetch };
}
