import { queryOptions, useMutation, useQuery } from "@tanstack/react-query";
import type { CommentDto } from "@common/comments.schema";
import { call, client } from "@/lib/api-client";
import { commentKeys } from "./keys";

/** An article's comments as the viewer may see them (shared with the article route's loader). */
export const commentsQuery = (postId: string) =>
  queryOptions({
    queryKey: commentKeys.forArticle(postId),
    queryFn: (): Promise<{ comments: CommentDto[] }> => call(client.api.blog.articles[":id"].comments.$get({ param: { id: postId } })),
  });

export const useComments = (postId: string) => useQuery(commentsQuery(postId));

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
      mutationFn: ({ id, hidden }: { id: string; hidden: boolean }) =>
        call(client.api.comments[":id"].visibility.$put({ param: { id }, json: { hidden } })),
      meta,
    }),
    remove: useMutation({ mutationFn: (id: string) => call(client.api.comments[":id"].$delete({ param: { id } })), meta }),
  };
}
