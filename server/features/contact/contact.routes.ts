import { Hono } from "hono";
import { z } from "zod";
import { contactInputSchema } from "@common/contact.schema";
import type { AppEnv } from "../../lib/context";
import { doc, input } from "../../lib/openapi";
import { sendContactMessage } from "./contact.service";
import { writeLimit } from "../../lib/write-limits";
import { contactLimits } from "./contact.limits";

/** Stored and mailed to the team (reply-to the sender's address). */
export const contactRoutes = new Hono<AppEnv>().post(
  "/contact",
  writeLimit(contactLimits.send),
  doc({
    summary: "Send a message to the team",
    tag: "contact",
    auth: "public",
    responses: { 201: z.object({ sent: z.literal(true) }) },
    errors: [429],
  }),
  input("json", contactInputSchema),
  async (c) => {
    const input = c.req.valid("json");
    await sendContactMessage(c.get("deps"), input, c.get("user")?.id ?? null);
    return c.json({ sent: true }, 201);
  },
);
