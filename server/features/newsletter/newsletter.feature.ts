import { defineFeature } from "../../lib/feature";
import { queueSendingIssues } from "./issues.service";
import { newsletterLimits } from "./newsletter.limits";
import { newsletterRoutes } from "./newsletter.routes";

export const feature = defineFeature({
  name: "newsletter",
  routes: newsletterRoutes,
  limits: newsletterLimits,
  mailKinds: {
    newsletter_subscription: [
      "server/features/newsletter/newsletter.service.ts#subscribe",
      "server/features/newsletter/newsletter.service.ts#confirmSubscription",
    ],
    newsletter_issue: [
      "server/features/newsletter/issues.service.ts#sendTestIssue",
      "server/features/newsletter/issues.service.ts#queueIssueBatch",
    ],
  },
  tasks: [
    // Queues the mails of the issues being sent, batch by batch (docs/decisions/075-newsletter-issues.md).
    { name: "newsletter:send-issues", everyMs: 60_000, run: (deps, { now }) => queueSendingIssues(deps, now) },
  ],
});
