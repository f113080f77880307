import { defineFeature } from "../../lib/feature";
import { alertsLimits } from "./alerts.limits";
import { alertsRoutes } from "./alerts.routes";
import { sendInterestDigests, sendJobAlertDigests } from "./alerts.service";

/** Job alerts (docs/decisions/032-job-alerts.md): each digest at most once per period. */
export const feature = defineFeature({
  name: "alerts",
  routes: alertsRoutes,
  limits: alertsLimits,
  mailKinds: {
    job_alerts: ["server/features/alerts/alerts.service.ts#sendJobAlertDigests"],
    job_interest_digest: ["server/features/alerts/alerts.service.ts#sendInterestDigests"],
  },
  tasks: [
    { name: "alerts:job-digests", everyMs: 60 * 60_000, run: (deps, { now }) => sendJobAlertDigests(deps, now) },
    { name: "alerts:interest-digests", everyMs: 60 * 60_000, run: (deps, { now }) => sendInterestDigests(deps, now) },
  ],
});
