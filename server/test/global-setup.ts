import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { migratedPgliteTarball } from "../db/client";
import { createThrowawayDatabase } from "../db/throwaway";

declare module "vitest" {
  export interface ProvidedContext {
    /** A migrated empty PGlite data directory (tar file) that each test file starts from. */
    pgliteTarball?: string;
    /** A migrated empty PostgreSQL database that each test file's database is copied from. */
    pgTemplate?: string;
  }
}

/**
 * Migrates once per run, not once per test file (docs/decisions/050-ci-gate-time.md): test/setup.ts copies
 * this database for each file, then still runs `migrate()` (which finds nothing to do).
 */
export default async function setup(project: TestProject) {
  if (process.env.TEST_DATABASE_URL) {
    const adminUrl = process.env.TEST_DATABASE_URL;
    const made = await createThrowawayDatabase(adminUrl, "tmpl");
    await made.database.migrate();
    // As on PGlite (whose migrate() runs them): the tests run on the schema after the contract steps too.
    await made.database.migratePostDeploy();
    // A template must have no connections while it is copied.
    await made.database.close();
    project.provide("pgTemplate", made.name);
    return async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      try {
        await client.query(`DROP DATABASE IF EXISTS ${made.name} WITH (FORCE)`);
      } finally {
        await client.end();
      }
    };
  }
  const dir = mkdtempSync(join(tmpdir(), "appsec-pglite-"));
  const file = join(dir, "migrated.tar");
  writeFileSync(file, new Uint8Array(await (await migratedPgliteTarball()).arrayBuffer()));
  project.provide("pgliteTarball", file);
  return () => rmSync(dir, { recursive: true, force: true });
}
