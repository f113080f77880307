import { defineFeature } from "../../lib/feature";
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
  },
});
