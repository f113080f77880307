import { and, asc, eq, isNull, or, type SQL } from "drizzle-orm";
import type { CommentDto } from "@common/comments.schema";
import type { Db } from "../../db/client";
import { blogComments, blogPosts, profiles, user } from "../../db/schema";
import { renderMail } from "../../lib/mail-layout";
import { isNotificationEnabled } from "../notifications/notifications.service";
import type { AppDeps, SessionUser } from "../../lib/context";
import { forbidden, notFound } from "../../lib/errors";
import { ROADMAP_ID, ROADMAP_PUBLISHED_AT, ROADMAP_SLUG, ROADMAP_TITLE } from "../blog/roadmap";
import { isAdmin, isOwnerOrAdmin } from "../../lib/authz";

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

/** Comments are listed only where the article itself may be read (issue 10.11). */
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

export async function listComments(db: Db, viewer: SessionUser | null, postId: string): Promise<CommentDto[]> {
  await assertReadable(db, viewer, postId);
  // A hidden comment is shown only to its author and to admins.
  let visible: SQL | undefined = isNull(blogComments.hiddenAt);
  if (isAdmin(viewer)) visible = undefined;
  else if (viewer) visible = or(isNull(blogComments.hiddenAt), eq(blogComments.userId, viewer.id));
  const rows = await db
    .select(columns)
    .from(blogComments)
    .leftJoin(profiles, eq(profiles.id, blogComments.userId))
    .where(and(eq(blogComments.postId, postId), visible))
    .orderBy(asc(blogComments.createdAt))
    .limit(500);
  return rows.map((r) => ({
    id: r.id,
    postId: r.postId,
    content: r.content,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
    hidden: r.hiddenAt !== null,
    user: { id: r.userId, fullName: r.userId ? r.fullName || "Anonymous" : "Deleted user", avatarUrl: r.avatarUrl ?? null },
  }));
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
 * Adds a comment; the article's author is mailed (unless it is their own comment or they turned
 * "blog_comment" off in their notification preferences). The mail names the commenter only.
 */
export async function addComment(deps: Pick<AppDeps, "db" | "mailer" | "config">, viewer: SessionUser, postId: string, content: string) {
  const { db } = deps;
  await assertCommentable(db, postId);
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(blogComments).values({ postId, userId: viewer.id, content }).returning({ id: blogComments.id });
    const [post] = await tx
      .select({ title: blogPosts.title, slug: blogPosts.slug, authorId: blogPosts.authorId, email: user.email, name: user.name })
      .from(blogPosts)
      .innerJoin(user, eq(user.id, blogPosts.authorId))
      .where(eq(blogPosts.id, postId))
      .limit(1);
    if (post && post.authorId && post.authorId !== viewer.id && (await isNotificationEnabled(tx, post.authorId, "blog_comment"))) {
      const excerpt = content.length > 500 ? `${content.slice(0, 500)}…` : content;
      await deps.mailer.send(
        {
          to: post.email,
          ...renderMail(deps.config.baseUrl, {
            subject: `New comment on "${post.title}"`,
            paragraphs: [`Hi ${post.name},`, `${viewer.name} commented on your article "${post.title}":`, excerpt],
            action: { label: "Read the comments", path: `/blog/${post.slug}#comments` },
            footer: "You receive this mail because you wrote this article. Turn comment mails off in your settings.",
          }),
        },
        tx,
      );
    }
    return row!;
  });
}

async function ownComment(db: Db, viewer: SessionUser, id: string, adminMay = false) {
  const [row] = await db.select({ userId: blogComments.userId }).from(blogComments).where(eq(blogComments.id, id)).limit(1);
  if (!row) throw notFound("Comment not found");
  if (row.userId !== viewer.id && !(adminMay && isAdmin(viewer))) throw forbidden("You can only change your own comments");
}

export async function editComment(db: Db, viewer: SessionUser, id: string, content: string) {
  await ownComment(db, viewer, id);
  await db.update(blogComments).set({ content, updatedAt: new Date() }).where(eq(blogComments.id, id));
}

/** The author removes their own comment; an admin removes any (moderation). */
export async function deleteComment(db: Db, viewer: SessionUser, id: string) {
  await ownComment(db, viewer, id, true);
  await db.delete(blogComments).where(eq(blogComments.id, id));
}

/** Admin moderation: hide (shown only to its author and admins) or show a comment again. */
export async function setCommentHidden(db: Db, id: string, hidden: boolean) {
  const rows = await db
    .update(blogComments)
    .set({ hiddenAt: hidden ? new Date() : null })
    .where(eq(blogComments.id, id))
    .returning({ id: blogComments.id });
  if (!rows.length) throw notFound("Comment not found");
}
