import { Hono } from "hono";
import { z } from "zod";
import { roleSchema } from "@common/profiles.schema";
import { planChangeSchema } from "@common/billing.schema";
import type { AppEnv } from "../../lib/context";
import { doc, input } from "../../lib/openapi";
import { currentUser, requireUser } from "../../middlewares/require-role";
import { changePlan } from "./billing.service";
import { writeLimit } from "../../lib/write-limits";
import { billingLimits } from "./billing.limits";

/** Self-service plan change between user, supporter and recruiter (no payment is taken). */
export const billingRoutes = new Hono<AppEnv>().post(
  "/billing/plan",
  requireUser,
  writeLimit(billingLimits.plan),
  doc({
    summary: "Change my plan (Member, Supporter or Recruiter)",
    tag: "billing",
    auth: "user",
    responses: { 200: z.object({ role: roleSchema }) },
    errors: [403],
  }),
  input("json", planChangeSchema),
  async (c) => {
    const { plan } = c.req.valid("json");
    const deps = c.get("deps");
    const role = await changePlan(deps, currentUser(c), plan);
    // Refresh this browser's cached session so the new role applies at once.
    const refreshed = await deps.auth.api.getSession({
      headers: c.req.raw.headers,
      query: { disableCookieCache: true },
      returnHeaders: true,
    });
    for (const cookie of refreshed.headers?.getSetCookie?.() ?? []) c.header("Set-Cookie", cookie, { append: true });
    return c.json({ role });
  },
);
