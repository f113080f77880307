import { randomBytes } from "node:crypto";
import { and, asc, desc, eq, inArray, isNull, ne, sql, type SQL } from "drizzle-orm";
import { DELETED_MEMBER } from "@common/deleted-member";
import { excerptOf, type ArticleDto, type ArticleRevisionDto, type ArticleStatus, type ArticleSummaryDto } from "@common/blog.schema";
import type { z } from "zod";
import type { articleInputSchema } from "@common/blog.schema";
import type { Db } from "../../db/client";
import { blogPostRevisions, blogPosts, profiles } from "../../db/schema";
import { articleToReviewMail, type ReviewReason } from "./mails/article-to-review.mail";
import type { AppDeps, SessionUser } from "../../lib/context";
import { AppError, forbidden, isUniqueViolation, notFound } from "../../lib/errors";
import { ROADMAP_HTML, ROADMAP_ID, ROADMAP_PUBLISHED_AT, ROADMAP_SLUG, ROADMAP_TITLE } from "./roadmap";
import { assertImagesHaveAlt, sanitizeArticleHtml } from "./sanitize";
import { importCoverImage, importExternalImages } from "./image-import.service";
import { isAdmin, isOwnerOrAdmin } from "../../lib/authz";
import { decodeCursor, encodeCursor, takePage } from "../../lib/paging";
import { notifyReviewers } from "../moderation/notify-reviewers";
import { recordStaffChange, requireStaffReason } from "../moderation/staff-action";

type Input = z.output<typeof articleInputSchema>;

export const ROADMAP_ARTICLE: ArticleDto = {
  id: ROADMAP_ID,
  title: ROADMAP_TITLE,
  slug: ROADMAP_SLUG,
  content: ROADMAP_HTML,
  imageUrl: null,
  status: "published",
  rejectionReason: null,
  createdAt: ROADMAP_PUBLISHED_AT,
  publishedAt: ROADMAP_PUBLISHED_AT,
  updatedAt: ROADMAP_PUBLISHED_AT,
  author: { id: null, fullName: "AppSec Community Team", avatarUrl: null },
  builtIn: true,
};

const columns = {
  id: blogPosts.id,
  title: blogPosts.title,
  slug: blogPosts.slug,
  content: blogPosts.content,
  imageUrl: blogPosts.imageUrl,
  status: blogPosts.status,
  rejectionReason: blogPosts.rejectionReason,
  createdAt: blogPosts.createdAt,
  publishedAt: blogPosts.publishedAt,
  updatedAt: blogPosts.updatedAt,
  authorId: blogPosts.authorId,
  authorName: profiles.fullName,
  authorAvatar: profiles.avatarUrl,
};
type Row = { [K in keyof typeof columns]: unknown };

function toDto(r: Row): ArticleDto {
  return {
    id: r.id as string,
    title: r.title as string,
    slug: r.slug as string,
    content: r.content as string,
    imageUrl: r.imageUrl as string | null,
    status: r.status as ArticleStatus,
    // Only the author and admins ever see a non-published article; a published one has none.
    rejectionReason: r.status === "rejected" ? ((r.rejectionReason as string | null) ?? null) : null,
    createdAt: (r.createdAt as Date).toISOString(),
    publishedAt: r.publishedAt ? (r.publishedAt as Date).toISOString() : null,
    updatedAt: (r.updatedAt as Date).toISOString(),
    author: {
      id: r.authorId as string | null,
      // Deleted accounts leave their articles behind without an author.
      fullName: r.authorId ? (r.authorName as string) || "Unknown" : DELETED_MEMBER,
      avatarUrl: (r.authorAvatar as string | null) ?? null,
    },
  };
}
const toSummary = ({ content, ...a }: ArticleDto): ArticleSummaryDto => ({ ...a, excerpt: excerptOf(content) });

const query = (db: Db, where: SQL | undefined) =>
  db.select(columns).from(blogPosts).leftJoin(profiles, eq(profiles.id, blogPosts.authorId)).where(where);

/**
 * Lists show an excerpt, never the body: they read only the head of the HTML, enough for
 * the 150-character excerpt, whatever the article's length.
 */
