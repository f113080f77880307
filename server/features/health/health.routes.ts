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

// Readiness for a load balancer: 503 from the moment a shutdown begins (issue 19.4), while the requests
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
