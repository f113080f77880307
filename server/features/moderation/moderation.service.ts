import { and, asc, count, eq, inArray, isNull, sql, type SQL } from "drizzle-orm";
import {
  MODERATION_KINDS,
  REVIEW_PAGE_SIZE,
  type ModerationKind,
  type ReviewItemDto,
  type ReviewQueueDto,
} from "@common/moderation.schema";
import type { Db } from "../../db/client";
import { moderationFlags, moderationItems, profiles, user } from "../../db/schema";
import type { AppDeps, SessionUser } from "../../lib/context";
import { paths } from "@common/paths";
import { AppError, forbidden, notFound } from "../../lib/errors";
import { decodeCursor, encodeCursor, takePage } from "../../lib/paging";
import { flagTargets, KINDS, revisionsForReview } from "./kinds";
import type { KindDeps, ModerationItem } from "./kinds/types";
import { decisionToSubmitterMail } from "./mails/decision-to-submitter";
import { outcomeToFlaggerMail } from "./mails/outcome-to-flaggers";
import { recordStaffAction } from "./staff-log";

/** The kinds a member may review: admins every kind, mentors jobs (decision 017). */
export function reviewableKinds(viewer: Pick<SessionUser, "capabilities">): ModerationKind[] {
  if (viewer.capabilities.includes("admin")) return [...MODERATION_KINDS];
  return MODERATION_KINDS.filter((k) => KINDS[k].reviewers.some((c) => viewer.capabilities.includes(c)));
}

function assertMayReviewKind(viewer: SessionUser, kind: ModerationKind) {
  if (!reviewableKinds(viewer).includes(kind)) throw forbidden("You cannot review this kind of submission");
}

/**
 * What a per-kind approve/reject route says in the API document: it is an alias of the queue's one
 * decision (docs/decisions/064).
 */
export const DECISION_ALIAS =
  "Alias of POST /api/admin/review/{id}/decision (the moderation queue's one decision: same checks, state change, mails and staff-log entry, docs/decisions/064); prefer that.";

export type Decision = { approve: boolean; reason?: string | null; version: number };

const conflict = (current: { status: string; version: number }) =>
  new AppError(
    "CONFLICT",
    `This item was already decided or changed (now ${current.status}, version ${current.version}); reload the queue`,
    {
      status: current.status,
      version: String(current.version),
    },
  );

/**
 * The one guarded decision (docs/decisions/034): the item's state and the version the reviewer saw
 * are in the UPDATE's WHERE. A stale decision changes nothing and answers 409 with the current state.
 * In the same transaction: the kind applies the outcome to its table, the submitter is mailed with
 * the reason and a link, the flaggers are told, and the staff log records it.
 */
export async function decide(deps: KindDeps, actor: SessionUser, itemId: string, d: Decision, now: Date) {
  const reason = d.reason?.trim() || null;
  if (!d.approve && !reason) throw new AppError("VALIDATION_FAILED", "Give a reason for the rejection", { reason: "Give a reason" });
  const result = await deps.db.transaction(async (tx) => {
    const [seen] = await tx.select().from(moderationItems).where(eq(moderationItems.id, itemId)).limit(1);
    if (!seen) throw notFound("Review item not found");
    const kind = KINDS[seen.kind as ModerationKind];
    assertMayReviewKind(actor, kind.kind);
    kind.assertMayDecide?.(actor, seen);
    const [item] = await tx
      .update(moderationItems)
      .set({
        status: d.approve ? "approved" : "rejected",
        reason,
        version: sql`${moderationItems.version} + 1`,
        decidedBy: actor.id,
        decidedAt: now,
      })
      .where(and(eq(moderationItems.id, itemId), eq(moderationItems.status, "pending"), eq(moderationItems.version, d.version)))
      .returning();
    if (!item) {
      const [current] = await tx
        .select({ status: moderationItems.status, version: moderationItems.version })
        .from(moderationItems)
        .where(eq(moderationItems.id, itemId));
      throw conflict(current ?? { status: seen.status, version: seen.version });
    }
    const applied = await kind.apply(tx, item, { approve: d.approve, reason }, { now, deps: { ...deps, db: tx } });
    await mailSubmitter(deps, tx, item, applied.mail, d.approve, reason);
    if (kind.kind.startsWith("flagged_")) await mailFlaggers(deps, tx, item, !d.approve);
    await recordStaffAction(tx, {
      actor,
      action: d.approve ? "moderation.approve" : "moderation.reject",
      targetType: item.kind,
      targetId: item.targetId,
      before: { ...(applied.before as object), item: { status: "pending", version: d.version } },
      after: { ...(applied.after as object), item: { status: item.status, version: item.version } },
      reason,
    });
    return { item, forget: applied.forgetSession };
  });
  if (result.forget) deps.sessions.forget(result.forget);
  return { id: result.item.id, status: result.item.status as "approved" | "rejected", version: result.item.version, item: result.item };
}

