import { defineFeature } from "../../lib/feature";
import { sendCandidateAlertDigests } from "./candidate-alerts.service";
import { candidatesLimits } from "./candidates.limits";
import { candidatesRoutes } from "./candidates.routes";

export const feature = defineFeature({
  name: "candidates",
  routes: candidatesRoutes,
  limits: candidatesLimits,
  readCaches: ["candidates.directory", "candidates.search", "candidates.facets", "candidates.term-facets"],
  // Saved candidate searches (docs/decisions/080): each period's mail once across instances.
  mailKinds: { candidate_alerts: ["server/features/candidates/candidate-alerts.service.ts#sendCandidateAlertDigests"] },
  tasks: [{ name: "candidates:search-alerts", everyMs: 60 * 60_000, run: (deps, { now }) => sendCandidateAlertDigests(deps, now) }],
});
