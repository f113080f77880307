/**
 * Every server feature, each declared once in its `<f>/<f>.feature.ts` (docs/decisions/062-feature-declarations.md).
 * A new feature adds ONE line here. From this list come the /api app and its `AppType` (server/api.ts), the
 * scheduled tasks (server/scheduled-tasks.ts), the mail senders (notifications/mail-kinds.ts) and the registry
 * tests (features.registry.test.ts). The order is the order the API routers are mounted in (first match wins).
 */
import { feature as health } from "./health/health.feature";
import { feature as auth } from "./auth/auth.feature";
import { feature as profiles } from "./profiles/profiles.feature";
import { feature as newsletter } from "./newsletter/newsletter.feature";
import { feature as files } from "./files/files.feature";
import { feature as mentorship } from "./mentorship/mentorship.feature";
import { feature as jobs } from "./jobs/jobs.feature";
import { feature as recruiter } from "./recruiter/recruiter.feature";
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
  mentorship,
  jobs,
  recruiter,
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
