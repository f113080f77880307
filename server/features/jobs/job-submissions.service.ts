import { and, eq, sql } from "drizzle-orm";
import type { z } from "zod";
import type { jobInputSchema, MyJobDto, MyJobListDto, myJobsQuerySchema, RenewJobDto } from "@common/jobs.schema";
import type { Db } from "../../db/client";
import { jobs } from "../../db/schema";
import type { AppDeps, SessionUser } from "../../lib/context";
import { isOwnerOrAdmin, ownedUnlessAdmin } from "../../lib/authz";
import { AppError, notFound } from "../../lib/errors";
import { decodeCursor, encodeCursor, takePage } from "../../lib/paging";
import { notifyReviewers } from "../moderation/notify-reviewers";
import { COMPANY_TEXTS } from "@common/companies.schema";
import { isCompanyRecruiter } from "../companies/company-members";
import { getCompanyById } from "../companies/companies.service";
import { isAdmin } from "../../lib/authz";
import { expiryFrom, jobStatus } from "./job-status";
import { afterCursor, newestFirst } from "./jobs.service";

/**
 * The submitter's side of a job (a recruiter's, or an admin's own): submit, read one's own, edit
 * (back to review), list one's own, renew. Reviews go through the moderation module (decision 034).
 */

type JobRow = typeof jobs.$inferSelect;

/**
 * A job posted as a company (docs/decisions/078): only the company's approved members may (403 otherwise,
 * the same for a company that does not exist); the free-text company becomes the company's name. An admin
 * editing someone's job may keep or set any company.
 */
async function withCompany(db: Db, viewer: SessionUser, input: z.output<typeof jobInputSchema>, staffEdit: boolean) {
  if (!input.companyId) return input;
  if (!staffEdit && !(await isCompanyRecruiter(db, viewer.id, input.companyId)))
    throw new AppError("FORBIDDEN", COMPANY_TEXTS.notApproved, { companyId: COMPANY_TEXTS.notApproved });
  const company = await getCompanyById(db, input.companyId);
  if (!company) throw new AppError("FORBIDDEN", COMPANY_TEXTS.notApproved, { companyId: COMPANY_TEXTS.notApproved });
  return { ...input, company: company.name };
}

export async function submitJob(
  deps: Pick<AppDeps, "db" | "mailer" | "config">,
  submitter: SessionUser,
  given: z.output<typeof jobInputSchema>,
) {
  const input = await withCompany(deps.db, submitter, given, false);
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(jobs)
      .values({ ...input, recruiterId: submitter.id, isApproved: false, isAdminReviewed: false })
      .returning();
    // The reviewers (the team address, and mentors for jobs) through the moderation module (docs/decisions/034).
    await notifyReviewers(deps, tx, {
      kind: "job",
      title: `${row!.title} at ${row!.company}`,
      submitter,
      resubmitted: false,
      subject: `New job to review: ${row!.title} at ${row!.company}`,
    });
    return row!;
  });
}

export async function getJobForOwner(db: Db, viewer: SessionUser, id: string): Promise<JobRow> {
  const [row] = await db.select().from(jobs).where(eq(jobs.id, id)).limit(1);
  if (!row) throw notFound("Job not found");
  if (!isOwnerOrAdmin(viewer, row.recruiterId)) throw notFound("Job not found");
  return row;
}

/**
 * Owner or admin edits; an approved job goes back to review.
 * One guarded statement (decision 006): the owner (or an admin) check is in the WHERE and every edit
 * goes back to review, so an approval that lands between a read and this write cannot publish
 * unreviewed content.
 */
export async function updateJob(
  deps: Pick<AppDeps, "db" | "mailer" | "config" | "scheduler">,
  viewer: SessionUser,
  id: string,
  given: z.output<typeof jobInputSchema>,
) {
  const current = await getJobForOwner(deps.db, viewer, id);
  const staffEdit = isAdmin(viewer) && current.recruiterId !== viewer.id;
  const input = await withCompany(deps.db, viewer, given, staffEdit);
  return deps.db.transaction(async (tx) => {
    const row = await updateJobRow(tx, viewer, id, input, deps.scheduler.now());
    // Back in the queue (a resubmission when it had been decided): the reviewers are told (decision 034).
    await notifyReviewers(deps, tx, {
      kind: "job",
      title: `${row.title} at ${row.company}`,
      submitter: viewer,
      resubmitted: current.isAdminReviewed,
    });
    return row;
  });
}

