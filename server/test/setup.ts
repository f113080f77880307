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
 * when TEST_DATABASE_URL is set), emptied before each test. The database starts as a copy of the one
 * test/global-setup.ts migrated for the run; `migrate()` then finds nothing left to apply.
 */
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
      const tarball = inject("pgliteTarball");
      database = await openDatabase({ pgliteDir: "memory://", pgliteFrom: tarball ? new Blob([readFileSync(tarball)]) : undefined });
      drop = () => database.close();
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
      const names = rows.map((r) => `"${r.tablename}"`).join(", ");
      if (names) await database.db.execute(sql.raw(`TRUNCATE ${names} RESTART IDENTITY CASCADE`));
      // The TRUNCATE's notifications reach the listener a moment later on PostgreSQL: wait for them first.
      await deps.changes.fence();
      deps.caches.clear();
    };
  });

  beforeEach(async () => {
    await ctx.reset();
  });

  afterAll(async () => {
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
