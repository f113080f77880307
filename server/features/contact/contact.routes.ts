import { Hono } from "hono";
import { contactInputSchema } from "@common/contact.schema";
import { contactMessages } from "../../db/schema";
import type { AppEnv } from "../../lib/context";
import { parseBody } from "../../lib/http";
import { rateLimit } from "../../middlewares/rate-limit";

/** Stored and mailed to the team (reply-to the sender's address). */
export const contactRoutes = new Hono<AppEnv>().post("/contact", rateLimit("contact", 5, 600), async (c) => {
  const input = await parseBody(c, contactInputSchema);
  const { db, mailer, config } = c.get("deps");
  await db.transaction(async (tx) => {
    await tx.insert(contactMessages).values({ ...input, userId: c.get("user")?.id ?? null });
    await mailer.send({ to: config.teamEmail, subject: `[Contact] ${input.subject}`, text: `From: ${input.name} <${input.email}>\n\n${input.message}` }, tx);
  });
  return c.json({ sent: true }, 201);
});
