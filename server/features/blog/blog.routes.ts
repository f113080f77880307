import { Hono } from "hono";
import {
  ARTICLE_IMAGE_MAX_BYTES,
  articleDtoSchema,
  articleRevisionDtoSchema,
  articleSaveSchema,
  articleStatusSchema,
  articleSummaryDtoSchema,
  pendingRevisionDtoSchema,
  rejectReasonSchema,
  revisionApproveSchema,
  revisionRejectSchema,
  type ArticleStatus,
} from "@common/blog.schema";
import { z } from "zod";
import type { AppEnv } from "../../lib/context";
import { doc, emptyBodyAsJson, input } from "../../lib/openapi";
import { staffReasonSchema } from "@common/moderation.schema";
import { readUpload } from "../../lib/http";
import { uploadArticleImage } from "./article-images.service";
import { currentUser, requireAdmin, requireUser } from "../../middlewares/require-role";
import { DECISION_ALIAS, decideTarget } from "../moderation/moderation.service";
import { decideRevision } from "./revision-decisions";
import {
  createArticle,
  currentRevision,
  deleteArticle,
  getBySlug,
  getForEdit,
  listByAuthor,
  listPending,
  listPendingRevisions,
  listPublished,
  submitArticle,
  updateArticle,
} from "./blog.service";
import { writeLimit } from "../../lib/write-limits";
import { blogLimits } from "./blog.limits";

const idParam = z.uuid({ error: "Article Not Found" });
const revisionIdParam = z.uuid({ error: "Revision not found" });
const slugParam = z.string().min(1).max(200);
const publishedQuery = z.object({ cursor: z.string().max(300).optional() });

