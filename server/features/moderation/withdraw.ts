import { and, eq, inArray, ne, not } from "drizzle-orm";
import type { Db } from "../../db/client";
import { blogPostRevisions, blogPosts, jobs, moderationItems } from "../../db/schema";

/** Kinds a member submits themselves (flagged_* items are other members' reports on content that stays). */
const OWN_SUBMISSIONS = ["job", "article", "article_revision", "offering", "mentor_application", "contractor_request"] as const;

/**
 * Account deletion (docs/decisions/058): the member's submissions still waiting for review are
 * withdrawn, so reviewers never act on them (approving an article nobody stands behind any more).
 * Never-published articles (drafts, pending, rejected), pending jobs and pending edits are deleted;
 * the tables' triggers (migrations 0020, 0026) take their queue items along. Offerings, the contractor
 * request and the mentor application go with the user row by the same triggers; the last statement
 * closes whatever else of theirs is still pending. Returns the number of items withdrawn.
 */
export async function withdrawPendingSubmissions(tx: Db, userId: string) {
  const pending = await tx
    .select({ id: moderationItems.id })
    .from(moderationItems)
    .where(
      and(
        eq(moderationItems.submitterId, userId),
        eq(moderationItems.status, "pending"),
        inArray(moderationItems.kind, [...OWN_SUBMISSIONS]),
      ),
    );
  await tx.delete(blogPostRevisions).where(and(eq(blogPostRevisions.authorId, userId), eq(blogPostRevisions.status, "pending")));
  await tx.delete(blogPosts).where(and(eq(blogPosts.authorId, userId), ne(blogPosts.status, "published")));
  await tx.delete(jobs).where(and(eq(jobs.recruiterId, userId), not(jobs.isAdminReviewed)));
  await tx
    .delete(moderationItems)
    .where(
      and(
        eq(moderationItems.submitterId, userId),
        eq(moderationItems.status, "pending"),
        inArray(moderationItems.kind, [...OWN_SUBMISSIONS]),
      ),
    );
  return pending.length;
}
