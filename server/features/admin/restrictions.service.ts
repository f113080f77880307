import { and, asc, desc, eq, gt, inArray, isNull, lte } from "drizzle-orm";
import type { PlaceRestrictionInput, RestrictionDto, RestrictionNotice } from "@common/restrictions.schema";
import { paths } from "@common/paths";
import { DAY_MS } from "@common/time";
import type { Db } from "../../db/client";
import { memberRestrictions, session, user } from "../../db/schema";
import type { AppDeps, SessionUser } from "../../lib/context";
import { AppError, notFound } from "../../lib/errors";
import { recordStaffAction } from "../moderation/staff-log";
import { restrictionEndedMail, restrictionLiftedMail, restrictionPlacedMail } from "./mails/restriction.mail";

type Deps = Pick<AppDeps, "db" | "mailer" | "config" | "sessions">;

/** The longest restriction staff can place (a permanent ban is an account deletion). */
const MAX_SPAN_MS = 5 * 366 * DAY_MS;

/** When a restriction placed at `now` ends: a fixed span, or the end (UTC) of the chosen day. */
export function restrictionEnd(input: Pick<PlaceRestrictionInput, "duration" | "until">, now: Date): Date {
  const d = new Date(now);
  switch (input.duration) {
    case "1d":
      return new Date(now.getTime() + DAY_MS);
    case "3d":
      return new Date(now.getTime() + 3 * DAY_MS);
    case "1w":
      return new Date(now.getTime() + 7 * DAY_MS);
    case "1m":
      d.setUTCMonth(d.getUTCMonth() + 1);
      return d;
    case "1y":
      d.setUTCFullYear(d.getUTCFullYear() + 1);
      return d;
    case "until": {
      const end = new Date(new Date(`${input.until}T00:00:00Z`).getTime() + DAY_MS);
      if (!(end.getTime() > now.getTime()))
        throw new AppError("VALIDATION_FAILED", "The end date must be in the future", { until: "Choose a date in the future" });
      if (end.getTime() - now.getTime() > MAX_SPAN_MS)
        throw new AppError("VALIDATION_FAILED", "At most 5 years", { until: "Choose a date within 5 years" });
      return end;
    }
  }
}

const toDto = (r: typeof memberRestrictions.$inferSelect, now: Date): RestrictionDto => ({
  id: r.id,
  kind: r.kind,
  reason: r.reason,
  startsAt: r.startsAt.toISOString(),
  endsAt: r.endsAt.toISOString(),
  actorName: r.actorName,
  liftedAt: r.liftedAt?.toISOString() ?? null,
  liftReason: r.liftReason,
  active: r.liftedAt === null && r.endsAt > now && r.startsAt <= now,
});

async function lockTarget(tx: Db, actor: SessionUser, targetId: string) {
  if (targetId === actor.id) throw new AppError("FORBIDDEN", "You cannot restrict your own account");
  const [target] = await tx
    .select({ id: user.id, name: user.name, email: user.email, capabilities: user.capabilities })
    .from(user)
    .where(eq(user.id, targetId))
    .for("update");
  if (!target) throw notFound("User not found");
  return target;
}

/**
 * An admin silences or suspends a member (docs/decisions/061). One transaction: the restriction (a
 * new one of the same kind replaces the one in force), the staff-log row, the member's mail, and for
 * a suspension every session of the member deleted, which bumps the session version by trigger and
 * tells every instance (decision 008), so open pages fail at their next request.
 */
export async function placeRestriction(deps: Deps, actor: SessionUser, targetId: string, input: PlaceRestrictionInput, now: Date) {
  const endsAt = restrictionEnd(input, now);
  const reason = input.reason.trim();
  const row = await deps.db.transaction(async (tx) => {
    const target = await lockTarget(tx, actor, targetId);
    if (target.capabilities.includes("admin")) throw new AppError("FORBIDDEN", "Cannot restrict users with Admin status.");
    const replaced = await tx
      .update(memberRestrictions)
      .set({ liftedAt: now, liftedBy: actor.id, liftReason: "Replaced by a new restriction" })
      .where(
        and(
          eq(memberRestrictions.userId, targetId),
          eq(memberRestrictions.kind, input.kind),
          isNull(memberRestrictions.liftedAt),
          gt(memberRestrictions.endsAt, now),
        ),
      )
      .returning({ id: memberRestrictions.id, endsAt: memberRestrictions.endsAt });
    const [created] = await tx
      .insert(memberRestrictions)
      .values({ userId: targetId, kind: input.kind, reason, startsAt: now, endsAt, actorId: actor.id, actorName: actor.name })
      .returning();
    if (input.kind === "suspend") await tx.delete(session).where(eq(session.userId, targetId));
    await recordStaffAction(tx, {
      actor,
      action: input.kind === "silence" ? "user.silence" : "user.suspend",
      targetType: "user",
      targetId,
      targetName: target.name,
      targetLink: `${paths.adminUsers}?q=${encodeURIComponent(target.name)}`,
      before: replaced.length ? { replaced: replaced.map((r) => ({ id: r.id, endsAt: r.endsAt.toISOString() })) } : null,
      after: { restrictionId: created!.id, name: target.name, kind: input.kind, endsAt: endsAt.toISOString() },
      reason,
    });
    await deps.mailer.send(
      restrictionPlacedMail(deps.config.baseUrl, {
        to: target.email,
        name: target.name,
        teamEmail: deps.config.teamEmail,
        kind: input.kind,
        until: endsAt,
        reason,
      }),
      tx,
    );
    return created!;
  });
  deps.sessions.forget(targetId);
  return toDto(row, now);
}

