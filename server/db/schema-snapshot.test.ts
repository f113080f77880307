import { execFile } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { dirname, join, relative } from "node:path";
import { promisify } from "node:util";
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, inject, it } from "vitest";
import { openDatabase, type Database } from "./client";
import { createThrowawayDatabase } from "./throwaway";

/**
 * drizzle-kit's view of the schema stays in step with the migrations (docs/decisions/066-schema-snapshots.md):
 * - `npm run db:generate` on a clean clone writes nothing: the snapshot of the latest migration is the
 *   schema in server/db/schema, so a schema change generates exactly that change;
 * - the schema files describe what the migrations create: the tables, columns, constraints and indexes
 *   of a migrated database equal those of a database made from the schema files alone.
 */
const root = join(import.meta.dirname, "..", "..");
const migrationsFolder = join(import.meta.dirname, "migrations");
const drizzleKitBin = join(dirname(createRequire(import.meta.url).resolve("drizzle-kit")), "bin.cjs");

const scratch = mkdtempSync(join(tmpdir(), "schema-snapshot-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** `drizzle-kit generate` with the project's drizzle.config.ts, writing into `out` instead; its output. */
async function generate(out: string): Promise<string> {
  const config = join(dirname(out), `${Math.random().toString(36).slice(2)}.drizzle.config.ts`);
  // drizzle-kit takes `out` relative to the working directory (an absolute one gets "./" put before it).
  writeFileSync(
    config,
    `import base from ${JSON.stringify(join(root, "drizzle.config.ts"))};\n` +
      `export default { ...base, out: ${JSON.stringify(relative(root, out))} };\n`,
  );
  // stdin closed: a question (a rename?) ends the run instead of waiting; the timeout is the backstop.
  const run = promisify(execFile)(process.execPath, [drizzleKitBin, "generate", "--config", config], {
    cwd: root,
    encoding: "utf8",
    timeout: 20_000,
  });
  run.child.stdin?.end();
  return (await run).stdout;
}

const files = (dir: string) => readdirSync(dir, { recursive: true, encoding: "utf8" }).sort();

describe("drizzle-kit snapshots (decision 066)", () => {
  it("the snapshots form one chain, and the journal's last migration has one", () => {
    const meta = join(migrationsFolder, "meta");
    const snapshots = readdirSync(meta)
      .filter((f) => /^\d{4}_snapshot\.json$/.test(f))
      .sort();
    const chain = snapshots.map((f) => JSON.parse(readFileSync(join(meta, f), "utf8")) as { id: string; prevId: string });
    chain.forEach((s, i) => {
      expect(s.prevId, snapshots[i]).toBe(i === 0 ? "00000000-0000-0000-0000-000000000000" : chain[i - 1]?.id);
    });
    const journal = JSON.parse(readFileSync(join(meta, "_journal.json"), "utf8")) as { entries: Array<{ idx: number }> };
    const last = journal.entries.at(-1)?.idx ?? 0;
    // A migration made by hand has none: make SQL-only ones with `npx drizzle-kit generate --custom --name <name>`
    // (server/db/migrations/README.md), which writes the empty file, its journal entry and its snapshot.
    expect(snapshots.at(-1), "the latest migration's snapshot").toBe(`${String(last).padStart(4, "0")}_snapshot.json`);
  });

  it("npm run db:generate on a clean checkout writes nothing", async () => {
    const copy = join(scratch, "migrations");
    cpSync(migrationsFolder, copy, { recursive: true });
    const output = await generate(copy);
    expect(output).toContain("No schema changes");
    expect(files(copy)).toEqual(files(migrationsFolder));
    expect(readFileSync(join(copy, "meta", "_journal.json"), "utf8")).toBe(
      readFileSync(join(migrationsFolder, "meta", "_journal.json"), "utf8"),
    );
  });

  // A copy of the migrated database and two drizzle-kit runs: ≈ 6 s alone, more on a busy machine.
  it("the schema files describe the tables, columns, constraints and indexes the migrations create", { timeout: 60_000 }, async () => {
    // From the schema files alone: drizzle-kit's whole CREATE script, as for an empty folder.
    const fresh = join(scratch, "fresh");
    mkdirSync(fresh);
    // One throwaway copy of this run's migrated database (server/test/global-setup.ts): its catalog, then
    // its public schema emptied and made again from the schema files, and the catalog again.
    const [{ database, drop }] = await Promise.all([openMigrated(), generate(fresh)]);
    const script = readdirSync(fresh).find((f) => f.endsWith(".sql"))!;
    const creates = readFileSync(join(fresh, script), "utf8")
      .split("--> statement-breakpoint")
      .map((s) => s.trim())
      .filter(Boolean);

    try {
      const want = await catalog(database);
      // Functions and triggers are not drizzle's: the generated columns and indexes call the migrations'
      // functions, so those come first (their bodies are checked when first called).
      const functions = await rows<{ def: string }>(
        database,
        `SELECT pg_get_functiondef(p.oid) AS def FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace
         WHERE n.nspname = 'public' AND NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.objid = p.oid AND d.deptype = 'e')`,
      );
      await database.db.transaction(async (tx) => {
        for (const statement of [
          "DROP SCHEMA public CASCADE",
          "CREATE SCHEMA public",
          "CREATE EXTENSION pg_trgm",
          "CREATE EXTENSION citext",
          "SET LOCAL check_function_bodies = off",
          ...functions.map((f) => f.def),
          ...creates,
        ]) {
          await tx.execute(sql.raw(statement));
        }
      });
      const got = await catalog(database);
      expect(want.length).toBeGreaterThan(500);
      expect({ onlyInTheMigratedDatabase: want.filter((l) => !got.includes(l)) }).toEqual({ onlyInTheMigratedDatabase: [] });
      expect({ onlyInTheSchemaFiles: got.filter((l) => !want.includes(l)) }).toEqual({ onlyInTheSchemaFiles: [] });
    } finally {
      await drop();
    }
  });
});

type Made = { database: Database; drop: () => Promise<void> };

/** A database with every migration applied: a copy of this run's migrated one (server/test/global-setup.ts). */
async function openMigrated(): Promise<Made> {
  let made: Made;
  if (process.env.TEST_DATABASE_URL) {
    made = await createThrowawayDatabase(process.env.TEST_DATABASE_URL, "snap", inject("pgTemplate"));
  } else {
    const tarball = inject("pgliteTarball");
    const database = await openDatabase({ pgliteDir: "memory://", pgliteFrom: tarball ? new Blob([readFileSync(tarball)]) : undefined });
    made = { database, drop: () => database.close() };
  }
  await made.database.migrate();
  return made;
}

async function rows<T>(database: Database, query: string): Promise<T[]> {
  return (await database.db.execute(sql.raw(query))).rows as T[];
}

/** One line per table, column, constraint and index of the public schema, as PostgreSQL prints them. */
async function catalog(database: Database): Promise<string[]> {
  const lines = await rows<{ line: string }>(
    database,
    `SELECT 'table ' || table_name || ' ' || table_type AS line
       FROM information_schema.tables WHERE table_schema = 'public'
     UNION ALL
     SELECT 'column ' || table_name || '.' || column_name || ' ' || udt_name || ' null=' || is_nullable
            || ' default=' || coalesce(column_default, '-') || coalesce(' generated=' || generation_expression, '')
       FROM information_schema.columns WHERE table_schema = 'public'
     UNION ALL
     SELECT 'constraint ' || c.conrelid::regclass || ' ' || c.conname || ' ' || pg_get_constraintdef(c.oid)
       FROM pg_constraint c JOIN pg_namespace n ON n.oid = c.connamespace WHERE n.nspname = 'public'
     UNION ALL
     SELECT 'index ' || indexdef FROM pg_indexes WHERE schemaname = 'public'`,
  );
  // drizzle-kit writes WITH (fastupdate=false), the migrations (fastupdate = off): the same setting.
  return lines.map((r) => r.line.replace("fastupdate='false'", "fastupdate=off")).sort();
}
