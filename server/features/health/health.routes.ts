import { sql } from "drizzle-orm";
import { Hono } from "hono";
import { healthQuerySchema, healthSchema } from "@common/health.schema";
import type { AppEnv } from "../../lib/context";
import { doc, input } from "../../lib/openapi";

/**
 * Liveness without touching the database (load balancers poll it often); `?deep=1` also checks the
 * database round trip (readiness).
 */
export const healthRoutes = new Hono<AppEnv>().get(
  "/health",
  doc({ summary: "Liveness (and readiness with deep=1)", tag: "health", auth: "public", responses: { 200: healthSchema } }),
  input("query", healthQuerySchema),
  async (c) => {
    if (c.req.valid("query").deep === "1") {
      await c.get("deps").db.execute(sql`select 1`);
      return c.json({ status: "ok" as const, database: "ok" as const });
    }
    return c.json({ status: "ok" as const });
  },
);
