import { defineFeature } from "../../lib/feature";
import { contractorsLimits } from "./contractors.limits";
import { contractorsRoutes } from "./contractors.routes";

export const feature = defineFeature({
  name: "contractors",
  routes: contractorsRoutes,
  limits: contractorsLimits,
});