async function updateJobRow(db: Db, viewer: SessionUser, id: string, input: z.output<typeof jobInputSchema>, now: Date) {
  const [row] = await db
    .update(jobs)
    .set({
      ...input,
      updatedAt: now,
      isApproved: false,
      isAdminReviewed: false,
      rejectionReason: null,
      expiresAt: null,
      expiryWarnedAt: null,
    })
    .where(and(eq(jobs.id, id), ownedUnlessAdmin(viewer, jobs.recruiterId)))
    .returning();
  if (!row) throw notFound("Job not found");
  return row;
}

/**
 * The viewer's own submissions, newest first, keyset-paged on (date_posted, id) — the order of
 * jobs_recruiter_idx (recruiter_id, date_posted desc). Admins see their own too (all jobs are in /admin/jobs).
 */
export async function listMyJobs(db: Db, viewer: SessionUser, q: z.output<typeof myJobsQuerySchema>, now: Date): Promise<MyJobListDto> {
  const cursor = q.cursor ? decodeCursor(q.cursor) : null;
  const read = await db
    .select({
      id: jobs.id,
      title: jobs.title,
      company: jobs.company,
      location: jobs.location,
      datePosted: jobs.datePosted,
      isApproved: jobs.isApproved,
      isAdminReviewed: jobs.isAdminReviewed,
      rejectionReason: jobs.rejectionReason,
      expiresAt: jobs.expiresAt,
      cursorAt: sql<string>`${jobs.datePosted}::text`,
    })
    .from(jobs)
    .where(and(eq(jobs.recruiterId, viewer.id), cursor ? afterCursor(cursor.at, cursor.id) : undefined))
    .orderBy(...newestFirst)
    .limit(q.pageSize + 1);
  const { rows, hasMore } = takePage(read, q.pageSize);
  const last = rows.at(-1);
  return {
    jobs: rows.map((r): MyJobDto => {
      const status = jobStatus(r, now);
      return {
        id: r.id,
        title: r.title,
        company: r.company,
        location: r.location,
        datePosted: r.datePosted.toISOString(),
        status,
        rejectionReason: status === "rejected" ? r.rejectionReason : null,
        expiresAt: r.isApproved ? (r.expiresAt?.toISOString() ?? null) : null,
      };
    }),
    hasMore,
    nextCursor: hasMore && last ? encodeCursor(last.cursorAt, last.id) : null,
  };
}

/**
 * Renew: back on (or kept on) the board for JOB_LIFETIME_DAYS from `now`, with a new warning due.
 * The job's recruiter or an admin; one guarded UPDATE. Someone else's job is a 404 (no leak);
 * the owner's pending or rejected job is a 409.
 */
export async function renewJob(db: Db, viewer: SessionUser, id: string, now: Date): Promise<RenewJobDto> {
  const [row] = await db
    .update(jobs)
    .set({ expiresAt: expiryFrom(now), expiryWarnedAt: null, updatedAt: now })
    .where(and(eq(jobs.id, id), eq(jobs.isApproved, true), ownedUnlessAdmin(viewer, jobs.recruiterId)))
    .returning({ id: jobs.id, isApproved: jobs.isApproved, isAdminReviewed: jobs.isAdminReviewed, expiresAt: jobs.expiresAt });
  if (!row) {
    await getJobForOwner(db, viewer, id); // 404 unless it is the viewer's (or an admin's) job
    throw new AppError("CONFLICT", "Only approved jobs can be renewed");
  }
  return { job: { id: row.id, status: jobStatus(row, now), expiresAt: row.expiresAt!.toISOString() } };
}
