import { defineFeature } from "../../lib/feature";
import { billingLimits } from "./billing.limits";
import { billingRoutes } from "./billing.routes";

export const feature = defineFeature({
  name: "billing",
  routes: billingRoutes,
  limits: billingLimits,
});
