import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useMutation, useQuery } from "@tanstack/react-query";
import type { ArticleDto, ArticleRevisionDto, ArticleSaveInput, ArticleSummaryDto } from "@common/blog.schema";
import { call, client } from "@/lib/api-client";
import { queryFamilies } from "@/lib/query-families";
import { blogKeys } from "./keys";

/** Published articles, 30 a page by keyset cursor (the server says whether there is a next page). */
export const publishedArticlesQuery = () =>
  infiniteQueryOptions({
    queryKey: blogKeys.published(),
    queryFn: ({ pageParam }): Promise<{ articles: ArticleSummaryDto[]; nextCursor: string | null }> =>
      call(client.api.blog.posts.$get({ query: pageParam ? { cursor: pageParam } : {} })),
    initialPageParam: null as string | null,
    getNextPageParam: (last: { nextCursor: string | null }) => last.nextCursor ?? undefined,
  });
export function usePublishedArticles() {
  const q = useInfiniteQuery(publishedArticlesQuery());
  return {
    articles: q.data?.pages.flatMap((p) => p.articles),
    isLoading: q.isLoading,
    hasMore: q.hasNextPage,
    loadMore: () => void q.fetchNextPage(),
    loadingMore: q.isFetchingNextPage,
  };
}
export const useMyArticles = (enabled: boolean) =>
  useQuery({ queryKey: blogKeys.mine(), queryFn: () => call(client.api.blog.mine.$get()), enabled });
export const usePendingArticles = (enabled: boolean) =>
  useQuery({ queryKey: blogKeys.pending(), queryFn: () => call(client.api.blog.pending.$get()), enabled });
export const articleQuery = (slug: string) =>
  queryOptions({
    queryKey: blogKeys.article(slug),
    queryFn: (): Promise<{ article: ArticleDto }> => call(client.api.blog.posts[":slug"].$get({ param: { slug } })),
    retry: false,
  });
export const useArticle = (slug: string) => useQuery(articleQuery(slug));
export const useArticleForEdit = (id: string) =>
  useQuery({
    queryKey: blogKeys.forEdit(id),
    // With the pending (or last rejected) edit of a published article (docs/decisions/035).
    queryFn: (): Promise<{ article: ArticleDto; revision: ArticleRevisionDto | null }> =>
      call(client.api.blog.articles[":id"].$get({ param: { id } })),
    retry: false,
    staleTime: 0,
  });

export function useArticleMutations() {
  // Every article list (published, mine, pending) and the admin's count of articles to review.
  const meta = { invalidates: [blogKeys.all, queryFamilies.admin] };
  return {
    create: useMutation({
      mutationFn: (input: ArticleSaveInput) => call(client.api.blog.articles.$post({ json: input })),
      meta,
    }),
    update: useMutation({
      mutationFn: ({ id, input }: { id: string; input: ArticleSaveInput }) =>
        call(client.api.blog.articles[":id"].$put({ param: { id }, json: input })),
      meta,
    }),
    review: useMutation({
      mutationFn: ({ id, approve, reason }: { id: string; approve: boolean; reason?: string }) =>
        approve
          ? call(client.api.blog.articles[":id"].approve.$post({ param: { id } }))
          : call(client.api.blog.articles[":id"].reject.$post({ param: { id }, json: { reason: reason ?? "" } })),
      meta,
    }),
    /** A decision on an edit of a published article, at the version the admin reviewed (stale → 409). */
    reviewRevision: useMutation({
      mutationFn: ({ id, version, approve, reason }: { id: string; version: number; approve: boolean; reason?: string }) =>
        approve
          ? call(client.api.blog.revisions[":id"].approve.$post({ param: { id }, json: { version } }))
          : call(client.api.blog.revisions[":id"].reject.$post({ param: { id }, json: { version, reason: reason ?? "" } })),
      meta,
    }),
    // An admin deleting another's article gives a reason (docs/decisions/057).
    remove: useMutation({
      mutationFn: ({ id, reason }: { id: string; reason?: string }) =>
        call(client.api.blog.articles[":id"].$delete({ param: { id }, json: reason ? { reason } : {} })),
      meta,
    }),
  };
}

/** Uploads an image for an article (checked and re-encoded by the server); resolves to its URL on our storage. */
export const uploadArticleImage = (file: File): Promise<{ url: string; width: number; height: number }> =>
  call(client.api.blog.images.$post({ form: { image: file } }));
