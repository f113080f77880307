import { and, eq, notInArray } from "drizzle-orm";
import { PLAN_LOCKED_ROLES } from "@common/billing.schema";
import { user } from "../../db/schema";
import type { AppDeps, SessionUser } from "../../lib/context";
import { AppError } from "../../lib/errors";

type Plan = "user" | "supporter" | "recruiter";

/**
 * Self-service plan change (no payment is taken). The locked-role rule is in the UPDATE itself, so a
 * promotion to mentor or admin that lands at the same moment is never overwritten (issue 12.3).
 */
export async function changePlan(deps: Pick<AppDeps, "db" | "sessions">, viewer: SessionUser, plan: Plan) {
  const [row] = await deps.db
    .update(user)
    .set({ role: plan, updatedAt: new Date() })
    .where(and(eq(user.id, viewer.id), notInArray(user.role, [...PLAN_LOCKED_ROLES])))
    .returning({ role: user.role });
  if (!row) {
    const [current] = await deps.db.select({ role: user.role }).from(user).where(eq(user.id, viewer.id));
    throw new AppError("FORBIDDEN", `Cannot change subscription for users with ${current?.role ?? "this"} role.`);
  }
  deps.sessions.forget(viewer.id);
  return row.role as Plan;
}
