import { Hono } from "hono";
import { z } from "zod";
import { notificationPreferencesDtoSchema, notificationPreferencesInputSchema } from "@common/notifications.schema";
import type { AppEnv } from "../../lib/context";
import { doc, input } from "../../lib/openapi";
import { currentUser, requireUser } from "../../middlewares/require-role";
import { getNotificationPreferences, setNotificationPreferences } from "./notifications.service";
import { writeLimit } from "../../lib/write-limits";
import { notificationsLimits } from "./notifications.limits";

export const notificationsRoutes = new Hono<AppEnv>()
  .get(
    "/me/notification-preferences",
    requireUser,
    doc({
      summary: "Which optional mails I get",
      tag: "notifications",
      auth: "user",
      responses: { 200: z.object({ preferences: notificationPreferencesDtoSchema }) },
    }),
    async (c) => c.json({ preferences: await getNotificationPreferences(c.get("deps").db, currentUser(c).id) }),
  )
  .put(
    "/me/notification-preferences",
    requireUser,
    writeLimit(notificationsLimits.preferences),
    doc({
      summary: "Turn optional mails on or off",
      tag: "notifications",
      auth: "user",
      responses: { 200: z.object({ preferences: notificationPreferencesDtoSchema }) },
    }),
    input("json", notificationPreferencesInputSchema),
    async (c) => {
      const changes = c.req.valid("json");
      return c.json({ preferences: await setNotificationPreferences(c.get("deps").db, currentUser(c).id, changes) });
    },
  );
