import { and, asc, count, eq, inArray, sql } from "drizzle-orm";
import { APPLICATION_STAGES, type ApplicationStage } from "@common/applications";
import type { StageCounts } from "@common/applications.schema";
import type { RecruiterDashboardDto, RecruiterJobDetailDto } from "@common/recruiter.schema";
import type { myJobsQuerySchema } from "@common/jobs.schema";
import type { z } from "zod";
import { queryRows, type Db } from "../../db/client";
import { jobInterests, jobs, profiles, user } from "../../db/schema";
import { isAdmin, ownedUnlessAdmin } from "../../lib/authz";
import type { SessionUser } from "../../lib/context";
import { cappedCount, decodeCursor, encodeCursor, takePage } from "../../lib/paging";
import { candidateColumns } from "../candidates/candidates.service";
import { jobStatus } from "../jobs/job-status";
import { getJobForOwner } from "../jobs/job-submissions.service";
import { afterCursor, listColumns, newestFirst, toJobDto } from "../jobs/jobs.service";

const noApplicants = () => Object.fromEntries(APPLICATION_STAGES.map((s) => [s, 0])) as StageCounts;

/**
 * A page of a recruiter's own postings (every posting for an admin), newest first by keyset
 * (jobs_recruiter_idx / jobs_posted_idx), with the page's applicant counts from one grouped query
 * (job_interests_job_idx); the dashboard's figures with the first page.
 */
export async function recruiterDashboard(
  db: Db,
  viewer: SessionUser,
  q: z.output<typeof myJobsQuerySchema>,
  now: Date,
): Promise<RecruiterDashboardDto> {
  const cursor = q.cursor ? decodeCursor(q.cursor) : null;
  const own = ownedUnlessAdmin(viewer, jobs.recruiterId);
  const read = await db
    .select({
      ...listColumns,
      isApproved: jobs.isApproved,
      isAdminReviewed: jobs.isAdminReviewed,
      rejectionReason: jobs.rejectionReason,
      expiresAt: jobs.expiresAt,
    })
    .from(jobs)
    .where(and(own, cursor ? afterCursor(cursor.at, cursor.id) : undefined))
    .orderBy(...newestFirst)
    .limit(q.pageSize + 1);
  const { rows, hasMore } = takePage(read, q.pageSize);
  const ids = rows.map((r) => r.id);
  const [counts, figures] = await Promise.all([
    ids.length
      ? db
          .select({ jobId: jobInterests.jobId, stage: jobInterests.stage, n: count() })
          .from(jobInterests)
          .where(inArray(jobInterests.jobId, ids))
          .groupBy(jobInterests.jobId, jobInterests.stage)
      : [],
    cursor ? null : dashboardFigures(db, viewer),
  ]);
  // Per job and stage (job_interests_job_stage_idx); the applicant count is their sum.
  const stages = new Map<string, StageCounts>();
  for (const c of counts) {
    const perStage = stages.get(c.jobId) ?? noApplicants();
    perStage[c.stage as ApplicationStage] = Number(c.n);
    stages.set(c.jobId, perStage);
  }
  const sum = (s: StageCounts | undefined) => (s ? Object.values(s).reduce((a, b) => a + b, 0) : 0);
  const last = rows.at(-1);
  return {
    jobs: rows.map((r) => {
      const status = jobStatus(r, now);
      return {
        ...toJobDto(r, { redacted: false }),
        isApproved: r.isApproved,
        isAdminReviewed: r.isAdminReviewed,
        applicantCount: sum(stages.get(r.id)),
        stageCounts: stages.get(r.id) ?? noApplicants(),
        status,
        rejectionReason: status === "rejected" ? r.rejectionReason : null,
        expiresAt: r.isApproved ? (r.expiresAt?.toISOString() ?? null) : null,
      };
    }),
    ...(figures ?? { activeJobs: null, activeJobsCapped: false, totalApplicants: null, totalApplicantsCapped: false }),
    hasMore,
    nextCursor: hasMore && last ? encodeCursor(last.cursorAt, last.id) : null,
  };
}

/**
 * "Active Job Postings" (the viewer's postings) and "Total Applicants" (interest in them): exact for a
 * recruiter (their own rows, jobs_recruiter_idx), for an admin over every posting, counted to 1000.
 */
async function dashboardFigures(db: Db, viewer: SessionUser) {
  if (isAdmin(viewer)) {
    const [postings, interested] = await Promise.all([
      cappedCount(db, sql`select 1 from ${jobs}`),
      cappedCount(db, sql`select 1 from ${jobInterests}`),
    ]);
    return {
      activeJobs: postings.total,
      activeJobsCapped: postings.totalCapped,
      totalApplicants: interested.total,
      totalApplicantsCapped: interested.totalCapped,
    };
  }
  const [row] = await queryRows<{ postings: number; interested: number }>(
    db,
    sql`select (select count(*)::int from ${jobs} where ${jobs.recruiterId} = ${viewer.id}) as postings,
               (select count(*)::int from ${jobInterests} ji join ${jobs} j on j.id = ji.job_id where j.recruiter_id = ${viewer.id}) as interested`,
  );
  return { activeJobs: row!.postings, activeJobsCapped: false, totalApplicants: row!.interested, totalApplicantsCapped: false };
}

/** A posting with the people interested in it: owner or admin only (others get 404). */
export async function recruiterJobDetail(db: Db, viewer: SessionUser, id: string): Promise<RecruiterJobDetailDto> {
  const job = await getJobForOwner(db, viewer, id);
  const applicants = await db
    .select({ ...candidateColumns, role: user.role })
    .from(jobInterests)
    .innerJoin(profiles, eq(profiles.id, jobInterests.userId))
    .innerJoin(user, eq(user.id, jobInterests.userId))
    .where(eq(jobInterests.jobId, id))
    .orderBy(asc(jobInterests.createdAt));
  return { job: { ...toJobDto(job, { redacted: false }), isApproved: job.isApproved, isAdminReviewed: job.isAdminReviewed }, applicants };
}
