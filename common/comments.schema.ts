import { z } from "zod";

export const COMMENT_MAX = 5000;
export const commentInputSchema = z.object({
  content: z.string().trim().min(1, "Comment cannot be empty").max(COMMENT_MAX, `Comments can be at most ${COMMENT_MAX} characters`),
});

export interface CommentDto {
  id: string;
  postId: string;
  content: string;
  createdAt: string;
  updatedAt: string;
  /** Hidden by an admin: only its author and admins receive it. */
  hidden: boolean;
  user: { id: string | null; fullName: string; avatarUrl: string | null };
}

export const commentVisibilitySchema = z.object({ hidden: z.boolean({ error: "hidden must be true or false" }) });
