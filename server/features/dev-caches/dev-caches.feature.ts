import { defineFeature } from "../../lib/feature";
import { devCachesRoutes } from "./dev-caches.routes";

export const feature = defineFeature({
  name: "dev-caches",
  siteRoutes: { routes: devCachesRoutes, mounted: "server/app.ts, outside production" },
});
