import { Button } from "@/components/ui/button";

/** The "Load more …" button under a list paged by an infinite query; nothing when there is no next page. */
export function LoadMore({
  query,
  label,
}: {
  query: { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage: () => Promise<unknown> };
  label: string;
}) {
  if (!query.hasNextPage) return null;
  return (
    <div className="mt-6 text-center">
      <Button variant="outline" onClick={() => void query.fetchNextPage()} disabled={query.isFetchingNextPage}>
        {query.isFetchingNextPage ? "Loading..." : label}
      </Button>
    </div>
  );
}
