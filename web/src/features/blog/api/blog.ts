import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { ArticleDto, ArticleSaveInput, ArticleSummaryDto } from "@common/blog.schema";
import { api } from "@/lib/api-client";

/** The server pages published articles 30 at a time; a full page means there may be another. */
export const BLOG_PAGE_SIZE = 30;
export const publishedArticlesQuery = () =>
  infiniteQueryOptions({
    queryKey: ["blog", "published"],
    queryFn: ({ pageParam }) => api<{ articles: ArticleSummaryDto[] }>(`/api/blog/posts?page=${pageParam}`),
    initialPageParam: 1,
    getNextPageParam: (last: { articles: ArticleSummaryDto[] }, all) => (last.articles.length >= BLOG_PAGE_SIZE ? all.length + 1 : undefined),
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
export const useMyArticles = (enabled: boolean) => useQuery({ queryKey: ["blog", "mine"], queryFn: () => api<{ articles: ArticleSummaryDto[] }>("/api/blog/mine"), enabled });
export const usePendingArticles = (enabled: boolean) => useQuery({ queryKey: ["blog", "pending"], queryFn: () => api<{ articles: ArticleSummaryDto[] }>("/api/blog/pending"), enabled });
export const articleQuery = (slug: string) =>
  queryOptions({ queryKey: ["blog", "article", slug], queryFn: () => api<{ article: ArticleDto }>(`/api/blog/posts/${encodeURIComponent(slug)}`), retry: false });
export const useArticle = (slug: string) => useQuery(articleQuery(slug));
export const useArticleForEdit = (id: string) => useQuery({ queryKey: ["blog", "edit", id], queryFn: () => api<{ article: ArticleDto }>(`/api/blog/articles/${id}`), retry: false, staleTime: 0 });

export function useArticleMutations() {
  const qc = useQueryClient();
  const done = () => qc.invalidateQueries({ queryKey: ["blog"] });
  return {
    create: useMutation({ mutationFn: (input: ArticleSaveInput) => api<{ article: { id: string; slug: string; status: string } }>("/api/blog/articles", { json: input }), onSuccess: done }),
    update: useMutation({ mutationFn: ({ id, input }: { id: string; input: ArticleSaveInput }) => api<{ article: { slug: string; status: string } }>(`/api/blog/articles/${id}`, { method: "PUT", json: input }), onSuccess: done }),
    review: useMutation({
      mutationFn: ({ id, approve, reason }: { id: string; approve: boolean; reason?: string }) =>
        api(`/api/blog/articles/${id}/${approve ? "approve" : "reject"}`, { method: "POST", ...(approve ? {} : { json: { reason } }) }),
      onSuccess: done,
    }),
    remove: useMutation({ mutationFn: (id: string) => api(`/api/blog/articles/${id}`, { method: "DELETE" }), onSuccess: done }),
  };
}
