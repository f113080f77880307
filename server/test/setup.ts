import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, inject } from "vitest";
import { createApp } from "../app";
import { createDeps } from "../bootstrap";
import { loadConfig } from "../config";
import { openDatabase, queryRows, type Database } from "../db/client";
import { createThrowawayDatabase } from "../db/throwaway";
import type { AppDeps } from "../lib/context";
import { createLogger } from "../lib/logger";
import { createLocalStorage } from "../lib/storage";

export const BASE_URL = "http://localhost:3000";

export interface RequestOptions {
  method?: string;
  json?: unknown;
  body?: BodyInit;
  cookie?: string;
  headers?: Record<string, string>;
  /** Send no Origin header (to test the same-origin rule). */
  noOrigin?: boolean;
}

export interface TestContext {
  deps: AppDeps;
  app: ReturnType<typeof createApp>;
  database: Database;
  request(path: string, opts?: RequestOptions): Promise<Response>;
  reset(): Promise<void>;
}

/**
 * One database and app per test file (PGlite in memory, or a throw-away PostgreSQL database
 * when TEST_DATABASE_URL is set), emptied before each test (every public table left without rows). The database starts as a copy of the one
 * test/global-setup.ts migrated for the run; `migrate()` then finds nothing left to apply.
 */
/**
 * The embedded database a test worker opens once (docs/decisions/081-shared-test-workers.md): the server
 * project runs with `isolate: false`, so the files a worker runs share its modules and this promise.
 * Opening PGlite costs 3.5-5 s of CPU a file; each file still starts with every table empty (`reset()`
 * before each test) and its own app, caches, listeners, scheduler and mailer, stopped after its last test.
 */
let workerPglite: Promise<Database> | undefined;
const openWorkerPglite = () => {
  const tarball = inject("pgliteTarball");
  workerPglite ??= openDatabase({ pgliteDir: "memory://", pgliteFrom: tarball ? new Blob([readFileSync(tarball)]) : undefined });
  return workerPglite;
};

export function setupTestContext(options: { env?: Record<string, string>; now?: () => Date } = {}): TestContext {
  const ctx = {} as TestContext;
  let drop: () => Promise<void> = async () => {};
  let dataDir = "";

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), "appsec-test-"));
    let database: Database;
    if (process.env.TEST_DATABASE_URL) {
      const made = await createThrowawayDatabase(process.env.TEST_DATABASE_URL, "t", inject("pgTemplate"));
      database = made.database;
      drop = made.drop;
    } else {
      database = await openWorkerPglite();
      // The worker's next file gets the database: only this file's own services go (below).
      drop = async () => {};
    }
    await database.migrate();
    const config = loadConfig({
      NODE_ENV: "test",
      DATA_DIR: dataDir,
      BASE_URL: BASE_URL,
      AUTH_SECRET: "test-secret-test-secret-test-secret-123",
      LOG_LEVEL: "silent",
      ...options.env,
    } as NodeJS.ProcessEnv);
    const { deps } = await createDeps(config, {
      database,
      logger: createLogger("silent"),
      storage: createLocalStorage(join(dataDir, "uploads")),
      deliverOnSend: false,
      now: options.now,
    });
    ctx.deps = deps;
    ctx.database = database;
    ctx.app = createApp(deps);
    ctx.request = (path, opts = {}) => {
      const headers: Record<string, string> = { ...(opts.headers ?? {}) };
      if (!opts.noOrigin) headers.origin ??= BASE_URL;
      if (opts.cookie) headers.cookie = opts.cookie;
      let body = opts.body;
      if (opts.json !== undefined) {
        headers["content-type"] = "application/json";
        body = JSON.stringify(opts.json);
      }
      return Promise.resolve(ctx.app.request(path, { method: opts.method ?? (body ? "POST" : "GET"), headers, body }));
    };
    ctx.reset = async () => {
      const rows = await queryRows<{ tablename: string }>(database.db, sql`select tablename from pg_tables where schemaname = 'public'`);
      // Empties only the tables holding rows, with DELETE: a TRUNCATE costs per table (new files for it and
      // each index, and CASCADE from "user" names nearly all of them): 0.3-1 s a test on PGlite, against a
      // few ms for the few rows a test writes (docs/decisions/069-gate-time.md). The replica role skips the
      // foreign-key and other triggers (order does not matter; staff_actions' append-only rule stays out of
      // the way, as it did for TRUNCATE); the notifications a TRUNCATE sends are then sent by hand, so another
      // app instance on this database (a test's second "process") drops its caches as before.
      const probe = rows.map((r) => `SELECT '${r.tablename}' AS tablename WHERE EXISTS (SELECT 1 FROM "${r.tablename}")`);
      const filled = probe.length ? await queryRows<{ tablename: string }>(database.db, sql.raw(probe.join(" UNION ALL "))) : [];
      if (filled.length) {
        const names = filled.map((r) => r.tablename);
        const onTruncate = await queryRows<{ tablename: string; fn: string }>(
          database.db,
          sql`select c.relname as tablename, p.proname as fn from pg_trigger t join pg_class c on c.oid = t.tgrelid
              join pg_namespace n on n.oid = c.relnamespace join pg_proc p on p.oid = t.tgfoid
              where n.nspname = 'public' and not t.tgisinternal and (t.tgtype & 32) <> 0
              and c.relname in (${sql.join(
                names.map((n) => sql`${n}`),
                sql`, `,
              )})`,
        );
        await database.db.transaction(async (tx) => {
          await tx.execute(sql`SET LOCAL session_replication_role = replica`);
          for (const name of names) await tx.execute(sql.raw(`DELETE FROM "${name}"`));
          for (const t of onTruncate) {
            if (t.fn === "lists_changed_notify") await tx.execute(sql`select pg_notify('lists_changed', ${t.tablename})`);
            else if (t.fn === "rows_changed_notify") await tx.execute(sql`select pg_notify('rows_changed', ${`${t.tablename}|*`})`);
            else throw new Error(`test reset: send what TRUNCATE trigger ${t.fn} on ${t.tablename} sends`);
          }
        });
      }
      // Notifications of the test's own writes reach the listener a moment later on PostgreSQL: wait for them first.
      await deps.changes.fence();
      deps.caches.clear();
    };
  });

  beforeEach(async () => {
    await ctx.reset();
  });

  afterAll(async () => {
    // Nothing of this file may act after it: the next file of the worker shares the modules and, on PGlite,
    // the database (a scheduler or mailer left running would deliver that file's mails).
    const deps = ctx.deps as AppDeps | undefined;
    if (deps) {
      await Promise.all([deps.mailer.stop(1000, 0), deps.scheduler.stop()]);
      await deps.sessions.stop();
      await deps.changes.stop();
    }
    await drop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  return ctx;
}

/** Cookie header from a response's Set-Cookie lines. */
export const cookieFrom = (res: Response) =>
  res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0] ?? "")
    .filter((c) => c && !c.endsWith("="))
    .join("; ");
