import { defineFeature } from "../../lib/feature";
import { companiesLimits } from "./companies.limits";
import { companiesRoutes } from "./companies.routes";

/** Companies, their pages and who recruits for them (docs/decisions/078-companies-and-job-postings.md). */
export const feature = defineFeature({
  name: "companies",
  routes: companiesRoutes,
  limits: companiesLimits,
  mailKinds: {
    company_membership: ["server/features/companies/companies.service.ts#decideJoin"],
  },
});
