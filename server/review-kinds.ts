import { reviewKinds as blog } from "./features/blog/blog.review";
import { reviewKinds as comments } from "./features/comments/comments.review";
import { reviewKinds as contractors } from "./features/contractors/contractors.review";
import { reviewKinds as jobs } from "./features/jobs/jobs.review";
import { reviewKinds as mentorship } from "./features/mentorship/mentorship.review";
import { registerReviewKinds as register } from "./features/moderation/kinds";
import { reviewKinds as offerings } from "./features/offerings/offerings.review";

/**
 * Where the features' review kinds meet the moderation module (docs/decisions/063): moderation imports no
 * feature, each feature declares what it brings in `<feature>.review.ts`, and this registers them.
 * createApp calls it, so the app and every test that builds the app share one list. Idempotent.
 */
export function registerReviewKinds() {
  register([...jobs, ...blog, ...offerings, ...mentorship, ...contractors, ...comments]);
}
