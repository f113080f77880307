import { DAY_MS } from "@common/time";
import { defineFeature } from "../../lib/feature";
import { matchingLimits } from "./matching.limits";
import { matchingRoutes } from "./matching.routes";
import { notifyOverdueApplications } from "./matching.service";

/** Mentorship matching (docs/decisions/033-mentorship-matching.md). */
export const feature = defineFeature({
  name: "matching",
  routes: matchingRoutes,
  limits: matchingLimits,
  mailKinds: {
    submission_decisions: [
      "server/features/matching/matching.service.ts#matchApplication",
      "server/features/matching/matching.service.ts#declineMatch",
      // The proposal to a mentor, on a match and on the re-suggestion after a decline (docs/decisions/083).
      "server/features/matching/matching.service.ts#mailMentorProposal",
      "server/features/matching/matching.service.ts#notifyOverdueApplications",
    ],
  },
  tasks: [
    // The 5-business-day promise.
    { name: "matching:overdue-applications", everyMs: DAY_MS, run: (deps, { now }) => notifyOverdueApplications(deps, now) },
  ],
});
