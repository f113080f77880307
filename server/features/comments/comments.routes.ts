import { Hono } from "hono";
import { commentDtoSchema, commentInputSchema, commentVisibilitySchema } from "@common/comments.schema";
import { z } from "zod";
import type { AppEnv } from "../../lib/context";
import { doc, emptyBodyAsJson, input } from "../../lib/openapi";
import { staffReasonSchema } from "@common/moderation.schema";
import { currentUser, requireAdmin, requireUser } from "../../middlewares/require-role";
import { addComment, deleteComment, editComment, listComments, setCommentHidden } from "./comments.service";
import { INVALID_UNSUBSCRIBE, unsubscribeCommentMails } from "./comment-digest.service";
import { checkNewAccountText, writeLimit } from "../../lib/write-limits";
import { commentsLimits } from "./comments.limits";

const idParam = z.uuid({ error: "Not found" });
const commentsPageQuery = z.object({ cursor: z.string().max(300).optional() });
const unsubscribeQuery = z.object({
  token: z.string({ error: INVALID_UNSUBSCRIBE }).min(10, INVALID_UNSUBSCRIBE).max(400, INVALID_UNSUBSCRIBE),
});

export const commentsRoutes = new Hono<AppEnv>()
  .get(
    "/blog/articles/:id/comments",
    doc({
      summary: "Comments of an article, oldest first, 50 a page (keyset cursor; hidden ones for their author and admins only)",
      tag: "comments",
      auth: "public",
      responses: { 200: z.object({ comments: z.array(commentDtoSchema), nextCursor: z.string().nullable() }) },
      errors: [404],
    }),
    input("param", z.object({ id: idParam })),
    input("query", commentsPageQuery),
    async (c) => {
      c.header("Cache-Control", "no-cache");
      const { cursor } = c.req.valid("query");
      return c.json(await listComments(c.get("deps").db, c.get("user"), c.req.valid("param").id, cursor));
    },
  )
  .post(
    "/blog/articles/:id/comments",
    requireUser,
    writeLimit(commentsLimits.create),
    doc({
      summary: "Comment on an article",
      tag: "comments",
      auth: "user",
      responses: { 201: z.object({ comment: z.object({ id: z.string() }) }) },
      errors: [404, 429],
    }),
    input("json", commentInputSchema),
    input("param", z.object({ id: idParam })),
    async (c) => {
      const { content } = c.req.valid("json");
      checkNewAccountText(c, "content", content, "comment", { noImages: true });
      const row = await addComment(c.get("deps"), currentUser(c), c.req.valid("param").id, content);
      return c.json({ comment: row }, 201);
    },
  )
  // RFC 8058 one-click unsubscribe from the List-Unsubscribe header of the comment digest (no session, signed token).
  .post(
    "/comment-mails/unsubscribe",
    writeLimit(commentsLimits.unsubscribe),
    doc({
      summary: "Turn comment digest mails off with the signed token of a digest mail (RFC 8058 one-click)",
      tag: "comments",
      auth: "public",
      responses: { 200: z.object({ unsubscribed: z.literal(true) }) },
      errors: [429],
    }),
    input("query", unsubscribeQuery),
    async (c) => {
      await unsubscribeCommentMails(c.get("deps"), c.req.valid("query").token);
      return c.json({ unsubscribed: true as const });
    },
  )
  .put(
    "/comments/:id",
    requireUser,
    writeLimit(commentsLimits.edit),
    doc({
      summary: "Edit my comment",
      tag: "comments",
      auth: "owner",
      responses: { 200: z.object({ updated: z.literal(true) }) },
      errors: [403, 404],
    }),
    input("json", commentInputSchema),
    input("param", z.object({ id: idParam })),
    async (c) => {
      const { content } = c.req.valid("json");
      checkNewAccountText(c, "content", content, "comment", { noImages: true });
      await editComment(c.get("deps").db, currentUser(c), c.req.valid("param").id, content, c.get("deps").scheduler.now());
      return c.json({ updated: true });
    },
  )
  .delete(
    "/comments/:id",
    requireUser,
    writeLimit(commentsLimits.remove),
    doc({
      summary: "Delete a comment (its author, or an admin with a reason: staff log and a mail to the author)",
      tag: "comments",
      auth: "owner",
      responses: { 200: z.object({ deleted: z.literal(true) }) },
      errors: [400, 403, 404],
    }),
    emptyBodyAsJson,
    input("json", staffReasonSchema),
    input("param", z.object({ id: idParam })),
    async (c) => {
      await deleteComment(c.get("deps"), currentUser(c), c.req.valid("param").id, c.req.valid("json").reason);
      return c.json({ deleted: true });
    },
  )
  .put(
    "/comments/:id/visibility",
    requireAdmin,
    writeLimit(commentsLimits.moderate),
    doc({
      summary: "Hide or show a comment, with a reason (staff log and a mail to the author)",
      tag: "comments",
      auth: "admin",
      responses: { 200: z.object({ hidden: z.boolean() }) },
      errors: [400, 403, 404],
    }),
    input("json", commentVisibilitySchema),
    input("param", z.object({ id: idParam })),
    async (c) => {
      const { hidden, reason } = c.req.valid("json");
      await setCommentHidden(c.get("deps"), currentUser(c), c.req.valid("param").id, hidden, reason);
      return c.json({ hidden });
    },
  );
