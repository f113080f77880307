import { and, eq } from "drizzle-orm";
import { paths } from "@common/paths";
import { blogPosts } from "../../../db/schema";
import { AppError } from "../../../lib/errors";
import type { KindAdapter } from "./types";

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
