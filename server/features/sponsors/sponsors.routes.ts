import { Hono } from "hono";
import { sponsorInquirySchema } from "@common/sponsors.schema";
import type { AppEnv } from "../../lib/context";
import { parseBody } from "../../lib/http";
import { rateLimit } from "../../middlewares/rate-limit";
import { submitSponsorInquiry } from "./sponsors.service";

export const sponsorsRoutes = new Hono<AppEnv>().post("/sponsors/inquiries", rateLimit("sponsors", 5, 600), async (c) => {
  const input = await parseBody(c, sponsorInquirySchema);
  await submitSponsorInquiry(c.get("deps"), input);
  return c.json({ submitted: true }, 201);
});
