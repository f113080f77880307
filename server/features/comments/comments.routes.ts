import { Hono } from "hono";
import { z } from "zod";
import { commentInputSchema, commentVisibilitySchema } from "@common/comments.schema";
import type { AppEnv } from "../../lib/context";
import { parse, parseBody } from "../../lib/http";
import { rateLimit } from "../../middlewares/rate-limit";
import { currentUser, requireAdmin, requireUser } from "../../middlewares/require-role";
import { addComment, deleteComment, editComment, listComments, setCommentHidden } from "./comments.service";

const idParam = z.uuid({ error: "Not found" });

export const commentsRoutes = new Hono<AppEnv>()
  .get("/blog/articles/:id/comments", async (c) => {
    c.header("Cache-Control", "no-cache");
    return c.json({ comments: await listComments(c.get("deps").db, c.get("user"), parse(idParam, c.req.param("id"))) });
  })
  .post("/blog/articles/:id/comments", requireUser, rateLimit("comments", 20, 600, { by: "user" }), async (c) => {
    const { content } = await parseBody(c, commentInputSchema);
    const row = await addComment(c.get("deps"), currentUser(c), parse(idParam, c.req.param("id")), content);
    return c.json({ comment: row }, 201);
  })
  .put("/comments/:id", requireUser, async (c) => {
    const { content } = await parseBody(c, commentInputSchema);
    await editComment(c.get("deps").db, currentUser(c), parse(idParam, c.req.param("id")), content);
    return c.json({ updated: true });
  })
  .delete("/comments/:id", requireUser, async (c) => {
    await deleteComment(c.get("deps").db, currentUser(c), parse(idParam, c.req.param("id")));
    return c.json({ deleted: true });
  })
  .put("/comments/:id/visibility", requireAdmin, async (c) => {
    const { hidden } = await parseBody(c, commentVisibilitySchema);
    await setCommentHidden(c.get("deps").db, parse(idParam, c.req.param("id")), hidden);
    return c.json({ hidden });
  });
