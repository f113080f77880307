import { and, arrayContains, count, desc, eq, gt, ilike, inArray, isNull, lte, not, or, sql, type SQL } from "drizzle-orm";
import { hasMentorCapability } from "../../lib/mentors";
import { ADMIN_USERS_PAGE_SIZE, type AdminStatsDto, type AdminUserDto } from "@common/admin.schema";
import { ROLES, type Role } from "@common/profiles.schema";
import type { AdminUserFilter } from "@common/restrictions.schema";
import type { Db } from "../../db/client";
import { blogPosts, contractorRequests, eventAttendees, events, jobs, memberRestrictions, profiles, user } from "../../db/schema";
import type { AppDeps, Capability, SessionUser } from "../../lib/context";
import { AppError, notFound } from "../../lib/errors";
import { boundedOffset, cappedCount } from "../../lib/paging";
import { likeContains } from "../../lib/sql";
import { trustLevels } from "../../lib/trust";
import { countApprovedJobs } from "../jobs/jobs.service";
import { deleteStoredObjects } from "../files/files.service";
import { eraseAccount } from "../profiles/account-deletion.service";
import { recordStaffAction } from "../moderation/staff-log";
import { recordStaffChange, requireStaffReason } from "../moderation/staff-action";
import { paths } from "@common/paths";
import { activeRestrictions } from "./restrictions.service";

const roleOf = (stored: string | null): Role => ROLES.find((r) => r === stored) ?? "user";

/** `now` (the injectable clock) decides which approved jobs are still active (not expired). */
export async function adminStats(db: Db, now: Date): Promise<AdminStatsDto> {
  const one = async (q: Promise<{ n: number }[]>) => (await q)[0]?.n ?? 0;
  const [totalUsers, activeJobs, mentors, pendingJobs, pendingArticles, mentorApplicants, pendingContractorRequests] = await Promise.all([
    one(db.select({ n: count() }).from(user)),
    countApprovedJobs(db, now),
    one(db.select({ n: count() }).from(user).where(hasMentorCapability)),
    one(db.select({ n: count() }).from(jobs).where(not(jobs.isAdminReviewed))),
    one(db.select({ n: count() }).from(blogPosts).where(eq(blogPosts.status, "pending"))),
    one(db.select({ n: count() }).from(user).where(eq(user.mentorApplication, "pending"))),
    one(db.select({ n: count() }).from(contractorRequests).where(eq(contractorRequests.status, "pending"))),
  ]);
  // Attendance at the door of the events of the last 30 days up to today (docs/decisions/076-event-check-in.md): events_date_idx.
  const today = now.toISOString().slice(0, 10);
  const [attendance] = await db
    .select({ registered: count(), checkedIn: count(eventAttendees.checkedInAt) })
    .from(events)
    .innerJoin(eventAttendees, eq(eventAttendees.eventId, events.id))
    .where(and(lte(events.eventDate, today), gt(events.eventDate, sql`${today}::date - 30`)));
  return {
    totalUsers,
    activeJobs,
    mentors,
    pendingReviews: pendingJobs + pendingArticles + mentorApplicants + pendingContractorRequests,
    breakdown: { pendingJobs, pendingArticles, mentorApplicants, pendingContractorRequests },
    eventAttendance: { registered: attendance?.registered ?? 0, checkedIn: attendance?.checkedIn ?? 0 },
  };
}

/** The level filter looks at this many of the newest matching accounts (levels are derived, not stored). */
const LEVEL_SCAN_CAP = 2000;

