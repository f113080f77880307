import { QueryClient } from "@tanstack/react-query";
import { ApiError } from "./api-client";

/** Spec: no refetch on window focus, one retry (none for 4xx answers). */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        refetchOnWindowFocus: false,
        staleTime: 30_000,
        retry: (count, err) => !(err instanceof ApiError && err.status >= 400 && err.status < 500) && count < 1,
      },
      mutations: { retry: false },
    },
  });
}
