import { infiniteQueryOptions, useInfiniteQuery, useMutation } from "@tanstack/react-query";
import type { CommentDto } from "@common/comments.schema";
import { call, client } from "@/lib/api-client";
import { commentKeys } from "./keys";

type CommentsPage = { comments: CommentDto[]; nextCursor: string | null };

/**
 * An article's comments as the viewer may see them, 50 a page by cursor (docs/decisions/035); the
 * article route's loader prefetches the first page so the server-rendered page shows it.
 */
export const commentsQuery = (postId: string) =>
  infiniteQueryOptions({
    queryKey: commentKeys.forArticle(postId),
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam }): Promise<CommentsPage> =>
      call(client.api.blog.articles[":id"].comments.$get({ param: { id: postId }, query: pageParam ? { cursor: pageParam } : {} })),
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

export const useComments = (postId: string) => useInfiniteQuery(commentsQuery(postId));

export function useCommentMutations(postId: string) {
  const meta = { invalidates: [commentKeys.forArticle(postId)] };
  return {
    add: useMutation({
      mutationFn: (content: string) => call(client.api.blog.articles[":id"].comments.$post({ param: { id: postId }, json: { content } })),
      meta,
    }),
    edit: useMutation({
      mutationFn: ({ id, content }: { id: string; content: string }) =>
        call(client.api.comments[":id"].$put({ param: { id }, json: { content } })),
      meta,
    }),
    setHidden: useMutation({
      mutationFn: ({ id, hidden, reason }: { id: string; hidden: boolean; reason: string }) =>
        call(client.api.comments[":id"].visibility.$put({ param: { id }, json: { hidden, reason } })),
      meta,
    }),
    // An admin removing another's comment gives a reason (docs/decisions/057); the author removes their own without.
    remove: useMutation({
      mutationFn: ({ id, reason }: { id: string; reason?: string }) =>
        call(client.api.comments[":id"].$delete({ param: { id }, json: reason ? { reason } : {} })),
      meta,
    }),
  };
}
