import { defineFeature } from "../../lib/feature";
import { contractorsLimits } from "./contractors.limits";
import { contractorsRoutes } from "./contractors.routes";
import { reviewKinds } from "./contractors.review";

export const feature = defineFeature({
  name: "contractors",
  // What the moderation module reviews of it (docs/decisions/063).
  reviewKinds,
  routes: contractorsRoutes,
  limits: contractorsLimits,
});