/**
 * A decision from a kind's own page (jobs, offerings, contractor requests, mentor applications,
 * articles): the same guarded decision on the item of that row, at the version read now.
 */
export async function decideTarget(
  deps: KindDeps,
  actor: SessionUser,
  kind: ModerationKind,
  targetId: string,
  d: Omit<Decision, "version">,
  now: Date,
  notFoundMessage = "Not found",
) {
  const [item] = await deps.db
    .select({ id: moderationItems.id, status: moderationItems.status, version: moderationItems.version })
    .from(moderationItems)
    .where(and(eq(moderationItems.kind, kind), eq(moderationItems.targetId, targetId)))
    .limit(1);
  if (!item) {
    // A row decided before the module existed, or never submitted, has no item: 409 if it exists.
    const table = KINDS[kind].table;
    const found = await deps.db.execute(sql`select 1 from ${sql.identifier(table)} where id::text = ${targetId} limit 1`);
    if (!found.rows.length) throw notFound(notFoundMessage);
    throw new AppError("CONFLICT", "This item is not waiting for review");
  }
  if (item.status !== "pending") throw conflict(item);
  return decide(deps, actor, item.id, { ...d, version: item.version }, now);
}

/** Kinds decided one at a time: their decision changes a member's standing (docs/decisions/034). */
const NOT_IN_BULK: ModerationKind[] = ["mentor_application", "contractor_request"];

/**
 * Many items at once (the queue's bulk action): the same one decision per item (docs/decisions/064),
 * each in its own transaction, so one stale item does not undo the others. Stale, already decided or
 * deleted items are reported with their current state, not decided. Mentor applications and contractor
 * requests are refused (400, nothing decided): they are decided one at a time.
 */
export async function decideMany(
  deps: KindDeps,
  actor: SessionUser,
  b: { approve: boolean; reason?: string | null; items: { id: string; version: number }[] },
  now: Date,
) {
  const reason = b.reason?.trim() || null;
  if (!b.approve && !reason) throw new AppError("VALIDATION_FAILED", "Give a reason for the rejection", { reason: "Give a reason" });
  const kinds = b.items.length
    ? await deps.db
        .select({ kind: moderationItems.kind })
        .from(moderationItems)
        .where(
          inArray(
            moderationItems.id,
            b.items.map((i) => i.id),
          ),
        )
    : [];
  if (kinds.some((k) => NOT_IN_BULK.includes(k.kind as ModerationKind)))
    throw new AppError("VALIDATION_FAILED", "Mentor applications and contractor requests are decided one at a time");
  const decided: { id: string; status: "approved" | "rejected"; version: number }[] = [];
  const conflicts: { id: string; status: string; version: number }[] = [];
  for (const i of b.items) {
    try {
      const r = await decide(deps, actor, i.id, { approve: b.approve, reason, version: i.version }, now);
      decided.push({ id: r.id, status: r.status, version: r.version });
    } catch (err) {
      if (!(err instanceof AppError) || (err.code !== "CONFLICT" && err.code !== "NOT_FOUND")) throw err;
      const [cur] = await deps.db
        .select({ status: moderationItems.status, version: moderationItems.version })
        .from(moderationItems)
        .where(eq(moderationItems.id, i.id));
      conflicts.push({ id: i.id, status: cur?.status ?? "deleted", version: cur?.version ?? 0 });
    }
  }
  return { decided, conflicts };
}

async function mailSubmitter(
  deps: Pick<AppDeps, "mailer" | "config">,
  tx: Db,
  item: ModerationItem,
  content: Parameters<typeof decisionToSubmitterMail>[1]["content"] | null,
  approve: boolean,
  reason: string | null,
) {
  if (!content || !item.submitterId) return;
  const [to] = await tx.select({ email: user.email, name: user.name }).from(user).where(eq(user.id, item.submitterId)).limit(1);
  if (!to) return;
  await deps.mailer.send(
    decisionToSubmitterMail(deps.config.baseUrl, { to: to.email, name: to.name, replyTo: deps.config.teamEmail, content, approve, reason }),
    tx,
  );
}

async function mailFlaggers(deps: Pick<AppDeps, "mailer" | "config">, tx: Db, item: ModerationItem, removed: boolean) {
  const target = Object.values(flagTargets).find((t) => t.kind === item.kind)!;
  const flaggers = await tx
    .select({ email: user.email, name: user.name })
    .from(moderationFlags)
    .innerJoin(user, eq(user.id, moderationFlags.userId))
    .where(
      and(
        eq(moderationFlags.targetKind, target.target),
        eq(moderationFlags.targetId, item.targetId),
        eq(moderationFlags.resolvedAt, item.decidedAt!),
      ),
    );
  for (const f of flaggers) {
    await deps.mailer.send(
      outcomeToFlaggerMail(deps.config.baseUrl, { to: f.email, name: f.name, target: target.target, title: item.title, removed }),
      tx,
    );
  }
}

// ---- the queue ----

