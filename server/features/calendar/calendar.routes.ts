import { Hono } from "hono";
import { calendarFeedCreatedSchema, calendarFeedStatusSchema } from "@common/calendar.schema";
import type { AppEnv } from "../../lib/context";
import { z } from "zod";
import { doc, input } from "../../lib/openapi";
import { currentUser, requireUser } from "../../middlewares/require-role";
import { feedIcs, feedStatus, regenerateFeed, revokeFeed } from "./calendar.service";
import { writeLimit } from "../../lib/write-limits";
import { calendarLimits } from "./calendar.limits";

export const calendarRoutes = new Hono<AppEnv>()
  // The secret URL is the credential (calendar apps send no cookie).
  .get(
    "/calendar/:file",
    doc({
      summary: "My sessions and events as a subscribable calendar (secret token in the file name)",
      tag: "calendar",
      auth: "public",
      responses: { 200: { media: "text/calendar" } },
      errors: [404],
    }),
    input("param", z.object({ file: z.string().min(1, "Calendar not found").max(200, "Calendar not found") })),
    async (c) => {
      const file = c.req.param("file");
      const token = file.endsWith(".ics") ? file.slice(0, -4) : file;
      const { db, config } = c.get("deps");
      return c.body(await feedIcs(db, config.baseUrl, token, c.get("deps").scheduler.now()), 200, {
        "Content-Type": "text/calendar; charset=utf-8",
        "Cache-Control": "private, no-cache",
        "Referrer-Policy": "no-referrer",
      });
    },
  )
  .get(
    "/me/calendar-feed",
    requireUser,
    doc({ summary: "Whether my calendar feed is on", tag: "calendar", auth: "user", responses: { 200: calendarFeedStatusSchema } }),
    async (c) => c.json(await feedStatus(c.get("deps").db, currentUser(c).id)),
  )
  .post(
    "/me/calendar-feed",
    requireUser,
    writeLimit(calendarLimits.feed),
    doc({
      summary: "Turn on (or renew the secret address of) my calendar feed",
      tag: "calendar",
      auth: "user",
      responses: { 201: calendarFeedCreatedSchema },
    }),
    async (c) => {
      const { db, config } = c.get("deps");
      return c.json(await regenerateFeed(db, config.baseUrl, currentUser(c).id, c.get("deps").scheduler.now()), 201);
    },
  )
  .delete(
    "/me/calendar-feed",
    requireUser,
    writeLimit(calendarLimits.feed),
    doc({ summary: "Turn off my calendar feed", tag: "calendar", auth: "user", responses: { 204: null } }),
    async (c) => {
      await revokeFeed(c.get("deps").db, currentUser(c).id);
      return c.body(null, 204);
    },
  );
