import { defineFeature } from "../../lib/feature";
import { sponsorsLimits } from "./sponsors.limits";
import { sponsorsRoutes } from "./sponsors.routes";

export const feature = defineFeature({
  name: "sponsors",
  routes: sponsorsRoutes,
  limits: sponsorsLimits,
  mailKinds: { team_inbox: ["server/features/sponsors/sponsors.service.ts#submitSponsorInquiry"] },
});
