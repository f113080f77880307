import { describe, expect, it } from "vitest";
import { scheduledTasks } from "../db/schema";
import { setupTestContext } from "../test/setup";
import { createLogger } from "./logger";
import { createScheduler } from "./scheduler";

const ctx = setupTestContext();

describe("scheduler", () => {
  it("runs a task once per period across two instances on one database, driven by the clock", async () => {
    let clock = new Date("2030-01-01T00:00:00Z");
    const runs: string[] = [];
    const make = (id: string) => {
      const s = createScheduler({ db: ctx.deps.db, logger: createLogger("silent"), now: () => clock });
      s.register({ name: "test:every-hour", everyMs: 3_600_000, run: async ({ now }) => void runs.push(`${id}@${now.toISOString()}`) });
      return s;
    };
    const a = make("a");
    const b = make("b");

    // Both instances tick at the same moment, concurrently: exactly one runs it.
    const [ra, rb] = await Promise.all([a.tick(), b.tick()]);
    expect(ra.length + rb.length).toBe(1);
    expect(runs).toHaveLength(1);

    // Not due again within the hour, on either instance.
    clock = new Date("2030-01-01T00:59:00Z");
    expect([...(await a.tick()), ...(await b.tick())]).toEqual([]);

    // Due after the hour: again exactly once.
    clock = new Date("2030-01-01T01:00:00Z");
    await Promise.all([b.tick(), a.tick()]);
    expect(runs).toHaveLength(2);
    expect(runs[1]).toMatch(/@2030-01-01T01:00:00.000Z$/);
    const [row] = await ctx.deps.db.select().from(scheduledTasks);
    expect(row).toMatchObject({ name: "test:every-hour", runCount: 2, lastError: null });
  });

  it("records a failure and runs the task again next period", async () => {
    let clock = new Date("2030-01-01T00:00:00Z");
    let fail = true;
    let ok = 0;
    const s = createScheduler({ db: ctx.deps.db, logger: createLogger("silent"), now: () => clock });
    s.register({
      name: "test:flaky",
      everyMs: 60_000,
      run: async () => {
        if (fail) throw new Error("boom");
        ok++;
      },
    });
    expect(await s.tick()).toEqual(["test:flaky"]);
    let [row] = await ctx.deps.db.select().from(scheduledTasks);
    expect(row!.lastError).toBe("boom");
    fail = false;
    clock = new Date("2030-01-01T00:01:00Z");
    await s.tick();
    expect(ok).toBe(1);
    [row] = await ctx.deps.db.select().from(scheduledTasks);
    expect(row!.lastError).toBeNull();
  });

  it("refuses two tasks with one name", () => {
    const s = createScheduler({ db: ctx.deps.db, logger: createLogger("silent") });
    s.register({ name: "x", everyMs: 1, run: async () => {} });
    expect(() => s.register({ name: "x", everyMs: 1, run: async () => {} })).toThrow(/twice/);
  });
});
