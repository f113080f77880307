import { decodeHTML } from "entities";
import { z } from "zod";
import { optionalText } from "./fields";

const REQUIRED = "Please fill in all required fields";

/** Where an uploaded article image is served from (our storage, docs/decisions/035). */
export const ARTICLE_IMAGE_PATH = /^\/api\/files\/public\/articles\/[0-9a-f]{32}\.webp$/;
/** The cover: an image uploaded to our storage (its path), or an https URL as before. */
const coverImageUrl = () =>
  optionalText(2000).refine(
    (v) => v === null || ARTICLE_IMAGE_PATH.test(v) || /^https:\/\/\S+$/i.test(v),
    "The cover must be an uploaded image or an https:// URL",
  );

export const articleInputSchema = z.object({
  title: z.string({ error: REQUIRED }).trim().min(1, REQUIRED).max(200),
  content: z
    .string({ error: REQUIRED })
    .max(200_000, "The article is too long")
    .refine((html) => html.replace(/<[^>]*>/g, "").trim().length > 0, REQUIRED),
  imageUrl: coverImageUrl(),
});
export type ArticleInput = z.input<typeof articleInputSchema>;

/** POST /api/blog/articles and PUT /api/blog/articles/:id: `submit: false` saves a draft / keeps the state. */
export const articleSaveSchema = articleInputSchema.extend({ submit: z.boolean({ error: "submit must be true or false" }).optional() });
export type ArticleSaveInput = z.input<typeof articleSaveSchema>;

export const REJECTION_REASON_MAX = 2000;
export const rejectReasonSchema = z.object({
  reason: z
    .string({ error: "Please give a reason for the rejection" })
    .trim()
    .min(1, "Please give a reason for the rejection")
    .max(REJECTION_REASON_MAX, `The reason can be at most ${REJECTION_REASON_MAX} characters`),
});

export const ARTICLE_STATUSES = ["draft", "pending", "published", "rejected"] as const;
export type ArticleStatus = (typeof ARTICLE_STATUSES)[number];

/** Card excerpt: tags stripped, entities decoded (every HTML5 entity, via `entities`), first 150 characters, ellipsis if longer. */
export function excerptOf(html: string, max = 150): string {
  // A tag cut off at the end of a list's head of the HTML (see LIST_HEAD_CHARS) is dropped too.
  const text = decodeHTML(html.replace(/<[^>]*(>|$)/g, " "))
    .replace(/\s+/g, " ")
    .trim();
  return text.length > max ? `${text.slice(0, max)}...` : text;
}

export const statusBadgeVariant = (s: ArticleStatus) =>
  s === "published" ? "default" : s === "pending" ? "outline" : s === "draft" ? "secondary" : "destructive";
export const ARTICLE_STATUS_LABEL: Record<ArticleStatus, string> = {
  draft: "Draft",
  pending: "In review",
  published: "Published",
  rejected: "Rejected",
};

// Response shapes: the JSON the API sends (docs/decisions/020); the types are inferred from them.
export const articleStatusSchema = z.enum(ARTICLE_STATUSES);
export const articleDtoSchema = z.object({
  id: z.string(),
  title: z.string(),
  slug: z.string(),
  content: z.string(),
  imageUrl: z.string().nullable(),
  status: articleStatusSchema,
  rejectionReason: z.string().nullable(),
  createdAt: z.string(),
  publishedAt: z.string().nullable(),
  updatedAt: z.string(),
  author: z.object({
    id: z.string().nullable(),
    fullName: z.string(),
    avatarUrl: z.string().nullable(),
  }),
  builtIn: z.boolean().optional(),
});
export const articleSummaryDtoSchema = articleDtoSchema.omit({ content: true }).and(
  z.object({
    excerpt: z.string(),
  }),
);
export type ArticleDto = z.infer<typeof articleDtoSchema>;
export type ArticleSummaryDto = z.infer<typeof articleSummaryDtoSchema>;

/** An edit of a published article waiting for review, or the last one rejected (docs/decisions/035). */
export const articleRevisionDtoSchema = z.object({
  id: z.string(),
  status: z.enum(["pending", "rejected"]),
  version: z.number().int(),
  title: z.string(),
  content: z.string(),
  imageUrl: z.string().nullable(),
  rejectionReason: z.string().nullable(),
  updatedAt: z.string(),
});
export type ArticleRevisionDto = z.infer<typeof articleRevisionDtoSchema>;

/** A decision on a revision names the version the reviewer saw (a later edit makes it stale: 409). */
export const revisionApproveSchema = z.object({
  version: z.number({ error: "version must be a number" }).int().min(1, "version must be a number"),
});
export const revisionRejectSchema = rejectReasonSchema.extend(revisionApproveSchema.shape);

export const pendingRevisionDtoSchema = z.object({
  id: z.string(),
  postId: z.string(),
  version: z.number().int(),
  title: z.string(),
  slug: z.string(),
  authorId: z.string().nullable(),
  authorName: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

/** Article images: uploaded through the editor, stored like avatars (checked, re-encoded, size-limited). */
export const ARTICLE_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
/**
 * The editor's image dialog (docs/decisions/035, 043): a picture up to the upload limit (the server's
 * POST /api/blog/images answers the same size message) and its description, required as the server's
 * article check refuses an image without alt text.
 */
/** A link set with the editor's Link button: the protocols the editor and the server's sanitizer keep. */
export const editorLinkSchema = z.object({
  href: z
    .string()
    .trim()
    .max(2000, "Keep the link under 2,000 characters")
    .regex(/^(https?:\/\/\S+|mailto:\S+)$/i, "Enter a link that starts with https://, http:// or mailto:"),
});

export const articleImageInsertSchema = z.object({
  image: z
    .custom<File>((v) => typeof File !== "undefined" && v instanceof File, { error: "Please choose an image" })
    .refine((f) => f.size <= ARTICLE_IMAGE_MAX_BYTES, "Images must be smaller than 5 MB"),
  alt: z
    .string({ error: "Please describe the image" })
    .trim()
    .min(1, "Please describe the image")
    .max(300, "Keep the description under 300 characters"),
});
export const ARTICLE_IMAGE_MAX_WIDTH = 1600;
