import { Hono } from "hono";
import { userIdParam } from "@common/fields";
import { roleSchema } from "@common/profiles.schema";
import {
  adminDeleteUserSchema,
  adminStatsDtoSchema,
  adminUserDtoSchema,
  adminUserQuerySchema,
  inboxKindSchema,
  inboxPageSchema,
  inboxQuerySchema,
  roleChangeSchema,
} from "@common/admin.schema";
import { liftRestrictionSchema, placeRestrictionSchema, restrictionDtoSchema } from "@common/restrictions.schema";
import { z } from "zod";
import type { AppEnv } from "../../lib/context";
import { doc, input } from "../../lib/openapi";
import { currentUser, requireAdmin } from "../../middlewares/require-role";
import { adminStats, changeRole, deleteUserByAdmin, listUsers } from "./admin.service";
import { inboxCsv, inboxPage } from "./inbox.service";
import { liftRestriction, listRestrictions, placeRestriction } from "./restrictions.service";
import { writeLimit } from "../../lib/write-limits";
import { adminLimits } from "./admin.limits";

export const adminRoutes = new Hono<AppEnv>()
  .use("/admin/stats", requireAdmin)
  .use("/admin/users", requireAdmin)
  .use("/admin/users/*", requireAdmin)
  .use("/admin/inbox/*", requireAdmin)
  .get(
    "/admin/stats",
    doc({ summary: "Dashboard counts", tag: "admin", auth: "admin", responses: { 200: adminStatsDtoSchema }, errors: [403] }),
    async (c) => c.json(await adminStats(c.get("deps").db, c.get("deps").scheduler.now())),
  )
  .get(
    "/admin/users",
    doc({
      summary: "Users, searchable, 50 a page",
      tag: "admin",
      auth: "admin",
      responses: {
        200: z.object({
          users: z.array(adminUserDtoSchema),
          total: z.number(),
          totalCapped: z.boolean(),
          page: z.number(),
          pageSize: z.number(),
        }),
      },
      errors: [403],
    }),
    input("query", adminUserQuerySchema),
    async (c) => {
      const q = c.req.valid("query");
      return c.json(await listUsers(c.get("deps").db, q.q || undefined, q.page, q.filter, c.get("deps").scheduler.now()));
    },
  )
  .put(
    "/admin/users/:id/role",
    writeLimit(adminLimits.users),
    doc({
      summary: "Change a user's role with a reason (not an admin's, not one's own; staff log and a mail to the member)",
      tag: "admin",
      auth: "admin",
      responses: { 200: z.object({ id: z.string(), role: roleSchema }) },
      errors: [400, 403, 404],
    }),
    input("json", roleChangeSchema),
    input("param", z.object({ id: userIdParam })),
    async (c) => {
      const { id } = c.req.valid("param");
      const { role, reason } = c.req.valid("json");
      await changeRole(c.get("deps"), currentUser(c), id, role, reason);
      return c.json({ id, role });
    },
  )
  .delete(
    "/admin/users/:id",
    writeLimit(adminLimits.users),
    doc({
      summary: "Delete a member's account (not an admin's, not one's own), with a reason; recorded in the staff log (docs/decisions/058)",
      tag: "admin",
      auth: "admin",
      responses: { 200: z.object({ deleted: z.literal(true) }) },
      errors: [403, 404],
    }),
    input("json", adminDeleteUserSchema),
    input("param", z.object({ id: userIdParam })),
    async (c) => {
      const { id } = c.req.valid("param");
      const { reason } = c.req.valid("json");
      await deleteUserByAdmin(c.get("deps"), currentUser(c), id, reason);
      return c.json({ deleted: true as const });
    },
  )
  // Silence and suspension (docs/decisions/061).
  .get(
    "/admin/users/:id/restrictions",
    doc({
      summary: "A member's silences and suspensions, newest first",
      tag: "admin",
      auth: "admin",
      responses: { 200: z.object({ restrictions: z.array(restrictionDtoSchema) }) },
      errors: [403, 404],
    }),
    input("param", z.object({ id: userIdParam })),
    async (c) => {
      const { id } = c.req.valid("param");
      c.header("Cache-Control", "no-store");
      return c.json({ restrictions: await listRestrictions(c.get("deps").db, id, c.get("deps").scheduler.now()) });
    },
  )
  .post(
    "/admin/users/:id/restrictions",
    writeLimit(adminLimits.users),
    doc({
      summary: "Silence or suspend a member for a time, with a reason (not an admin, not oneself); mailed, in the staff log",
      tag: "admin",
      auth: "admin",
      responses: { 201: z.object({ restriction: restrictionDtoSchema }) },
      errors: [400, 403, 404],
    }),
    input("json", placeRestrictionSchema),
    input("param", z.object({ id: userIdParam })),
    async (c) => {
      const { id } = c.req.valid("param");
      const deps = c.get("deps");
      const restriction = await placeRestriction(deps, currentUser(c), id, c.req.valid("json"), deps.scheduler.now());
      return c.json({ restriction }, 201);
    },
  )
  .post(
    "/admin/users/:id/restrictions/:restrictionId/lift",
    writeLimit(adminLimits.users),
    doc({
      summary: "Lift a silence or suspension early, with a reason; mailed, in the staff log",
      tag: "admin",
      auth: "admin",
      responses: { 200: z.object({ restriction: restrictionDtoSchema }) },
      errors: [400, 403, 404],
    }),
    input("json", liftRestrictionSchema),
    input("param", z.object({ id: userIdParam, restrictionId: z.uuid({ error: "Not found" }) })),
    async (c) => {
      const { id, restrictionId } = c.req.valid("param");
      const deps = c.get("deps");
      const { reason } = c.req.valid("json");
      return c.json({ restriction: await liftRestriction(deps, currentUser(c), id, restrictionId, reason, deps.scheduler.now()) });
    },
  )
  .get(
    "/admin/inbox/:kind",
    doc({
      summary: "Contact messages, sponsor inquiries or newsletter subscribers, paged",
      tag: "admin",
      auth: "admin",
      responses: { 200: inboxPageSchema },
      errors: [403, 404],
    }),
    input("query", inboxQuerySchema),
    input("param", z.object({ kind: inboxKindSchema })),
    async (c) => {
      const { kind } = c.req.valid("param");
      const q = c.req.valid("query");
      c.header("Cache-Control", "no-store");
      return c.json(await inboxPage(c.get("deps").db, kind, q.q || undefined, q.page));
    },
  )
  .get(
    "/admin/inbox/:kind/export",
    doc({ summary: "An inbox as CSV", tag: "admin", auth: "admin", responses: { 200: { media: "text/csv" } }, errors: [403, 404] }),
    input("query", inboxQuerySchema),
    input("param", z.object({ kind: inboxKindSchema })),
    async (c) => {
      const { kind } = c.req.valid("param");
      const q = c.req.valid("query");
      const csv = await inboxCsv(c.get("deps").db, kind, q.q || undefined);
      c.header("Cache-Control", "no-store");
      c.header("Content-Type", "text/csv; charset=utf-8");
      c.header("Content-Disposition", `attachment; filename="${kind}-${c.get("deps").scheduler.now().toISOString().slice(0, 10)}.csv"`);
      return c.body(csv);
    },
  );