export async function listUsers(db: Db, q: string | undefined, page: number, filter: AdminUserFilter | undefined, now: Date) {
  // Users without a profile row are listed too (under their account name) so an admin can see them.
  const conditions: SQL[] = [];
  if (q)
    conditions.push(or(ilike(profiles.fullName, likeContains(q)), ilike(user.name, likeContains(q)), ilike(user.email, likeContains(q)))!);
  if (filter === "silenced" || filter === "suspended") {
    // Driven by member_restrictions_kind_active_idx (migration 0037): the few members restricted now.
    const kind = filter === "silenced" ? "silence" : "suspend";
    conditions.push(
      inArray(
        user.id,
        db
          .select({ id: memberRestrictions.userId })
          .from(memberRestrictions)
          .where(
            and(
              eq(memberRestrictions.kind, kind),
              isNull(memberRestrictions.liftedAt),
              gt(memberRestrictions.endsAt, now),
              lte(memberRestrictions.startsAt, now),
            ),
          ),
      ),
    );
  }
  // Staff is a capability (user_capabilities_idx); the other levels are derived from facts.
  if (filter === "staff") conditions.push(arrayContains(user.capabilities, ["admin"]));
  const where = conditions.length ? and(...conditions) : undefined;
  // A bounded offset and a count that stops at 1000 (shown as "1000+"): beyond that, search.
  const offset = boundedOffset(page, ADMIN_USERS_PAGE_SIZE);
  const columns = {
    id: user.id,
    fullName: sql<string>`coalesce(${profiles.fullName}, ${user.name})`,
    email: user.email,
    role: user.role,
    createdAt: user.createdAt,
    avatarUrl: profiles.avatarUrl,
  };
  let rows: { id: string; fullName: string; email: string; role: string | null; createdAt: Date; avatarUrl: string | null }[];
  let counted: { total: number; totalCapped: boolean };
  if (filter === "new" || filter === "member" || filter === "trusted") {
    // The newest LEVEL_SCAN_CAP matching accounts (user_created_idx), their levels computed in chunks.
    const candidates = await db
      .select({ id: user.id })
      .from(user)
      .leftJoin(profiles, eq(profiles.id, user.id))
      .where(and(where, not(arrayContains(user.capabilities, ["admin"]))))
      .orderBy(desc(user.createdAt))
      .limit(LEVEL_SCAN_CAP);
    const matching: string[] = [];
    for (let i = 0; i < candidates.length; i += 500) {
      const chunk = candidates.slice(i, i + 500).map((c) => c.id);
      const levels = await trustLevels(db, chunk, now);
      for (const id of chunk) if (levels.get(id) === filter) matching.push(id);
    }
    const pageIds = matching.slice(offset, offset + ADMIN_USERS_PAGE_SIZE);
    rows = pageIds.length
      ? await db
          .select(columns)
          .from(user)
          .leftJoin(profiles, eq(profiles.id, user.id))
          .where(inArray(user.id, pageIds))
          .orderBy(desc(user.createdAt))
      : [];
    counted = { total: matching.length, totalCapped: candidates.length === LEVEL_SCAN_CAP };
  } else {
    [rows, counted] = await Promise.all([
      db
        .select(columns)
        .from(user)
        .leftJoin(profiles, eq(profiles.id, user.id))
        .where(where)
        .orderBy(desc(user.createdAt))
        .limit(ADMIN_USERS_PAGE_SIZE)
        .offset(offset),
      cappedCount(db, sql`select 1 from ${user} left join ${profiles} on ${profiles.id} = ${user.id} where ${where ?? sql`true`}`),
    ]);
  }
  // Levels and restrictions of this page's members only.
  const ids = rows.map((r) => r.id);
  const [levels, restrictions] = await Promise.all([trustLevels(db, ids, now), activeRestrictions(db, ids, now)]);
  const users: AdminUserDto[] = rows.map((r) => ({
    ...r,
    role: roleOf(r.role),
    createdAt: r.createdAt.toISOString(),
    trustLevel: levels.get(r.id) ?? "new",
    restrictions: restrictions.get(r.id) ?? [],
  }));
  return { users, total: counted.total, totalCapped: counted.totalCapped, page, pageSize: ADMIN_USERS_PAGE_SIZE };
}

/**
 * What choosing a role in /admin/users sets (docs/decisions/026): the role's capability becomes the
 * member's only capability (none for the plan roles); a plan role sets the plan, Member sets free, and
 * a capability role keeps the plan. Mentor applicant puts a pending application; any other choice
 * decides a pending one (approved for mentor, withdrawn otherwise). The display role is then the one chosen.
 */
function standingFor(role: Role, current: { plan: string; application: string | null }, now: Date) {
  const capabilities: Capability[] = role === "mentor" || role === "recruiter" || role === "admin" ? [role] : [];
  const plan = role === "supporter" || role === "contractor" ? role : role === "user" ? "free" : current.plan;
  if (role === "mentor_applicant")
    return { capabilities, plan, mentorApplication: "pending", mentorApplicationAt: now, mentorApplicationDecidedAt: null };
  if (current.application !== "pending") return { capabilities, plan };
  return role === "mentor"
    ? { capabilities, plan, mentorApplication: "approved", mentorApplicationDecidedAt: now }
    : { capabilities, plan, mentorApplication: null, mentorApplicationAt: null };
}

