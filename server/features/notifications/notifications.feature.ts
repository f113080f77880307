import { defineFeature } from "../../lib/feature";
import { sendNotificationCatchUps } from "./catch-up.service";
import { notificationsLimits } from "./notifications.limits";
import { notificationsRoutes } from "./notifications.routes";

export const feature = defineFeature({
  name: "notifications",
  routes: notificationsRoutes,
  limits: notificationsLimits,
  mailKinds: { notification_catch_up: ["server/features/notifications/catch-up.service.ts#sendNotificationCatchUps"] },
  tasks: [
    // Notification mails held back by the daily cap, listed the next UTC day (docs/decisions/059).
    { name: "notifications:catch-up", everyMs: 60 * 60_000, run: (deps) => sendNotificationCatchUps(deps).then(() => undefined) },
  ],
});
