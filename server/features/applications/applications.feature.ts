import { defineFeature } from "../../lib/feature";
import { applicationsLimits } from "./applications.limits";
import { applicationsRoutes } from "./applications.routes";

/** The applicant pipeline (docs/decisions/079-applicant-pipeline.md). */
export const feature = defineFeature({
  name: "applications",
  routes: applicationsRoutes,
  limits: applicationsLimits,
  mailKinds: {
    application_updates: ["server/features/applications/applications.service.ts#moveApplicants"],
  },
});