export const LIST_HEAD_CHARS = 4000;
const listColumns = { ...columns, content: sql<string>`left(${blogPosts.content}, ${sql.raw(String(LIST_HEAD_CHARS))})` };
const listQuery = (db: Db, where: SQL | undefined) =>
  db.select(listColumns).from(blogPosts).leftJoin(profiles, eq(profiles.id, blogPosts.authorId)).where(where);

/**
 * Published articles newest first, by keyset (published_at, id; docs/decisions/011): one range scan of
 * blog_posts_published_idx per page, whatever the page, and a `limit + 1` probe instead of a count.
 */
export async function listPublished(db: Db, cursor: string | undefined, pageSize: number) {
  const after = cursor ? decodeCursor(cursor) : null;
  const read = await db
    .select({ ...listColumns, cursorAt: sql<string>`${blogPosts.publishedAt}::text` })
    .from(blogPosts)
    .leftJoin(profiles, eq(profiles.id, blogPosts.authorId))
    .where(
      and(
        eq(blogPosts.status, "published"),
        isNull(blogPosts.flagHiddenAt), // hidden by members' flags until reviewed (docs/decisions/034)
        ne(blogPosts.id, ROADMAP_ID),
        after ? sql`(${blogPosts.publishedAt}, ${blogPosts.id}) < (${after.at}::timestamptz, ${after.id}::uuid)` : undefined,
      ),
    )
    .orderBy(desc(blogPosts.publishedAt), desc(blogPosts.id))
    .limit(pageSize + 1);
  const { rows, hasMore } = takePage(read, pageSize);
  const last = rows.at(-1);
  const list = rows.map((r) => toSummary(toDto(r)));
  // The roadmap may have a row (for its comments); it is always shown from code, first.
  return {
    articles: after ? list : [toSummary(ROADMAP_ARTICLE), ...list],
    nextCursor: hasMore && last ? encodeCursor(last.cursorAt, last.id) : null,
  };
}

export async function listByAuthor(db: Db, authorId: string) {
  const rows = await listQuery(db, eq(blogPosts.authorId, authorId)).orderBy(desc(blogPosts.createdAt)).limit(200);
  return rows.map((r) => toSummary(toDto(r)));
}

export async function listPending(db: Db) {
  const rows = await listQuery(db, eq(blogPosts.status, "pending")).orderBy(desc(blogPosts.createdAt)).limit(200);
  return rows.map((r) => toSummary(toDto(r)));
}

const canSeeUnpublished = (viewer: SessionUser | null, a: ArticleDto) => isOwnerOrAdmin(viewer, a.author.id);

/** Published articles for everyone; authors and admins also open non-published ones. */
export async function getBySlug(db: Db, viewer: SessionUser | null, slug: string): Promise<ArticleDto> {
  if (slug === ROADMAP_SLUG) return ROADMAP_ARTICLE;
  const [row] = await query(db, eq(blogPosts.slug, slug)).limit(1);
  const a = row ? toDto(row) : null;
  if (!a || (a.status !== "published" && !canSeeUnpublished(viewer, a))) throw notFound("Article Not Found");
  // Hidden by members' flags until reviewed, except to its author and admins (docs/decisions/034).
  if (!canSeeUnpublished(viewer, a)) {
    const [hidden] = await db.select({ at: blogPosts.flagHiddenAt }).from(blogPosts).where(eq(blogPosts.slug, slug)).limit(1);
    if (hidden?.at) throw notFound("Article Not Found");
  }
  return a;
}

export async function getForEdit(db: Db, viewer: SessionUser, id: string): Promise<ArticleDto> {
  const [row] = await query(db, eq(blogPosts.id, id)).limit(1);
  if (!row) throw notFound("Article Not Found");
  const a = toDto(row);
  if (!canSeeUnpublished(viewer, a)) throw forbidden("You can only edit your own articles");
  return a;
}

const slugify = (title: string) =>
  title
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 80) || "article";

type MailDeps = Pick<AppDeps, "db" | "mailer" | "config" | "scheduler">;

/**
 * Tells the reviewers of a new submission, a resubmission, or an edit of a published article: the
 * moderation module's one way (docs/decisions/064), with the blog's own wording for the team.
 */
