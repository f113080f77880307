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
  migrate(): Promise<void>;
  /**
   * Calls `onMessage` with each NOTIFY payload on `channel` (from any process on this database).
   * On PostgreSQL a dedicated connection listens and reconnects after an error; while it is down
   * `onMessage("")` is called so that callers drop what they cache. Resolves to a stop function.
   */
  listen(channel: string, onMessage: (payload: string) => void): Promise<() => Promise<void>>;
  /**
   * Runs `fn` while holding a PostgreSQL session advisory lock, so that several instances starting
   * together migrate and seed one after the other (PGlite is single-process: it just runs `fn`).
   */
  withLock<T>(name: string, fn: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

const migrationsFolder = join(dirname(fileURLToPath(import.meta.url)), "migrations");

/** PostgreSQL when a URL is given, else embedded PGlite in `pgliteDir` ("memory://" for tests). */
export async function openDatabase(opts: { url?: string; pgliteDir?: string }): Promise<Database> {
  if (opts.url) {
    const pool = new pg.Pool({ connectionString: opts.url, max: 10 });
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
      migrate: () => migratePg(drizzlePg(pool, { schema }), { migrationsFolder }),
      withLock: async (name, fn) => {
        const client = await pool.connect();
        try {
          await client.query("SELECT pg_advisory_lock(hashtext($1))", [name]);
          return await fn();
        } finally {
          await client.query("SELECT pg_advisory_unlock(hashtext($1))", [name]).catch(() => {});
          client.release();
        }
      },
      listen: async (channel, onMessage) => {
        const stop = await listenPg(opts.url!, channel, onMessage);
        listeners.add(stop);
        return async () => {
          listeners.delete(stop);
          await stop();
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
  const client = await PGlite.create(dir, { extensions: { pg_trgm, citext } });
  const pdb = drizzlePglite(client, { schema });
  return {
    db: pdb satisfies Db,
    kind: "pglite",
    migrate: () => migratePglite(pdb, { migrationsFolder }),
    withLock: (_name, fn) => fn(),
    listen: async (channel, onMessage) => {
      const unsubscribe = await client.listen(channel, onMessage);
      return async () => {
        if (!client.closed) await unsubscribe();
      };
    },
    close: () => client.close(),
  };
}

/** LISTEN on a dedicated PostgreSQL connection that comes back after errors (1 s back-off). */
async function listenPg(url: string, channel: string, onMessage: (payload: string) => void) {
  let stopped = false;
  let client: pg.Client | null = null;
  const connect = async (): Promise<void> => {
    const c = new pg.Client({ connectionString: url });
    c.on("notification", (n) => {
      if (n.channel === channel) onMessage(n.payload ?? "");
    });
    c.on("error", () => {
      onMessage("");
      client = null;
      c.end().catch(() => {});
      if (!stopped) setTimeout(() => void connect().catch(() => onMessage("")), 1000).unref();
    });
    await c.connect();
    await c.query(`LISTEN "${channel.replace(/"/g, "")}"`);
    client = c;
  };
  await connect();
  return async () => {
    stopped = true;
    await client?.end().catch(() => {});
  };
}

/** Runs raw SQL and returns its rows, typed by the caller (same shape on both drivers). */
export async function queryRows<T extends Record<string, unknown>>(db: Db, query: SQL): Promise<T[]> {
  return (await db.execute<T>(query)).rows;
}