/** Admins set any role, except on admins and on themselves. */
export async function changeRole(
  deps: Pick<AppDeps, "db" | "sessions" | "mailer" | "config" | "scheduler">,
  actor: SessionUser,
  targetId: string,
  role: Role,
  reason: string,
) {
  const { db, sessions } = deps;
  const now = deps.scheduler.now();
  if (targetId === actor.id) throw new AppError("FORBIDDEN", "You cannot change your own role");
  const [target] = await db
    .select({ capabilities: user.capabilities, plan: user.plan, application: user.mentorApplication, name: user.name, role: user.role })
    .from(user)
    .where(eq(user.id, targetId));
  if (!target) throw notFound("User not found");
  if (target.capabilities.includes("admin")) throw new AppError("FORBIDDEN", "Cannot change role for users with Admin status.");
  // Only from the standing read (decision 006): a change that landed since is not overwritten, and an
  // admin granted meanwhile is never demoted.
  // The change and its staff-log record in one transaction (docs/decisions/034).
  await db.transaction(async (tx) => {
    const [after] = await tx
      .update(user)
      .set({ ...standingFor(role, target, now), updatedAt: now })
      .where(
        and(
          eq(user.id, targetId),
          eq(user.capabilities, target.capabilities),
          eq(user.plan, target.plan),
          sql`${user.mentorApplication} is not distinct from ${target.application}`,
        ),
      )
      .returning({ capabilities: user.capabilities, plan: user.plan, application: user.mentorApplication, role: user.role });
    // One staff flow (docs/decisions/057): the log row names the member; the member is mailed the reason.
    if (after)
      await recordStaffChange(deps, tx, {
        actor,
        action: "user.role_change",
        targetType: "user",
        targetId,
        targetName: target.name,
        targetLink: `${paths.adminUsers}?q=${encodeURIComponent(target.name)}`,
        before: { capabilities: target.capabilities, plan: target.plan, application: target.application },
        after: { capabilities: after.capabilities, plan: after.plan, application: after.application, role: after.role },
        reason: requireStaffReason(reason),
        memberId: targetId,
        mail: {
          subject: "Your role on AppSec Community changed",
          paragraphs: [`An administrator changed your role from ${target.role ?? "member"} to ${after.role ?? role}.`],
          action: { label: "Open your profile", path: paths.profile },
        },
      });
  });
  sessions.forget(targetId);
}

/**
 * An admin deletes a member's account (docs/decisions/041): never their own (that is the member's own
 * deletion, with the last-admin rule) and never an admin's, like role changes. The deletion is the
 * member's own one (seats to the waitlists, rows by foreign keys, stored files after commit) and its
 * staff-log record — who, whom (id, name, standing), when, the reason if given — commits with it.
 */
export async function deleteUserByAdmin(
  deps: Pick<AppDeps, "db" | "storage" | "sessions" | "mailer" | "config" | "scheduler">,
  actor: SessionUser,
  targetId: string,
  reason: string,
) {
  if (targetId === actor.id) throw new AppError("FORBIDDEN", "Delete your own account from your profile settings");
  // Deleting someone else's account needs a reason for the log (docs/decisions/058).
  if (!reason.trim()) throw new AppError("VALIDATION_FAILED", "Give a reason", { reason: "Give a reason" });
  const keys = await deps.db.transaction(async (tx) => {
    const [target] = await tx
      .select({ name: user.name, capabilities: user.capabilities, plan: user.plan, role: user.role, createdAt: user.createdAt })
      .from(user)
      .where(eq(user.id, targetId))
      .for("update");
    if (!target) throw notFound("User not found");
    if (target.capabilities.includes("admin")) throw new AppError("FORBIDDEN", "Cannot delete users with Admin status.");
    // The member's own deletion (docs/decisions/058): sessions cancelled, seats released, submissions withdrawn.
    const owned = await eraseAccount(deps, tx, targetId);
    await recordStaffAction(tx, {
      actor,
      action: "user.delete",
      targetType: "user",
      targetId,
      before: {
        name: target.name,
        capabilities: target.capabilities,
        plan: target.plan,
        role: target.role,
        joined: target.createdAt.toISOString(),
      },
      after: null,
      reason: reason.trim(),
    });
    return owned;
  });
  deps.sessions.forget(targetId);
  await deleteStoredObjects(deps, keys);
}
