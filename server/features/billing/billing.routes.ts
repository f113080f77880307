import { Hono } from "hono";
import { planChangeSchema } from "@common/billing.schema";
import type { AppEnv } from "../../lib/context";
import { parseBody } from "../../lib/http";
import { currentUser, requireUser } from "../../middlewares/require-role";
import { changePlan } from "./billing.service";

/** Self-service plan change between user, supporter and recruiter (no payment is taken). */
export const billingRoutes = new Hono<AppEnv>().post("/billing/plan", requireUser, async (c) => {
  const { plan } = await parseBody(c, planChangeSchema);
  const deps = c.get("deps");
  const role = await changePlan(deps, currentUser(c), plan);
  // Refresh this browser's cached session so the new role applies at once.
  const refreshed = await deps.auth.api.getSession({ headers: c.req.raw.headers, query: { disableCookieCache: true }, returnHeaders: true });
  for (const cookie of refreshed.headers?.getSetCookie?.() ?? []) c.header("Set-Cookie", cookie, { append: true });
  return c.json({ role });
});
