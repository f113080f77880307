import { and, eq, getTableColumns, ilike, inArray, not, or, sql, type SQL } from "drizzle-orm";
import type { z } from "zod";
import type { adminJobListQuerySchema } from "@common/jobs.schema";
import type { Db } from "../../db/client";
import { jobs } from "../../db/schema";
import type { AppDeps, SessionUser } from "../../lib/context";
import { notFound } from "../../lib/errors";
import { likeContains } from "../../lib/sql";
import { boundedOffset, cappedCount, decodeCursor, encodeCursor, takePage } from "../../lib/paging";
import { decideTarget } from "../moderation/moderation.service";
import { jobStatus } from "./job-status";
import { afterCursor, newestFirst, toJobDto } from "./jobs.service";

/** The admins' jobs page (/admin/jobs): every job, searched and paged; decisions; bulk deletion. */

export async function adminListJobs(db: Db, q: z.output<typeof adminJobListQuerySchema>, now: Date) {
  const where: SQL[] = [];
  if (q.view === "pending") where.push(not(jobs.isAdminReviewed));
  if (q.search) {
    const like = likeContains(q.search);
    where.push(
      or(
        ilike(jobs.title, like),
        ilike(jobs.company, like),
        ilike(jobs.location, like),
        sql`exists (select 1 from unnest(${jobs.skills}) s where s ilike ${like})`,
      )!,
    );
  }
  // Keyset paging like the board (docs/decisions/011): newest first from jobs_posted_idx (all) or
  // jobs_pending_idx (pending), limit + 1 rows; the total is capped and sent on the first page only.
  const cursor = q.cursor ? decodeCursor(q.cursor) : null;
  const offset = cursor ? 0 : boundedOffset(q.page, q.pageSize);
  const [read, counted] = await Promise.all([
    db
      .select({ ...getTableColumns(jobs), cursorAt: sql<string>`${jobs.datePosted}::text` })
      .from(jobs)
      .where(and(...where, cursor ? afterCursor(cursor.at, cursor.id) : undefined))
      .orderBy(...newestFirst)
      .limit(q.pageSize + 1)
      .offset(offset),
    cursor ? null : cappedCount(db, sql`select 1 from ${jobs} where ${where.length ? and(...where) : sql`true`}`),
  ]);
  const { rows, hasMore } = takePage(read, q.pageSize);
  const last = rows.at(-1);
  return {
    jobs: rows.map((r) => ({
      ...toJobDto(r, { redacted: false }),
      isApproved: r.isApproved,
      isAdminReviewed: r.isAdminReviewed,
      recruiterId: r.recruiterId,
      status: jobStatus(r, now),
      rejectionReason: r.rejectionReason,
      expiresAt: r.expiresAt?.toISOString() ?? null,
    })),
    total: counted?.total ?? null,
    totalCapped: counted?.totalCapped ?? false,
    hasMore,
    nextCursor: hasMore && last ? encodeCursor(last.cursorAt, last.id) : null,
  };
}

/** What approving or rejecting a job answers. */
export const jobReviewResult = (row: typeof jobs.$inferSelect) => ({
  job: {
    id: row.id,
    isApproved: row.isApproved,
    isAdminReviewed: row.isAdminReviewed,
    expiresAt: row.expiresAt?.toISOString() ?? null,
    rejectionReason: row.rejectionReason,
  },
});

/**
 * Approve: on the board for JOB_LIFETIME_DAYS from `now`. Reject: off the board with the optional
 * reason, which the submitter sees in their list and in the mail (queued in the same transaction).
 */
export async function reviewJob(
  deps: Pick<AppDeps, "db" | "mailer" | "config" | "sessions">,
  reviewer: SessionUser,
  id: string,
  decision: { approve: true } | { approve: false; reason: string | null },
  now: Date,
) {
  // The one guarded decision of the moderation module (docs/decisions/034): pending only, at the
  // version read now; it mails the submitter and writes the staff log in the same transaction.
  await decideTarget(
    deps,
    reviewer,
    "job",
    id,
    { approve: decision.approve, reason: decision.approve ? null : decision.reason },
    now,
    "Job not found",
  );
  const [row] = await deps.db.select().from(jobs).where(eq(jobs.id, id)).limit(1);
  if (!row) throw notFound("Job not found");
  return row;
}

export async function deleteJobs(db: Db, ids: string[]) {
  const rows = await db.delete(jobs).where(inArray(jobs.id, ids)).returning({ id: jobs.id });
  return rows.length;
}
