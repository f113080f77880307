import { Hono } from "hono";
import { z } from "zod";
import {
  bulkDecisionResultSchema,
  bulkDecisionSchema,
  flagInputSchema,
  reviewDecisionResultSchema,
  reviewDecisionSchema,
  reviewQueueDtoSchema,
  reviewQueueQuerySchema,
  staffLogDtoSchema,
  staffLogQuerySchema,
} from "@common/moderation.schema";
import type { AppEnv } from "../../lib/context";
import { doc, input } from "../../lib/openapi";
import { currentUser, requireAdmin, requireCapability, requireUser } from "../../middlewares/require-role";
import { flagItem } from "./flags.service";
import { decide, decideMany, queueCounts, reviewQueue } from "./moderation.service";
import { listStaffActions, staffActionsCsv } from "./staff-log";
import { writeLimit } from "../../lib/write-limits";
import { moderationLimits } from "./moderation.limits";

const idParam = z.object({ id: z.uuid({ error: "Review item not found" }) });
const requireReviewer = requireCapability("mentor", "admin");

/** The review queue, flags and the staff action log (docs/decisions/034-one-moderation-model.md). */
export const moderationRoutes = new Hono<AppEnv>()
  .get(
    "/admin/review",
    requireReviewer,
    doc({
      summary: "Pending items of every kind the viewer reviews, oldest first, 25 a page, with counts per kind",
      tag: "moderation",
      auth: "mentor",
      responses: { 200: reviewQueueDtoSchema },
      errors: [403],
    }),
    input("query", reviewQueueQuerySchema),
    async (c) => {
      c.header("Cache-Control", "private, no-store");
      return c.json(await reviewQueue(c.get("deps").db, currentUser(c), c.req.valid("query")));
    },
  )
  .get(
    "/admin/review/counts",
    requireReviewer,
    doc({
      summary: "Pending counts per kind (the admin menu)",
      tag: "moderation",
      auth: "mentor",
      responses: { 200: z.object({ counts: z.record(z.string(), z.number()), total: z.number() }) },
      errors: [403],
    }),
    async (c) => {
      c.header("Cache-Control", "private, no-store");
      return c.json(await queueCounts(c.get("deps").db, currentUser(c)));
    },
  )
  .post(
    "/admin/review/:id/decision",
    requireReviewer,
    writeLimit(moderationLimits.review),
    doc({
      summary: "Approve or reject (with a reason) one item at the version seen; 409 with the current state when stale",
      tag: "moderation",
      auth: "mentor",
      responses: { 200: reviewDecisionResultSchema },
      errors: [403, 404, 409],
    }),
    input("param", idParam),
    input("json", reviewDecisionSchema),
    async (c) => {
      const body = c.req.valid("json");
      const r = await decide(
        c.get("deps"),
        currentUser(c),
        c.req.valid("param").id,
        { approve: body.decision === "approve", reason: body.reason ?? null, version: body.version },
        c.get("deps").scheduler.now(),
      );
      return c.json({ id: r.id, status: r.status, version: r.version });
    },
  )
  .post(
    "/admin/review/bulk",
    requireReviewer,
    writeLimit(moderationLimits.review),
    doc({
      summary: "Approve or reject up to 50 items (not mentor applications or contractor requests); stale ones are reported, not decided",
      tag: "moderation",
      auth: "mentor",
      responses: { 200: bulkDecisionResultSchema },
      errors: [403],
    }),
    input("json", bulkDecisionSchema),
    async (c) => {
      const body = c.req.valid("json");
      const deps = c.get("deps");
      const approve = body.decision === "approve";
      return c.json(
        await decideMany(deps, currentUser(c), { approve, reason: body.reason ?? null, items: body.items }, deps.scheduler.now()),
      );
    },
  )
  .post(
    "/flags",
    requireUser,
    writeLimit(moderationLimits.flag),
    doc({
      summary: "Flag a comment, an article or an offering (once per member; hidden at the configured number of members)",
      tag: "moderation",
      auth: "user",
      responses: { 201: z.object({ flagged: z.literal(true), hidden: z.boolean() }) },
      errors: [403, 404, 409, 429],
    }),
    input("json", flagInputSchema),
    async (c) => c.json(await flagItem(c.get("deps"), currentUser(c), c.req.valid("json")), 201),
  )
  .get(
    "/admin/log",
    requireAdmin,
    doc({
      summary: "The staff action log, newest first, filtered, 50 a page",
      tag: "moderation",
      auth: "admin",
      responses: { 200: staffLogDtoSchema },
      errors: [403],
    }),
    input("query", staffLogQuerySchema),
    async (c) => {
      c.header("Cache-Control", "private, no-store");
      return c.json(await listStaffActions(c.get("deps").db, c.req.valid("query")));
    },
  )
  .get(
    "/admin/log/export",
    requireAdmin,
    doc({
      summary: "The filtered staff action log as CSV",
      tag: "moderation",
      auth: "admin",
      responses: { 200: { media: "text/csv" } },
      errors: [403],
    }),
    input("query", staffLogQuerySchema),
    async (c) => {
      const csv = await staffActionsCsv(c.get("deps").db, c.req.valid("query"));
      c.header("Cache-Control", "no-store");
      c.header("Content-Type", "text/csv; charset=utf-8");
      c.header("Content-Disposition", `attachment; filename="staff-log-${c.get("deps").scheduler.now().toISOString().slice(0, 10)}.csv"`);
      return c.body(csv);
    },
  );
