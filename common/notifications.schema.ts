import { z } from "zod";

/**
 * Every kind of mail a member can receive, in one declaration (docs/decisions/032-job-alerts.md).
 * Transactional kinds (account security, bookings, registrations, decisions on what you submitted)
 * always go out; the others are switchable in /settings?tab=notifications and their senders check
 * `isNotificationEnabled(db, userId, kind)` (server/features/notifications). Which code sends which
 * kind is declared by each feature (`mailKinds` in server/features/<f>/<f>.feature.ts); a test fails on an undeclared sender.
 */
export const NOTIFICATION_KINDS = {
  application_updates: {
    label: "Updates on my job applications",
    description: "A mail when a recruiter invites you to interview, makes an offer, hires you or decides not to go on.",
    default: true,
  },
  blog_comment: {
    label: "New comments on my articles",
    description: "A mail for each new comment on an article you wrote.",
    default: true,
  },
  job_alerts: {
    label: "Job alerts for my saved searches",
    description: "The daily or weekly digest of new jobs matching each search you saved on the job board.",
    default: true,
  },
  candidate_alerts: {
    label: "Candidate alerts for my saved candidate searches",
    description: "For recruiters: the daily or weekly mail of new members matching each candidate search you saved.",
    default: true,
  },
  job_interest_digest: {
    label: "Daily digest of interest in my jobs",
    description: "For recruiters: one mail a day listing the members who marked interest in your jobs.",
    default: true,
  },
  job_review_each: {
    label: "A mail for each job to review",
    description: "For mentors: a mail when a job is submitted or resubmitted for review.",
    // Opt-in since docs/decisions/059: 13 mentors mailed per job was a flood; the digest is the default.
    default: false,
  },
  job_review_digest: {
    label: "Daily digest of jobs to review",
    description: "For mentors: one mail a day listing the jobs waiting for review.",
    default: true,
  },
  event_reminders: {
    label: "Reminders before events I registered for",
    description: "A mail 24 hours and 1 hour before an event you hold a seat for, with the join link of an online event.",
    default: true,
  },
  session_reminders: {
    label: "Reminders before my mentorship sessions",
    description: "A mail 24 hours and 1 hour before a confirmed session, with the meeting link and your link to reschedule or cancel.",
    default: true,
  },
  mentorship_feedback: {
    label: "Feedback after a mentorship session",
    description: "One mail per completed session asking for your private rating and note.",
    default: true,
  },
  notification_catch_up: {
    label: "Notifications held back by the daily limit",
    description: "Past the daily limit of notification mails, the rest reach you the next day as one mail listing them.",
    default: true,
  },
} as const;

/**
 * How a mentor hears of jobs to review (docs/decisions/042): a mail per job, a daily digest, or
 * neither. Settings show the two kinds as one choice, to mentors only.
 */
export const JOB_REVIEW_MAIL_KINDS = ["job_review_each", "job_review_digest"] as const;

/** Mails that always go out: they answer something the member did or must know about their account. */
export const TRANSACTIONAL_MAIL_KINDS = {
  account_security: {
    label: "Account and security",
    description: "Address verification, password reset and change notices, sign-in lockouts.",
  },
  mentorship_sessions: {
    label: "Mentorship sessions",
    description: "Session requests, confirmations, declines, cancellations, new times and expiries.",
  },
  event_registrations: { label: "Event registrations", description: "Confirmations of the events you registered for." },
  submission_decisions: {
    label: "Decisions on what I submitted",
    description: "Approvals and rejections of your jobs, articles and applications; your job's expiry warning.",
  },
  company_membership: {
    label: "Company memberships",
    description: "Whether a company's owner approved or declined your request to recruit for it.",
  },
  newsletter_subscription: {
    label: "Newsletter subscription",
    description: "Confirming your subscription (each newsletter has its own unsubscribe link).",
  },
  newsletter_issue: {
    label: "Newsletter issues",
    description: "The issues of the newsletter you subscribed to; each has its own one-click unsubscribe link.",
  },
} as const;

/** Mails to the team address (new submissions to review, contact messages): never to a member. */
export const TEAM_MAIL_KINDS = {
  team_inbox: { label: "Team inbox", description: "New submissions to review and messages for the team." },
} as const;

export type TransactionalMailKind = keyof typeof TRANSACTIONAL_MAIL_KINDS;
export type MailKind = NotificationKind | TransactionalMailKind | keyof typeof TEAM_MAIL_KINDS;

export type NotificationKind = keyof typeof NOTIFICATION_KINDS;
export const notificationKindSchema = z.enum(Object.keys(NOTIFICATION_KINDS) as [NotificationKind, ...NotificationKind[]], {
  error: "Unknown notification kind",
});

/** PUT /api/me/notification-preferences: any subset of kinds. */
export const notificationPreferencesInputSchema = z.partialRecord(notificationKindSchema, z.boolean({ error: "Must be true or false" }));

// Response shapes: the JSON the API sends (docs/decisions/020); the types are inferred from them.
export const notificationPreferencesDtoSchema = z.record(notificationKindSchema, z.boolean());
export type NotificationPreferencesDto = z.infer<typeof notificationPreferencesDtoSchema>;
