import { queryFamilies } from "@/lib/query-families";

const all = queryFamilies.blog;

export const blogKeys = {
  all,
  published: () => [...all, "published"] as const,
  mine: () => [...all, "mine"] as const,
  pending: () => [...all, "pending"] as const,
  article: (slug: string) => [...all, "article", slug] as const,
  forEdit: (id: string) => [...all, "edit", id] as const,
};
