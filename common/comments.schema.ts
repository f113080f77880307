import { z } from "zod";

export const COMMENT_MAX = 5000;
export const commentInputSchema = z.object({
  content: z.string().trim().min(1, "Comment cannot be empty").max(COMMENT_MAX, `Comments can be at most ${COMMENT_MAX} characters`),
});

/** An admin hides or shows a comment with a reason (docs/decisions/057: staff log, mail to the author). */
export const commentVisibilitySchema = z.object({
  hidden: z.boolean({ error: "hidden must be true or false" }),
  reason: z
    .string({ error: "Give a reason" })
    .trim()
    .min(1, { error: "Give a reason" })
    .max(2000, { error: "Keep the reason under 2000 characters" }),
});

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
