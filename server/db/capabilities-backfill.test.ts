import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { queryRows } from "./client";
import { setupPreviousRelease } from "../test/previous-release";

/**
 * Migration 0014 (docs/decisions/026) on a database made by the previous release: every account
 * keeps its role, plan and pending application, and what the previous release still writes during a
 * rolling deploy (the role alone) is read the way it meant it.
 */
const MIGRATION = "0014_capabilities_plans_applications";

const release = setupPreviousRelease(MIGRATION, "b");

type Row = {
  id: string;
  role: string;
  capabilities: string[];
  plan: string;
  mentor_application: string | null;
  mentor_application_at: Date | string | null;
  session_version: number;
};
const rows = async () =>
  Object.fromEntries(
    (
      await queryRows<Row>(
        release.database.db,
        sql`select id, role, capabilities, plan, mentor_application, mentor_application_at, session_version from "user"`,
      )
    ).map((r) => [r.id, r]),
  );

describe(`${MIGRATION} on the previous release's data`, () => {
  it("keeps every account's role, plan and pending application, and ends their cached sessions", async () => {
    await release.migratePrevious();
    const roles = ["user", "supporter", "recruiter", "contractor", "mentor_applicant", "mentor", "admin"];
    for (const role of roles)
      await release.database.db.execute(
        sql`insert into "user" (id, name, email, role, updated_at) values (${role}, ${role}, ${`${role}@example.test`}, ${role}, '2026-01-02T03:04:05Z')`,
      );

    await release.migrateAll();

    const after = await rows();
    const standing = (id: string) => {
      const r = after[id]!;
      return { role: r.role, capabilities: r.capabilities, plan: r.plan, application: r.mentor_application };
    };
    expect(standing("user")).toEqual({ role: "user", capabilities: [], plan: "free", application: null });
    expect(standing("supporter")).toEqual({ role: "supporter", capabilities: [], plan: "supporter", application: null });
    expect(standing("contractor")).toEqual({ role: "contractor", capabilities: [], plan: "contractor", application: null });
    expect(standing("recruiter")).toEqual({ role: "recruiter", capabilities: ["recruiter"], plan: "free", application: null });
    expect(standing("mentor")).toEqual({ role: "mentor", capabilities: ["mentor"], plan: "free", application: null });
    expect(standing("admin")).toEqual({ role: "admin", capabilities: ["admin"], plan: "free", application: null });
    expect(standing("mentor_applicant")).toEqual({ role: "mentor_applicant", capabilities: [], plan: "free", application: "pending" });
    expect(new Date(after.mentor_applicant!.mentor_application_at!).toISOString()).toBe("2026-01-02T03:04:05.000Z");
    // A cookie cache issued before carries no capabilities: those whose standing moved are looked up again.
    expect(after.mentor!.session_version).toBe(1);
    expect(after.supporter!.session_version).toBe(1);
    expect(after.user!.session_version).toBe(0);
  });

  it("a role written alone by the previous release during the rollout is translated", async () => {
    // Previous release: apply to become a mentor, then an admin approves (role only).
    await release.database.db.execute(sql`update "user" set role = 'mentor_applicant' where id = 'supporter'`);
    let r = (await rows()).supporter!;
    expect({ role: r.role, application: r.mentor_application, plan: r.plan }).toEqual({
      role: "mentor_applicant",
      application: "pending",
      plan: "free",
    });
    await release.database.db.execute(sql`update "user" set role = 'mentor' where id = 'supporter'`);
    r = (await rows()).supporter!;
    expect({ role: r.role, capabilities: r.capabilities, application: r.mentor_application }).toEqual({
      role: "mentor",
      capabilities: ["mentor"],
      application: "approved",
    });
    // Its sign-up inserts the role only.
    await release.database.db.execute(sql`insert into "user" (id, name, email, role) values ('new', 'n', 'new@example.test', 'recruiter')`);
    expect((await rows()).new!.capabilities).toEqual(["recruiter"]);
  });

  it("this release's writes derive the role; a second capability changes the session version, not the role", async () => {
    const before = (await rows()).mentor!;
    await release.database.db.execute(sql`update "user" set capabilities = array['mentor','recruiter'] where id = 'mentor'`);
    const after = (await rows()).mentor!;
    expect(after.role).toBe("mentor");
    expect(after.session_version).toBe(before.session_version + 1);
    await release.database.db.execute(sql`update "user" set plan = 'supporter', mentor_application = 'pending' where id = 'user'`);
    expect((await rows()).user!.role).toBe("mentor_applicant");
    await release.database.db.execute(sql`update "user" set mentor_application = 'rejected' where id = 'user'`);
    expect((await rows()).user!.role).toBe("supporter");
  });
});