async function mailTeamToReview(
  deps: MailDeps,
  tx: Db,
  row: { id: string; title: string },
  author: Pick<SessionUser, "id" | "name">,
  why: ReviewReason,
) {
  const { to: _to, ...teamMail } = articleToReviewMail(deps.config.baseUrl, {
    to: deps.config.teamEmail,
    articleId: row.id,
    title: row.title,
    authorName: author.name,
    why,
  });
  await notifyReviewers(deps, tx, {
    kind: why === "revision" ? "article_revision" : "article",
    title: row.title,
    submitter: author,
    resubmitted: why === "resubmitted",
    teamMail,
  });
}

type SaveDeps = MailDeps & Pick<AppDeps, "storage">;

/**
 * Sanitized HTML whose every image has alt text and is served by us: external images (body and cover)
 * are imported into our storage, or the save is refused (docs/decisions/059). 400 otherwise, nothing written.
 */
async function cleanInput(deps: SaveDeps, ownerId: string, input: Input): Promise<Input> {
  const sanitized = sanitizeArticleHtml(input.content);
  assertImagesHaveAlt(sanitized);
  const content = await importExternalImages(deps, ownerId, sanitized);
  return { ...input, content, imageUrl: await importCoverImage(deps, ownerId, input.imageUrl) };
}

/**
 * New articles are saved as a draft (`submit: false`, nothing is sent) or go to review (pending,
 * the team is mailed). The slug is unique (a short suffix on collision).
 */
export async function createArticle(deps: SaveDeps, author: SessionUser, raw: Input, submit = true) {
  const input = await cleanInput(deps, author.id, raw);
  const content = input.content;
  const base = slugify(input.title);
  for (let attempt = 0; attempt < 5; attempt++) {
    const slug = attempt === 0 && base !== "appsec-career-roadmap" ? base : `${base}-${randomBytes(3).toString("hex")}`;
    try {
      return await deps.db.transaction(async (tx) => {
        const [row] = await tx
          .insert(blogPosts)
          .values({
            title: input.title,
            content,
            imageUrl: input.imageUrl,
            authorId: author.id,
            status: submit ? "pending" : "draft",
            slug,
          })
          .returning();
        if (submit) await mailTeamToReview(deps, tx, row!, author, "new");
        return row!;
      });
    } catch (err) {
      if (!isUniqueViolation(err)) throw err;
    }
  }
  throw new AppError("CONFLICT", "Could not create a unique address for this article");
}

/**
 * Author or admin. A draft or a rejected article stays as it is unless `submit` is set (then it goes
 * to review and the rejection reason is cleared). An author's edit of a published article never
 * touches the live row: it becomes (or updates) the article's one pending revision, and readers keep
 * the published version until an admin approves it (docs/decisions/035). An admin edits live.
 * The status guard is in the UPDATE (a decision made meanwhile is not overwritten).
 */
export async function updateArticle(deps: SaveDeps, viewer: SessionUser, id: string, raw: Input, submit = false) {
  const current = await getForEdit(deps.db, viewer, id);
  const isAuthor = viewer.id === current.author.id;
  const input = await cleanInput(deps, viewer.id, raw);
  const content = input.content;
  if (current.status === "published" && !isAdmin(viewer)) {
    const revision = await saveRevision(deps, viewer, current, { ...input, content });
    return { id: current.id, slug: current.slug, status: current.status, revision };
  }
  const resubmit = submit && isAuthor && (current.status === "draft" || current.status === "rejected");
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .update(blogPosts)
      .set({
        title: input.title,
        content,
        imageUrl: input.imageUrl,
        updatedAt: deps.scheduler.now(),
        ...(resubmit ? { status: "pending", rejectionReason: null } : {}),
      })
      .where(and(eq(blogPosts.id, id), eq(blogPosts.status, current.status)))
      .returning();
    if (!row) throw new AppError("CONFLICT", "The article changed meanwhile; reload and try again");
    if (resubmit) await mailTeamToReview(deps, tx, row, viewer, current.status === "draft" ? "new" : "resubmitted");
    return { id: row.id, slug: row.slug, status: row.status as ArticleStatus, revision: null };
  });
}

/**
 * The author's edit of a published article: inserts the pending revision, or updates it (version + 1)
 * if one already waits — the partial unique index keeps it to one. The team is mailed when a new
 * revision starts waiting, not on every later save.
 */
