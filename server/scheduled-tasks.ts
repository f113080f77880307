/**
 * Every periodic task of the app, registered on the scheduler (server/lib/scheduler.ts) at start-up.
 * Add a task here; its body belongs in the feature's service and takes `now` from the context.
 */
import { sendExpiryWarnings } from "./features/jobs/jobs.service";
import { expireStaleRequests, sendSessionReminders } from "./features/mentorship/mentorship.service";
import type { AppDeps } from "./lib/context";
import type { Scheduler } from "./lib/scheduler";

export function registerScheduledTasks(scheduler: Scheduler, deps: AppDeps): void {
  // ---- mentorship (issue 11.6) ----
  scheduler.register({ name: "mentorship:expire-requests", everyMs: 10 * 60_000, run: ({ now }) => expireStaleRequests(deps, now) });
  scheduler.register({ name: "mentorship:reminders", everyMs: 10 * 60_000, run: ({ now }) => sendSessionReminders(deps, now) });
  // ---- end mentorship ----

  // ---- jobs (job expiry, docs/decisions/015-job-expiry.md) ----
  scheduler.register({
    name: "jobs:expiry-warnings",
    everyMs: 15 * 60_000,
    run: ({ now }) => sendExpiryWarnings(deps, now),
  });
  // ---- end jobs ----
}
