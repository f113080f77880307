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
import { gatedPglite, QueryGate } from "./query-gate";
import { PgliteThread } from "./pglite-thread";

/** What both drivers answer for raw SQL (`db.execute`): node-postgres' QueryResult and PGlite's Results. */
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
  migrate(): Promise<void>;
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

const migrationsFolder = join(dirname(fileURLToPath(import.meta.url)), "migrations");

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
    const pool = new pg.Pool({
      connectionString: opts.url,
      max: 10,
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
    const db: Db = drizzlePg(pool, { schema });
    const listeners = new Set<() => Promise<void>>();
    return {
      db,
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
        await pool.end();
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
    await migratePglite(drizzlePglite(client, { schema }), { migrationsFolder });
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
  const pdb = drizzlePglite(gatedPglite(client, gate) as PGlite, { schema });
  return {
    db: pdb satisfies Db,
    kind: "pglite",
    gate,
    migrate: () => migratePglite(pdb, { migrationsFolder }),
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
 * heartbeat unanswered for 5 s) reports down, then reconnects with backoff and jitter until it listens
 * again, and reports up. Resolves once listening, or (database unreachable at start) once the first
 * attempt failed, with the listener down and reconnecting.
 */
export async function listenPg(
  url: string,
  channels: readonly string[],
  on: ListenHandlers,
  opts: { heartbeatMs?: number; backoff?: (attempt: number) => number } = {},
): Promise<ChangeListener> {
  const heartbeatMs = opts.heartbeatMs ?? 10_000;
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
      connectionTimeoutMillis: 5_000,
      application_name: "appsec-listener",
    });
    c.on("notification", (n) => {
      if (channels.includes(n.channel)) on.message(n.channel, n.payload ?? "");
    });
    c.on("error", () => drop(c));
    c.on("end", () => drop(c));
    try {
      await c.connect();
      for (const ch of channels) await c.query(`LISTEN "${ch.replace(/"/g, "")}"`);
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
    attempt = 0;
    setUp(true);
  };
  const ping = async (c: pg.Client) => {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<"late">((resolve) => (timer = setTimeout(() => resolve("late"), 5_000)));
    const answered = await Promise.race([
      c.query("SELECT 1").then(
        () => "ok" as const,
        () => "late" as const,
      ),
      late,
    ]);
    clearTimeout(timer);
    if (answered === "late") drop(c);
  };
  const heartbeat = setInterval(() => {
    if (client) void ping(client);
  }, heartbeatMs);
  heartbeat.unref();
  await connect();
  return {
    get up() {
      return up;
    },
    fence: async () => {
      const c = client;
      if (c) await c.query("SELECT 1").catch(() => {});
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
