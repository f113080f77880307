import { queryOptions, useQuery } from "@tanstack/react-query";
import type { MeDto } from "@common/profiles.schema";
import { api, ApiError } from "@/lib/api-client";

export const meQueryKey = ["me"] as const;

/** The signed-in user with profile and role, or null when signed out. */
export async function getMe(): Promise<MeDto | null> {
  try {
    return await api<MeDto>("/api/me");
  } catch (err) {
    if (err instanceof ApiError && err.status === 401) return null;
    throw err;
  }
}

export const meQueryOptions = () => queryOptions({ queryKey: meQueryKey, queryFn: getMe, staleTime: 60_000 });

export function useMe() {
  const q = useQuery(meQueryOptions());
  return { me: q.data ?? null, isLoading: q.isLoading, isError: q.isError, refetch: q.refetch };
}
