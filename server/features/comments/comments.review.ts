import { and, eq, isNull, sql } from "drizzle-orm";
import { paths } from "@common/paths";
import { blogComments, blogPosts } from "../../db/schema";
import type { FlagTargetAdapter } from "../moderation/kinds/types";

const shortTitle = (s: string) => (s.length > 80 ? `${s.slice(0, 77)}…` : s);

/**
 * Comments members flag (docs/decisions/034, 057, 063): in the queue from the first flag, hidden once the
 * flags' weight reaches the threshold; the comments feature declares the target, the app registers it.
 */
export const commentFlagTarget: FlagTargetAdapter = {
  target: "comment",
  kind: "flagged_comment",
  async find(db, id) {
    const [row] = await db
      .select({ content: blogComments.content, authorId: blogComments.userId, slug: blogPosts.slug, status: blogPosts.status })
      .from(blogComments)
      .innerJoin(blogPosts, eq(blogPosts.id, blogComments.postId))
      .where(eq(blogComments.id, id))
      .limit(1);
    if (!row || row.status !== "published") return null;
    return { title: `Comment: ${shortTitle(row.content)}`, authorId: row.authorId, link: paths.blogPost(row.slug) };
  },
  async hide(tx, id, now) {
    const rows = await tx
      .update(blogComments)
      .set({ hiddenAt: now })
      .where(and(eq(blogComments.id, id), isNull(blogComments.hiddenAt)))
      .returning({ id: blogComments.id });
    return rows.length > 0;
  },
  async settle(tx, id, keep) {
    const rows = await tx
      .update(blogComments)
      .set({ hiddenAt: keep ? null : sql`coalesce(${blogComments.hiddenAt}, now())` })
      .where(eq(blogComments.id, id))
      .returning({ id: blogComments.id });
    return rows.length > 0;
  },
};

export const reviewKinds = [commentFlagTarget] as const;
