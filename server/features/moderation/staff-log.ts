import { and, desc, eq, gte, ilike, lt, or, sql, type SQL } from "drizzle-orm";
import { STAFF_LOG_PAGE_SIZE, type StaffActionDto, type staffLogQuerySchema } from "@common/moderation.schema";
import { DAY_MS } from "@common/time";
import type { z } from "zod";
import type { Db } from "../../db/client";
import { staffActions } from "../../db/schema";
import { toCsv } from "../../lib/csv";
import { decodeCursor, encodeCursor, takePage } from "../../lib/paging";
import { likeContains } from "../../lib/sql";

export type StaffAction = {
  actor: { id: string; name: string };
  action: (typeof staffActions.$inferInsert)["action"];
  targetType: string;
  targetId: string;
  before?: unknown;
  after?: unknown;
  reason?: string | null;
  /** The target by name, and the path of the site where it is read (docs/decisions/057). */
  targetName?: string | null;
  targetLink?: string | null;
};

/**
 * The staff action log (docs/decisions/034, 057): written with the transaction of the change it
 * records, so a change and its record commit or roll back together. Append-only: a trigger refuses
 * UPDATE and DELETE of its rows (migration 0033).
 */
export async function recordStaffAction(tx: Db, a: StaffAction) {
  await tx.insert(staffActions).values({
    actorId: a.actor.id,
    actorName: a.actor.name,
    action: a.action,
    targetType: a.targetType,
    targetId: a.targetId,
    before: a.before ?? null,
    after: a.after ?? null,
    reason: a.reason ?? null,
    targetName: a.targetName ?? null,
    targetLink: a.targetLink ?? null,
  });
}

type Query = z.output<typeof staffLogQuerySchema>;

function filters(q: Query): SQL[] {
  const where: SQL[] = [];
  if (q.action) where.push(eq(staffActions.action, q.action));
  if (q.actor) where.push(or(eq(staffActions.actorId, q.actor), ilike(staffActions.actorName, likeContains(q.actor)))!);
  if (q.target)
    where.push(
      or(
        eq(staffActions.targetId, q.target),
        eq(staffActions.targetType, q.target),
        ilike(staffActions.targetName, likeContains(q.target)),
      )!,
    );
  if (q.from) where.push(gte(staffActions.createdAt, new Date(`${q.from}T00:00:00Z`)));
  if (q.to) where.push(lt(staffActions.createdAt, new Date(new Date(`${q.to}T00:00:00Z`).getTime() + DAY_MS)));
  return where;
}

const toDto = (r: typeof staffActions.$inferSelect): StaffActionDto => ({
  id: r.id,
  createdAt: r.createdAt.toISOString(),
  actor: { id: r.actorId, name: r.actorName },
  action: r.action,
  targetType: r.targetType,
  targetId: r.targetId,
  targetName: r.targetName,
  targetLink: r.targetLink,
  before: r.before,
  after: r.after,
  reason: r.reason,
});

/** Newest first, keyset-paged on (created_at, id) (staff_actions_created_idx). */
export async function listStaffActions(db: Db, q: Query) {
  const where = filters(q);
  if (q.cursor) {
    const c = decodeCursor(q.cursor);
    where.push(sql`(${staffActions.createdAt}, ${staffActions.id}) < (${c.at}::timestamptz, ${c.id}::uuid)`);
  }
  const rows = await db
    .select({ r: staffActions, at: sql<string>`${staffActions.createdAt}::text` })
    .from(staffActions)
    .where(and(...where))
    .orderBy(desc(staffActions.createdAt), desc(staffActions.id))
    .limit(STAFF_LOG_PAGE_SIZE + 1);
  const { rows: page, hasMore } = takePage(rows, STAFF_LOG_PAGE_SIZE);
  const last = page.at(-1);
  return { actions: page.map((p) => toDto(p.r)), nextCursor: hasMore && last ? encodeCursor(last.at, last.r.id) : null };
}

/** The filtered log as CSV (at most 10 000 rows, newest first). */
export async function staffActionsCsv(db: Db, q: Query) {
  const rows = await db
    .select()
    .from(staffActions)
    .where(and(...filters(q)))
    .orderBy(desc(staffActions.createdAt), desc(staffActions.id))
    .limit(10_000);
  return toCsv(
    ["time", "actor_id", "actor", "action", "target_type", "target_id", "target_name", "target_link", "before", "after", "reason"],
    rows.map((r) => [
      r.createdAt,
      r.actorId,
      r.actorName,
      r.action,
      r.targetType,
      r.targetId,
      r.targetName ?? "",
      r.targetLink ?? "",
      r.before === null ? "" : JSON.stringify(r.before),
      r.after === null ? "" : JSON.stringify(r.after),
      r.reason,
    ]),
  );
}