async function saveRevision(deps: MailDeps, author: SessionUser, article: ArticleDto, input: Input) {
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(blogPostRevisions)
      .values({ postId: article.id, authorId: author.id, title: input.title, content: input.content, imageUrl: input.imageUrl })
      .onConflictDoUpdate({
        target: blogPostRevisions.postId,
        targetWhere: sql`${blogPostRevisions.status} = 'pending'`,
        set: {
          title: input.title,
          content: input.content,
          imageUrl: input.imageUrl ?? null,
          version: sql`${blogPostRevisions.version} + 1`,
          updatedAt: deps.scheduler.now(),
        },
      })
      .returning();
    if (row!.version === 1) await mailTeamToReview(deps, tx, { id: article.id, title: input.title }, author, "revision");
    return toRevisionDto(row!);
  });
}

export const toRevisionDto = (r: typeof blogPostRevisions.$inferSelect): ArticleRevisionDto => ({
  id: r.id,
  status: r.status as ArticleRevisionDto["status"],
  version: r.version,
  title: r.title,
  content: r.content,
  imageUrl: r.imageUrl,
  rejectionReason: r.status === "rejected" ? r.rejectionReason : null,
  updatedAt: r.updatedAt.toISOString(),
});

/** The article's latest revision unless it was approved (then the live row is that version). */
export async function currentRevision(db: Db, postId: string): Promise<ArticleRevisionDto | null> {
  const [row] = await db
    .select()
    .from(blogPostRevisions)
    .where(eq(blogPostRevisions.postId, postId))
    .orderBy(desc(blogPostRevisions.createdAt))
    .limit(1);
  return row && row.status !== "approved" ? toRevisionDto(row) : null;
}

/** Revisions waiting for review, oldest first, with their article (admins; the moderation queue's source). */
export async function listPendingRevisions(db: Db, limit = 200) {
  const rows = await db
    .select({
      id: blogPostRevisions.id,
      postId: blogPostRevisions.postId,
      version: blogPostRevisions.version,
      title: blogPostRevisions.title,
      slug: blogPosts.slug,
      authorId: blogPostRevisions.authorId,
      authorName: profiles.fullName,
      createdAt: blogPostRevisions.createdAt,
      updatedAt: blogPostRevisions.updatedAt,
    })
    .from(blogPostRevisions)
    .innerJoin(blogPosts, eq(blogPosts.id, blogPostRevisions.postId))
    .leftJoin(profiles, eq(profiles.id, blogPostRevisions.authorId))
    .where(eq(blogPostRevisions.status, "pending"))
    .orderBy(asc(blogPostRevisions.createdAt))
    .limit(limit);
  return rows.map((r) => ({
    ...r,
    authorName: r.authorId ? r.authorName || "Unknown" : DELETED_MEMBER,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  }));
}

/**
 * Applies a decision to a pending revision inside the moderation module's decision (the adapter
 * `articleRevisionKind` in blog.review.ts, docs/decisions/041, 063): the module has already checked the item's state and
 * version, so a changed edit never gets here; the revision's own pending state is the second guard.
 * Approval copies title, content and cover into the live row in the same transaction (slug and
 * publication date stay), so readers switch from the old text to the new one atomically. A rejection
 * leaves the live row as it is. Returns the revision and its article, or null if it no longer waits.
 */
export async function applyRevisionOutcome(
  tx: Db,
  revisionId: string,
  d: { approve: boolean; reason: string | null; reviewerId: string | null; now: Date },
) {
  const [before] = await tx
    .select({ title: blogPosts.title, imageUrl: blogPosts.imageUrl })
    .from(blogPostRevisions)
    .innerJoin(blogPosts, eq(blogPosts.id, blogPostRevisions.postId))
    .where(eq(blogPostRevisions.id, revisionId))
    .limit(1);
  const [rev] = await tx
    .update(blogPostRevisions)
    .set({
      status: d.approve ? "approved" : "rejected",
      rejectionReason: d.approve ? null : d.reason,
      decidedBy: d.reviewerId,
      decidedAt: d.now,
      updatedAt: d.now,
    })
    .where(and(eq(blogPostRevisions.id, revisionId), eq(blogPostRevisions.status, "pending")))
    .returning();
  if (!rev || !before) return null;
  const postColumns = { id: blogPosts.id, slug: blogPosts.slug };
  const [post] = d.approve
    ? await tx
        .update(blogPosts)
        .set({ title: rev.title, content: rev.content, imageUrl: rev.imageUrl, updatedAt: d.now })
        .where(eq(blogPosts.id, rev.postId))
        .returning(postColumns)
    : await tx.select(postColumns).from(blogPosts).where(eq(blogPosts.id, rev.postId)).limit(1);
  if (!post) return null;
  return { revision: toRevisionDto(rev), article: { id: post.id, slug: post.slug }, published: before };
}

