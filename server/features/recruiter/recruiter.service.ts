import { asc, count, desc, eq } from "drizzle-orm";
import type { RecruiterDashboardDto, RecruiterJobDetailDto } from "@common/recruiter.schema";
import type { Db } from "../../db/client";
import { jobInterests, jobs, profiles, user } from "../../db/schema";
import type { SessionUser } from "../../lib/context";
import { candidateColumns } from "../candidates/candidates.service";
import { getJobForOwner, jobStatus, toJobDto } from "../jobs/jobs.service";

/** A recruiter's own postings with applicant counts (admins see every posting). */
export async function recruiterDashboard(db: Db, viewer: SessionUser, now: Date): Promise<RecruiterDashboardDto> {
  const base = db
    .select({
      job: jobs,
      applicantCount: count(jobInterests.id),
    })
    .from(jobs)
    .leftJoin(jobInterests, eq(jobInterests.jobId, jobs.id))
    .groupBy(jobs.id)
    .orderBy(desc(jobs.datePosted))
    .limit(500);
  const rows = viewer.role === "admin" ? await base : await base.where(eq(jobs.recruiterId, viewer.id));
  const list = rows.map((r) => {
    const status = jobStatus(r.job, now);
    return {
      ...toJobDto(r.job, { redacted: false }),
      isApproved: r.job.isApproved,
      isAdminReviewed: r.job.isAdminReviewed,
      applicantCount: Number(r.applicantCount),
      status,
      rejectionReason: status === "rejected" ? r.job.rejectionReason : null,
      expiresAt: r.job.isApproved ? (r.job.expiresAt?.toISOString() ?? null) : null,
    };
  });
  return {
    jobs: list,
    activeJobs: list.length,
    totalApplicants: list.reduce((n, j) => n + j.applicantCount, 0),
  };
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
