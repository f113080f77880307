import { sql } from "drizzle-orm";
import { TRUST_RULES, type TrustLevel } from "@common/trust";
import { DAY_MS } from "@common/time";
import { queryRows, type Db } from "../db/client";

export type { TrustLevel };

/** What a member's trust level is derived from, all read from the database. */
export interface TrustFacts {
  /** Account age at `now`, in days (fractional). */
  accountAgeDays: number;
  /**
   * Approved contributions, counted up to TRUST_RULES.trustedContributions: published articles,
   * approved jobs, approved offerings, and comments that stood visible for a day.
   */
  approvedContributions: number;
  /** Items of theirs hidden for good after members' flags (a reviewer upheld the flags). */
  upheldFlagsAgainst: number;
  isAdmin: boolean;
}

/** The one rule (docs/decisions/054). Pure, so it is tested on its own. */
export function trustLevelOf(f: TrustFacts): TrustLevel {
  if (f.isAdmin) return "staff";
  if (f.accountAgeDays < TRUST_RULES.newAccountDays || f.approvedContributions === 0) return "new";
  if (
    f.accountAgeDays >= TRUST_RULES.trustedAccountDays &&
    f.approvedContributions >= TRUST_RULES.trustedContributions &&
    f.upheldFlagsAgainst === 0
  )
    return "trusted";
  return "member";
}

/**
 * The facts of several members in one statement; each count is bounded (LIMIT) and read through an
 * index (migration 0031), so the cost does not grow with a prolific member's history.
 */
export async function trustFacts(db: Db, userIds: readonly string[], now: Date): Promise<Map<string, TrustFacts>> {
  const out = new Map<string, TrustFacts>();
  if (userIds.length === 0) return out;
  const cap = TRUST_RULES.trustedContributions;
  const dayAgo = new Date(now.getTime() - DAY_MS);
  const ids = sql.join(
    userIds.map((id) => sql`${id}`),
    sql`, `,
  );
  const rows = await queryRows<{ id: string; created_at: string | Date; is_admin: boolean; contributions: number; upheld: number }>(
    db,
    sql`
      SELECT u.id, u.created_at, 'admin' = ANY(u.capabilities) AS is_admin,
        (SELECT count(*) FROM (
           (SELECT 1 FROM blog_posts p WHERE p.author_id = u.id AND p.status = 'published' AND p.flag_hidden_at IS NULL LIMIT ${cap})
           UNION ALL (SELECT 1 FROM jobs j WHERE j.recruiter_id = u.id AND j.is_approved LIMIT ${cap})
           UNION ALL (SELECT 1 FROM offerings o WHERE o.user_id = u.id AND o.status = 'approved' LIMIT ${cap})
           UNION ALL (SELECT 1 FROM blog_comments c WHERE c.user_id = u.id AND c.hidden_at IS NULL AND c.created_at <= ${dayAgo} LIMIT ${cap})
         ) x)::int AS contributions,
        (SELECT count(*) FROM (SELECT 1 FROM moderation_items m
           WHERE m.submitter_id = u.id AND m.kind LIKE 'flagged\\_%' AND m.status = 'rejected' LIMIT 10) y)::int AS upheld
      FROM "user" u WHERE u.id IN (${ids})`,
  );
  for (const r of rows) {
    out.set(r.id, {
      accountAgeDays: (now.getTime() - new Date(r.created_at).getTime()) / DAY_MS,
      approvedContributions: Math.min(Number(r.contributions), cap),
      upheldFlagsAgainst: Number(r.upheld),
      isAdmin: Boolean(r.is_admin),
    });
  }
  return out;
}

/** Trust levels of several members (unknown ids are left out). */
export async function trustLevels(db: Db, userIds: readonly string[], now: Date): Promise<Map<string, TrustLevel>> {
  const facts = await trustFacts(db, userIds, now);
  return new Map([...facts].map(([id, f]) => [id, trustLevelOf(f)]));
}

/** What the server needs to know of a member before a write: level and any restriction in force. */
export interface MemberStanding {
  level: TrustLevel;
  silence: { until: Date; reason: string } | null;
  suspension: { until: Date; reason: string } | null;
}

/**
 * The silence and the suspension in force at `now`, from member_restrictions alone (one indexed read):
 * what sign-in needs, without the trust facts' reads of jobs, articles and comments, so that a lock on
 * one of those tables never holds a sign-in.
 */
export async function restrictionsInForce(db: Db, userId: string, now: Date): Promise<Pick<MemberStanding, "silence" | "suspension">> {
  const rows = await queryRows<{ kind: "silence" | "suspend"; ends_at: string | Date; reason: string }>(
    db,
    sql`SELECT kind, ends_at, reason FROM member_restrictions
        WHERE user_id = ${userId} AND lifted_at IS NULL AND ends_at > ${now} AND starts_at <= ${now}
        ORDER BY ends_at DESC`,
  );
  const pick = (kind: "silence" | "suspend") => {
    const r = rows.find((x) => x.kind === kind);
    return r ? { until: new Date(r.ends_at), reason: r.reason } : null;
  };
  return { silence: pick("silence"), suspension: pick("suspend") };
}

/** One member's standing at `now` (two indexed reads). Null for an unknown account. */
export async function memberStanding(db: Db, userId: string, now: Date): Promise<MemberStanding | null> {
  const [facts, restrictions] = await Promise.all([trustFacts(db, [userId], now), restrictionsInForce(db, userId, now)]);
  const f = facts.get(userId);
  if (!f) return null;
  return { level: trustLevelOf(f), ...restrictions };
}
