import { defineFeature } from "../../lib/feature";
import { calendarLimits } from "./calendar.limits";
import { calendarRoutes } from "./calendar.routes";

export const feature = defineFeature({
  name: "calendar",
  routes: calendarRoutes,
  limits: calendarLimits,
});
