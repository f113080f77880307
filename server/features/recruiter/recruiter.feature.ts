import { defineFeature } from "../../lib/feature";
import { recruiterLimits } from "./recruiter.limits";
import { recruiterRoutes } from "./recruiter.routes";

export const feature = defineFeature({
  name: "recruiter",
  routes: recruiterRoutes,
  limits: recruiterLimits,
});
