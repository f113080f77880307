import { sql } from "drizzle-orm";
import { Hono } from "hono";
import type { AppEnv } from "../../lib/context";

/**
 * Liveness without touching the database (load balancers poll it often); `?deep=1` also checks the
 * database round trip (readiness).
 */
export const healthRoutes = new Hono<AppEnv>().get("/health", async (c) => {
  if (c.req.query("deep") === "1") {
    await c.get("deps").db.execute(sql`select 1`);
    return c.json({ status: "ok", database: "ok" });
  }
  return c.json({ status: "ok" });
});
