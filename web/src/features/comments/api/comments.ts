import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { CommentDto } from "@common/comments.schema";
import { api } from "@/lib/api-client";

export const useComments = (postId: string) =>
  useQuery({ queryKey: ["comments", postId], queryFn: () => api<{ comments: CommentDto[] }>(`/api/blog/articles/${postId}/comments`) });

export function useCommentMutations(postId: string) {
  const qc = useQueryClient();
  const done = () => qc.invalidateQueries({ queryKey: ["comments", postId] });
  return {
    add: useMutation({ mutationFn: (content: string) => api(`/api/blog/articles/${postId}/comments`, { json: { content } }), onSuccess: done }),
    edit: useMutation({ mutationFn: ({ id, content }: { id: string; content: string }) => api(`/api/comments/${id}`, { method: "PUT", json: { content } }), onSuccess: done }),
    setHidden: useMutation({ mutationFn: ({ id, hidden }: { id: string; hidden: boolean }) => api(`/api/comments/${id}/visibility`, { method: "PUT", json: { hidden } }), onSuccess: done }),
    remove: useMutation({ mutationFn: (id: string) => api(`/api/comments/${id}`, { method: "DELETE" }), onSuccess: done }),
  };
}
