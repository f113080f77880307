import { defineFeature } from "../../lib/feature";
import { offeringsLimits } from "./offerings.limits";
import { offeringsRoutes } from "./offerings.routes";

export const feature = defineFeature({
  name: "offerings",
  routes: offeringsRoutes,
  limits: offeringsLimits,
});
