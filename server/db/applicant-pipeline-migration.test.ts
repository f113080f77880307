import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { queryRows } from "./client";
import { setupPreviousRelease } from "../test/previous-release";

/**
 * Migration 0045 (docs/decisions/079-applicant-pipeline.md) on a database made by the previous release:
 * every mark of interest carries over as an application in stage "new" with no note, and an interest the
 * previous release inserts during the rollout (without the new columns) is one too.
 */
const MIGRATION = "0045_applicant_pipeline";

const release = setupPreviousRelease(MIGRATION, "p");

describe(`${MIGRATION} on the previous release's data`, () => {
  it("carries every interest over as an application in stage 'new' without a note", async () => {
    await release.migratePrevious();
    for (const id of ["fan-a", "fan-b"])
      await release.database.db.execute(
        sql`insert into "user" (id, name, email, updated_at) values (${id}, ${id}, ${`${id}@example.test`}, now())`,
      );
    await release.database.db.execute(
      sql`insert into jobs (id, title, company, location, job_board_url, description) values ('11111111-1111-4111-8111-111111111111', 'AppSec Engineer', 'Acme', 'Remote', 'https://x.example/1', 'Own the secure development lifecycle.')`,
    );
    await release.database.db.execute(
      sql`insert into job_interests (user_id, job_id, created_at) values ('fan-a', '11111111-1111-4111-8111-111111111111', '2026-01-02T03:04:05Z')`,
    );

    await release.migrateAll();
    // The previous release, still running during the rollout, inserts an interest the old way.
    await release.database.db.execute(
      sql`insert into job_interests (user_id, job_id) values ('fan-b', '11111111-1111-4111-8111-111111111111')`,
    );

    const rows = await queryRows<{
      user_id: string;
      stage: string;
      note: string | null;
      stage_changed_at: unknown;
      created_at: Date | string;
    }>(release.database.db, sql`select user_id, stage, note, stage_changed_at, created_at from job_interests order by user_id`);
    expect(rows.map((r) => ({ user: r.user_id, stage: r.stage, note: r.note, moved: r.stage_changed_at }))).toEqual([
      { user: "fan-a", stage: "new", note: null, moved: null },
      { user: "fan-b", stage: "new", note: null, moved: null },
    ]);
    expect(new Date(rows[0]!.created_at).toISOString()).toBe("2026-01-02T03:04:05.000Z");
  });
});
