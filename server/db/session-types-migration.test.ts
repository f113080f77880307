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
 * Migration 0050 (docs/decisions/084-session-types.md) on a database made by the previous release: every
 * mentor with sessions or booking rules gets the 60-minute one-to-one type, with the rules' buffer and
 * notice; their sessions point to it and keep 60 minutes; members without either get no type.
 */
const MIGRATION = "0050_session_types";
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

describe(`${MIGRATION} on the previous release's data`, () => {
  it("gives each mentor with sessions or rules the 60-minute one-to-one type and points their sessions to it", async () => {
    await migrateFrom(previous);
    for (const id of ["mentor-a", "mentor-b", "mentee-a", "member-c"])
      await database.db.execute(
        sql`insert into "user" (id, name, email, updated_at) values (${id}, ${id}, ${`${id}@example.test`}, now())`,
      );
    await database.db.execute(
      sql`insert into appointments (mentor_id, user_id, date, time, starts_at, topic, status) values ('mentor-a', 'mentee-a', '2026-03-02', '9:00 AM', '2026-03-02T08:00:00Z', 'Threat modeling', 'approved')`,
    );
    await database.db.execute(sql`insert into mentor_settings (user_id, min_notice_hours, buffer_minutes) values ('mentor-b', 24, 15)`);

    await migrateFrom(folder);

    const types = await queryRows<{
      mentor_id: string;
      title: string;
      duration_minutes: number;
      kind: string;
      capacity: number;
      buffer_before_minutes: number;
      buffer_after_minutes: number;
      min_notice_hours: number;
    }>(
      database.db,
      sql`select mentor_id, title, duration_minutes, kind, capacity, buffer_before_minutes, buffer_after_minutes, min_notice_hours from mentor_session_types order by mentor_id`,
    );
    expect(types).toEqual([
      {
        mentor_id: "mentor-a",
        title: "1:1 mentorship session",
        duration_minutes: 60,
        kind: "one_to_one",
        capacity: 1,
        buffer_before_minutes: 0,
        buffer_after_minutes: 0,
        min_notice_hours: 0,
      },
      {
        mentor_id: "mentor-b",
        title: "1:1 mentorship session",
        duration_minutes: 60,
        kind: "one_to_one",
        capacity: 1,
        buffer_before_minutes: 15,
        buffer_after_minutes: 15,
        min_notice_hours: 24,
      },
    ]);
    const [session] = await queryRows<{ typed: boolean; duration_minutes: number; group_seat: boolean }>(
      database.db,
      sql`select a.session_type_id = t.id as typed, a.duration_minutes, a.group_seat from appointments a join mentor_session_types t on t.mentor_id = a.mentor_id`,
    );
    expect(session).toEqual({ typed: true, duration_minutes: 60, group_seat: false });
    const [settings] = await queryRows<{ booking_window_days: number; extra_hours: unknown }>(
      database.db,
      sql`select booking_window_days, extra_hours from mentor_settings where user_id = 'mentor-b'`,
    );
    expect(settings).toEqual({ booking_window_days: 30, extra_hours: {} });
  });
});
