import { defineFeature } from "../../lib/feature";
import { adminLimits } from "./admin.limits";
import { adminRoutes } from "./admin.routes";
import { mailEndedRestrictions } from "./restrictions.service";

export const feature = defineFeature({
  name: "admin",
  routes: adminRoutes,
  limits: adminLimits,
  mailKinds: {
    // Silences and suspensions placed, lifted and ended (docs/decisions/061): about the account itself.
    account_security: [
      "server/features/admin/restrictions.service.ts#placeRestriction",
      "server/features/admin/restrictions.service.ts#liftRestriction",
      "server/features/admin/restrictions.service.ts#mailEndedRestrictions",
    ],
  },
  tasks: [
    // A silence or suspension that reached its end is mailed once (docs/decisions/061).
    { name: "members:restriction-expiry", everyMs: 5 * 60_000, run: (deps, { now }) => mailEndedRestrictions(deps, now) },
  ],
});
