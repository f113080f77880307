import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { queryRows } from "./client";
import { setupPreviousRelease } from "../test/previous-release";

/**
 * Migration 0050 (docs/decisions/084-session-types.md) on a database made by the previous release: every
 * mentor with sessions or booking rules gets the 60-minute one-to-one type, with the rules' buffer and
 * notice; their sessions point to it and keep 60 minutes; members without either get no type.
 */
const MIGRATION = "0050_session_types";

const release = setupPreviousRelease(MIGRATION, "p");

describe(`${MIGRATION} on the previous release's data`, () => {
  it("gives each mentor with sessions or rules the 60-minute one-to-one type and points their sessions to it", async () => {
    await release.migratePrevious();
    for (const id of ["mentor-a", "mentor-b", "mentee-a", "member-c"])
      await release.database.db.execute(
        sql`insert into "user" (id, name, email, updated_at) values (${id}, ${id}, ${`${id}@example.test`}, now())`,
      );
    await release.database.db.execute(
      sql`insert into appointments (mentor_id, user_id, date, time, starts_at, topic, status) values ('mentor-a', 'mentee-a', '2026-03-02', '9:00 AM', '2026-03-02T08:00:00Z', 'Threat modeling', 'approved')`,
    );
    await release.database.db.execute(
      sql`insert into mentor_settings (user_id, min_notice_hours, buffer_minutes) values ('mentor-b', 24, 15)`,
    );

    await release.migrateAll();

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
      release.database.db,
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
      release.database.db,
      sql`select a.session_type_id = t.id as typed, a.duration_minutes, a.group_seat from appointments a join mentor_session_types t on t.mentor_id = a.mentor_id`,
    );
    expect(session).toEqual({ typed: true, duration_minutes: 60, group_seat: false });
    const [settings] = await queryRows<{ booking_window_days: number; extra_hours: unknown }>(
      release.database.db,
      sql`select booking_window_days, extra_hours from mentor_settings where user_id = 'mentor-b'`,
    );
    expect(settings).toEqual({ booking_window_days: 30, extra_hours: {} });
  });
});
