import { sql } from "drizzle-orm";
import { Hono } from "hono";
import { healthQuerySchema, healthSchema, readinessSchema } from "@common/health.schema";
import { isDraining } from "../../lib/drain";
import type { AppEnv } from "../../lib/context";
import { doc, input } from "../../lib/openapi";

/**
 * Liveness without touching the database (load balancers poll it often); `?deep=1` also checks the
 * database round trip (readiness).
 */
export const healthRoutes = new Hono<AppEnv>().get(
  "/health",
  doc({
    summary: "Liveness (with deep=1: the database and the change listener)",
    tag: "health",
    auth: "public",
    responses: { 200: healthSchema, 503: healthSchema },
  }),
  input("query", healthQuerySchema),
  async (c) => {
    if (c.req.valid("query").deep !== "1") return c.json({ status: "ok" as const });
    const { db, changes } = c.get("deps");
    const database = await db.execute(sql`select 1`).then(
      () => "ok" as const,
      () => "down" as const,
    );
    const listener = changes.up ? ("up" as const) : ("down" as const);
    if (database === "down") {
      c.header("Retry-After", "2");
      return c.json({ status: "down" as const, database, listener }, 503);
    }
    return c.json({ status: listener === "up" ? ("ok" as const) : ("degraded" as const), database, listener });
  },
);

// Readiness for a load balancer: 503 from the moment a shutdown begins (decision 029), while the requests
// already received still finish (lib/drain.ts).
healthRoutes.get(
  "/health/ready",
  doc({
    summary: "Readiness: 503 while the instance drains for a shutdown",
    tag: "health",
    auth: "public",
    responses: { 200: readinessSchema },
  }),
  (c) => (isDraining() ? c.json({ status: "draining" as const }, 503) : c.json({ status: "ready" as const })),
);
