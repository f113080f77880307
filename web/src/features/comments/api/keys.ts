import { queryFamilies } from "@/lib/query-families";

const all = queryFamilies.comments;

export const commentKeys = {
  all,
  forArticle: (postId: string) => [...all, "article", postId] as const,
};
