import { defineFeature } from "../../lib/feature";
import { sendExpiryWarnings } from "./job-expiry.service";
import { sendJobReviewDigests } from "./job-review-digest.service";
import { jobsLimits } from "./jobs.limits";
import { jobsRoutes } from "./jobs.routes";
import { reviewKinds } from "./jobs.review";

export const feature = defineFeature({
  name: "jobs",
  // What the moderation module reviews of it (docs/decisions/063).
  reviewKinds,
  routes: jobsRoutes,
  limits: jobsLimits,
  readCaches: ["jobs.board", "jobs.search", "jobs.board-marks", "jobs.filters"],
  mailKinds: {
    job_review_digest: ["server/features/jobs/job-review-digest.service.ts#sendJobReviewDigests"],
    submission_decisions: ["server/features/jobs/job-expiry.service.ts#sendExpiryWarnings"],
  },
  tasks: [
    // Job expiry (docs/decisions/015-job-expiry.md).
    { name: "jobs:expiry-warnings", everyMs: 15 * 60_000, run: (deps, { now }) => sendExpiryWarnings(deps, now) },
    // The mentors' daily digest of jobs to review, once per day across instances (docs/decisions/042).
    { name: "jobs:review-digests", everyMs: 60 * 60_000, run: (deps, { now }) => sendJobReviewDigests(deps, now) },
  ],
});
