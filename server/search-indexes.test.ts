import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { queryRows } from "./db/client";
import { setupTestContext } from "./test/setup";

/**
 * The GIN indexes a search reads on every request hold no pending list (docs/decisions/025,
 * 094-never-asked-search-speed.md): with fastupdate on, the rows written since the last vacuum wait in a list
 * that every scan reads in full, so a search costs more with every write until autovacuum comes by.
 */
describe("search indexes", () => {
  const ctx = setupTestContext();

  it("every GIN index of the searched tables is built without fastupdate", async () => {
    const rows = await queryRows<{ index: string; options: string[] | null }>(
      ctx.database.db,
      sql`select i.relname as index, i.reloptions as options
          from pg_index x join pg_class i on i.oid = x.indexrelid join pg_class t on t.oid = x.indrelid
          join pg_am a on a.oid = i.relam
          where a.amname = 'gin' and t.relname in ('jobs', 'profiles')
          order by 1`,
    );
    // (The word dictionaries keep their pending list: each profile or job write rewrites its words' counts,
    // and their lists stay short: migration 0054.)
    const searched = rows;
    expect(searched.map((r) => r.index)).toEqual(expect.arrayContaining(["profiles_expertise_lower_gin_idx", "jobs_skills_lower_idx"]));
    expect(searched.filter((r) => !(r.options ?? []).includes("fastupdate=off")).map((r) => r.index)).toEqual([]);
  });
});
