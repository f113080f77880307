import { defineFeature } from "../../lib/feature";
import { profilesLimits } from "./profiles.limits";
import { profilesRoutes } from "./profiles.routes";

export const feature = defineFeature({
  name: "profiles",
  routes: profilesRoutes,
  limits: profilesLimits,
  mailKinds: { account_security: ["server/features/profiles/email-change.service.ts#requestEmailChange"] },
});
