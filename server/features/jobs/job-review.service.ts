import { eq } from "drizzle-orm";
import type { z } from "zod";
import type { adminJobListQuerySchema } from "@common/jobs.schema";
import type { Db } from "../../db/client";
import { jobs } from "../../db/schema";
import type { AppDeps, SessionUser } from "../../lib/context";
import { isAdmin } from "../../lib/authz";
import { AppError, forbidden, notFound } from "../../lib/errors";
import { adminListJobs, reviewJob } from "./jobs.service";

/**
 * Job review by mentors (docs/decisions/017-job-review-by-mentors.md): the spec says submissions are
 * reviewed by mentors and admins. A mentor sees the pending queue and approves or rejects a pending
 * job that someone else submitted; re-reviewing, deleting and the full list stay with admins.
 */
export async function listJobsToReview(
  db: Db,
  viewer: SessionUser,
  q: Pick<z.output<typeof adminJobListQuerySchema>, "cursor" | "pageSize">,
  now: Date,
) {
  const page = await adminListJobs(db, { view: "pending", cursor: q.cursor, page: 1, pageSize: q.pageSize }, now);
  return {
    ...page,
    // Reviewers see whether a job is their own (they cannot review it), not who submitted the others.
    jobs: page.jobs.map(({ recruiterId, ...job }) => ({ ...job, isOwnSubmission: recruiterId === viewer.id })),
  };
}

export async function reviewAsReviewer(
  deps: Pick<AppDeps, "db" | "mailer" | "config">,
  reviewer: SessionUser,
  id: string,
  decision: Parameters<typeof reviewJob>[2],
  now: Date,
) {
  if (isAdmin(reviewer)) return reviewJob(deps, id, decision, now);
  return deps.db.transaction(async (tx) => {
    // Locked until the decision is written: two reviewers cannot both decide the same job.
    const [row] = await tx
      .select({ recruiterId: jobs.recruiterId, isAdminReviewed: jobs.isAdminReviewed })
      .from(jobs)
      .where(eq(jobs.id, id))
      .for("update")
      .limit(1);
    if (!row) throw notFound("Job not found");
    if (row.recruiterId === reviewer.id) throw forbidden("You cannot review a job you submitted");
    if (row.isAdminReviewed) throw new AppError("CONFLICT", "This job has already been reviewed");
    return reviewJob({ ...deps, db: tx }, id, decision, now);
  });
}