const revisionOf = (r: Awaited<ReturnType<typeof revisionsForReview>>[number] | undefined, kind: string) =>
  r && kind === "article_revision"
    ? {
        articleId: r.articleId,
        slug: r.slug,
        published: { title: r.publishedTitle, content: r.publishedContent },
        proposed: { title: r.proposedTitle, content: r.proposedContent },
      }
    : null;

/** Pending counts per kind the viewer may review (the admin menu's badges). */
export async function queueCounts(db: Db, viewer: SessionUser) {
  const kinds = reviewableKinds(viewer);
  const rows = await db
    .select({ kind: moderationItems.kind, n: count() })
    .from(moderationItems)
    .where(and(eq(moderationItems.status, "pending"), inArray(moderationItems.kind, kinds)))
    .groupBy(moderationItems.kind);
  const counts: Record<string, number> = Object.fromEntries(kinds.map((k) => [k, 0]));
  for (const r of rows) counts[r.kind] = r.n;
  return { counts, total: rows.reduce((n, r) => n + r.n, 0) };
}

/**
 * Every pending item the viewer may review, oldest first (submitted_at, id), REVIEW_PAGE_SIZE a page
 * by keyset (moderation_items_queue_idx / _queue_kind_idx), optionally one kind.
 */
export async function reviewQueue(db: Db, viewer: SessionUser, q: { kind?: ModerationKind; cursor?: string }): Promise<ReviewQueueDto> {
  const kinds = reviewableKinds(viewer);
  if (q.kind && !kinds.includes(q.kind)) throw forbidden("You cannot review this kind of submission");
  const where: SQL[] = [
    eq(moderationItems.status, "pending"),
    q.kind ? eq(moderationItems.kind, q.kind) : inArray(moderationItems.kind, kinds),
  ];
  if (q.cursor) {
    const c = decodeCursor(q.cursor);
    where.push(sql`(${moderationItems.submittedAt}, ${moderationItems.id}) > (${c.at}::timestamptz, ${c.id}::uuid)`);
  }
  const [rows, counted] = await Promise.all([
    db
      .select({
        item: moderationItems,
        at: sql<string>`${moderationItems.submittedAt}::text`,
        name: sql<string | null>`coalesce(${profiles.fullName}, ${user.name})`,
      })
      .from(moderationItems)
      .leftJoin(user, eq(user.id, moderationItems.submitterId))
      .leftJoin(profiles, eq(profiles.id, moderationItems.submitterId))
      .where(and(...where))
      .orderBy(asc(moderationItems.submittedAt), asc(moderationItems.id))
      .limit(REVIEW_PAGE_SIZE + 1),
    queueCounts(db, viewer),
  ]);
  const { rows: page, hasMore } = takePage(rows, REVIEW_PAGE_SIZE);
  const flagged = page.filter((r) => r.item.kind.startsWith("flagged_"));
  const flags = flagged.length
    ? await db
        .select({ targetId: moderationFlags.targetId, reason: moderationFlags.reason, note: moderationFlags.note })
        .from(moderationFlags)
        .where(
          and(
            inArray(
              moderationFlags.targetId,
              flagged.map((r) => r.item.targetId),
            ),
            isNull(moderationFlags.resolvedAt),
          ),
        )
    : [];
  const links = new Map<string, string>();
  for (const r of flagged) {
    const t = Object.values(flagTargets).find((x) => x.kind === r.item.kind)!;
    const found = await t.find(db, r.item.targetId).catch(() => null);
    if (found) links.set(r.item.id, found.link);
  }
  // Edits of published articles show the published text and the proposed one (docs/decisions/041).
  const revisions = new Map(
    (
      await revisionsForReview(
        db,
        page.filter((r) => r.item.kind === "article_revision").map((r) => r.item.targetId),
      )
    ).map((r) => [r.id, r]),
  );
  for (const [id, r] of revisions) {
    const item = page.find((p) => p.item.targetId === id && p.item.kind === "article_revision");
    if (item) links.set(item.item.id, paths.blogEdit(r.articleId));
  }
  const items: ReviewItemDto[] = page.map(({ item, name }) => {
    const kind = KINDS[item.kind as ModerationKind];
    let canDecide = true;
    try {
      kind.assertMayDecide?.(viewer, item);
    } catch {
      canDecide = false;
    }
    return {
      id: item.id,
      kind: item.kind as ModerationKind,
      targetId: item.targetId,
      title: item.title,
      status: item.status as ReviewItemDto["status"],
      version: item.version,
      submittedAt: item.submittedAt.toISOString(),
      resubmissions: item.resubmissions,
      submitter: item.submitterId ? { id: item.submitterId, name: name || "Member" } : null,
      link: links.get(item.id) ?? kind.link(item),
      flags: flags.filter((f) => f.targetId === item.targetId).map((f) => ({ reason: f.reason, note: f.note })),
      canDecide,
      revision: revisionOf(revisions.get(item.targetId), item.kind),
    };
  });
  const last = page.at(-1);
  return { items, nextCursor: hasMore && last ? encodeCursor(last.at, last.item.id) : null, ...counted };
}
