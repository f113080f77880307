/**
 * Post-deployment migrations (docs/decisions/074-post-deploy-migrations.md), as GitLab runs them: the
 * contract steps of a release (drops, SET NOT NULL on old columns, …) live in `migrations/post-deploy/`
 * with a journal of their own and run only once no instance of the previous release is alive, or when
 * asked (`npm run db:migrate -- --post-deploy`).
 *
 * Each instance on PostgreSQL announces itself in `deploy_instances` (its release: the newest migration
 * tag it knows; its id; a heartbeat every `heartbeatMs`, in the database's clock so that instances on
 * different hosts compare alike). On start and on every beat it looks whether post-deploy migrations are
 * pending; if so and every instance that beat within `aliveMs` is on this release (or a newer one), it
 * runs them under an advisory lock: two instances run them once, the second finds nothing left.
 * PGlite is one instance: `Database.migrate()` runs the post-deploy migrations right after the others.
 */
import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { migrationsFolder, POST_DEPLOY_TABLE, postDeployFolder, queryRows, type Database } from "./client";
import type { Logger } from "../lib/logger";

export const PRESENCE_TIMING = {
  /** How often an instance beats. */
  heartbeatMs: 10_000,
  /** An instance that has not beaten for this long counts as gone. */
  aliveMs: 30_000,
} as const;

const POST_DEPLOY_LOCK = "appsec:post-deploy";

interface Journal {
  entries: Array<{ tag: string; when: number }>;
}

function readJournal(folder: string): Journal {
  return JSON.parse(readFileSync(join(folder, "meta/_journal.json"), "utf8")) as Journal;
}

/** This code's release: the newest migration tag in the journal ("0040_deploy_instances"); tags sort in journal order. */
export function currentRelease(folder = migrationsFolder): string {
  const entries = readJournal(folder).entries;
  return entries[entries.length - 1]?.tag ?? "none";
}

/** Whether `folder` holds post-deploy migrations newer than the newest this database ran. */
export async function postDeployPending(database: Database, folder = postDeployFolder): Promise<boolean> {
  const entries = readJournal(folder).entries;
  if (!entries.length) return false;
  const newest = Math.max(...entries.map((e) => e.when));
  const [table] = await queryRows<{ exists: boolean }>(
    database.db,
    sql`select to_regclass(${`drizzle.${POST_DEPLOY_TABLE}`}) is not null as "exists"`,
  );
  if (!table?.exists) return true;
  const [last] = await queryRows<{ at: string | null }>(
    database.db,
    sql.raw(`select max(created_at)::text as at from drizzle.${POST_DEPLOY_TABLE}`),
  );
  return last?.at == null || Number(last.at) < newest;
}

// One at a time per process too: drizzle's migrator reads what ran before its transaction, so two runs
// side by side in one process (PGlite's lock is a no-op) would both apply the same step.
const inProcess = new WeakMap<Database, Promise<unknown>>();

/** Runs the post-deploy migrations not run yet, under the advisory lock (once across instances). */
export async function runPostDeploy(database: Database, folder = postDeployFolder): Promise<void> {
  const previous = inProcess.get(database) ?? Promise.resolve();
  const run = previous.catch(() => {}).then(() => database.withLock(POST_DEPLOY_LOCK, () => database.migratePostDeploy(folder)));
  inProcess.set(database, run);
  await run;
}

/** The releases, older than `release` (byte order: tags start with their number), of the instances that beat within `aliveMs`. */
export async function olderInstancesAlive(
  database: Database,
  release: string,
  aliveMs: number = PRESENCE_TIMING.aliveMs,
): Promise<string[]> {
  const rows = await queryRows<{ release: string }>(
    database.db,
    sql`select distinct release from deploy_instances
        where heartbeat_at > now() - make_interval(secs => ${aliveMs / 1000}) and release collate "C" < ${release}`,
  );
  return rows.map((r) => r.release);
}

export interface DeployPresence {
  readonly instanceId: string;
  readonly release: string;
  /** Announces (or renews) this instance, then runs the post-deploy migrations if pending and nothing older is alive. */
  beat(): Promise<"ran" | "waiting" | "none">;
  /** First beat, then one every `heartbeatMs` (an unref'd timer). */
  start(): Promise<void>;
  /** Stops beating and withdraws the announcement, so that this instance no longer holds anything back. */
  stop(): Promise<void>;
}

export function createDeployPresence(
  database: Database,
  opts: {
    logger: Logger;
    release?: string;
    instanceId?: string;
    heartbeatMs?: number;
    aliveMs?: number;
    /** Where the post-deploy migrations are (tests pass their own). */
    postDeployFolder?: string;
  },
): DeployPresence {
  const release = opts.release ?? currentRelease();
  const instanceId = opts.instanceId ?? randomUUID();
  const heartbeatMs = opts.heartbeatMs ?? PRESENCE_TIMING.heartbeatMs;
  const aliveMs = opts.aliveMs ?? PRESENCE_TIMING.aliveMs;
  const folder = opts.postDeployFolder ?? postDeployFolder;
  let timer: NodeJS.Timeout | undefined;
  // A beat still running (waiting for the lock, say) is not overlapped by the next one.
  let running: Promise<unknown> | null = null;
  // Once this instance saw nothing pending after running them, it stops looking (nothing new comes without a deploy).
  let done = false;
  let waitingFor = "";

  const beat = async (): Promise<"ran" | "waiting" | "none"> => {
    await database.db.execute(
      sql`insert into deploy_instances (instance_id, release) values (${instanceId}, ${release})
          on conflict (instance_id) do update set heartbeat_at = now(), release = excluded.release`,
    );
    if (done) return "none";
    if (!(await postDeployPending(database, folder))) {
      done = true;
      return "none";
    }
    const older = await olderInstancesAlive(database, release, aliveMs);
    if (older.length) {
      const key = older.join(",");
      if (key !== waitingFor) opts.logger.info("post-deploy migrations wait for older instances", { release, older });
      waitingFor = key;
      return "waiting";
    }
    await runPostDeploy(database, folder);
    opts.logger.info("post-deploy migrations ran", { release });
    done = true;
    return "ran";
  };

  return {
    instanceId,
    release,
    beat,
    // A failing beat (a contract step that fails, say) is logged and tried again on the next one: this
    // release does not need the contract steps to serve.
    start: async () => {
      // Rows of instances that died without withdrawing, long gone: the table stays a few rows.
      await database.db.execute(sql`delete from deploy_instances where heartbeat_at < now() - interval '1 day'`).catch(() => {});
      await beat().catch((err: Error) => opts.logger.error("deploy heartbeat failed", { message: err.message }));
      timer = setInterval(() => {
        if (running) return;
        running = beat()
          .catch((err: Error) => opts.logger.warn("deploy heartbeat failed", { message: err.message }))
          .finally(() => (running = null));
      }, heartbeatMs);
      timer.unref();
    },
    stop: async () => {
      clearInterval(timer);
      await running;
      await database.db.execute(sql`delete from deploy_instances where instance_id = ${instanceId}`).catch(() => {});
    },
  };
}
