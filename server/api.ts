import { Hono } from "hono";
import { generateSpecs } from "hono-openapi";
import { adminRoutes } from "./features/admin/admin.routes";
import { billingRoutes } from "./features/billing/billing.routes";
import { blogRoutes } from "./features/blog/blog.routes";
import { calendarRoutes } from "./features/calendar/calendar.routes";
import { candidatesRoutes } from "./features/candidates/candidates.routes";
import { commentsRoutes } from "./features/comments/comments.routes";
import { contactRoutes } from "./features/contact/contact.routes";
import { contractorsRoutes } from "./features/contractors/contractors.routes";
import { eventsRoutes } from "./features/events/events.routes";
import { filesRoutes } from "./features/files/files.routes";
import { healthRoutes } from "./features/health/health.routes";
import { jobReviewRoutes } from "./features/jobs/job-review.routes";
import { jobsRoutes } from "./features/jobs/jobs.routes";
import { mentorshipRoutes } from "./features/mentorship/mentorship.routes";
import { newsletterRoutes } from "./features/newsletter/newsletter.routes";
import { notificationsRoutes } from "./features/notifications/notifications.routes";
import { offeringsRoutes } from "./features/offerings/offerings.routes";
import { profilesRoutes } from "./features/profiles/profiles.routes";
import { recruiterRoutes } from "./features/recruiter/recruiter.routes";
import { sponsorsRoutes } from "./features/sponsors/sponsors.routes";
import type { AppEnv } from "./lib/context";

/**
 * Every feature's API routes under /api, chained so that `AppType` carries each route's input and
 * output types to the web app's `hc<AppType>` client (docs/decisions/020).
 */
export const apiRoutes = new Hono<AppEnv>()
  .basePath("/api")
  .route("/", healthRoutes)
  .route("/", profilesRoutes)
  .route("/", newsletterRoutes)
  .route("/", filesRoutes)
  .route("/", mentorshipRoutes)
  .route("/", jobsRoutes)
  .route("/", jobReviewRoutes)
  .route("/", recruiterRoutes)
  .route("/", candidatesRoutes)
  .route("/", billingRoutes)
  .route("/", contractorsRoutes)
  .route("/", adminRoutes)
  .route("/", blogRoutes)
  .route("/", commentsRoutes)
  .route("/", notificationsRoutes)
  .route("/", eventsRoutes)
  .route("/", calendarRoutes)
  .route("/", offeringsRoutes)
  .route("/", contactRoutes)
  .route("/", sponsorsRoutes);

export type AppType = typeof apiRoutes;

let document: Promise<unknown> | undefined;

/** The OpenAPI 3.1 document of every route above, built once from the routes' declarations. */
export function openApiDocument(): Promise<unknown> {
  document ??= generateSpecs(apiRoutes, {
    documentation: {
      info: {
        title: "AppSec Community API",
        version: "1",
        description:
          "JSON over HTTPS with a cookie session (better-auth, under /api/auth). Errors share one body: " +
          "{ error: { code, message, fields?, requestId } }. Writes need a same-origin request.",
      },
      servers: [{ url: "/" }],
      components: {
        securitySchemes: { session: { type: "apiKey", in: "cookie", name: "better-auth.session_token" } },
      },
    },
  });
  return document;
}
