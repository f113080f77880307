import { Hono } from "hono";
import { z } from "zod";
import {
  applicationQueueDtoSchema,
  applicationQueueQuerySchema,
  declineMatchSchema,
  matchingFiguresDtoSchema,
  matchInputSchema,
  mentorMatchDtoSchema,
  mentorMatchSettingsDtoSchema,
  mentorMatchSettingsSchema,
  myApplicationDtoSchema,
  suggestionDtoSchema,
} from "@common/matching.schema";
import type { AppEnv } from "../../lib/context";
import { doc, input } from "../../lib/openapi";
import { currentUser, requireAdmin, requireCapability, requireUser } from "../../middlewares/require-role";
import {
  applicationQueue,
  closeApplication,
  declineMatch,
  matchApplication,
  matchingFigures,
  myApplication,
  myMatches,
  mySettings,
  setMySettings,
  suggestionsFor,
} from "./matching.service";
import { writeLimit } from "../../lib/write-limits";
import { matchingLimits } from "./matching.limits";

/** Mentee matching (docs/decisions/033-mentorship-matching.md). */
const uuidParam = z.uuid({ error: "Not found" });
const idParam = z.object({ id: uuidParam });

export const matchingRoutes = new Hono<AppEnv>()
  // ---- mentors ----
  .get(
    "/matching/settings",
    requireCapability("mentor", "admin"),
    doc({
      summary: "My mentee matching settings (mentors)",
      tag: "matching",
      auth: "mentor",
      responses: { 200: mentorMatchSettingsDtoSchema },
      errors: [403],
    }),
    async (c) => {
      c.header("Cache-Control", "private, no-store");
      return c.json(await mySettings(c.get("deps").db, currentUser(c), c.get("deps").scheduler.now()));
    },
  )
  .put(
    "/matching/settings",
    requireCapability("mentor", "admin"),
    writeLimit(matchingLimits.settings),
    doc({
      summary: "Accept new mentees or not, and how many a month (mentors)",
      tag: "matching",
      auth: "mentor",
      responses: { 200: mentorMatchSettingsDtoSchema },
      errors: [403],
    }),
    input("json", mentorMatchSettingsSchema),
    async (c) => c.json(await setMySettings(c.get("deps").db, currentUser(c), c.req.valid("json"), c.get("deps").scheduler.now())),
  )
  .get(
    "/matching/matches",
    requireCapability("mentor", "admin"),
    doc({
      summary: "Mentees matched with me (mentors)",
      tag: "matching",
      auth: "mentor",
      responses: { 200: z.object({ matches: z.array(mentorMatchDtoSchema) }) },
      errors: [403],
    }),
    async (c) => {
      c.header("Cache-Control", "private, no-store");
      return c.json({ matches: await myMatches(c.get("deps").db, currentUser(c)) });
    },
  )
  .post(
    "/matching/matches/:id/decline",
    requireCapability("mentor", "admin"),
    writeLimit(matchingLimits.settings),
    doc({
      summary: "Decline a match with a reason (the mentor of that match only)",
      tag: "matching",
      auth: "mentor",
      description:
        "Another mentor's match answers 404. The next best mentor with room is proposed instead (mailed like any proposal) and the mentee is mailed once; with no mentor left, the application returns to the queue.",
      responses: {
        200: z.object({
          backInQueue: z.boolean(),
          proposedInstead: z.object({ id: z.string(), fullName: z.string() }).nullable(),
        }),
      },
      errors: [403, 404, 409],
    }),
    input("param", idParam),
    input("json", declineMatchSchema),
    async (c) =>
      c.json(
        await declineMatch(
          c.get("deps"),
          currentUser(c),
          c.req.valid("param").id,
          c.req.valid("json").reason,
          c.get("deps").scheduler.now(),
        ),
      ),
  )
  // ---- mentees ----
  .get(
    "/matching/my-application",
    requireUser,
    doc({
      summary: "My latest mentee application: status, mentors, booking links",
      tag: "matching",
      auth: "user",
      responses: { 200: myApplicationDtoSchema },
    }),
    async (c) => {
      c.header("Cache-Control", "private, no-store");
      return c.json(await myApplication(c.get("deps").db, currentUser(c)));
    },
  )
  // ---- the team ----
  .get(
    "/admin/matching/applications",
    requireAdmin,
    doc({
      summary: "Mentee applications to match, newest first, 25 a page",
      tag: "matching",
      auth: "admin",
      responses: { 200: applicationQueueDtoSchema },
      errors: [403],
    }),
    input("query", applicationQueueQuerySchema),
    async (c) => {
      c.header("Cache-Control", "private, no-store");
      return c.json(await applicationQueue(c.get("deps").db, c.req.valid("query"), c.get("deps").scheduler.now()));
    },
  )
  .get(
    "/admin/matching/applications/:id/suggestions",
    requireAdmin,
    doc({
      summary: "Ranked mentor suggestions with the reasons for each score",
      tag: "matching",
      auth: "admin",
      responses: { 200: z.object({ suggestions: z.array(suggestionDtoSchema) }) },
      errors: [403, 404],
    }),
    input("param", idParam),
    async (c) => {
      c.header("Cache-Control", "private, no-store");
      return c.json({ suggestions: await suggestionsFor(c.get("deps").db, c.req.valid("param").id, c.get("deps").scheduler.now()) });
    },
  )
  .post(
    "/admin/matching/applications/:id/match",
    requireAdmin,
    writeLimit(matchingLimits.review),
    doc({
      summary: "Match an application with one mentor, or two to choose from; both sides are introduced by mail",
      tag: "matching",
      auth: "admin",
      responses: { 200: z.object({ matched: z.array(z.string()) }) },
      errors: [403, 404, 409],
    }),
    input("param", idParam),
    input("json", matchInputSchema),
    async (c) =>
      c.json(await matchApplication(c.get("deps"), c.req.valid("param").id, c.req.valid("json").mentorIds, c.get("deps").scheduler.now())),
  )
  .post(
    "/admin/matching/applications/:id/close",
    requireAdmin,
    writeLimit(matchingLimits.review),
    doc({ summary: "Close an application", tag: "matching", auth: "admin", responses: { 204: null }, errors: [403, 404, 409] }),
    input("param", idParam),
    async (c) => {
      await closeApplication(c.get("deps").db, c.req.valid("param").id, c.get("deps").scheduler.now());
      return c.body(null, 204);
    },
  )
  .get(
    "/admin/matching/figures",
    requireAdmin,
    doc({
      summary: "Matching figures for the dashboard",
      tag: "matching",
      auth: "admin",
      responses: { 200: matchingFiguresDtoSchema },
      errors: [403],
    }),
    async (c) => {
      c.header("Cache-Control", "private, no-store");
      return c.json(await matchingFigures(c.get("deps").db, c.get("deps").scheduler.now()));
    },
  );
