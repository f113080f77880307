import type { z } from "zod";
import type { adminJobListQuerySchema } from "@common/jobs.schema";
import type { Db } from "../../db/client";
import type { AppDeps, SessionUser } from "../../lib/context";
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

/**
 * A mentor's or an admin's decision: the moderation module's guarded decision (docs/decisions/034),
 * which refuses a mentor's own submission (403) and an already decided job (409).
 */
export async function reviewAsReviewer(
  deps: Pick<AppDeps, "db" | "mailer" | "config" | "sessions">,
  reviewer: SessionUser,
  id: string,
  decision: Parameters<typeof reviewJob>[3],
  now: Date,
) {
  return reviewJob(deps, reviewer, id, decision, now);
}
