import { and, eq, isNull, sql } from "drizzle-orm";
import type { FlagTarget, ModerationKind } from "@common/moderation.schema";
import { paths } from "@common/paths";
import type { Db } from "../../../db/client";
import { blogComments, blogPosts, moderationFlags, offerings } from "../../../db/schema";
import { AppError } from "../../../lib/errors";
import type { KindAdapter } from "./types";

/**
 * Items flagged by members (docs/decisions/034, 057): in the queue from the first flag, hidden only
 * once the flags' weight reaches the threshold. Approve = the item is fine: shown (again), its
 * flags closed as declined. Reject = it stays hidden (comments keep their admin `hidden_at`; an offering is
 * rejected; an article stays hidden by its flags) and the flags are closed as upheld. The flaggers are mailed
 * by the module.
 */
export interface FlagTargetAdapter {
  target: FlagTarget;
  kind: ModerationKind;
  /** The item as a flagger and a reviewer see it: title, author, link; null when gone or not public. */
  find(db: Db, id: string): Promise<{ title: string; authorId: string | null; link: string } | null>;
  /** Hide it from public reads (threshold reached); true when it was visible until now. */
  hide(tx: Db, id: string, now: Date): Promise<boolean>;
  /** Decision: show it again, or keep it off the public pages for good. */
  settle(tx: Db, id: string, keep: boolean): Promise<boolean>;
}

const shortTitle = (s: string) => (s.length > 80 ? `${s.slice(0, 77)}…` : s);

export const flagTargets: Record<FlagTarget, FlagTargetAdapter> = {
  comment: {
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
  },
  article: {
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
  },
  offering: {
    target: "offering",
    kind: "flagged_offering",
    async find(db, id) {
      const [row] = await db
        .select({ title: offerings.title, authorId: offerings.userId, status: offerings.status })
        .from(offerings)
        .where(eq(offerings.id, id))
        .limit(1);
      if (!row || row.status !== "approved") return null;
      return { title: row.title, authorId: row.authorId, link: paths.offerings };
    },
    async hide(tx, id, now) {
      const rows = await tx
        .update(offerings)
        .set({ flagHiddenAt: now })
        .where(and(eq(offerings.id, id), isNull(offerings.flagHiddenAt)))
        .returning({ id: offerings.id });
      return rows.length > 0;
    },
    async settle(tx, id, keep) {
      const rows = await tx
        .update(offerings)
        .set(keep ? { flagHiddenAt: null } : { status: "rejected" })
        .where(eq(offerings.id, id))
        .returning({ id: offerings.id });
      return rows.length > 0;
    },
  },
};

function flaggedKind(t: FlagTargetAdapter, table: string): KindAdapter {
  return {
    kind: t.kind,
    table,
    reviewers: [],
    link: () => paths.admin,
    async apply(tx, item, outcome, { now }) {
      if (!(await t.settle(tx, item.targetId, outcome.approve))) throw new AppError("CONFLICT", "This item no longer exists");
      await tx
        .update(moderationFlags)
        // The flaggers' record (docs/decisions/057): a removed item upholds their flags, a kept one declines them.
        .set({ resolvedAt: now, outcome: outcome.approve ? "declined" : "upheld" })
        .where(
          and(eq(moderationFlags.targetKind, t.target), eq(moderationFlags.targetId, item.targetId), isNull(moderationFlags.resolvedAt)),
        );
      return {
        before: { flags: "open" },
        after: { hidden: !outcome.approve },
        mail: outcome.approve
          ? {
              subject: `Your ${t.target} is visible again`,
              paragraphs: [`Members flagged your ${t.target} "${item.title}". A moderator reviewed it and it stays visible.`],
              action: { label: "Visit AppSec Community", path: "/" },
            }
          : {
              subject: `Your ${t.target} was removed`,
              paragraphs: [`Members flagged your ${t.target} "${item.title}". A moderator reviewed it and it stays hidden.`],
              action: { label: "Community guidelines", path: paths.terms },
            },
      };
    },
  };
}

export const flaggedCommentKind = flaggedKind(flagTargets.comment, "moderation_flags");
export const flaggedArticleKind = flaggedKind(flagTargets.article, "moderation_flags");
export const flaggedOfferingKind = flaggedKind(flagTargets.offering, "moderation_flags");
