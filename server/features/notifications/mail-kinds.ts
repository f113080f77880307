/**
 * Which code sends which kind of mail (the kinds themselves, with labels and whether a member may turn
 * them off, are declared once in common/notifications.schema.ts). mail-kinds.test.ts finds every
 * `mailer.send(` in the server and fails when one is not listed here, so a new mail cannot ship
 * without being classified — and a switchable one without its preference check
 * (docs/decisions/032-job-alerts.md).
 */
import type { MailKind } from "@common/notifications.schema";

export const MAIL_SENDERS: Record<MailKind, readonly string[]> = {
  // ---- switchable: these senders call isNotificationEnabled (or filter on the preference) ----
  blog_comment: ["server/features/comments/comment-digest.service.ts#mailDigest"],
  job_alerts: ["server/features/alerts/alerts.service.ts#sendJobAlertDigests"],
  job_interest_digest: ["server/features/alerts/alerts.service.ts#sendInterestDigests"],
  // The mentors' mail per job to review goes out from notifyReviewers (listed under team_inbox too).
  job_review_each: ["server/features/moderation/notify-reviewers.ts#notifyReviewers"],
  job_review_digest: ["server/features/jobs/job-review-digest.service.ts#sendJobReviewDigests"],
  mentorship_feedback: ["server/features/mentorship/feedback.service.ts#completeSessions"],
  notification_catch_up: ["server/features/notifications/catch-up.service.ts#sendNotificationCatchUps"],
  // ---- transactional: always sent ----
  account_security: [
    "server/lib/auth.ts#afterNewPassword",
    "server/features/profiles/email-change.service.ts#requestEmailChange",
    "server/lib/auth.ts#onExistingUserSignUp",
    "server/lib/auth.ts#sendResetPassword",
    "server/lib/auth.ts#sendVerificationEmail",
    "server/lib/sign-in-protection.ts#mailLockedAccount",
    // Silences and suspensions placed, lifted and ended (docs/decisions/061): about the account itself.
    "server/features/admin/restrictions.service.ts#placeRestriction",
    "server/features/admin/restrictions.service.ts#liftRestriction",
    "server/features/admin/restrictions.service.ts#mailEndedRestrictions",
  ],
  mentorship_sessions: [
    "server/features/mentorship/appointments.service.ts#bookSession",
    "server/features/mentorship/appointments.service.ts#decideAppointment",
    "server/features/mentorship/appointments.service.ts#cancelInTx",
    "server/features/mentorship/session-tasks.service.ts#expireStaleRequests",
    "server/features/mentorship/session-tasks.service.ts#sendSessionReminders",
    "server/features/mentorship/sessions.service.ts#proposeReschedule",
    "server/features/mentorship/sessions.service.ts#acceptReschedule",
    "server/features/mentorship/sessions.service.ts#declineReschedule",
    "server/features/mentorship/sessions.service.ts#setSessionLocation",
  ],
  event_registrations: ["server/features/events/events.service.ts#mailRegistered", "server/features/events/events.service.ts#mailChange"],
  submission_decisions: [
    "server/features/jobs/job-expiry.service.ts#sendExpiryWarnings",
    "server/features/moderation/moderation.service.ts#mailSubmitter",
    "server/features/moderation/moderation.service.ts#mailFlaggers",
    // A staff member's direct action on a member's content, and content hidden by flags (docs/decisions/057).
    "server/features/moderation/staff-action.ts#recordStaffChange",
    "server/features/moderation/flags.service.ts#flagItem",
    "server/features/matching/matching.service.ts#matchApplication",
    "server/features/matching/matching.service.ts#declineMatch",
    "server/features/matching/matching.service.ts#notifyOverdueApplications",
  ],
  newsletter_subscription: [
    "server/features/newsletter/newsletter.service.ts#subscribe",
    "server/features/newsletter/newsletter.service.ts#confirmSubscription",
  ],
  // ---- to the team address, never to a member ----
  team_inbox: [
    "server/features/contact/contact.service.ts#sendContactMessage",
    "server/features/sponsors/sponsors.service.ts#submitSponsorInquiry",
    "server/features/mentorship/mentee-applications.service.ts#submitMenteeApplication",
    // Every "waits for review" mail, of every kind, articles and mentor applications too (docs/decisions/064).
    "server/features/moderation/notify-reviewers.ts#notifyReviewers",
  ],
};

/** The declared kind of a call site ("path#function"), or null when it is not declared. */
export function kindOfSender(site: string): MailKind | null {
  for (const [kind, sites] of Object.entries(MAIL_SENDERS)) if (sites.includes(site)) return kind as MailKind;
  return null;
}
