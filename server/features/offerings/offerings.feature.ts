import { defineFeature } from "../../lib/feature";
import { offeringsLimits } from "./offerings.limits";
import { offeringsRoutes } from "./offerings.routes";
import { reviewKinds } from "./offerings.review";

export const feature = defineFeature({
  name: "offerings",
  // What the moderation module reviews of it (docs/decisions/063).
  reviewKinds,
  routes: offeringsRoutes,
  limits: offeringsLimits,
});
