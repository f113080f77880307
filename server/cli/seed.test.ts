import { count, eq, sql } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { account, appointments, events, jobs, mentorSessionTypes, offerings, profiles, user } from "../db/schema";
import { trustLevels } from "../lib/trust";
import { setupTestContext } from "../test/setup";
import { DEMO_USERS, seedIfEmpty } from "./seed";

const ctx = setupTestContext();
const rows = async (table: typeof user | typeof account | typeof profiles | typeof jobs | typeof events | typeof offerings) =>
  Number((await ctx.deps.db.select({ n: count() }).from(table))[0]!.n);

afterEach(async () => {
  await ctx.deps.db.execute(sql`DROP TRIGGER IF EXISTS seed_breaks ON offerings`);
  await ctx.deps.db.execute(sql`DROP FUNCTION IF EXISTS seed_breaks()`);
});

describe("demo seeding is all or nothing", () => {
  it("a seed that fails at its last step leaves nothing, and the next start seeds everything", async () => {
    // The last table the seed writes refuses: as if the process died just before the end.
    await ctx.deps.db.execute(
      sql.raw(`CREATE FUNCTION seed_breaks() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'killed mid-seed'; END $$`),
    );
    await ctx.deps.db.execute(sql.raw(`CREATE TRIGGER seed_breaks BEFORE INSERT ON offerings FOR EACH ROW EXECUTE FUNCTION seed_breaks()`));
    await expect(seedIfEmpty(ctx.deps)).rejects.toThrow();
    expect([await rows(user), await rows(account), await rows(profiles), await rows(jobs), await rows(events)]).toEqual([0, 0, 0, 0, 0]);

    await ctx.deps.db.execute(sql`DROP TRIGGER seed_breaks ON offerings`);
    expect(await seedIfEmpty(ctx.deps)).toBe(true);
    expect(await rows(user)).toBeGreaterThanOrEqual(Object.keys(DEMO_USERS).length);
    expect(await rows(jobs)).toBeGreaterThan(0);
    expect(await rows(offerings)).toBeGreaterThan(0);
    // And once seeded, never again.
    expect(await seedIfEmpty(ctx.deps)).toBe(false);
  });
});

describe("the demo community", () => {
  it("is not a first day's: the demo member is an ordinary member, the admin staff (docs/decisions/054)", async () => {
    expect(await seedIfEmpty(ctx.deps)).toBe(true);
    const accounts = await ctx.deps.db.select({ id: user.id, email: user.email }).from(user);
    const idOf = (email: string) => accounts.find((a) => a.email === email)!.id;
    const levels = await trustLevels(ctx.deps.db, [idOf(DEMO_USERS.member.email), idOf(DEMO_USERS.admin.email)], ctx.deps.scheduler.now());
    expect(levels.get(idOf(DEMO_USERS.member.email))).toBe("member");
    expect(levels.get(idOf(DEMO_USERS.admin.email))).toBe("staff");
  });
});

describe("the demo sessions", () => {
  it("are each of their mentor's default type (docs/decisions/084, 086)", async () => {
    expect(await seedIfEmpty(ctx.deps)).toBe(true);
    const sessions = await ctx.deps.db
      .select({ mentorId: appointments.mentorId, typeMentor: mentorSessionTypes.mentorId, title: mentorSessionTypes.title })
      .from(appointments)
      .leftJoin(mentorSessionTypes, eq(mentorSessionTypes.id, appointments.sessionTypeId));
    expect(sessions.length).toBeGreaterThan(0);
    for (const s of sessions) expect(s).toEqual({ mentorId: s.mentorId, typeMentor: s.mentorId, title: "1:1 mentorship session" });
  });
});
