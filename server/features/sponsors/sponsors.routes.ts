import { Hono } from "hono";
import { z } from "zod";
import { sponsorInquirySchema } from "@common/sponsors.schema";
import type { AppEnv } from "../../lib/context";
import { doc, input } from "../../lib/openapi";
import { submitSponsorInquiry } from "./sponsors.service";
import { writeLimit } from "../../lib/write-limits";
import { sponsorsLimits } from "./sponsors.limits";

export const sponsorsRoutes = new Hono<AppEnv>().post(
  "/sponsors/inquiries",
  writeLimit(sponsorsLimits.inquire),
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
