import { and, asc, eq, isNull, or, sql, type SQL } from "drizzle-orm";
import { DELETED_MEMBER } from "@common/deleted-member";
import type { CommentDto } from "@common/comments.schema";
import type { Db } from "../../db/client";
import { blogComments, blogPosts, profiles } from "../../db/schema";
import type { AppDeps, SessionUser } from "../../lib/context";
import { forbidden, notFound } from "../../lib/errors";
import { ROADMAP_ID, ROADMAP_PUBLISHED_AT, ROADMAP_SLUG, ROADMAP_TITLE } from "../blog/roadmap";
import { isAdmin, isOwnerOrAdmin } from "../../lib/authz";
import { decodeCursor, encodeCursor, takePage } from "../../lib/paging";
import { paths } from "@common/paths";
import { recordStaffChange, requireStaffReason } from "../moderation/staff-action";

const columns = {
  id: blogComments.id,
  postId: blogComments.postId,
  content: blogComments.content,
  createdAt: blogComments.createdAt,
  updatedAt: blogComments.updatedAt,
  userId: blogComments.userId,
  hiddenAt: blogComments.hiddenAt,
  fullName: profiles.fullName,
  avatarUrl: profiles.avatarUrl,
};

/** Comments are listed only where the article itself may be read. */
async function assertReadable(db: Db, viewer: SessionUser | null, postId: string) {
  if (postId === ROADMAP_ID) return;
  const [post] = await db
    .select({ status: blogPosts.status, authorId: blogPosts.authorId })
    .from(blogPosts)
    .where(eq(blogPosts.id, postId))
    .limit(1);
  const mayRead = post && (post.status === "published" || isOwnerOrAdmin(viewer, post.authorId));
  if (!mayRead) throw notFound("Article Not Found");
}

/** Comments per page of a thread (docs/decisions/035): the first page is what the article page renders. */
export const COMMENTS_PAGE = 50;

/**
 * One page of an article's comments, oldest first, by keyset (created_at, id) after `cursor`
 * (docs/decisions/011, 035): one range scan of blog_comments_post_page_idx whatever the page, and a
 * `limit + 1` probe instead of a count.
 */
export async function listComments(
  db: Db,
  viewer: SessionUser | null,
  postId: string,
  cursor?: string,
  limit = COMMENTS_PAGE,
): Promise<{ comments: CommentDto[]; nextCursor: string | null }> {
  await assertReadable(db, viewer, postId);
  const after = cursor ? decodeCursor(cursor) : null;
  // A hidden comment is shown only to its author and to admins.
  let visible: SQL | undefined = isNull(blogComments.hiddenAt);
  if (isAdmin(viewer)) visible = undefined;
  else if (viewer) visible = or(isNull(blogComments.hiddenAt), eq(blogComments.userId, viewer.id));
  const read = await db
    .select({ ...columns, cursorAt: sql<string>`${blogComments.createdAt}::text` })
    .from(blogComments)
    .leftJoin(profiles, eq(profiles.id, blogComments.userId))
    .where(
      and(
        eq(blogComments.postId, postId),
        visible,
        after ? sql`(${blogComments.createdAt}, ${blogComments.id}) > (${after.at}::timestamptz, ${after.id}::uuid)` : undefined,
      ),
    )
    .orderBy(asc(blogComments.createdAt), asc(blogComments.id))
    .limit(limit + 1);
  const { rows, hasMore } = takePage(read, limit);
  const last = rows.at(-1);
  return { comments: rows.map(toCommentDto), nextCursor: hasMore && last ? encodeCursor(last.cursorAt, last.id) : null };
}

type CommentRow = {
  id: string;
  postId: string;
  content: string;
  createdAt: Date;
  updatedAt: Date;
  userId: string | null;
  hiddenAt: Date | null;
  fullName: string | null;
  avatarUrl: string | null;
};

function toCommentDto(r: CommentRow): CommentDto {
  return {
    id: r.id,
    postId: r.postId,
    content: r.content,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
    hidden: r.hiddenAt !== null,
    user: { id: r.userId, fullName: r.userId ? r.fullName || "Anonymous" : DELETED_MEMBER, avatarUrl: r.avatarUrl ?? null },
  };
}

/** Comments go on published articles only (the built-in roadmap gets a row the first time). */
async function assertCommentable(db: Db, postId: string) {
  if (postId === ROADMAP_ID) {
    await db
      .insert(blogPosts)
      .values({
        id: ROADMAP_ID,
        title: ROADMAP_TITLE,
        content: "<p>Built-in article.</p>",
        slug: ROADMAP_SLUG,
        status: "published",
        publishedAt: new Date(ROADMAP_PUBLISHED_AT),
      })
      .onConflictDoNothing();
    return;
  }
  const [post] = await db.select({ status: blogPosts.status }).from(blogPosts).where(eq(blogPosts.id, postId)).limit(1);
  if (!post || post.status !== "published") throw notFound("Article Not Found");
}

