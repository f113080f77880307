import { MutationCache, QueryCache, QueryClient, type QueryKey } from "@tanstack/react-query";
import { ApiError } from "./api-client";
import { queryFamilies } from "./query-families";

/**
 * Every mutation declares the query families its success changes (`meta: { invalidates: [...] }`,
 * keys from the features' keys.ts or lib/query-families.ts); the client refreshes them once, here,
 * instead of each hook remembering to. `[]` says, explicitly, that nothing cached changes.
 * A static test (lib/__tests__/mutation-families.test.ts) fails on a mutation without the declaration.
 */
export interface MutationMeta extends Record<string, unknown> {
  invalidates: readonly QueryKey[];
}

declare module "@tanstack/react-query" {
  interface Register {
    mutationMeta: MutationMeta;
  }
}

/** Refreshes the declared families; awaited, so a mutation is pending until the lists on screen are fresh. */
export async function invalidateDeclared(queryClient: QueryClient, meta: MutationMeta | undefined) {
  await Promise.all((meta?.invalidates ?? []).map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}

/** A refusal that means what the page shows is out of date (the job was already decided, the event is full). */
const isStaleView = (err: unknown) => err instanceof ApiError && (err.status === 404 || err.status === 409);

/**
 * A 401 means the session has ended (signed out elsewhere, suspended: docs/decisions/061): the "who am I"
 * query is asked again, so the page's guards send a signed-in page to the login page at once.
 */
const sessionEnded = (queryClient: QueryClient, err: unknown) =>
  err instanceof ApiError && err.status === 401 ? queryClient.invalidateQueries({ queryKey: queryFamilies.me }) : undefined;

/** Spec: no refetch on window focus, one retry (none for 4xx answers). */
export function createQueryClient() {
  const queryClient: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError: (err) => void sessionEnded(queryClient, err) }),
    mutationCache: new MutationCache({
      onSuccess: (_data, _variables, _context, mutation) => invalidateDeclared(queryClient, mutation.meta),
      onError: (err, _variables, _context, mutation) => {
        void sessionEnded(queryClient, err);
        return isStaleView(err) ? invalidateDeclared(queryClient, mutation.meta) : undefined;
      },
    }),
    defaultOptions: {
      queries: {
        refetchOnWindowFocus: false,
        staleTime: 30_000,
        retry: (count, err) => !(err instanceof ApiError && err.status >= 400 && err.status < 500) && count < 1,
      },
      mutations: { retry: false },
    },
  });
  return queryClient;
}