/** The published text and the proposed one of pending revisions (the review queue shows both). */
export async function revisionsForReview(db: Db, revisionIds: string[]) {
  if (!revisionIds.length) return [];
  return db
    .select({
      id: blogPostRevisions.id,
      articleId: blogPosts.id,
      slug: blogPosts.slug,
      publishedTitle: blogPosts.title,
      publishedContent: blogPosts.content,
      proposedTitle: blogPostRevisions.title,
      proposedContent: blogPostRevisions.content,
    })
    .from(blogPostRevisions)
    .innerJoin(blogPosts, eq(blogPosts.id, blogPostRevisions.postId))
    .where(inArray(blogPostRevisions.id, revisionIds));
}

/** The author submits a draft or a rejected article for review (only from those states). */
export async function submitArticle(deps: MailDeps, viewer: SessionUser, id: string) {
  const current = await getForEdit(deps.db, viewer, id);
  if (viewer.id !== current.author.id) throw forbidden("Only the author can submit an article for review");
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .update(blogPosts)
      .set({ status: "pending", rejectionReason: null, updatedAt: deps.scheduler.now() })
      .where(and(eq(blogPosts.id, id), inArray(blogPosts.status, ["draft", "rejected"])))
      .returning();
    if (!row) throw new AppError("CONFLICT", "Only a draft or a rejected article can be submitted for review");
    await mailTeamToReview(deps, tx, row, viewer, current.status === "draft" ? "new" : "resubmitted");
    return row;
  });
}

/**
 * The author deletes their article; an admin deletes anyone's with a reason, through the one staff flow
 * (docs/decisions/057): the staff-log row (title, link) and the author's mail commit with the deletion.
 */
export async function deleteArticle(deps: Pick<AppDeps, "db" | "mailer" | "config">, viewer: SessionUser, id: string, reason?: string) {
  const a = await getForEdit(deps.db, viewer, id);
  await deps.db.transaction(async (tx) => {
    if (a.author.id !== viewer.id) {
      await recordStaffChange(deps, tx, {
        actor: viewer,
        action: "article.delete",
        targetType: "article",
        targetId: id,
        targetName: a.title,
        targetLink: a.status === "published" ? `/blog/${a.slug}` : null,
        before: { title: a.title, status: a.status, slug: a.slug },
        after: null,
        reason: requireStaffReason(reason),
        memberId: a.author.id,
        mail: { subject: `A moderator deleted your article "${a.title}"`, paragraphs: [`A moderator deleted your article "${a.title}".`] },
      });
    }
    await tx.delete(blogPosts).where(eq(blogPosts.id, id));
  });
}

/** Published articles for feeds: newest first, summaries only (no bodies). */
export async function newestPublished(db: Db, limit: number): Promise<ArticleSummaryDto[]> {
  const rows = await listQuery(db, and(eq(blogPosts.status, "published"), isNull(blogPosts.flagHiddenAt))!)
    .orderBy(desc(blogPosts.publishedAt))
    .limit(limit);
  return rows.map((r) => toSummary(toDto(r)));
}

/** Public articles: published and not hidden by members' flags (docs/decisions/034, 041). */
const isPublic = () => and(eq(blogPosts.status, "published"), isNull(blogPosts.flagHiddenAt));

/** Sitemap entries of published articles (not those hidden by flags), in pages of `limit`. */
export async function publishedSlugs(db: Db, offset: number, limit: number) {
  return db
    .select({ slug: blogPosts.slug, updatedAt: blogPosts.updatedAt })
    .from(blogPosts)
    .where(isPublic())
    .orderBy(desc(blogPosts.publishedAt), desc(blogPosts.id))
    .limit(limit)
    .offset(offset);
}

export async function countPublished(db: Db) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(blogPosts)
    .where(isPublic());
  return row?.n ?? 0;
}
