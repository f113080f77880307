import { and, eq, isNull, sql } from "drizzle-orm";
import { paths } from "@common/paths";
import { blogPosts } from "../../db/schema";
import { AppError } from "../../lib/errors";
import type { FlagTargetAdapter, KindAdapter } from "../moderation/kinds/types";
import { applyRevisionOutcome, revisionsForReview } from "./blog.service";
import { revisionDecidedMail } from "./mails/revision-decided.mail";

/**
 * What the moderation module reviews of the blog (docs/decisions/034, 063): articles waiting for their first
 * publication, edits of published articles, and flagged articles. The blog declares them and the app
 * registers them into moderation's registry; moderation imports nothing of the blog.
 */

/**
 * Articles waiting for their first publication (blog_posts pending → published | rejected). An edit of
 * a published article is its own kind, `article_revision` (docs/decisions/041).
 */
export const articleKind: KindAdapter = {
  kind: "article",
  table: "blog_posts",
  reviewers: [],
  link: (item) => paths.blogEdit(item.targetId),
  async apply(tx, item, outcome, { now }) {
    const [row] = await tx
      .update(blogPosts)
      .set(
        outcome.approve
          ? { status: "published", publishedAt: now, updatedAt: now, rejectionReason: null }
          : { status: "rejected", updatedAt: now, rejectionReason: outcome.reason },
      )
      .where(and(eq(blogPosts.id, item.targetId), eq(blogPosts.status, "pending")))
      .returning({ id: blogPosts.id, title: blogPosts.title, slug: blogPosts.slug });
    if (!row) throw new AppError("CONFLICT", "This article is no longer waiting for review");
    return {
      before: { status: "pending" },
      after: { status: outcome.approve ? "published" : "rejected" },
      mail: outcome.approve
        ? {
            subject: `Your article was approved: ${row.title}`,
            paragraphs: [`"${row.title}" has been approved and is now published on the AppSec Community blog.`],
            action: { label: "Read it", path: paths.blogPost(row.slug) },
          }
        : {
            subject: `Your article was not approved: ${row.title}`,
            paragraphs: [`"${row.title}" was not approved for publication. You can edit it and submit it again.`],
            action: { label: "Edit your article", path: paths.blogEdit(row.id) },
          },
    };
  },
};

/**
 * Edits of published articles (blog_post_revisions, docs/decisions/035 and 041): approve publishes the
 * revision's title, text and cover in the live row; reject keeps the published version, and the author
 * is mailed the reason. The item's version moves with every save of the pending edit (trigger of
 * migration 0026), so a reviewer deciding on an edit that changed meanwhile gets 409.
 */
export const articleRevisionKind: KindAdapter = {
  kind: "article_revision",
  table: "blog_post_revisions",
  reviewers: [],
  // The queue links the article's edit page from the revision's details; this is the fallback.
  link: () => paths.admin,
  revisionsForReview,
  async apply(tx, item, outcome, { now }) {
    const done = await applyRevisionOutcome(tx, item.targetId, { ...outcome, reviewerId: item.decidedBy, now });
    if (!done) throw new AppError("CONFLICT", "This edit is no longer waiting for review");
    return {
      before: { title: done.published.title, live: "published version" },
      after: { title: outcome.approve ? done.revision.title : done.published.title, revision: done.revision.status },
      mail: revisionDecidedMail({
        articleId: done.article.id,
        slug: done.article.slug,
        title: done.revision.title,
        approve: outcome.approve,
      }),
    };
  },
};

/** Published articles members flag (docs/decisions/057): hidden by their flags' weight, shown again or kept hidden. */
export const articleFlagTarget: FlagTargetAdapter = {
  target: "article",
  kind: "flagged_article",
  async find(db, id) {
    const [row] = await db
      .select({ title: blogPosts.title, authorId: blogPosts.authorId, slug: blogPosts.slug, status: blogPosts.status })
      .from(blogPosts)
      .where(eq(blogPosts.id, id))
      .limit(1);
    if (!row || row.status !== "published") return null;
    return { title: row.title, authorId: row.authorId, link: paths.blogPost(row.slug) };
  },
  async hide(tx, id, now) {
    const rows = await tx
      .update(blogPosts)
      .set({ flagHiddenAt: now })
      .where(and(eq(blogPosts.id, id), isNull(blogPosts.flagHiddenAt)))
      .returning({ id: blogPosts.id });
    return rows.length > 0;
  },
  async settle(tx, id, keep) {
    const rows = await tx
      .update(blogPosts)
      .set({ flagHiddenAt: keep ? null : sql`coalesce(${blogPosts.flagHiddenAt}, now())` })
      .where(eq(blogPosts.id, id))
      .returning({ id: blogPosts.id });
    return rows.length > 0;
  },
};

export const reviewKinds = [articleKind, articleRevisionKind, articleFlagTarget] as const;
