import { sql } from "drizzle-orm";
import type { Db } from "../db/client";
import type { Logger } from "./logger";

/** Rows removed per table and run: bounded, so one run never holds locks for long. */
const BATCH = 5000;

/**
 * Prunes what only grows (issue 10.16): rate-limit windows older than a day (the longest window is an
 * hour), expired sessions and expired verification tokens. Each run takes a transaction-level
 * advisory try-lock, so with several instances one of them does the work and the others skip.
 */
export function createHousekeeping(deps: { db: Db; logger: Logger }) {
  const { db, logger } = deps;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<unknown> | null = null;

  async function runOnce(): Promise<{ rateLimits: number; sessions: number; verifications: number } | null> {
    return db.transaction(async (tx) => {
      const lock = await tx.execute<{ ok: boolean }>(sql`SELECT pg_try_advisory_xact_lock(hashtext('appsec:housekeeping')) AS ok`);
      if (!lock.rows[0]?.ok) return null;
      const prune = async (table: string, condition: string) => {
        const res = await tx.execute(
          sql.raw(`DELETE FROM ${table} WHERE ctid IN (SELECT ctid FROM ${table} WHERE ${condition} LIMIT ${BATCH})`),
        );
        return res.affectedRows ?? res.rowCount ?? 0;
      };
      return {
        rateLimits: await prune("rate_limits", "window_start < now() - interval '1 day'"),
        sessions: await prune(`"session"`, "expires_at < now()"),
        verifications: await prune("verification", "expires_at < now()"),
      };
    });
  }

  return {
    runOnce,
    start(intervalMs = 10 * 60_000) {
      if (timer) return;
      const tick = () => {
        running = runOnce()
          .then((removed) => removed && logger.debug("housekeeping", removed))
          .catch((err) => logger.warn("housekeeping failed", { error: err instanceof Error ? err.name : "error" }))
          .finally(() => (running = null));
      };
      timer = setInterval(tick, intervalMs);
      timer.unref();
      setTimeout(tick, 30_000).unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = null;
      await running;
    },
  };
}
