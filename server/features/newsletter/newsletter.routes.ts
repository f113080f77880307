import { Hono } from "hono";
import { z } from "zod";
import { subscribeInputSchema } from "@common/newsletter.schema";
import type { AppEnv } from "../../lib/context";
import { parseBody } from "../../lib/http";
import { rateLimit } from "../../middlewares/rate-limit";
import { subscribe } from "./newsletter.service";

const bodySchema = subscribeInputSchema.extend({ source: z.enum(["footer", "landing", "podcasts", "learning-tools"]).optional() });

export const newsletterRoutes = new Hono<AppEnv>().post("/newsletter", rateLimit("newsletter", 10, 600), async (c) => {
  const input = await parseBody(c, bodySchema);
  await subscribe(c.get("deps"), input.email, input.source);
  return c.json({ subscribed: true }, 201);
});
