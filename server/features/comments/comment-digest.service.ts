/**
 * Comment digests (docs/decisions/035): instead of one mail per comment, an article's author gets at
 * most one mail per article per hour listing the comments since the last one, with a one-click
 * unsubscribe (RFC 8058). Run by the scheduler (server/scheduled-tasks.ts).
 *
 * Exactly once across instances: per article, one transaction
 *   1. claims the article's digest row — INSERT … ON CONFLICT DO UPDATE … WHERE last_sent_at <= now - 1 h
 *      RETURNING (the row lock makes a second instance wait, then its WHERE fails: it skips);
 *   2. takes the article's pending comments — UPDATE blog_comments SET digest_pending = false … RETURNING;
 *   3. writes the mail to the outbox (server/lib/mail.ts), which delivers it once (decision 029).
 * All three commit together or not at all, so a crash re-runs the whole step later.
 */
import { and, asc, eq, inArray, isNull, sql } from "drizzle-orm";
import { DELETED_MEMBER } from "@common/deleted-member";
import { paths } from "@common/paths";
import type { Db } from "../../db/client";
import { blogCommentDigests, blogComments, blogPosts, profiles, user } from "../../db/schema";
import type { AppDeps } from "../../lib/context";
import { AppError } from "../../lib/errors";
import { hmacMatches, isSignedToken, readSignedToken, signToken } from "../../lib/signed-token";
import { isNotificationEnabled, setNotificationPreferences } from "../notifications/notifications.service";
import { commentDigestMail } from "../blog/mails/comment-digest.mail";

export const DIGEST_INTERVAL_MS = 60 * 60_000;
/** Articles handled per run; the rest wait for the next run. */
const ARTICLES_PER_RUN = 200;
export const INVALID_UNSUBSCRIBE = "This unsubscribe link is invalid.";

type Deps = Pick<AppDeps, "db" | "mailer" | "config">;

const PURPOSE = "unsubscribe:comment-mails";

/**
 * A token that turns comment mails off for one member; needs no session. Signed with the one scheme of
 * server/lib/signed-token.ts (docs/decisions/045-one-signed-token-scheme.md).
 */
export const commentMailsToken = (secret: string, userId: string) => signToken(secret, PURPOSE, userId);

/**
 * The member a token names, or null. Links mailed before decision 045 (`<base64url(userId)>.<HMAC(secret,
 * "comment-digest-unsubscribe:" + userId)>`) are still accepted: a digest stays in an inbox for years.
 */
export function readCommentMailsToken(secret: string, token: string, now: Date): string | null {
  if (isSignedToken(token)) return readSignedToken(secret, PURPOSE, token, now);
  const [payload, mac, extra] = token.split(".");
  if (!payload || !mac || extra !== undefined) return null;
  const userId = Buffer.from(payload, "base64url").toString("utf8");
  return hmacMatches(secret, `comment-digest-unsubscribe:${userId}`, mac) ? userId : null;
}

/** RFC 8058 one-click: turns the member's "blog_comment" mails off (idempotent). */
export async function unsubscribeCommentMails(deps: Pick<AppDeps, "db" | "config" | "scheduler">, token: string) {
  const userId = readCommentMailsToken(deps.config.authSecret, token, deps.scheduler.now());
  if (!userId) throw new AppError("VALIDATION_FAILED", INVALID_UNSUBSCRIBE, { token: INVALID_UNSUBSCRIBE });
  const [exists] = await deps.db.select({ id: user.id }).from(user).where(eq(user.id, userId)).limit(1);
  if (exists) await setNotificationPreferences(deps.db, userId, { blog_comment: false });
}

/** Sends every digest that is due at `now`; returns how many mails were queued. */
export async function sendCommentDigests(deps: Deps, now: Date): Promise<number> {
  const due = await deps.db
    .selectDistinct({ postId: blogComments.postId })
    .from(blogComments)
    .where(eq(blogComments.digestPending, true))
    .limit(ARTICLES_PER_RUN);
  let sent = 0;
  for (const { postId } of due) if (await digestOne(deps, postId, now)) sent++;
  return sent;
}

async function digestOne(deps: Deps, postId: string, now: Date): Promise<boolean> {
  return deps.db.transaction(async (tx) => {
    const cutoff = new Date(now.getTime() - DIGEST_INTERVAL_MS);
    const claimed = await tx
      .insert(blogCommentDigests)
      .values({ postId, lastSentAt: now, mailsSent: 0 })
      .onConflictDoUpdate({
        target: blogCommentDigests.postId,
        set: { lastSentAt: now },
        setWhere: sql`${blogCommentDigests.lastSentAt} <= ${cutoff.toISOString()}::timestamptz`,
      })
      .returning({ postId: blogCommentDigests.postId });
    if (!claimed.length) return false; // mailed within the hour, or another instance has it
    const taken = await tx
      .update(blogComments)
      .set({ digestPending: false })
      .where(and(eq(blogComments.postId, postId), eq(blogComments.digestPending, true)))
      .returning({ id: blogComments.id });
    const sent = await mailDigest(
      deps,
      tx,
      postId,
      taken.map((t) => t.id),
    );
    if (!sent) {
      // Nothing to tell (comments hidden or gone, mails turned off): the hour is not used up.
      await tx
        .update(blogCommentDigests)
        .set({ lastSentAt: sql`${blogCommentDigests.lastSentAt} - interval '1 hour'` })
        .where(eq(blogCommentDigests.postId, postId));
      return false;
    }
    await tx
      .update(blogCommentDigests)
      .set({ mailsSent: sql`${blogCommentDigests.mailsSent} + 1` })
      .where(eq(blogCommentDigests.postId, postId));
    return true;
  });
}

async function mailDigest(deps: Deps, tx: Db, postId: string, commentIds: string[]): Promise<boolean> {
  if (!commentIds.length) return false;
  const [post] = await tx
    .select({
      title: blogPosts.title,
      slug: blogPosts.slug,
      status: blogPosts.status,
      authorId: blogPosts.authorId,
      email: user.email,
      name: user.name,
    })
    .from(blogPosts)
    .innerJoin(user, eq(user.id, blogPosts.authorId))
    .where(eq(blogPosts.id, postId))
    .limit(1);
  if (!post || post.status !== "published" || !(await isNotificationEnabled(tx, post.authorId!, "blog_comment"))) return false;
  const comments = await tx
    .select({ content: blogComments.content, userId: blogComments.userId, fullName: profiles.fullName })
    .from(blogComments)
    .leftJoin(profiles, eq(profiles.id, blogComments.userId))
    .where(and(inArray(blogComments.id, commentIds), isNull(blogComments.hiddenAt)))
    .orderBy(asc(blogComments.createdAt), asc(blogComments.id));
  if (!comments.length) return false;
  const token = encodeURIComponent(commentMailsToken(deps.config.authSecret, post.authorId!));
  await deps.mailer.send(
    commentDigestMail(deps.config.baseUrl, {
      to: post.email,
      authorId: post.authorId!,
      authorName: post.name,
      title: post.title,
      slug: post.slug,
      comments: comments.map((c) => ({ authorName: c.userId ? c.fullName || "A member" : DELETED_MEMBER, content: c.content })),
      unsubscribeUrl: `${deps.config.baseUrl.replace(/\/$/, "")}/api/comment-mails/unsubscribe?token=${token}`,
      settingsPath: paths.settings,
    }),
    tx,
  );
  return true;
}
