import { inArray, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { files } from "../db/schema";
import type { Logger } from "./logger";
import type { Scheduler } from "./scheduler";
import { STALE_KNOWN_CLIENTS } from "./sign-in-protection";
import type { StorageDriver } from "./storage";

/** Rows removed per table and run: bounded, so one run never holds locks for long. */
const BATCH = 5000;
/**
 * A stored object nothing references is an orphan once it is this old: an upload writes its bytes
 * a moment before the row that references them, never an hour.
 */
export const ORPHAN_AGE_MS = 3600_000;

/**
 * Prunes what only grows: rate-limit windows older than a day (the longest window is an
 * hour), expired sessions and expired verification tokens, sign-in clients unseen for 90 days, the
 * once-only marks of reminders sent over a week ago, then stored files nothing references
 * (sweepOrphanFiles). Each database run takes a transaction-level
 * advisory try-lock, so with several instances one of them does the work and the others skip.
 */
export function createHousekeeping(deps: { db: Db; logger: Logger; storage?: StorageDriver; scheduler: Pick<Scheduler, "now"> }) {
  const { db, logger, storage } = deps;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<unknown> | null = null;

  async function runOnce(): Promise<{
    rateLimits: number;
    sessions: number;
    verifications: number;
    knownClients: number;
    reminders: number;
  } | null> {
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
        // Clients that signed in to an account, unseen for 90 days, are new again (docs/decisions/055).
        knownClients: await prune("sign_in_known_clients", STALE_KNOWN_CLIENTS),
        // A reminder is sent at most 24 hours before its start, which its key names: a week after it was
        // sent, that start is long past and the key can never be due again.
        reminders: await prune("sent_reminders", "sent_at < now() - interval '7 days'"),
      };
    });
  }

  /**
   * Removes stored objects no `files` row references, older than ORPHAN_AGE_MS: bytes of an upload
   * whose row never came (a kill, a failed transaction) and temporary files of unfinished writes.
   * Deleting is idempotent, so instances sweeping at once do no harm.
   */
  async function sweepOrphanFiles(now = deps.scheduler.now().getTime()): Promise<number> {
    if (!storage) return 0;
    const old: string[] = [];
    for await (const o of storage.list()) if (o.modifiedAt.getTime() < now - ORPHAN_AGE_MS) old.push(o.key);
    let removed = 0;
    for (let i = 0; i < old.length; i += 500) {
      const chunk = old.slice(i, i + 500);
      const referenced = new Set((await db.select({ key: files.key }).from(files).where(inArray(files.key, chunk))).map((r) => r.key));
      for (const key of chunk.filter((k) => !referenced.has(k))) {
        await storage.delete(key);
        removed++;
      }
    }
    return removed;
  }

  return {
    runOnce,
    sweepOrphanFiles,
    start(intervalMs = 10 * 60_000) {
      if (timer) return;
      const tick = () => {
        running = runOnce()
          .then((removed) => removed && logger.debug("housekeeping", removed))
          .then(() => sweepOrphanFiles())
          .then((orphanFiles) => orphanFiles && logger.info("housekeeping: orphan files removed", { orphanFiles }))
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
