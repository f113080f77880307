import { and, eq, sql } from "drizzle-orm";
import { blogPostRevisions, moderationItems } from "../../db/schema";
import type { SessionUser } from "../../lib/context";
import { AppError, notFound } from "../../lib/errors";
import { decide } from "../moderation/moderation.service";
import { toRevisionDto } from "./blog.service";
import type { KindDeps } from "../moderation/kinds/types";

/**
 * A decision on an edit of a published article from the blog's own routes, at the revision's version the
 * reviewer saw (docs/decisions/035). It is the moderation module's one guarded decision on the
 * revision's item (docs/decisions/041): the revision and its item are read in one statement, so the
 * item's version is the one of that revision version; if the author saves again before the decision,
 * the item's version has moved and `decide` answers 409. The module mails the author (reason and link)
 * and writes the staff log.
 */
export async function decideRevision(
  deps: KindDeps,
  actor: SessionUser,
  revisionId: string,
  d: { version: number } & ({ approve: true } | { approve: false; reason: string }),
  /** The app's clock (deps.scheduler.now()). */
  now: Date,
) {
  const [found] = await deps.db
    .select({
      status: blogPostRevisions.status,
      version: blogPostRevisions.version,
      itemId: moderationItems.id,
      itemVersion: moderationItems.version,
    })
    .from(blogPostRevisions)
    .leftJoin(
      moderationItems,
      and(eq(moderationItems.kind, "article_revision"), eq(moderationItems.targetId, sql`${blogPostRevisions.id}::text`)),
    )
    .where(eq(blogPostRevisions.id, revisionId))
    .limit(1);
  if (!found) throw notFound("Revision not found");
  if (found.status !== "pending" || found.version !== d.version || !found.itemId || found.itemVersion === null) {
    throw new AppError(
      "CONFLICT",
      found.status === "pending"
        ? `The author changed this edit meanwhile (now version ${found.version}); reload and review it again`
        : `This edit was already ${found.status}`,
    );
  }
  await decide(deps, actor, found.itemId, { approve: d.approve, reason: d.approve ? null : d.reason, version: found.itemVersion }, now);
  const [rev] = await deps.db.select().from(blogPostRevisions).where(eq(blogPostRevisions.id, revisionId)).limit(1);
  return { revision: toRevisionDto(rev!), article: { id: rev!.postId } };
}

/** Approve a pending revision at `version` (see decideRevision). */
export const approveRevision = (deps: KindDeps, actor: SessionUser, revisionId: string, d: { version: number }, now: Date) =>
  decideRevision(deps, actor, revisionId, { ...d, approve: true }, now);

/** Reject a pending revision at `version` with a reason mailed to the author (see decideRevision). */
export const rejectRevision = (deps: KindDeps, actor: SessionUser, revisionId: string, d: { version: number; reason: string }, now: Date) =>
  decideRevision(deps, actor, revisionId, { ...d, approve: false }, now);
