import { Hono } from "hono";
import { z } from "zod";
import { newsletterTokenSchema, subscribeInputSchema } from "@common/newsletter.schema";
import type { AppEnv } from "../../lib/context";
import { doc, input } from "../../lib/openapi";
import { parse } from "../../lib/http";
import { rateLimit } from "../../middlewares/rate-limit";
import { confirmSubscription, subscribe, unsubscribe } from "./newsletter.service";
import { writeLimit } from "../../lib/write-limits";
import { newsletterLimits } from "./newsletter.limits";

const bodySchema = subscribeInputSchema.extend({ source: z.enum(["footer", "landing", "podcasts", "learning-tools"]).optional() });
const unsubscribeToken = z.uuid({ error: "This link is invalid or has already been used." });

export const newsletterRoutes = new Hono<AppEnv>()
  .post(
    "/newsletter",
    writeLimit(newsletterLimits.subscribe),
    rateLimit("newsletter-address", 3, 3600, { by: "email" }),
    doc({
      summary: "Subscribe (double opt-in: a confirmation mail is sent)",
      tag: "newsletter",
      auth: "public",
      responses: { 201: z.object({ pending: z.literal(true) }) },
      errors: [409, 429],
    }),
    input("json", bodySchema),
    async (c) => {
      const input = c.req.valid("json");
      await subscribe(c.get("deps"), input.email, input.source);
      return c.json({ pending: true }, 201);
    },
  )
  .post(
    "/newsletter/confirm",
    writeLimit(newsletterLimits.confirm),
    doc({
      summary: "Confirm a subscription with the mailed token",
      tag: "newsletter",
      auth: "public",
      responses: { 200: z.object({ confirmed: z.literal(true), email: z.string() }) },
      errors: [404, 429],
    }),
    input("json", newsletterTokenSchema),
    async (c) => {
      const { token } = c.req.valid("json");
      const { email } = await confirmSubscription(c.get("deps"), token);
      return c.json({ confirmed: true, email });
    },
  )
  // RFC 8058: the mail client POSTs "List-Unsubscribe=One-Click" (form-encoded) to the URL in the
  // List-Unsubscribe header; our /newsletter/unsubscribe page posts here too. The body is not needed.
  .post(
    "/newsletter/unsubscribe",
    writeLimit(newsletterLimits.unsubscribe),
    doc({
      summary: "Unsubscribe with the token from a newsletter mail",
      tag: "newsletter",
      auth: "public",
      responses: { 200: z.object({ unsubscribed: z.literal(true) }) },
      errors: [404, 429],
    }),
    async (c) => {
      const token = parse(unsubscribeToken, c.req.query("token"));
      await unsubscribe(c.get("deps"), token);
      return c.json({ unsubscribed: true });
    },
  );
