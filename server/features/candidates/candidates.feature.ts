import { defineFeature } from "../../lib/feature";
import { candidatesRoutes } from "./candidates.routes";

export const feature = defineFeature({
  name: "candidates",
  routes: candidatesRoutes,
  readCaches: ["candidates.directory", "candidates.search"],
});
