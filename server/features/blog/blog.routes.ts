import { Hono } from "hono";
import { z } from "zod";
import { articleSaveSchema, rejectReasonSchema } from "@common/blog.schema";
import type { AppEnv } from "../../lib/context";
import { parse, parseBody, parseQuery } from "../../lib/http";
import { currentUser, requireAdmin, requireUser } from "../../middlewares/require-role";
import { createArticle, deleteArticle, getBySlug, getForEdit, listByAuthor, listPending, listPublished, reviewArticle, submitArticle, updateArticle } from "./blog.service";

const idParam = z.uuid({ error: "Article Not Found" });
const slugParam = z.string().min(1).max(200);
const pageQuery = z.object({ page: z.coerce.number().int().min(1).max(1000).default(1) });

export const blogRoutes = new Hono<AppEnv>()
  .get("/blog/posts", async (c) => {
    const { page } = parseQuery(c, pageQuery);
    c.header("Cache-Control", "public, no-cache");
    return c.json({ articles: await listPublished(c.get("deps").db, page, 30) });
  })
  .get("/blog/mine", requireUser, async (c) => c.json({ articles: await listByAuthor(c.get("deps").db, currentUser(c).id) }))
  .get("/blog/pending", requireAdmin, async (c) => c.json({ articles: await listPending(c.get("deps").db) }))
  .get("/blog/posts/:slug", async (c) => {
    const slug = parse(slugParam, c.req.param("slug"));
    c.header("Cache-Control", "private, no-cache");
    return c.json({ article: await getBySlug(c.get("deps").db, c.get("user"), slug) });
  })
  .get("/blog/articles/:id", requireUser, async (c) => {
    return c.json({ article: await getForEdit(c.get("deps").db, currentUser(c), parse(idParam, c.req.param("id"))) });
  })
  .post("/blog/articles", requireUser, async (c) => {
    const { submit, ...input } = await parseBody(c, articleSaveSchema);
    const row = await createArticle(c.get("deps"), currentUser(c), input, submit ?? true);
    return c.json({ article: { id: row.id, slug: row.slug, status: row.status } }, 201);
  })
  .put("/blog/articles/:id", requireUser, async (c) => {
    const id = parse(idParam, c.req.param("id"));
    const { submit, ...input } = await parseBody(c, articleSaveSchema);
    const row = await updateArticle(c.get("deps"), currentUser(c), id, input, submit ?? false);
    return c.json({ article: { id: row.id, slug: row.slug, status: row.status } });
  })
  .post("/blog/articles/:id/submit", requireUser, async (c) => {
    const row = await submitArticle(c.get("deps"), currentUser(c), parse(idParam, c.req.param("id")));
    return c.json({ article: { id: row.id, slug: row.slug, status: row.status } });
  })
  .post("/blog/articles/:id/approve", requireAdmin, async (c) => {
    const row = await reviewArticle(c.get("deps"), parse(idParam, c.req.param("id")), { approve: true });
    return c.json({ article: { id: row.id, status: row.status } });
  })
  .post("/blog/articles/:id/reject", requireAdmin, async (c) => {
    const id = parse(idParam, c.req.param("id"));
    const { reason } = await parseBody(c, rejectReasonSchema);
    const row = await reviewArticle(c.get("deps"), id, { approve: false, reason });
    return c.json({ article: { id: row.id, status: row.status } });
  })
  .delete("/blog/articles/:id", requireUser, async (c) => {
    await deleteArticle(c.get("deps").db, currentUser(c), parse(idParam, c.req.param("id")));
    return c.json({ deleted: true });
  });
