import { Hono } from "hono";
import { z } from "zod";
import {
  createSavedSearchInputSchema,
  savedSearchDtoSchema,
  savedSearchListDtoSchema,
  savedSearchListQuerySchema,
  unsubscribeResultSchema,
  updateSavedSearchInputSchema,
} from "@common/alerts.schema";
import type { AppEnv } from "../../lib/context";
import { notFound } from "../../lib/errors";
import { parse } from "../../lib/http";
import { doc, idParamSchema, input, okSchema } from "../../lib/openapi";
import { currentUser, requireUser } from "../../middlewares/require-role";
import { sendJobReviewDigests } from "../jobs/job-review-digest.service";
import {
  createSavedSearch,
  deleteSavedSearch,
  listSavedSearches,
  sendInterestDigests,
  sendJobAlertDigests,
  unsubscribeWithToken,
  updateSavedSearch,
} from "./alerts.service";
import { exemptWrite, writeLimit } from "../../lib/write-limits";
import { alertsLimits } from "./alerts.limits";

const idParam = idParamSchema("Saved search not found");
const tokenSchema = z
  .string({ error: "This unsubscribe link is invalid." })
  .min(10, { error: "This unsubscribe link is invalid." })
  .max(400);

/** Saved job searches and their digests (docs/decisions/032-job-alerts.md). */
export const alertsRoutes = new Hono<AppEnv>()
  .get(
    "/me/saved-searches",
    requireUser,
    doc({
      summary: "My saved job searches (job alerts), newest first, keyset paging",
      tag: "alerts",
      auth: "user",
      responses: { 200: savedSearchListDtoSchema },
    }),
    input("query", savedSearchListQuerySchema),
    async (c) => c.json(await listSavedSearches(c.get("deps").db, currentUser(c).id, c.req.valid("query"))),
  )
  .post(
    "/me/saved-searches",
    requireUser,
    writeLimit(alertsLimits.create),
    doc({
      summary: "Save the job board's current search as a daily or weekly alert",
      tag: "alerts",
      auth: "user",
      responses: { 201: savedSearchDtoSchema },
      errors: [403, 409, 429],
    }),
    input("json", createSavedSearchInputSchema),
    async (c) => c.json(await createSavedSearch(c.get("deps").db, currentUser(c).id, c.req.valid("json")), 201),
  )
  .patch(
    "/me/saved-searches/:id",
    requireUser,
    writeLimit(alertsLimits.change),
    doc({
      summary: "Rename a saved search or change how often it is mailed",
      tag: "alerts",
      auth: "owner",
      responses: { 200: savedSearchDtoSchema },
      errors: [404],
    }),
    input("param", idParam),
    input("json", updateSavedSearchInputSchema),
    async (c) => c.json(await updateSavedSearch(c.get("deps").db, currentUser(c).id, c.req.valid("param").id, c.req.valid("json"))),
  )
  .delete(
    "/me/saved-searches/:id",
    requireUser,
    writeLimit(alertsLimits.change),
    doc({ summary: "Delete a saved search", tag: "alerts", auth: "owner", responses: { 200: okSchema }, errors: [404] }),
    input("param", idParam),
    async (c) => {
      await deleteSavedSearch(c.get("deps").db, currentUser(c).id, c.req.valid("param").id);
      return c.json({ ok: true as const });
    },
  )
  // RFC 8058 one-click: the mail provider POSTs here (no Origin of ours); the /alerts/unsubscribe page too.
  .post(
    "/alerts/unsubscribe",
    writeLimit(alertsLimits.unsubscribe),
    doc({
      summary: "Turn off a job alert or a digest with the signed token from its mail",
      tag: "alerts",
      auth: "public",
      responses: { 200: unsubscribeResultSchema },
      errors: [429],
    }),
    async (c) => {
      const token = parse(tokenSchema, c.req.query("token"));
      return c.json({ unsubscribed: true as const, what: await unsubscribeWithToken(c.get("deps"), token) });
    },
  )
  // With the dev outbox only (never in production): runs the digest tasks now, as the scheduler would (server/scheduled-tasks.ts).
  .post(
    "/dev/alerts/run-digests",
    exemptWrite("Development only: not mounted in production."),
    doc({
      summary: "Development only: run the job alert, interest and mentors' job review digests now",
      tag: "alerts",
      auth: "public",
      responses: { 200: z.object({ alerts: z.number(), interest: z.number(), jobReview: z.number() }) },
      errors: [404],
    }),
    async (c) => {
      const deps = c.get("deps");
      if (!deps.config.devMail) throw notFound();
      const now = deps.scheduler.now();
      return c.json({
        alerts: await sendJobAlertDigests(deps, now),
        interest: await sendInterestDigests(deps, now),
        jobReview: await sendJobReviewDigests(deps, now),
      });
    },
  );
