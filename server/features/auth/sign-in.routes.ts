import { Hono } from "hono";
import { z } from "zod";
import { unlockSignInSchema } from "@common/sign-in.schema";
import type { AppEnv } from "../../lib/context";
import { doc, input } from "../../lib/openapi";
import { unlockWithToken } from "../../lib/sign-in-protection";
import { writeLimit } from "../../lib/write-limits";
import { authLimits } from "./auth.limits";

/**
 * Sign-in protection's own route (better-auth's live under /api/auth): the unlock link mailed when
 * an account's sign-in was paused (docs/decisions/055). The web page /unlock-sign-in confirms first,
 * then posts the token here; a mail scanner opening the link lifts nothing.
 */
export const signInRoutes = new Hono<AppEnv>().post(
  "/sign-in/unlock",
  writeLimit(authLimits.unlock),
  doc({
    summary: "Lift the sign-in pause of my account with the mailed link's token (works once)",
    description: "An expired, forged or used token, or one for a pause already lifted or replaced by a newer one, answers 400.",
    tag: "auth",
    auth: "public",
    responses: { 200: z.object({ unlocked: z.literal(true) }) },
  }),
  input("json", unlockSignInSchema),
  async (c) => c.json(await unlockWithToken(c.get("deps"), c.req.valid("json").token)),
);
