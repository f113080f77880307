import { randomUUID } from "node:crypto";
import pg from "pg";
import { openDatabase, type Database } from "./client";

/**
 * A new empty PostgreSQL database next to `adminUrl`, dropped by `drop()` (tests, bench); a copy of the
 * database `template` when given (it must have no connections meanwhile).
 */
export async function createThrowawayDatabase(
  adminUrl: string,
  prefix: string,
  template?: string,
): Promise<{ database: Database; name: string; drop: () => Promise<void> }> {
  const name = `${prefix}_${randomUUID().replace(/-/g, "").slice(0, 16)}`;
  const run = async (sql: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await run(template ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString() });
  return {
    database,
    name,
    drop: async () => {
      await database.close();
      await run(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}
