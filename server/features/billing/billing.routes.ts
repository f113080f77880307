import { eq } from "drizzle-orm";
import { Hono } from "hono";
import { PLAN_LOCKED_ROLES, planChangeSchema } from "@common/billing.schema";
import { user } from "../../db/schema";
import type { AppEnv } from "../../lib/context";
import { AppError } from "../../lib/errors";
import { parseBody } from "../../lib/http";
import { currentUser, requireUser } from "../../middlewares/require-role";
import { getRole } from "../profiles/profiles.service";

/** Self-service plan change between user, supporter and recruiter (no payment is taken). */
export const billingRoutes = new Hono<AppEnv>().post("/billing/plan", requireUser, async (c) => {
  const { plan } = await parseBody(c, planChangeSchema);
  const { db, auth, sessions } = c.get("deps");
  const viewer = currentUser(c);
  const role = await getRole(db, viewer.id);
  if (role && (PLAN_LOCKED_ROLES as readonly string[]).includes(role)) {
    throw new AppError("FORBIDDEN", `Cannot change subscription for users with ${role} role.`);
  }
  await db.update(user).set({ role: plan, updatedAt: new Date() }).where(eq(user.id, viewer.id));
  sessions.forget(viewer.id);
  // Refresh this browser's cached session so the new role applies at once.
  const refreshed = await auth.api.getSession({ headers: c.req.raw.headers, query: { disableCookieCache: true }, returnHeaders: true });
  for (const cookie of refreshed.headers?.getSetCookie?.() ?? []) c.header("Set-Cookie", cookie, { append: true });
  return c.json({ role: plan });
});
