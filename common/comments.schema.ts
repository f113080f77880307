import { z } from "zod";

export const COMMENT_MAX = 5000;
export const commentInputSchema = z.object({
  content: z.string().trim().min(1, "Comment cannot be empty").max(COMMENT_MAX, `Comments can be at most ${COMMENT_MAX} characters`),
});

export const commentVisibilitySchema = z.object({ hidden: z.boolean({ error: "hidden must be true or false" }) });

// Response shapes: the JSON the API sends (docs/decisions/020); the types are inferred from them.
export const commentDtoSchema = z.object({
  id: z.string(),
  postId: z.string(),
  content: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  hidden: z.boolean(),
  user: z.object({
    id: z.string().nullable(),
    fullName: z.string(),
    avatarUrl: z.string().nullable(),
  }),
});
export type CommentDto = z.infer<typeof commentDtoSchema>;
