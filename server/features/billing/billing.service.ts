import { and, arrayOverlaps, eq, ne, sql } from "drizzle-orm";
import { user } from "../../db/schema";
import type { AppDeps, Capability, Role, SessionUser } from "../../lib/context";
import { AppError } from "../../lib/errors";
import { recordStaffAction } from "../moderation/staff-log";

type Plan = "user" | "supporter" | "recruiter";

/** Who may not change tier themselves (spec: admin, mentor, mentor_applicant, contractor): see the WHERE below. */
const LOCKING: Capability[] = ["admin", "mentor"];

/**
 * Self-service plan change (no payment is taken). The spec's tiers are Member, Supporter and
 * Recruiter: Supporter is a plan, Recruiter the recruiter capability (docs/decisions/026). The
 * locked rule is in the UPDATE itself, so a promotion to mentor or admin, a mentor application or a
 * contractor plan that lands at the same moment is never overwritten (decision 006).
 */
export async function changePlan(deps: Pick<AppDeps, "db" | "sessions" | "scheduler">, viewer: SessionUser, plan: Plan): Promise<Role> {
  // The change and its staff-log record in one transaction (docs/decisions/034).
  const row = await deps.db.transaction(async (tx) => {
    const [before] = await tx.select({ plan: user.plan, capabilities: user.capabilities }).from(user).where(eq(user.id, viewer.id));
    const [changed] = await tx
      .update(user)
      .set({
        plan: plan === "supporter" ? "supporter" : "free",
        // Only mentor and admin lock the tier, so the set is either empty or just recruiter.
        capabilities: plan === "recruiter" ? ["recruiter"] : [],
        updatedAt: deps.scheduler.now(),
      })
      .where(
        and(
          eq(user.id, viewer.id),
          sql`not (${arrayOverlaps(user.capabilities, LOCKING)})`,
          ne(user.plan, "contractor"),
          sql`${user.mentorApplication} is distinct from 'pending'`,
        ),
      )
      .returning({ role: user.role, plan: user.plan, capabilities: user.capabilities });
    if (changed && before && (before.plan !== changed.plan || before.capabilities.join() !== changed.capabilities.join()))
      await recordStaffAction(tx, {
        actor: viewer,
        action: "user.plan_change",
        targetType: "user",
        targetId: viewer.id,
        before,
        after: { plan: changed.plan, capabilities: changed.capabilities },
      });
    return changed;
  });
  if (!row) {
    const [current] = await deps.db
      .select({ role: user.role, application: user.mentorApplication })
      .from(user)
      .where(eq(user.id, viewer.id));
    // A recruiter whose mentor application is pending is locked as an applicant is.
    const shown = current?.application === "pending" ? "mentor_applicant" : current?.role;
    throw new AppError("FORBIDDEN", `Cannot change subscription for users with ${shown ?? "this"} role.`);
  }
  deps.sessions.forget(viewer.id);
  return row.role as Role;
}
