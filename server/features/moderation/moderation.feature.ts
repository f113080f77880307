import { defineFeature } from "../../lib/feature";
import { moderationLimits } from "./moderation.limits";
import { moderationRoutes } from "./moderation.routes";

/** Review queue, flags and staff actions (docs/decisions/057); its review kinds are in ./kinds. */
export const feature = defineFeature({
  name: "moderation",
  routes: moderationRoutes,
  limits: moderationLimits,
  mailKinds: {
    // The mentors' mail per job to review goes out from notifyReviewers (listed under team_inbox too).
    job_review_each: ["server/features/moderation/notify-reviewers.ts#notifyReviewers"],
    submission_decisions: [
      "server/features/moderation/moderation.service.ts#mailSubmitter",
      "server/features/moderation/moderation.service.ts#mailFlaggers",
      // A staff member's direct action on a member's content, and content hidden by flags (docs/decisions/057).
      "server/features/moderation/staff-action.ts#recordStaffChange",
      "server/features/moderation/flags.service.ts#flagItem",
    ],
    // Every "waits for review" mail, of every kind, articles and mentor applications too (docs/decisions/064).
    team_inbox: ["server/features/moderation/notify-reviewers.ts#notifyReviewers"],
  },
});