export const blogRoutes = new Hono<AppEnv>()
  .get(
    "/blog/posts",
    doc({
      summary: "Published articles, 30 a page (keyset cursor), the roadmap first",
      tag: "blog",
      auth: "public",
      responses: { 200: z.object({ articles: z.array(articleSummaryDtoSchema), nextCursor: z.string().nullable() }) },
    }),
    input("query", publishedQuery),
    async (c) => {
      const { cursor } = c.req.valid("query");
      c.header("Cache-Control", "public, no-cache");
      return c.json(await listPublished(c.get("deps").db, cursor, 30));
    },
  )
  .get(
    "/blog/mine",
    requireUser,
    doc({
      summary: "My articles in every status",
      tag: "blog",
      auth: "user",
      responses: { 200: z.object({ articles: z.array(articleSummaryDtoSchema) }) },
    }),
    async (c) => c.json({ articles: await listByAuthor(c.get("deps").db, currentUser(c).id) }),
  )
  .get(
    "/blog/pending",
    requireAdmin,
    doc({
      summary: "Articles waiting for review",
      tag: "blog",
      auth: "admin",
      responses: { 200: z.object({ articles: z.array(articleSummaryDtoSchema) }) },
      errors: [403],
    }),
    async (c) => c.json({ articles: await listPending(c.get("deps").db) }),
  )
  .get(
    "/blog/posts/:slug",
    doc({
      summary: "A published article (its author and admins also see other statuses)",
      tag: "blog",
      auth: "public",
      responses: { 200: z.object({ article: articleDtoSchema }) },
      errors: [404],
    }),
    input("param", z.object({ slug: slugParam })),
    async (c) => {
      const slug = c.req.valid("param").slug;
      c.header("Cache-Control", "private, no-cache");
      return c.json({ article: await getBySlug(c.get("deps").db, c.get("user"), slug) });
    },
  )
  .get(
    "/blog/articles/:id",
    requireUser,
    doc({
      summary: "An article to edit (its author or an admin), with its pending or last rejected revision",
      tag: "blog",
      auth: "owner",
      responses: { 200: z.object({ article: articleDtoSchema, revision: articleRevisionDtoSchema.nullable() }) },
      errors: [403, 404],
    }),
    input("param", z.object({ id: idParam })),
    async (c) => {
      const { db } = c.get("deps");
      const article = await getForEdit(db, currentUser(c), c.req.valid("param").id);
      return c.json({ article, revision: await currentRevision(db, article.id) });
    },
  )
  .post(
    "/blog/articles",
    requireUser,
    writeLimit(blogLimits.create),
    doc({
      summary: "Write an article (draft, or submitted for review)",
      tag: "blog",
      auth: "user",
      responses: { 201: z.object({ article: z.object({ id: z.string(), slug: z.string(), status: articleStatusSchema }) }) },
    }),
    input("json", articleSaveSchema),
    async (c) => {
      const { submit, ...input } = c.req.valid("json");
      const row = await createArticle(c.get("deps"), currentUser(c), input, submit ?? true);
      return c.json({ article: { id: row.id, slug: row.slug, status: row.status } }, 201);
    },
  )
  .put(
    "/blog/articles/:id",
    requireUser,
    writeLimit(blogLimits.edit),
    doc({
      summary: "Edit my article (an edit of a published one waits for review as a revision; the published text stays live)",
      tag: "blog",
      auth: "owner",
      responses: {
        200: z.object({
          article: z.object({ id: z.string(), slug: z.string(), status: articleStatusSchema }),
          revision: articleRevisionDtoSchema.nullable(),
        }),
      },
      errors: [403, 404, 409],
    }),
    input("json", articleSaveSchema),
    input("param", z.object({ id: idParam })),
    async (c) => {
      const id = c.req.valid("param").id;
      const { submit, ...input } = c.req.valid("json");
      const row = await updateArticle(c.get("deps"), currentUser(c), id, input, submit ?? false);
      return c.json({ article: { id: row.id, slug: row.slug, status: row.status }, revision: row.revision });
    },
  )
  .post(
    "/blog/articles/:id/submit",
    requireUser,
    writeLimit(blogLimits.submit),
    doc({
      summary: "Submit my draft or rejected article for review",
      tag: "blog",
      auth: "owner",
      responses: { 200: z.object({ article: z.object({ id: z.string(), slug: z.string(), status: articleStatusSchema }) }) },
      errors: [403, 404, 409],
    }),
    input("param", z.object({ id: idParam })),
    async (c) => {
      const row = await submitArticle(c.get("deps"), currentUser(c), c.req.valid("param").id);
      return c.json({ article: { id: row.id, slug: row.slug, status: row.status } });
    },
  )
  .post(
    "/blog/articles/:id/approve",
    requireAdmin,
    writeLimit(blogLimits.review),
    doc({
      summary: "Publish a pending article (the moderation module's guarded decision: already decided → 409; logged)",
      description: DECISION_ALIAS,
      tag: "blog",
      auth: "admin",
      responses: { 200: z.object({ article: z.object({ id: z.string(), status: articleStatusSchema }) }) },
      errors: [403, 404, 409],
    }),
    input("param", z.object({ id: idParam })),
    async (c) => {
      const id = c.req.valid("param").id;
      const deps = c.get("deps");
      await decideTarget(deps, currentUser(c), "article", id, { approve: true }, deps.scheduler.now(), "Article Not Found");
      return c.json({ article: { id, status: "published" as ArticleStatus } });
    },
  )
  .post(
    "/blog/articles/:id/reject",
    requireAdmin,
    writeLimit(blogLimits.review),
    doc({
      summary: "Reject a pending article with a reason, mailed to its author (guarded like approve; logged)",
      description: DECISION_ALIAS,
      tag: "blog",
      auth: "admin",
      responses: { 200: z.object({ article: z.object({ id: z.string(), status: articleStatusSchema }) }) },
      errors: [403, 404, 409],
    }),
    input("json", rejectReasonSchema),
    input("param", z.object({ id: idParam })),
    async (c) => {
      const id = c.req.valid("param").id;
      const { reason } = c.req.valid("json");
      const deps = c.get("deps");
      await decideTarget(deps, currentUser(c), "article", id, { approve: false, reason }, deps.scheduler.now(), "Article Not Found");
      return c.json({ article: { id, status: "rejected" as ArticleStatus } });
    },
  )
  .post(
    "/blog/images",
    requireUser,
    writeLimit(blogLimits.images),
    doc({
      summary: "Upload an image for an article body or cover (checked by content, re-encoded, at most 5 MB)",
      tag: "blog",
      auth: "user",
      responses: { 201: z.object({ url: z.string(), width: z.number(), height: z.number() }) },
      errors: [413, 415, 429],
      multipart: { fields: z.object({}), files: ["image"] },
    }),
    async (c) => {
      const { buffer, file } = await readUpload(c, "image", ARTICLE_IMAGE_MAX_BYTES, "Images must be smaller than 5 MB");
      return c.json(await uploadArticleImage(c.get("deps"), currentUser(c), buffer, file.name), 201);
    },
  )
  .get(
    "/blog/revisions/pending",
    requireAdmin,
    doc({
      summary: "Edits of published articles waiting for review, oldest first",
      tag: "blog",
      auth: "admin",
      responses: { 200: z.object({ revisions: z.array(pendingRevisionDtoSchema) }) },
      errors: [403],
    }),
    async (c) => c.json({ revisions: await listPendingRevisions(c.get("deps").db) }),
  )
  .post(
    "/blog/revisions/:id/approve",
    requireAdmin,
    writeLimit(blogLimits.review),
    doc({
      summary: "Approve an edit at the version reviewed: it replaces the published text (stale version → 409)",
      description: DECISION_ALIAS,
      tag: "blog",
      auth: "admin",
      responses: { 200: z.object({ revision: articleRevisionDtoSchema.extend({ status: z.string() }) }) },
      errors: [403, 404, 409],
    }),
    input("param", z.object({ id: revisionIdParam })),
    input("json", revisionApproveSchema),
    async (c) => {
      const { id } = c.req.valid("param");
      const { version } = c.req.valid("json");
      const deps = c.get("deps");
      const { revision } = await decideRevision(deps, currentUser(c), id, { version, approve: true }, deps.scheduler.now());
      return c.json({ revision });
    },
  )
  .post(
    "/blog/revisions/:id/reject",
    requireAdmin,
    writeLimit(blogLimits.review),
    doc({
      summary: "Reject an edit with a reason (mailed to the author); the published text stays (stale version → 409)",
      description: DECISION_ALIAS,
      tag: "blog",
      auth: "admin",
      responses: { 200: z.object({ revision: articleRevisionDtoSchema }) },
      errors: [403, 404, 409],
    }),
    input("param", z.object({ id: revisionIdParam })),
    input("json", revisionRejectSchema),
    async (c) => {
      const { id } = c.req.valid("param");
      const { version, reason } = c.req.valid("json");
      const deps = c.get("deps");
      const { revision } = await decideRevision(deps, currentUser(c), id, { version, approve: false, reason }, deps.scheduler.now());
      return c.json({ revision });
    },
  )
  .delete(
    "/blog/articles/:id",
    requireUser,
    writeLimit(blogLimits.remove),
    doc({
      summary: "Delete an article (its author, or an admin with a reason: staff log and a mail to the author)",
      tag: "blog",
      auth: "owner",
      responses: { 200: z.object({ deleted: z.literal(true) }) },
      errors: [400, 403, 404],
    }),
    emptyBodyAsJson,
    input("json", staffReasonSchema),
    input("param", z.object({ id: idParam })),
    async (c) => {
      await deleteArticle(c.get("deps"), currentUser(c), c.req.valid("param").id, c.req.valid("json").reason);
      return c.json({ deleted: true });
    },
  );
