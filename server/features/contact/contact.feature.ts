import { defineFeature } from "../../lib/feature";
import { contactLimits } from "./contact.limits";
import { contactRoutes } from "./contact.routes";

export const feature = defineFeature({
  name: "contact",
  routes: contactRoutes,
  limits: contactLimits,
  mailKinds: { team_inbox: ["server/features/contact/contact.service.ts#sendContactMessage"] },
});
