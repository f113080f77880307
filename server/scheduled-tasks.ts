/**
 * Every periodic task of the app, registered on the scheduler (server/lib/scheduler.ts) at start-up.
 * Add a task here; its body belongs in the feature's service and takes `now` from the context.
 */
import { DAY_MS } from "@common/time";
import { backfillEventTimes } from "./features/events/events.service";
import { sendInterestDigests, sendJobAlertDigests } from "./features/alerts/alerts.service";
import { sendExpiryWarnings } from "./features/jobs/job-expiry.service";
import { sendJobReviewDigests } from "./features/jobs/job-review-digest.service";
import { expireStaleRequests, sendSessionReminders } from "./features/mentorship/session-tasks.service";
import { completeSessions } from "./features/mentorship/feedback.service";
import { notifyOverdueApplications } from "./features/matching/matching.service";
import { sendCommentDigests } from "./features/comments/comment-digest.service";
import { sweepUnusedArticleImages } from "./features/blog/article-images.service";
import { sendNotificationCatchUps } from "./features/notifications/catch-up.service";
import { mailEndedRestrictions } from "./features/admin/restrictions.service";
import type { AppDeps } from "./lib/context";
import type { Scheduler } from "./lib/scheduler";

export function registerScheduledTasks(scheduler: Scheduler, deps: AppDeps): void {
  // ---- mentorship (decision 018) ----
  scheduler.register({ name: "mentorship:expire-requests", everyMs: 10 * 60_000, run: ({ now }) => expireStaleRequests(deps, now) });
  scheduler.register({ name: "mentorship:reminders", everyMs: 10 * 60_000, run: ({ now }) => sendSessionReminders(deps, now) });
  // Ended sessions become completed and both sides are asked for feedback (docs/decisions/040-session-feedback.md).
  scheduler.register({ name: "mentorship:complete-sessions", everyMs: 10 * 60_000, run: ({ now }) => completeSessions(deps, now) });
  // ---- end mentorship ----

  // ---- events: structured times of rows the previous release wrote (docs/decisions/031-event-times-and-pages.md) ----
  scheduler.register({ name: "events:backfill-times", everyMs: 10 * 60_000, run: () => backfillEventTimes(deps.db).then(() => undefined) });
  // ---- end events ----

  // ---- matching (the 5-business-day promise, docs/decisions/033-mentorship-matching.md) ----
  scheduler.register({
    name: "matching:overdue-applications",
    everyMs: DAY_MS,
    run: ({ now }) => notifyOverdueApplications(deps, now),
  });
  // ---- end matching ----

  // ---- jobs (job expiry, docs/decisions/015-job-expiry.md) ----
  scheduler.register({
    name: "jobs:expiry-warnings",
    everyMs: 15 * 60_000,
    run: ({ now }) => sendExpiryWarnings(deps, now),
  });
  // The mentors' daily digest of jobs to review, once per day across instances (docs/decisions/042).
  scheduler.register({ name: "jobs:review-digests", everyMs: 60 * 60_000, run: ({ now }) => sendJobReviewDigests(deps, now) });
  // ---- end jobs ----

  // ---- blog: comment digests, at most one mail per article per hour (docs/decisions/035) ----
  scheduler.register({ name: "blog:comment-digests", everyMs: 5 * 60_000, run: ({ now }) => sendCommentDigests(deps, now) });
  // Article images no article, revision or draft uses, a day after upload (docs/decisions/045).
  scheduler.register({ name: "blog:sweep-unused-images", everyMs: 60 * 60_000, run: ({ now }) => sweepUnusedArticleImages(deps, now) });
  // ---- end blog ----

  // ---- job alerts (docs/decisions/032-job-alerts.md): each digest at most once per period ----
  scheduler.register({ name: "alerts:job-digests", everyMs: 60 * 60_000, run: ({ now }) => sendJobAlertDigests(deps, now) });
  scheduler.register({ name: "alerts:interest-digests", everyMs: 60 * 60_000, run: ({ now }) => sendInterestDigests(deps, now) });
  // ---- end job alerts ----

  // ---- notification mails held back by the daily cap, listed the next UTC day (docs/decisions/059) ----
  scheduler.register({
    name: "notifications:catch-up",
    everyMs: 60 * 60_000,
    run: () => sendNotificationCatchUps(deps).then(() => undefined),
  });
  // ---- end notifications ----

  // ---- members: a silence or suspension that reached its end is mailed once (docs/decisions/061) ----
  scheduler.register({ name: "members:restriction-expiry", everyMs: 5 * 60_000, run: ({ now }) => mailEndedRestrictions(deps, now) });
  // ---- end members ----
}
