import type { MailKind } from "@common/notifications.schema";
import { mailSendersOf } from "../lib/feature";

/**
 * Every server feature, each declared once in its `<f>/<f>.feature.ts` (docs/decisions/062-feature-declarations.md).
 * A new feature adds ONE line here. From this list come the /api app and its `AppType` (server/api.ts), the
 * scheduled tasks (server/scheduled-tasks.ts), the mail senders (MAIL_SENDERS, below) and the registry
 * tests (features.registry.test.ts). The order is the order the API routers are mounted in (first match wins).
 */
import { feature as health } from "./health/health.feature";
import { feature as auth } from "./auth/auth.feature";
import { feature as profiles } from "./profiles/profiles.feature";
import { feature as newsletter } from "./newsletter/newsletter.feature";
import { feature as files } from "./files/files.feature";
import { feature as companies } from "./companies/companies.feature";
import { feature as mentorship } from "./mentorship/mentorship.feature";
import { feature as jobs } from "./jobs/jobs.feature";
import { feature as recruiter } from "./recruiter/recruiter.feature";
import { feature as applications } from "./applications/applications.feature";
import { feature as candidates } from "./candidates/candidates.feature";
import { feature as billing } from "./billing/billing.feature";
import { feature as contractors } from "./contractors/contractors.feature";
import { feature as admin } from "./admin/admin.feature";
import { feature as moderation } from "./moderation/moderation.feature";
import { feature as blog } from "./blog/blog.feature";
import { feature as comments } from "./comments/comments.feature";
import { feature as notifications } from "./notifications/notifications.feature";
import { feature as alerts } from "./alerts/alerts.feature";
import { feature as events } from "./events/events.feature";
import { feature as calendar } from "./calendar/calendar.feature";
import { feature as matching } from "./matching/matching.feature";
import { feature as offerings } from "./offerings/offerings.feature";
import { feature as contact } from "./contact/contact.feature";
import { feature as sponsors } from "./sponsors/sponsors.feature";
import { feature as seo } from "./seo/seo.feature";
import { feature as devMail } from "./dev-mail/dev-mail.feature";
import { feature as devCaches } from "./dev-caches/dev-caches.feature";

export const FEATURES = [
  health,
  auth,
  profiles,
  newsletter,
  files,
  companies,
  mentorship,
  jobs,
  recruiter,
  applications,
  candidates,
  billing,
  contractors,
  admin,
  moderation,
  blog,
  comments,
  notifications,
  alerts,
  events,
  calendar,
  matching,
  offerings,
  contact,
  sponsors,
  seo,
  devMail,
  devCaches,
] as const;

export type AppFeature = (typeof FEATURES)[number];

/**
 * Which code sends which kind of mail ("path#function" by kind; the kinds, with labels and whether a member may
 * turn them off, are declared once in common/notifications.schema.ts): the union of the features' `mailKinds`.
 * notifications/mail-kinds.test.ts finds every `mailer.send(` in the server and fails when one is not listed,
 * so a new mail cannot ship without being classified — and a switchable one without its preference check
 * (docs/decisions/032-job-alerts.md); it also fails on a kind without a sender.
 */
export const MAIL_SENDERS = mailSendersOf(FEATURES) as Record<MailKind, readonly string[]>;
