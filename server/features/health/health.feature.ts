import { defineFeature } from "../../lib/feature";
import { healthRoutes } from "./health.routes";

export const feature = defineFeature({
  name: "health",
  routes: healthRoutes,
});
