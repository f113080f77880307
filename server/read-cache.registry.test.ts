import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { PAGE_PATTERNS } from "@common/paths";
import { queryRows } from "./db/client";
import { contactMessages } from "./db/schema";
import { normalisedPageUrl, PAGE_READS } from "./features/seo/page-reads";
import { setupTestContext } from "./test/setup";
import { declaredCaches, defineReadCache, withdrawReadCache } from "./lib/read-cache";

// The app's modules are loaded (setupTestContext builds the app), so every cache they declare is registered.
const ctx = setupTestContext();

/** Declared tables with no statement trigger sending NOTIFY lists_changed (a change the caches would never hear of). */
async function tablesWithoutTrigger(): Promise<string[]> {
  const rows = await queryRows<{ table: string }>(
    ctx.database.db,
    sql`select c.relname as "table" from pg_trigger t
        join pg_class c on c.oid = t.tgrelid
        join pg_proc p on p.oid = t.tgfoid
        where p.proname = 'lists_changed_notify' and not t.tgisinternal`,
  );
  const announced = new Set(rows.map((r) => r.table));
  const declared = new Set(declaredCaches().flatMap((c) => c.tables));
  return [...declared].filter((t) => !announced.has(t)).sort();
}

/**
 * Tables whose rows a cache judges (decision 049) without a rows_changed trigger for each of INSERT, UPDATE,
 * DELETE and TRUNCATE (those caches ignore the table's lists_changed: a missing trigger would leave them stale).
 */
async function judgedTablesWithoutRowTriggers(): Promise<string[]> {
  const rows = await queryRows<{ table: string; events: number }>(
    ctx.database.db,
    // tgtype bits: 4 INSERT, 8 DELETE, 16 UPDATE, 32 TRUNCATE.
    sql`select c.relname as "table", bit_or(t.tgtype::int & 60)::int as events from pg_trigger t
        join pg_class c on c.oid = t.tgrelid
        join pg_proc p on p.oid = t.tgfoid
        where p.proname = 'rows_changed_notify' and not t.tgisinternal
        group by c.relname`,
  );
  const covered = new Set(rows.filter((r) => r.events === 60).map((r) => r.table));
  const judged = new Set(declaredCaches().flatMap((c) => (c.rowTable ? [c.rowTable] : [])));
  return [...judged].filter((t) => !covered.has(t)).sort();
}

describe("the read cache registry (decision 027)", () => {
  it("every table whose rows a cache judges sends rows_changed on every kind of write (decision 049)", async () => {
    expect(
      declaredCaches()
        .filter((c) => c.rowTable)
        .map((c) => c.name),
    ).toEqual(expect.arrayContaining(["jobs.search", "candidates.search", "mentors.search"]));
    expect(await judgedTablesWithoutRowTriggers()).toEqual([]);
    await ctx.database.db.execute(sql`drop trigger profiles_rows_truncated on profiles`);
    try {
      expect(await judgedTablesWithoutRowTriggers()).toEqual(["profiles"]);
    } finally {
      await ctx.database.db.execute(
        sql`create trigger profiles_rows_truncated after truncate on profiles for each statement execute function rows_changed_notify('created_at')`,
      );
    }
  });

  it("every table a cache declares announces its changes (a statement trigger with NOTIFY lists_changed)", async () => {
    expect(declaredCaches().map((c) => c.name)).toEqual(
      expect.arrayContaining(["jobs.board", "jobs.board-marks", "mentors.directory", "candidates.directory", "page /events"]),
    );
    expect(await tablesWithoutTrigger()).toEqual([]);
  });

  it("the check fails for a cache declared over a table without a trigger", async () => {
    const probe = defineReadCache({ name: "test.contact", reads: [contactMessages], load: async () => null });
    try {
      expect(await tablesWithoutTrigger()).toEqual(["contact_messages"]);
    } finally {
      withdrawReadCache(probe);
    }
  });

  it("every page of the web app declares what it reads, and a page is keyed by its declared parameters only", () => {
    expect(PAGE_PATTERNS.filter((p) => !(p in PAGE_READS))).toEqual([]);
    const a = normalisedPageUrl(new URL("http://x/mentorship?x=1&q=threat%20modeling&utm_source=y"));
    const b = normalisedPageUrl(new URL("http://x/mentorship?q=threat%20modeling&x=2"));
    expect(a.pattern).toBe("/mentorship");
    expect(a.url.href).toBe(b.url.href);
    expect(a.url.search).toBe("?q=threat+modeling");
    expect(normalisedPageUrl(new URL("http://x/blog/submit")).pattern).toBe("/blog/submit");
    expect(normalisedPageUrl(new URL("http://x/blog/some-post?ref=z")).url.href).toBe("http://x/blog/some-post");
  });
});
