import type { InfiniteData, UseInfiniteQueryResult } from "@tanstack/react-query";

/** One page of a cursor-paged list (docs/decisions/011): the total is sent with the first page only. */
export interface CursorPage<T> {
  jobs: T[];
  total: number | null;
  totalCapped: boolean;
}

/** The pages of an infinite list as one list with "Load more" (the board, admin jobs, review jobs). */
export function flattenCursorPages<T>(q: UseInfiniteQueryResult<InfiniteData<CursorPage<T>>>) {
  const pages = q.data?.pages ?? [];
  return {
    jobs: pages.flatMap((p) => p.jobs),
    total: pages[0]?.total ?? 0,
    /** The total stopped counting at its cap (1000 for lists, the window read for searches): show it as "N+". */
    totalCapped: pages[0]?.totalCapped ?? false,
    isLoading: q.isLoading,
    isError: q.isError,
    hasMore: q.hasNextPage,
    loadMore: () => void q.fetchNextPage(),
    loadingMore: q.isFetchingNextPage,
  };
}
