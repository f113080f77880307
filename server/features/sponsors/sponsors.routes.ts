import { Hono } from "hono";
import { sponsorInquirySchema } from "@common/sponsors.schema";
import { sponsorInquiries } from "../../db/schema";
import type { AppEnv } from "../../lib/context";
import { parseBody } from "../../lib/http";
import { rateLimit } from "../../middlewares/rate-limit";

export const sponsorsRoutes = new Hono<AppEnv>().post("/sponsors/inquiries", rateLimit("sponsors", 5, 600), async (c) => {
  const input = await parseBody(c, sponsorInquirySchema);
  const { db, mailer, config } = c.get("deps");
  await db.transaction(async (tx) => {
    await tx.insert(sponsorInquiries).values(input);
    await mailer.send(
      {
        to: config.teamEmail,
        subject: `Sponsorship interest: ${input.companyName} (${input.tier})`,
        text: `${input.firstName} ${input.lastName} <${input.email}>, ${input.phone}\nCompany: ${input.companyName}\nTier: ${input.tier}\n\n${input.comments ?? ""}`,
      },
      tx,
    );
  });
  return c.json({ submitted: true }, 201);
});
