import { z } from "zod";

export const healthQuerySchema = z.object({ deep: z.enum(["0", "1"]).optional() });
/**
 * Liveness: `status` ok. With deep=1 also the database round trip and the change listener (decision 027):
 * "degraded" while the listener reconnects (answers stay correct, caches are bypassed), "down" (503)
 * when the database does not answer.
 */
export const healthSchema = z.object({
  status: z.enum(["ok", "degraded", "down"]),
  database: z.enum(["ok", "down"]).optional(),
  listener: z.enum(["up", "down"]).optional(),
});
export const readinessSchema = z.object({ status: z.enum(["ready", "draining"]) });
export type HealthDto = z.infer<typeof healthSchema>;
