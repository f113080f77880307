import { z } from "zod";

export const healthQuerySchema = z.object({ deep: z.enum(["0", "1"]).optional() });
export const healthSchema = z.object({ status: z.literal("ok"), database: z.literal("ok").optional() });
export const readinessSchema = z.object({ status: z.enum(["ready", "draining"]) });
export type HealthDto = z.infer<typeof healthSchema>;
