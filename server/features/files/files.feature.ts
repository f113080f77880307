import { defineFeature } from "../../lib/feature";
import { filesRoutes } from "./files.routes";

export const feature = defineFeature({
  name: "files",
  routes: filesRoutes,
});
