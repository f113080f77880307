import { defineFeature } from "../../lib/feature";
import { PAGE_READS } from "./page-reads";
import { seoRoutes } from "./seo.routes";

/** Server-rendered pages, feeds and social cards; one read cache per page pattern (pages.ts, page-reads.ts). */
export const feature = defineFeature({
  name: "seo",
  siteRoutes: { routes: seoRoutes, mounted: "server/app.ts, after /api, always" },
  readCaches: [...Object.keys(PAGE_READS), "none"].map((pattern) => `page ${pattern}`),
});
