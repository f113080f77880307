import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import type { NodePgDatabase } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgliteDatabase } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, queryRows, type Database } from "./client";
import { createThrowawayDatabase } from "./throwaway";

/**
 * Migration 0051 (docs/decisions/086): members who may mentor (mentor or admin capability) and have no
 * offered type get the default one; from then on, the capability's grant adds it (a trigger on "user").
 */
const MIGRATION = "0051_default_session_type_on_grant";
const folder = join(import.meta.dirname, "migrations");

let database: Database;
let drop: () => Promise<void>;
let previous: string;

const migrateFrom = (migrationsFolder: string) =>
  database.kind === "pglite"
    ? migratePglite(database.db as unknown as PgliteDatabase, { migrationsFolder })
    : migratePg(database.db as unknown as NodePgDatabase, { migrationsFolder });

beforeAll(async () => {
  if (process.env.TEST_DATABASE_URL) ({ database, drop } = await createThrowawayDatabase(process.env.TEST_DATABASE_URL, "p"));
  else {
    database = await openDatabase({ pgliteDir: "memory://" });
    drop = () => database.close();
  }
  previous = mkdtempSync(join(tmpdir(), "previous-migrations-"));
  cpSync(folder, previous, { recursive: true });
  const journal = JSON.parse(readFileSync(join(folder, "meta/_journal.json"), "utf8")) as { entries: { tag: string }[] };
  const at = journal.entries.findIndex((e) => e.tag === MIGRATION);
  expect(at).toBeGreaterThan(0);
  writeFileSync(join(previous, "meta/_journal.json"), JSON.stringify({ ...journal, entries: journal.entries.slice(0, at) }));
});

afterAll(async () => {
  await drop();
  rmSync(previous, { recursive: true, force: true });
});

const typesBy = async () =>
  (
    await queryRows<{ mentor_id: string; n: number }>(
      database.db,
      sql`select mentor_id, count(*)::int as n from mentor_session_types where archived_at is null group by mentor_id order by mentor_id`,
    )
  ).map((r) => [r.mentor_id, r.n]);

describe(`${MIGRATION} on the previous release's data`, () => {
  it("gives each member who may mentor and offers no type the default one; the grant gives it from then on", async () => {
    await migrateFrom(previous);
    for (const [id, caps] of [
      ["admin-a", "{admin}"],
      ["member-c", "{}"],
      ["mentor-none", "{mentor}"],
      ["mentor-typed", "{mentor}"],
      ["recruiter-d", "{recruiter}"],
    ])
      await database.db.execute(
        sql`insert into "user" (id, name, email, capabilities, updated_at) values (${id}, ${id}, ${`${id}@example.test`}, ${caps}::text[], now())`,
      );
    await database.db.execute(
      sql`insert into mentor_session_types (mentor_id, title, duration_minutes) values ('mentor-typed', 'Quick call', 30)`,
    );

    await migrateFrom(folder);
    expect(await typesBy()).toEqual([
      ["admin-a", 1],
      ["mentor-none", 1],
      ["mentor-typed", 1],
    ]);
    const [title] = await queryRows<{ title: string; duration_minutes: number }>(
      database.db,
      sql`select title, duration_minutes from mentor_session_types where mentor_id = 'mentor-none'`,
    );
    expect(title).toEqual({ title: "1:1 mentorship session", duration_minutes: 60 });

    // The grant adds it; a second grant, or another capability, adds nothing.
    await database.db.execute(sql`update "user" set capabilities = '{mentor}' where id = 'member-c'`);
    await database.db.execute(sql`update "user" set capabilities = '{recruiter}' where id = 'recruiter-d'`);
    await database.db.execute(sql`update "user" set capabilities = '{mentor,admin}' where id = 'admin-a'`);
    await database.db.execute(
      sql`insert into "user" (id, name, email, capabilities, updated_at) values ('mentor-new', 'n', 'mentor-new@example.test', '{mentor}', now())`,
    );
    expect(await typesBy()).toEqual([
      ["admin-a", 1],
      ["member-c", 1],
      ["mentor-new", 1],
      ["mentor-none", 1],
      ["mentor-typed", 1],
    ]);
  });
});
