import { randomUUID } from "node:crypto";
import pg from "pg";
import { openDatabase, type Database } from "./client";

/** A new empty PostgreSQL database next to `adminUrl`, dropped by `drop()` (tests, bench). */
export async function createThrowawayDatabase(
  adminUrl: string,
  prefix: string,
): Promise<{ database: Database; drop: () => Promise<void> }> {
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
  await run(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString() });
  return {
    database,
    drop: async () => {
      await database.close();
      await run(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}
