import { Hono } from "hono";
import { z } from "zod";
import { adminUserQuerySchema, roleChangeSchema } from "@common/admin.schema";
import type { AppEnv } from "../../lib/context";
import { parse, parseBody, parseQuery } from "../../lib/http";
import { currentUser, requireAdmin } from "../../middlewares/require-role";
import { adminStats, changeRole, listUsers } from "./admin.service";

const idParam = z.string().min(1).max(100);

export const adminRoutes = new Hono<AppEnv>()
  .use("/admin/stats", requireAdmin)
  .use("/admin/users", requireAdmin)
  .use("/admin/users/*", requireAdmin)
  .get("/admin/stats", async (c) => c.json(await adminStats(c.get("deps").db)))
  .get("/admin/users", async (c) => {
    const q = parseQuery(c, adminUserQuerySchema);
    return c.json(await listUsers(c.get("deps").db, q.q || undefined, q.page));
  })
  .put("/admin/users/:id/role", async (c) => {
    const id = parse(idParam, c.req.param("id"));
    const { role } = await parseBody(c, roleChangeSchema);
    await changeRole(c.get("deps"), currentUser(c), id, role);
    return c.json({ id, role });
  });
