import { Hono } from "hono";
import { notificationPreferencesInputSchema } from "@common/notifications.schema";
import type { AppEnv } from "../../lib/context";
import { parseBody } from "../../lib/http";
import { currentUser, requireUser } from "../../middlewares/require-role";
import { getNotificationPreferences, setNotificationPreferences } from "./notifications.service";

export const notificationsRoutes = new Hono<AppEnv>()
  .get("/me/notification-preferences", requireUser, async (c) =>
    c.json({ preferences: await getNotificationPreferences(c.get("deps").db, currentUser(c).id) }),
  )
  .put("/me/notification-preferences", requireUser, async (c) => {
    const changes = await parseBody(c, notificationPreferencesInputSchema);
    return c.json({ preferences: await setNotificationPreferences(c.get("deps").db, currentUser(c).id, changes) });
  });
