import { z } from "zod";
import { optionalHttpsUrl } from "./fields";

const REQUIRED = "Please fill in all required fields";

export const articleInputSchema = z.object({
  title: z.string({ error: REQUIRED }).trim().min(1, REQUIRED).max(200),
  content: z
    .string({ error: REQUIRED })
    .max(200_000, "The article is too long")
    .refine((html) => html.replace(/<[^>]*>/g, "").trim().length > 0, REQUIRED),
  imageUrl: optionalHttpsUrl(),
});
export type ArticleInput = z.input<typeof articleInputSchema>;

export const ARTICLE_STATUSES = ["draft", "pending", "published", "rejected"] as const;
export type ArticleStatus = (typeof ARTICLE_STATUSES)[number];

export interface ArticleDto {
  id: string;
  title: string;
  slug: string;
  content: string;
  imageUrl: string | null;
  status: ArticleStatus;
  createdAt: string;
  publishedAt: string | null;
  updatedAt: string;
  author: { id: string | null; fullName: string; avatarUrl: string | null };
  builtIn?: boolean;
}

export type ArticleSummaryDto = Omit<ArticleDto, "content"> & { excerpt: string };

/** Card excerpt: tags stripped, first 150 characters, ellipsis if longer. */
export function excerptOf(html: string, max = 150): string {
  const text = html
    .replace(/<[^>]*>/g, " ")
    .replace(/&nbsp;/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, " ")
    .trim();
  return text.length > max ? `${text.slice(0, max)}...` : text;
}

export const statusBadgeVariant = (s: ArticleStatus) => (s === "published" ? "default" : s === "pending" ? "outline" : "destructive");