/** An admin lifts a restriction in force before its end, with a reason; the member is mailed. */
export async function liftRestriction(deps: Deps, actor: SessionUser, targetId: string, restrictionId: string, reason: string, now: Date) {
  return deps.db.transaction(async (tx) => {
    const target = await lockTarget(tx, actor, targetId);
    const [lifted] = await tx
      .update(memberRestrictions)
      .set({ liftedAt: now, liftedBy: actor.id, liftReason: reason.trim() })
      .where(
        and(
          eq(memberRestrictions.id, restrictionId),
          eq(memberRestrictions.userId, targetId),
          isNull(memberRestrictions.liftedAt),
          gt(memberRestrictions.endsAt, now),
        ),
      )
      .returning();
    if (!lifted) throw notFound("No restriction in force with this id");
    await recordStaffAction(tx, {
      actor,
      action: "user.restriction_lift",
      targetType: "user",
      targetId,
      targetName: target.name,
      targetLink: `${paths.adminUsers}?q=${encodeURIComponent(target.name)}`,
      before: { restrictionId: lifted.id, name: target.name, kind: lifted.kind, endsAt: lifted.endsAt.toISOString() },
      after: { liftedAt: now.toISOString() },
      reason: reason.trim(),
    });
    await deps.mailer.send(
      restrictionLiftedMail(deps.config.baseUrl, {
        to: target.email,
        name: target.name,
        teamEmail: deps.config.teamEmail,
        kind: lifted.kind,
        reason: reason.trim(),
      }),
      tx,
    );
    return toDto(lifted, now);
  });
}

/** A member's restrictions, newest first (the last 50). */
export async function listRestrictions(db: Db, targetId: string, now: Date): Promise<RestrictionDto[]> {
  const [target] = await db.select({ id: user.id }).from(user).where(eq(user.id, targetId));
  if (!target) throw notFound("User not found");
  const rows = await db
    .select()
    .from(memberRestrictions)
    .where(eq(memberRestrictions.userId, targetId))
    .orderBy(desc(memberRestrictions.createdAt))
    .limit(50);
  return rows.map((r) => toDto(r, now));
}

/** Restrictions in force now for several members (the admin list's page), by the active index. */
export async function activeRestrictions(db: Db, userIds: readonly string[], now: Date): Promise<Map<string, RestrictionNotice[]>> {
  const out = new Map<string, RestrictionNotice[]>();
  if (userIds.length === 0) return out;
  const rows = await db
    .select({
      userId: memberRestrictions.userId,
      kind: memberRestrictions.kind,
      endsAt: memberRestrictions.endsAt,
      reason: memberRestrictions.reason,
    })
    .from(memberRestrictions)
    .where(
      and(
        inArray(memberRestrictions.userId, [...userIds]),
        isNull(memberRestrictions.liftedAt),
        gt(memberRestrictions.endsAt, now),
        lte(memberRestrictions.startsAt, now),
      ),
    )
    .orderBy(asc(memberRestrictions.kind), desc(memberRestrictions.endsAt));
  for (const r of rows) {
    const list = out.get(r.userId) ?? [];
    if (!list.some((x) => x.kind === r.kind)) list.push({ kind: r.kind, until: r.endsAt.toISOString(), reason: r.reason });
    out.set(r.userId, list);
  }
  return out;
}

/** A member's own restrictions in force (for /api/session's banner). */
export async function ownRestriction(db: Db, userId: string, now: Date): Promise<RestrictionNotice | null> {
  const list = (await activeRestrictions(db, [userId], now)).get(userId) ?? [];
  // A suspended member is not signed in; of the rest, the silence.
  return list.find((r) => r.kind === "suspend") ?? list[0] ?? null;
}

/** At most this many expiry mails per run; the rest go out on the next run. */
const EXPIRY_BATCH = 200;

/**
 * The "members:restriction-expiry" task: restrictions end by time alone (memberStanding compares
 * ends_at with now); this only mails each member once that theirs has ended. The UPDATE marks
 * `expiry_handled_at` where still null, rows locked with SKIP LOCKED, in the transaction that queues
 * the mails, so two instances running the task never mail one restriction twice.
 */
export async function mailEndedRestrictions(deps: Pick<AppDeps, "db" | "mailer" | "config">, now: Date): Promise<number> {
  const due = and(isNull(memberRestrictions.liftedAt), isNull(memberRestrictions.expiryHandledAt), lte(memberRestrictions.endsAt, now));
  return deps.db.transaction(async (tx) => {
    const batch = tx
      .select({ id: memberRestrictions.id })
      .from(memberRestrictions)
      .where(due)
      .orderBy(asc(memberRestrictions.endsAt))
      .limit(EXPIRY_BATCH)
      .for("update", { skipLocked: true });
    const ended = await tx
      .update(memberRestrictions)
      .set({ expiryHandledAt: now })
      .where(and(inArray(memberRestrictions.id, batch), due))
      .returning({ userId: memberRestrictions.userId, kind: memberRestrictions.kind });
    if (ended.length === 0) return 0;
    const members = await tx
      .select({ id: user.id, email: user.email, name: user.name })
      .from(user)
      .where(inArray(user.id, [...new Set(ended.map((e) => e.userId))]));
    const byId = new Map(members.map((m) => [m.id, m]));
    for (const e of ended) {
      const m = byId.get(e.userId);
      if (!m) continue;
      await deps.mailer.send(
        restrictionEndedMail(deps.config.baseUrl, { to: m.email, name: m.name, teamEmail: deps.config.teamEmail, kind: e.kind }),
        tx,
      );
    }
    return ended.length;
  });
}
