import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { describe, expect, inject, it } from "vitest";
import { queryRows } from "../db/client";
import { setupTestContext } from "./setup";

const ctx = setupTestContext();
const journal = JSON.parse(readFileSync(join(import.meta.dirname, "../db/migrations/meta/_journal.json"), "utf8")) as {
  entries: { tag: string }[];
};

describe("the test database of a file (decision 050)", () => {
  it("is a copy of the one migrated once for the run", () => {
    if (process.env.TEST_DATABASE_URL) expect(inject("pgTemplate")).toMatch(/^tmpl_[0-9a-f]{16}$/);
    else expect(existsSync(inject("pgliteTarball") ?? "")).toBe(true);
  });

  it("has every migration applied, each once, and no rows in the app's tables", async () => {
    const applied = await queryRows<{ n: number }>(ctx.database.db, sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
    expect(applied[0]?.n).toBe(journal.entries.length);
    const tables = await queryRows<{ tablename: string }>(
      ctx.database.db,
      sql`select tablename from pg_tables where schemaname = 'public'`,
    );
    expect(tables.length).toBeGreaterThan(20);
    for (const { tablename } of tables) {
      const [row] = await queryRows<{ n: number }>(ctx.database.db, sql.raw(`select count(*)::int as n from "${tablename}"`));
      expect(row?.n, tablename).toBe(0);
    }
  });
});
