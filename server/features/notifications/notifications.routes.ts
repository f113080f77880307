import { Hono } from "hono";
import { z } from "zod";
import { notificationPreferencesDtoSchema, notificationPreferencesInputSchema } from "@common/notifications.schema";
import type { AppEnv } from "../../lib/context";
import { doc, input } from "../../lib/openapi";
import { parse } from "../../lib/http";
import { currentUser, requireUser } from "../../middlewares/require-role";
import { INVALID_UNSUBSCRIBE_LINK, unsubscribeNotificationKind } from "./catch-up.service";
import { getNotificationPreferences, setNotificationPreferences } from "./notifications.service";
import { writeLimit } from "../../lib/write-limits";
import { notificationsLimits } from "./notifications.limits";

const unsubscribeToken = z
  .string({ error: INVALID_UNSUBSCRIBE_LINK })
  .min(10, { error: INVALID_UNSUBSCRIBE_LINK })
  .max(400, { error: INVALID_UNSUBSCRIBE_LINK });

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
  )
  // RFC 8058 one-click unsubscribe of any notification kind (docs/decisions/059): the mail provider POSTs
  // the List-Unsubscribe URL with no session and no Origin of ours; the signed token is the authority.
  .post(
    "/notifications/unsubscribe",
    writeLimit(notificationsLimits.unsubscribe),
    doc({
      summary: "Turn off one kind of notification mail with the signed token from its List-Unsubscribe header",
      tag: "notifications",
      auth: "public",
      responses: { 200: z.object({ unsubscribed: z.literal(true), kind: z.string(), label: z.string() }) },
      errors: [429],
    }),
    async (c) => {
      const token = parse(unsubscribeToken, c.req.query("token"));
      const done = await unsubscribeNotificationKind(c.get("deps"), token);
      return c.json({ unsubscribed: true as const, ...done });
    },
  );
