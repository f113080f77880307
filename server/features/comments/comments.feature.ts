import { defineFeature } from "../../lib/feature";
import { sendCommentDigests } from "./comment-digest.service";
import { commentsLimits } from "./comments.limits";
import { commentsRoutes } from "./comments.routes";
import { reviewKinds } from "./comments.review";

export const feature = defineFeature({
  name: "comments",
  // What the moderation module reviews of it (docs/decisions/063).
  reviewKinds,
  routes: commentsRoutes,
  limits: commentsLimits,
  mailKinds: { blog_comment: ["server/features/comments/comment-digest.service.ts#mailDigest"] },
  tasks: [
    // Comment digests, at most one mail per article per hour (docs/decisions/035); the task keeps its first name.
    { name: "blog:comment-digests", everyMs: 5 * 60_000, run: (deps, { now }) => sendCommentDigests(deps, now) },
  ],
});
