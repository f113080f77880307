import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { MODERATION_KINDS } from "@common/moderation.schema";
import { queryRows } from "../../db/client";
import { setupTestContext } from "../../test/setup";
import { KINDS } from "./kinds";

const ctx = setupTestContext();

/**
 * Tables with a review-like state that are not submissions the community team reviews, each with why.
 * Anything else with a 'pending' state must be a kind of the moderation module (docs/decisions/034).
 */
const NOT_REVIEWED: Record<string, string> = {
  mail_outbox: "delivery state of outgoing mail",
  appointments: "a mentor accepts or declines a booking; not moderation",
  moderation_items: "the module's own table",
  company_members: "a company's owner (or an admin) approves who recruits for it; not moderation (decision 078)",
};

describe("the kinds list (docs/decisions/034)", () => {
  it("declares every kind once, each on a table that exists", async () => {
    expect(Object.keys(KINDS).sort()).toEqual([...MODERATION_KINDS].sort());
    for (const [kind, adapter] of Object.entries(KINDS)) expect(adapter.kind).toBe(kind);
    const tables = await queryRows<{ name: string }>(
      ctx.deps.db,
      sql`select tablename as name from pg_tables where schemaname = current_schema()`,
    );
    const names = new Set(tables.map((t) => t.name));
    for (const adapter of Object.values(KINDS)) expect(names, adapter.table).toContain(adapter.table);
  });

  it("fails when a reviewed table (a 'pending' state in a CHECK) has no kind", async () => {
    const rows = await queryRows<{ table: string }>(
      ctx.deps.db,
      sql`select distinct c.conrelid::regclass::text as table from pg_constraint c
          where c.contype = 'c' and pg_get_constraintdef(c.oid) like '%''pending''%'`,
    );
    const reviewed = rows.map((r) => r.table.replace(/"/g, ""));
    const declared = new Set(Object.values(KINDS).map((k) => k.table));
    const missing = reviewed.filter((t) => !declared.has(t) && !(t in NOT_REVIEWED));
    expect(missing, "a table with a pending state is neither a moderation kind nor listed as not reviewed").toEqual([]);
  });

  it("every reviewed table keeps its items in step by a trigger", async () => {
    const rows = await queryRows<{ table: string }>(
      ctx.deps.db,
      sql`select distinct tgrelid::regclass::text as table from pg_trigger where tgname like '%_moderation' and not tgisinternal`,
    );
    const synced = new Set(rows.map((r) => r.table.replace(/"/g, "")));
    for (const adapter of Object.values(KINDS)) {
      if (adapter.table === "moderation_flags") continue; // flagged items are opened by the flag itself
      expect(synced, adapter.table).toContain(adapter.table);
    }
  });
});
