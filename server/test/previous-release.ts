import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { NodePgDatabase } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgliteDatabase } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { afterAll, beforeAll, expect } from "vitest";
import { openDatabase, type Database } from "../db/client";
import { createThrowawayDatabase } from "../db/throwaway";

const MIGRATIONS = join(import.meta.dirname, "../db/migrations");

export interface PreviousRelease {
  /** The file's own empty database (a new PGlite in memory, or a throw-away PostgreSQL database). */
  readonly database: Database;
  /** Applies the previous release's migrations: every one before the migration under test. */
  migratePrevious(): Promise<unknown>;
  /** Applies every migration of this release (the one under test and any after it). */
  migrateAll(): Promise<unknown>;
}

/**
 * A migration test's fixture: a database of its own (not the run's migrated template) and a copy of the
 * migrations folder whose journal ends just before `migration`, so a test can write the previous release's
 * rows, then migrate and check them. Registers its own beforeAll/afterAll.
 */
export function setupPreviousRelease(migration: string, prefix: string): PreviousRelease {
  let database: Database | undefined;
  let drop: () => Promise<void> = async () => {};
  let previous = "";
  const migrateFrom = (migrationsFolder: string) => {
    if (!database) throw new Error("setupPreviousRelease: the database is opened in beforeAll");
    return database.kind === "pglite"
      ? migratePglite(database.db as unknown as PgliteDatabase, { migrationsFolder })
      : migratePg(database.db as unknown as NodePgDatabase, { migrationsFolder });
  };

  beforeAll(async () => {
    if (process.env.TEST_DATABASE_URL) ({ database, drop } = await createThrowawayDatabase(process.env.TEST_DATABASE_URL, prefix));
    else {
      const opened = await openDatabase({ pgliteDir: "memory://" });
      database = opened;
      drop = () => opened.close();
    }
    previous = mkdtempSync(join(tmpdir(), "previous-migrations-"));
    cpSync(MIGRATIONS, previous, { recursive: true });
    const journal = JSON.parse(readFileSync(join(MIGRATIONS, "meta/_journal.json"), "utf8")) as { entries: { tag: string }[] };
    const at = journal.entries.findIndex((e) => e.tag === migration);
    expect(at).toBeGreaterThan(0);
    writeFileSync(join(previous, "meta/_journal.json"), JSON.stringify({ ...journal, entries: journal.entries.slice(0, at) }));
  });

  afterAll(async () => {
    await drop();
    if (previous) rmSync(previous, { recursive: true, force: true });
  });

  return {
    get database() {
      if (!database) throw new Error("setupPreviousRelease: the database is opened in beforeAll");
      return database;
    },
    migratePrevious: () => migrateFrom(previous),
    migrateAll: () => migrateFrom(MIGRATIONS),
  };
}
