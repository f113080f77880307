import { sql } from "drizzle-orm";
import type { TrustLevel } from "@common/trust";
import { queryRows, type Db } from "../../db/client";

/**
 * How much one member's flag counts towards hiding an item (docs/decisions/057). The base comes from
 * the flagger's trust level; staff flags hide at once (weight = the threshold). The flagger's record
 * adjusts it: each upheld flag adds half, each declined one takes half away, within [0.25×, 2×].
 */
export const FLAG_BASE_WEIGHT: Record<Exclude<TrustLevel, "staff">, number> = { new: 0.25, member: 1, trusted: 2 };
export const FLAG_RECORD_STEP = 0.5;
export const FLAG_RECORD_BOUNDS = { min: 0.25, max: 2 } as const;

export interface FlagRecord {
  upheld: number;
  declined: number;
}

export function flagWeight(level: TrustLevel, record: FlagRecord, threshold: number): number {
  if (level === "staff") return threshold;
  const factor = Math.min(
    FLAG_RECORD_BOUNDS.max,
    Math.max(FLAG_RECORD_BOUNDS.min, 1 + FLAG_RECORD_STEP * (record.upheld - record.declined)),
  );
  return FLAG_BASE_WEIGHT[level] * factor;
}

/** Members with standing (member and up) may hide an item; new accounts' flags alone never do. */
export const hasStanding = (level: TrustLevel) => level !== "new";

/**
 * The decided flags of several members, counted up to 20 of each outcome (enough to reach either
 * bound), read through moderation_flags_outcome_idx.
 */
export async function flagRecords(db: Db, userIds: readonly string[]): Promise<Map<string, FlagRecord>> {
  const out = new Map<string, FlagRecord>(userIds.map((id) => [id, { upheld: 0, declined: 0 }]));
  if (!userIds.length) return out;
  const ids = sql.join(
    userIds.map((id) => sql`${id}`),
    sql`, `,
  );
  const rows = await queryRows<{ id: string; upheld: number; declined: number }>(
    db,
    sql`SELECT u.id,
          (SELECT count(*) FROM (SELECT 1 FROM moderation_flags f WHERE f.user_id = u.id AND f.outcome = 'upheld' LIMIT 20) a)::int AS upheld,
          (SELECT count(*) FROM (SELECT 1 FROM moderation_flags f WHERE f.user_id = u.id AND f.outcome = 'declined' LIMIT 20) b)::int AS declined
        FROM "user" u WHERE u.id IN (${ids})`,
  );
  for (const r of rows) out.set(r.id, { upheld: Number(r.upheld), declined: Number(r.declined) });
  return out;
}
