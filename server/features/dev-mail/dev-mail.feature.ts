import { defineFeature } from "../../lib/feature";
import { devMailRoutes } from "./dev-mail.routes";

export const feature = defineFeature({
  name: "dev-mail",
  siteRoutes: { routes: devMailRoutes, mounted: "server/app.ts, with the development outbox only (DEV_MAIL)" },
});
