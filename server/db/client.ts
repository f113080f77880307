import { randomUUID } from "node:crypto";
import { mkdirSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { citext } from "@electric-sql/pglite/contrib/citext";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import type { SQL } from "drizzle-orm";
import * as schema from "./schema";
import { noteStatement } from "../lib/read-cache";
import { gatedPglite, QueryGate } from "./query-gate";
import { PgliteThread } from "./pglite-thread";

/** What both drivers answer for raw SQL (`db.execute`): node-postgres' QueryResult and PGlite's Results. */
/**
 * Every statement the app's drizzle sends is told to the read caches (not logged): an answer being kept
 * for visitors is kept only if it sent none outside a cache's load (decision 090).
 */
const STATEMENTS = { logQuery: () => noteStatement() };

export interface RowsResult<Row> {
  rows: Row[];
  rowCount?: number | null;
  affectedRows?: number;
}
export interface RowsResultHKT extends PgQueryResultHKT {
  type: RowsResult<this["row"]>;
}
export type Db = PgDatabase<RowsResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: "pglite" | "postgres";
  /** The connection string (PostgreSQL only). */
  url?: string;
  /**
   * PGlite only: the queue of its one connection, where list statements go ahead of queued searches
   * (server/db/query-gate.ts, docs/decisions/039-embedded-search-lane.md).
   */
  gate?: QueryGate;
  /**
   * PostgreSQL only: a few connections of their own for the read caches' row checks (docs/decisions/099),
   * so that a check — which every read of its cache waits for — never queues behind the searches that hold
   * the main pool. PGlite needs none: its gate runs the checks in the short lane, ahead of queued searches.
   */
  checks?: Db;
  /**
   * Applies the migrations this database has not run yet. PGlite (one instance: nothing older can be
   * alive) then runs the post-deploy ones too (docs/decisions/074-post-deploy-migrations.md).
   */
  migrate(): Promise<void>;
  /**
   * Applies the post-deploy (contract) migrations of `folder` (default `migrations/post-deploy/`) not run
   * yet, recorded in a table of their own. Callers hold the "appsec:post-deploy" lock (server/db/post-deploy.ts).
   */
  migratePostDeploy(folder?: string): Promise<void>;
  /**
   * Listens to NOTIFY on `channels` (from any process on this database) on one dedicated connection that
   * never gives up (see ChangeListener): `on.message` gets each notification, `on.state` each change
   * between listening (true) and reconnecting (false).
   */
  listen(channels: readonly string[], on: ListenHandlers): Promise<ChangeListener>;
  /**
   * Runs `fn` while holding a PostgreSQL session advisory lock, so that several instances starting
   * together migrate and seed one after the other (PGlite is single-process: it just runs `fn`).
   */
  withLock<T>(name: string, fn: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export interface ListenHandlers {
  message(channel: string, payload: string): void;
  state?(up: boolean): void;
}

/**
 * A LISTEN that never gives up. While it is down nothing that a missed notification could make wrong
 * may be trusted (caches are bypassed, session versions read per request: decision 027).
 */
export interface ChangeListener {
  /** True while notifications are received; false from a dropped connection until it listens again. */
  readonly up: boolean;
  /**
   * Resolves once every notification committed before the call has reached the handlers: a round trip
   * on the listening connection, which PostgreSQL answers only after sending the notifications it has
   * queued for it. A write request awaits it, so that its writer's next read sees the change.
   */
  fence(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * The listener's heartbeat: a beat every 250 ms, heard back within 600 ms, so that a stalled connection is
 * noticed within a second; a fence waits as long.
 */
export const LISTENER_TIMING = { heartbeatMs: 250, deadlineMs: 600 } as const;

/** Reconnect delays: exponential from 250 ms to 10 s, each with up to 50 % random jitter. */
export function backoffMs(attempt: number, random = Math.random): number {
  const base = Math.min(10_000, 250 * 2 ** Math.min(attempt, 6));
  return Math.round(base * (1 - random() * 0.5));
}

/** Timeouts on PostgreSQL (decision 027): no request waits without bound on a lock or a connection. */
export const PG_TIMEOUTS = {
  /** A statement running longer is cancelled (57014). */
  statementMs: 5_000,
  /** A statement waiting this long for a lock gives up (55P03): a locked table slows only its readers. */
  lockMs: 2_000,
  /** Waiting for a pooled connection (or connecting) gives up after this. */
  acquireMs: 3_000,
  /** A transaction left idle is ended by the server. */
  idleInTransactionMs: 10_000,
} as const;

export const migrationsFolder = join(dirname(fileURLToPath(import.meta.url)), "migrations");
/** The contract steps that run only once no instance of the previous release is alive (decision 074). */
export const postDeployFolder = join(migrationsFolder, "post-deploy");
/** Where drizzle's migrator records the post-deploy migrations it ran (beside `drizzle.__drizzle_migrations`). */
export const POST_DEPLOY_TABLE = "__drizzle_post_deploy_migrations";

/** A pool for requests' statements, with the request timeouts (decision 027); `name` its application_name. */
function requestPool(url: string, max: number, name?: string) {
  const pool = new pg.Pool({
    connectionString: url,
    max,
    ...(name ? { application_name: name } : {}),
    connectionTimeoutMillis: PG_TIMEOUTS.acquireMs,
    statement_timeout: PG_TIMEOUTS.statementMs,
    lock_timeout: PG_TIMEOUTS.lockMs,
    idle_in_transaction_session_timeout: PG_TIMEOUTS.idleInTransactionMs,
  });
  // An idle client dropped by the server (restart, failover, DROP DATABASE … FORCE) must not crash
  // the process; the pool replaces it on the next query.
  pool.on("error", (err) =>
    process.stderr.write(`${JSON.stringify({ level: "warn", msg: "idle database client error", error: err.message })}\n`),
  );
  return pool;
}

/**
 * PostgreSQL when a URL is given, else embedded PGlite in `pgliteDir` ("memory://" for tests). `thread`
 * (PGlite only): PGlite runs in a worker thread, so that its statements no longer hold the event loop
 * (docs/decisions/046-embedded-database-in-a-worker-thread.md); the server starts so, tests in-process.
 */
export async function openDatabase(opts: {
  url?: string;
  pgliteDir?: string;
  /** In-process PGlite only: start from this data directory (a `migratedPgliteTarball()`) instead of running initdb. */
  pgliteFrom?: Blob;
  thread?: boolean;
  /** With `thread`: called when the database's thread stops on its own (the server then exits to be restarted). */
  onThreadFailure?: (err: Error) => void;
}): Promise<Database> {
  if (opts.url) {
    const pool = requestPool(opts.url, 10);
    const db: Db = drizzlePg(pool, { schema, logger: STATEMENTS });
    const checkPool = requestPool(opts.url, 3, "appsec-checks");
    const listeners = new Set<() => Promise<void>>();
    return {
      db,
      checks: drizzlePg(checkPool, { schema, logger: STATEMENTS }),
      kind: "postgres",
      url: opts.url,
      // Migrations run on a connection of their own, without the request timeouts (an index build may take a while).
      migrate: async () => {
        const client = new pg.Client({ connectionString: opts.url });
        await client.connect();
        try {
          await migratePg(drizzlePg(client, { schema }), { migrationsFolder });
        } finally {
          await client.end().catch(() => {});
        }
      },
      migratePostDeploy: async (folder = postDeployFolder) => {
        const client = new pg.Client({ connectionString: opts.url });
        await client.connect();
        try {
          await migratePg(drizzlePg(client, { schema }), { migrationsFolder: folder, migrationsTable: POST_DEPLOY_TABLE });
        } finally {
          await client.end().catch(() => {});
        }
      },
      // On a connection of its own, without the request timeouts: the next instance waits for the lock
      // as long as the first one migrates and seeds.
      withLock: async (name, fn) => {
        const client = new pg.Client({ connectionString: opts.url });
        await client.connect();
        try {
          await client.query("SELECT pg_advisory_lock(hashtext($1))", [name]);
          return await fn();
        } finally {
          await client.query("SELECT pg_advisory_unlock(hashtext($1))", [name]).catch(() => {});
          await client.end().catch(() => {});
        }
      },
      listen: async (channels, on) => {
        const listener = await listenPg(opts.url!, channels, on);
        const stop = listener.stop;
        listeners.add(stop);
        return {
          get up() {
            return listener.up;
          },
          fence: listener.fence,
          stop: async () => {
            listeners.delete(stop);
            await stop();
          },
        };
      },
      close: async () => {
        await Promise.all([...listeners].map((stop) => stop()));
        await Promise.all([pool.end(), checkPool.end()]);
      },
    };
  }
  const dir = opts.pgliteDir ?? "memory://";
  if (!dir.startsWith("memory://")) mkdirSync(dirname(dir), { recursive: true });
  if (opts.thread) {
    const thread = await PgliteThread.create(dir, opts.onThreadFailure);
    // The worker posts a transaction's notifications before its COMMIT's reply on the same port, so they
    // are handled first; a fence is a round trip to the worker, after everything it sent before.
    return pgliteDatabase(thread, { fence: () => thread.fence() });
  }
  // In-process: PGlite hands a transaction's notifications over before its COMMIT resolves, so the
  // listener is always up and a fence has nothing to wait for.
  const client = await PGlite.create(dir, { extensions: { pg_trgm, citext }, loadDataDir: opts.pgliteFrom });
  return pgliteDatabase(client, { fence: async () => {} });
}

/**
 * An empty embedded database with every migration applied, as a tarball for `openDatabase({ pgliteFrom })`.
 * The server tests start each file from one made once per run: initdb and the migrations took most of a
 * file's set-up (docs/decisions/050-ci-gate-time.md).
 */
export async function migratedPgliteTarball(): Promise<Blob> {
  const client = await PGlite.create("memory://", { extensions: { pg_trgm, citext } });
  try {
    const db = drizzlePglite(client, { schema });
    await migratePglite(db, { migrationsFolder });
    await migratePglite(db, { migrationsFolder: postDeployFolder, migrationsTable: POST_DEPLOY_TABLE });
    return await client.dumpDataDir("none");
  } finally {
    await client.close();
  }
}

/**
 * An embedded database, in process (PGlite) or in a worker thread (PgliteThread, decision 046): both
 * answer drizzle's query, exec and transaction alike, behind one query gate. Its listener is always up;
 * `fence` is what waits for the notifications committed before it.
 */
function pgliteDatabase(client: PGlite | PgliteThread, opts: { fence: () => Promise<void> }): Database {
  const gate = new QueryGate();
  // drizzle's driver only calls query, exec and transaction, which PgliteThread answers like PGlite.
  const pdb = drizzlePglite(gatedPglite(client, gate) as PGlite, { schema, logger: STATEMENTS });
  return {
    db: pdb satisfies Db,
    kind: "pglite",
    gate,
    // One instance: nothing of the previous release can be alive, so the contract steps follow at once.
    migrate: async () => {
      await migratePglite(pdb, { migrationsFolder });
      await migratePglite(pdb, { migrationsFolder: postDeployFolder, migrationsTable: POST_DEPLOY_TABLE });
    },
    migratePostDeploy: (folder = postDeployFolder) => migratePglite(pdb, { migrationsFolder: folder, migrationsTable: POST_DEPLOY_TABLE }),
    withLock: (_name, fn) => fn(),
    listen: async (channels, on) => {
      const unsubscribes = await Promise.all(channels.map((ch) => client.listen(ch, (payload: string) => on.message(ch, payload))));
      return {
        up: true,
        fence: opts.fence,
        stop: async () => {
          // A closed database has nothing left to unlisten (PGlite would reject the statement).
          if (!client.closed) await Promise.all(unsubscribes.map((u) => u()));
        },
      };
    },
    close: () => client.close(),
  };
}

/**
 * LISTEN on a dedicated PostgreSQL connection that never gives up: a dropped connection (error, end, or a
 * heartbeat not heard back in time) reports down, then reconnects with backoff and jitter until it listens
 * again, and reports up. Resolves once listening, or (database unreachable at start) once the first
 * attempt failed, with the listener down and reconnecting.
 *
 * A connection that stops answering without closing (a stalled network path, no RST) is noticed within
 * a second (decision 027's fail-closed path, as for a cut): every `heartbeatMs` the listener sends a
 * NOTIFY on its own channel through its own connection and expects it back within `deadlineMs`;
 * TCP keepalive and the server's `tcp_user_timeout` end such a connection at the socket level too.
 * A fence waits at most `deadlineMs` as well: it then drops the connection and fails as "unavailable"
 * (the write's request answers 503, it does not hang).
 */
export async function listenPg(
  url: string,
  channels: readonly string[],
  on: ListenHandlers,
  opts: { heartbeatMs?: number; deadlineMs?: number; backoff?: (attempt: number) => number } = {},
): Promise<ChangeListener> {
  const heartbeatMs = opts.heartbeatMs ?? LISTENER_TIMING.heartbeatMs;
  const deadlineMs = opts.deadlineMs ?? LISTENER_TIMING.deadlineMs;
  // This listener's own heartbeat channel: no other instance hears its beats.
  const beatChannel = `appsec_beat_${randomUUID().replace(/-/g, "").slice(0, 16)}`;
  let beat: { token: string; since: number } | null = null;
  let beats = 0;
  const backoff = opts.backoff ?? ((n: number) => backoffMs(n));
  let stopped = false;
  let client: pg.Client | null = null;
  let up = false;
  let attempt = 0;
  let retry: NodeJS.Timeout | undefined;
  const setUp = (value: boolean) => {
    if (up === value) return;
    up = value;
    on.state?.(value);
  };
  const drop = (c: pg.Client) => {
    if (client !== c) return;
    client = null;
    c.end().catch(() => {});
    setUp(false);
    schedule();
  };
  const schedule = () => {
    if (stopped || retry) return;
    retry = setTimeout(() => {
      retry = undefined;
      void connect();
    }, backoff(attempt++));
    retry.unref();
  };
  const connect = async (): Promise<void> => {
    if (stopped) return;
    const c = new pg.Client({
      connectionString: url,
      keepAlive: true,
      keepAliveInitialDelayMillis: 1_000,
      connectionTimeoutMillis: 5_000,
      application_name: "appsec-listener",
      // The server's side of the socket: unacknowledged data or silent keepalives end it within seconds.
      options: "-c tcp_user_timeout=2000 -c tcp_keepalives_idle=1 -c tcp_keepalives_interval=1 -c tcp_keepalives_count=2",
    });
    c.on("notification", (n) => {
      if (n.channel === beatChannel) {
        if (client === c && beat?.token === n.payload) beat = null;
        return;
      }
      if (channels.includes(n.channel)) on.message(n.channel, n.payload ?? "");
    });
    c.on("error", () => drop(c));
    c.on("end", () => drop(c));
    try {
      await c.connect();
      for (const ch of [...channels, beatChannel]) await c.query(`LISTEN "${ch.replace(/"/g, "")}"`);
    } catch {
      c.removeAllListeners("end");
      c.end().catch(() => {});
      if (client === null) schedule();
      return;
    }
    if (stopped) {
      await c.end().catch(() => {});
      return;
    }
    client = c;
    beat = null;
    attempt = 0;
    setUp(true);
  };
  /**
   * A round trip on the listening connection that starts after this call: concurrent fences share one. The
   * one under way may have started before the caller's write committed, so a fence that comes while it is
   * in flight waits for the next, which starts when it ends and is shared by every fence that came since:
   * at most two `SELECT 1` at a time, however many writes fence at once.
   */
  let trip: { client: pg.Client; answer: Promise<"ok" | "failed"> } | null = null;
  let nextTrip: { client: pg.Client; answer: Promise<"ok" | "failed"> } | null = null;
  const startTrip = (c: pg.Client) => {
    const answer = c.query("SELECT 1").then(
      () => "ok" as const,
      () => "failed" as const,
    );
    const t = { client: c, answer };
    trip = t;
    void answer.then(() => {
      if (trip === t) trip = null;
    });
    return answer;
  };
  const roundTrip = (c: pg.Client): Promise<"ok" | "failed"> => {
    if (!trip || trip.client !== c) return startTrip(c);
    if (nextTrip?.client === c) return nextTrip.answer;
    const queued = {
      client: c,
      answer: trip.answer.then(() => {
        if (nextTrip === queued) nextTrip = null;
        return startTrip(c);
      }),
    };
    nextTrip = queued;
    return queued.answer;
  };
  // Each beat: the last one heard back in time, or the connection is dropped (down, then reconnecting).
  const heartbeat = setInterval(() => {
    const c = client;
    if (!c) return;
    const now = performance.now();
    if (beat) {
      // Overdue: judged after this turn's I/O (setImmediate), so that a beat already waiting on the socket
      // behind a busy event loop counts as heard.
      const late = beat;
      if (now - late.since > deadlineMs) setImmediate(() => beat === late && client === c && drop(c));
      return;
    }
    beat = { token: String(++beats), since: now };
    c.query("SELECT pg_notify($1, $2)", [beatChannel, beat.token]).catch(() => drop(c));
  }, heartbeatMs);
  heartbeat.unref();
  await connect();
  return {
    get up() {
      return up;
    },
    fence: async () => {
      const c = client;
      if (!c) return;
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<"late">((resolve) => (timer = setTimeout(() => setImmediate(() => resolve("late")), deadlineMs)));
      const answered = await Promise.race([roundTrip(c), late]);
      clearTimeout(timer);
      if (answered === "ok") return;
      // Not answered in time: the notifications of the write may never come; what was kept goes (down),
      // and the write's request hears "unavailable" rather than waiting on a stalled connection.
      drop(c);
      throw Object.assign(new Error("the change listener did not answer: connection failure"), { code: "08006" });
    },
    stop: async () => {
      stopped = true;
      clearInterval(heartbeat);
      clearTimeout(retry);
      const c = client;
      client = null;
      if (c) {
        c.removeAllListeners("end");
        await c.end().catch(() => {});
      }
    },
  };
}

/** Runs raw SQL and returns its rows, typed by the caller (same shape on both drivers). */
export async function queryRows<T extends Record<string, unknown>>(db: Db, query: SQL): Promise<T[]> {
  return (await db.execute<T>(query)).rows;
}
