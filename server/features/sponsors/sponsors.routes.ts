import { Hono } from "hono";
import { z } from "zod";
import { sponsorInquirySchema } from "@common/sponsors.schema";
import type { AppEnv } from "../../lib/context";
import { doc, input } from "../../lib/openapi";
import { rateLimit } from "../../middlewares/rate-limit";
import { submitSponsorInquiry } from "./sponsors.service";

export const sponsorsRoutes = new Hono<AppEnv>().post(
  "/sponsors/inquiries",
  rateLimit("sponsors", 5, 600),
  doc({
    summary: "Ask about sponsoring",
    tag: "sponsors",
    auth: "public",
    responses: { 201: z.object({ submitted: z.literal(true) }) },
    errors: [429],
  }),
  input("json", sponsorInquirySchema),
  async (c) => {
    const input = c.req.valid("json");
    await submitSponsorInquiry(c.get("deps"), input);
    return c.json({ submitted: true }, 201);
  },
);