/**
 * Adds a comment. The article's author is not mailed per comment: a comment by someone else is
 * marked for the author's hourly digest (sendCommentDigests, docs/decisions/035).
 */
export async function addComment(deps: Pick<AppDeps, "db">, viewer: SessionUser, postId: string, content: string) {
  const { db } = deps;
  await assertCommentable(db, postId);
  const [row] = await db
    .insert(blogComments)
    .values({
      postId,
      userId: viewer.id,
      content,
      digestPending: sql`exists (select 1 from ${blogPosts} p where p.id = ${postId} and p.author_id is not null and p.author_id <> ${viewer.id})`,
    })
    .returning({ id: blogComments.id });
  return row!;
}

async function ownComment(db: Db, viewer: SessionUser, id: string, adminMay = false) {
  const [row] = await db.select({ userId: blogComments.userId }).from(blogComments).where(eq(blogComments.id, id)).limit(1);
  if (!row) throw notFound("Comment not found");
  if (row.userId !== viewer.id && !(adminMay && isAdmin(viewer))) throw forbidden("You can only change your own comments");
}

export async function editComment(db: Db, viewer: SessionUser, id: string, content: string, now: Date) {
  await ownComment(db, viewer, id);
  await db.update(blogComments).set({ content, updatedAt: now }).where(eq(blogComments.id, id));
}

/** A comment as the staff log and the author's mail name it: who wrote it, on which article, where. */
async function commentForStaff(tx: Db, id: string) {
  const [row] = await tx
    .select({ userId: blogComments.userId, content: blogComments.content, title: blogPosts.title, slug: blogPosts.slug })
    .from(blogComments)
    .leftJoin(blogPosts, eq(blogPosts.id, blogComments.postId))
    .where(eq(blogComments.id, id))
    .for("update", { of: blogComments })
    .limit(1);
  if (!row) throw notFound("Comment not found");
  const title = row.title ?? ROADMAP_TITLE;
  const excerpt = row.content.length > 60 ? `${row.content.slice(0, 57)}…` : row.content;
  return { ...row, name: `Comment "${excerpt}" on "${title}"`, title, link: paths.blogPost(row.slug ?? ROADMAP_SLUG) };
}

/**
 * The author removes their own comment; an admin removes anyone's with a reason, through the one staff
 * flow (docs/decisions/057): the staff-log row and the author's mail commit with the deletion.
 */
export async function deleteComment(deps: Pick<AppDeps, "db" | "mailer" | "config">, viewer: SessionUser, id: string, reason?: string) {
  await ownComment(deps.db, viewer, id, true);
  await deps.db.transaction(async (tx) => {
    const c = await commentForStaff(tx, id);
    if (c.userId !== viewer.id) {
      await recordStaffChange(deps, tx, {
        actor: viewer,
        action: "comment.delete",
        targetType: "comment",
        targetId: id,
        targetName: c.name,
        targetLink: c.link,
        before: { content: c.content },
        after: null,
        reason: requireStaffReason(reason),
        memberId: c.userId,
        mail: {
          subject: "A moderator removed your comment",
          paragraphs: [`A moderator removed your comment on "${c.title}".`],
          action: { label: "Open the article", path: c.link },
        },
      });
    }
    await tx.delete(blogComments).where(eq(blogComments.id, id));
  });
}

/**
 * Admin moderation: hide (shown only to its author and admins) or show a comment again, with a reason,
 * through the one staff flow (docs/decisions/057): staff-log row and the author's mail in the same
 * transaction.
 */
export async function setCommentHidden(
  deps: Pick<AppDeps, "db" | "mailer" | "config" | "scheduler">,
  actor: SessionUser,
  id: string,
  hidden: boolean,
  reasonInput: string,
) {
  const reason = requireStaffReason(reasonInput);
  await deps.db.transaction(async (tx) => {
    const c = await commentForStaff(tx, id);
    const [before] = await tx.select({ hiddenAt: blogComments.hiddenAt }).from(blogComments).where(eq(blogComments.id, id));
    await tx
      .update(blogComments)
      .set({ hiddenAt: hidden ? deps.scheduler.now() : null })
      .where(eq(blogComments.id, id));
    await recordStaffChange(deps, tx, {
      actor,
      action: hidden ? "comment.hide" : "comment.show",
      targetType: "comment",
      targetId: id,
      targetName: c.name,
      targetLink: c.link,
      before: { hidden: before?.hiddenAt != null },
      after: { hidden },
      reason,
      memberId: c.userId,
      mail: hidden
        ? {
            subject: "A moderator hid your comment",
            paragraphs: [
              `A moderator hid your comment on "${c.title}". Other visitors no longer see it; you still do, and you can edit it.`,
            ],
            action: { label: "Open the article", path: c.link },
          }
        : {
            subject: "Your comment is visible again",
            paragraphs: [`A moderator showed your comment on "${c.title}" again.`],
            action: { label: "Open the article", path: c.link },
          },
    });
  });
}
