import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

/**
 * Expand/contract migrations (docs/decisions/028): during a rolling deploy the previous release runs
 * on the new schema, so a migration only adds (a nullable column or one with a default, a table, an
 * index, a trigger). A statement that would break the previous release (drop, rename, retype, a NOT
 * NULL without default, SET NOT NULL) belongs to a later release's contract step and says so with a
 * `-- contract:` comment naming the release that stopped using what it removes.
 * The rule holds from migration 0013 on (the earlier ones predate it). `npm run test:faults` also runs
 * the previous release's server against the new schema (server/cli/faults-rolling.ts).
 */
const FIRST_CHECKED = 13;
const folder = join(import.meta.dirname, "migrations");

const BREAKING: Array<[RegExp, string]> = [
  [/\bDROP\s+(COLUMN|TABLE)\b/i, "drops what the previous release uses"],
  [/\bRENAME\b/i, "renames what the previous release uses"],
  [/\bALTER\s+COLUMN\s+\S+\s+(SET\s+DATA\s+)?TYPE\b/i, "changes a column's type"],
  [/\bSET\s+NOT\s+NULL\b/i, "tightens a column the previous release may leave empty"],
  [
    /\bADD\s+COLUMN\b(?![^;]*\bDEFAULT\b)[^;]*\bNOT\s+NULL\b/i,
    "adds a NOT NULL column without a default (the previous release's inserts fail)",
  ],
];

/** The breaking statements of a migration that do not say they are a contract step. */
export function breakingStatements(sqlText: string): string[] {
  return sqlText
    .split(/--> statement-breakpoint|;\s*\n/)
    .map((s) => s.trim())
    .filter(Boolean)
    .flatMap((statement) => {
      if (/--\s*contract:/i.test(statement)) return [];
      const code = statement.replace(/--.*$/gm, "");
      return BREAKING.filter(([r]) => r.test(code)).map(([, why]) => `${why}: ${code.trim().slice(0, 120)}`);
    });
}

describe("migrations are expand-only (rolling deploys)", () => {
  const files = readdirSync(folder)
    .filter((f) => /^\d{4}_.*\.sql$/.test(f) && Number(f.slice(0, 4)) >= FIRST_CHECKED)
    .sort();

  it("finds the migrations it checks", () => {
    expect(files.length).toBeGreaterThan(0);
  });

  it.each(files)("%s breaks nothing the previous release relies on", (file) => {
    expect(breakingStatements(readFileSync(join(folder, file), "utf8"))).toEqual([]);
  });

  it("would have caught the migration behind the last rolling-deploy outage (0007: starts_at SET NOT NULL)", () => {
    const found = breakingStatements(readFileSync(join(folder, "0007_mentorship_schedule.sql"), "utf8"));
    expect(found.some((f) => f.includes('"starts_at" SET NOT NULL'))).toBe(true);
  });

  it("the check catches each kind of breaking statement, and lets a declared contract step through", () => {
    expect(breakingStatements(`ALTER TABLE "appointments" ADD COLUMN "starts_at" timestamptz NOT NULL;`)).toHaveLength(1);
    expect(breakingStatements(`ALTER TABLE "appointments" ADD COLUMN "starts_at" timestamptz;`)).toEqual([]);
    expect(breakingStatements(`ALTER TABLE "user" ADD COLUMN "plan" text DEFAULT 'free' NOT NULL;`)).toEqual([]);
    expect(breakingStatements(`ALTER TABLE "jobs" DROP COLUMN "company";`)).toHaveLength(1);
    expect(breakingStatements(`ALTER TABLE "jobs" RENAME COLUMN "a" TO "b";`)).toHaveLength(1);
    expect(breakingStatements(`ALTER TABLE "jobs" ALTER COLUMN "a" SET NOT NULL;`)).toHaveLength(1);
    expect(breakingStatements(`ALTER TABLE "jobs" ALTER COLUMN "a" TYPE integer;`)).toHaveLength(1);
    expect(breakingStatements(`-- contract: unused since release 2026-11-25\nALTER TABLE "jobs" DROP COLUMN "legacy";`)).toEqual([]);
  });
});
