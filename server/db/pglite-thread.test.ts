import { sql } from "drizzle-orm";
import { bigint, boolean, customType, date, integer, jsonb, numeric, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Database } from "./client";
import { searchLane } from "./query-gate";

/**
 * The embedded database in a worker thread (docs/decisions/046-embedded-database-in-a-worker-thread.md):
 * the same answers as in-process PGlite, the gate's rules unchanged, and the main thread's event loop
 * free while a statement runs. Orders and counts are asserted, never times.
 */

const bytea = customType<{ data: Uint8Array }>({ dataType: () => "bytea" });
const sample = pgTable("thread_sample", {
  id: integer("id").primaryKey(),
  at: timestamp("at", { withTimezone: true, mode: "date" }),
  atText: timestamp("at_text", { mode: "string" }),
  day: date("day"),
  doc: jsonb("doc"),
  tags: text("tags").array(),
  nums: integer("nums").array(),
  blob: bytea("blob"),
  amount: numeric("amount"),
  big: bigint("big", { mode: "number" }),
  flag: boolean("flag"),
  note: text("note"),
});

const DDL = sql`CREATE TABLE thread_sample (id int PRIMARY KEY, at timestamptz, at_text timestamp, day date, doc jsonb,
  tags text[], nums int[], blob bytea, amount numeric, big bigint, flag boolean, note text)`;

const row = {
  id: 1,
  at: new Date("2026-03-04T05:06:07.089Z"),
  atText: "2026-03-04 05:06:07.089",
  day: "2026-03-04",
  doc: { a: [1, "two", null], b: { c: true } },
  tags: ["x", "y,z", 'q"uote'],
  nums: [1, 2, 3],
  blob: new Uint8Array([0, 1, 254, 255]),
  amount: "12.50",
  big: 9007199254740,
  flag: true,
  note: null,
};

async function seed(database: Database) {
  await database.db.execute(DDL);
  await database.db.insert(sample).values(row);
}

/** Turns of the main thread's event loop (setImmediate callbacks) while `work` runs. */
async function turnsDuring(work: Promise<unknown>): Promise<number> {
  let turns = 0;
  let done = false;
  const spin = () => {
    if (done) return;
    turns++;
    setImmediate(spin);
  };
  setImmediate(spin);
  await work;
  done = true;
  return turns;
}

const HEAVY = sql`SELECT count(*) AS n FROM generate_series(1, 1500000) AS g WHERE g % 7 = 3`;

describe.skipIf(!!process.env.TEST_DATABASE_URL)("embedded database in a worker thread", () => {
  let threaded: Database;
  let inProcess: Database;
  beforeAll(async () => {
    [threaded, inProcess] = await Promise.all([
      openDatabase({ pgliteDir: "memory://", thread: true }),
      openDatabase({ pgliteDir: "memory://" }),
    ]);
    await seed(threaded);
    await seed(inProcess);
  }, 60_000);
  afterAll(async () => {
    await threaded?.close();
    await inProcess?.close();
  });

  it("answers with the same values and types as in-process PGlite (query builder and raw SQL)", async () => {
    const a = (await threaded.db.select().from(sample))[0]!;
    const b = (await inProcess.db.select().from(sample))[0]!;
    expect(a).toEqual(b);
    expect(a.at).toBeInstanceOf(Date);
    expect(a.blob).toBeInstanceOf(Uint8Array);
    expect(a).toMatchObject({ atText: row.atText, day: row.day, doc: row.doc, tags: row.tags, nums: row.nums, note: null });

    const raw = sql`SELECT at, at_text, day, doc, tags, blob, ${"p"}::text AS param, ${null}::int AS nothing,
      now() - at AS age_is_interval FROM thread_sample WHERE id = ${1}`;
    const ra = (await threaded.db.execute<Record<string, unknown>>(raw)).rows[0]!;
    const rb = (await inProcess.db.execute<Record<string, unknown>>(raw)).rows[0]!;
    expect(Object.keys(ra)).toEqual(Object.keys(rb));
    for (const k of Object.keys(rb)) if (k !== "age_is_interval") expect(ra[k]).toEqual(rb[k]);
    expect(typeof ra.age_is_interval).toBe(typeof rb.age_is_interval);
    expect(ra.nothing).toBeNull();
  });

  it("passes a database error over with its SQLSTATE and constraint", async () => {
    const err = await threaded.db
      .insert(sample)
      .values({ id: 1 })
      .then(
        () => null,
        (e: unknown) => e as Error & { cause?: { code?: string; constraint?: string } },
      );
    expect(err).not.toBeNull();
    const cause = (err!.cause ?? err) as { code?: string; constraint?: string };
    expect(cause.code).toBe("23505");
    expect(cause.constraint).toBe("thread_sample_pkey");
  });

  it("keeps a transaction exclusive and rolls it back on an error", async () => {
    const order: string[] = [];
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    const tx = threaded.db.transaction(async (t) => {
      await t.insert(sample).values({ id: 2, note: "in tx" });
      order.push("tx wrote");
      await held;
      order.push("tx ends");
    });
    // Wait until the transaction holds the connection, then ask from outside.
    while (!order.includes("tx wrote")) await new Promise((r) => setImmediate(r));
    const outside = threaded.db
      .select()
      .from(sample)
      .then((rows) => order.push(`outside read ${rows.length}`));
    for (let i = 0; i < 20; i++) await new Promise((r) => setImmediate(r));
    release();
    await Promise.all([tx, outside]);
    expect(order).toEqual(["tx wrote", "tx ends", "outside read 2"]);

    await expect(
      threaded.db.transaction(async (t) => {
        await t.insert(sample).values({ id: 3, note: "rolled back" });
        await t.execute(sql`SELECT 1 / 0`);
      }),
    ).rejects.toThrow();
    const ids = (await threaded.db.select({ id: sample.id }).from(sample)).map((r) => r.id).sort();
    expect(ids).toEqual([1, 2]);
    // The connection is usable after the rollback, and a later transaction commits.
    await threaded.db.transaction(async (t) => {
      await t.delete(sample).where(sql`id = 2`);
    });
    expect((await threaded.db.select({ id: sample.id }).from(sample)).map((r) => r.id)).toEqual([1]);
  });

  it("keeps the gate's order: a short statement goes ahead of a queued search", async () => {
    const order: string[] = [];
    const first = threaded.db.execute(sql`SELECT pg_sleep(0.05)`).then(() => order.push("running"));
    const search = searchLane(async () => await threaded.db.execute(sql`SELECT 'search'`)).then(() => order.push("search"));
    const list = threaded.db.execute(sql`SELECT 'list'`).then(() => order.push("list"));
    await Promise.all([first, search, list]);
    expect(order).toEqual(["running", "list", "search"]);
  });

  it("delivers a committed transaction's notifications before the commit resolves", async () => {
    const got: string[] = [];
    const listener = await threaded.listen(["thread_test"], { message: (ch, payload) => got.push(`${ch}:${payload}`) });
    await threaded.db.transaction(async (t) => {
      await t.execute(sql`SELECT pg_notify('thread_test', 'jobs')`);
      expect(got).toEqual([]);
    });
    expect(got).toEqual(["thread_test:jobs"]);
    await listener.fence();
    await listener.stop();
    await threaded.db.execute(sql`SELECT pg_notify('thread_test', 'after stop')`);
    await threaded.db.execute(sql`SELECT 1`);
    expect(got).toEqual(["thread_test:jobs"]);
  });

  it("rejects the pending and later statements when the thread stops unexpectedly, instead of hanging", async () => {
    const doomed = await openDatabase({ pgliteDir: "memory://", thread: true });
    const worker = (doomed.db as unknown as { $client: { worker: { terminate(): Promise<number> } } }).$client.worker;
    const pending = doomed.db.execute(HEAVY);
    await worker.terminate();
    // drizzle wraps the error ("Failed query: …"); the thread's own is its cause.
    const reason = (p: Promise<unknown>) =>
      p.then(
        () => "answered",
        (e: Error & { cause?: Error }) => (e.cause ?? e).message,
      );
    expect(await reason(pending)).toMatch(/thread stopped/);
    expect(await reason(doomed.db.execute(sql`SELECT 1`))).toMatch(/thread stopped/);
    await doomed.close();
  }, 30_000);

  it("tells its owner once when the thread stops on its own, and not when it is closed", async () => {
    const failures: string[] = [];
    const doomed = await openDatabase({ pgliteDir: "memory://", thread: true, onThreadFailure: (e) => failures.push(e.message) });
    await (doomed.db as unknown as { $client: { worker: { terminate(): Promise<number> } } }).$client.worker.terminate();
    await expect.poll(() => failures).toHaveLength(1);
    expect(failures[0]).toMatch(/thread stopped/);
    await doomed.close();
    const closed = await openDatabase({ pgliteDir: "memory://", thread: true, onThreadFailure: (e) => failures.push(e.message) });
    await closed.close();
    expect(failures).toHaveLength(1);
  }, 30_000);

  it("keeps the main thread's event loop turning while a heavy statement runs (in-process PGlite holds it)", async () => {
    const threadedTurns = await turnsDuring(threaded.db.execute(HEAVY));
    const inProcessTurns = await turnsDuring(inProcess.db.execute(HEAVY));
    // In-process, the statement runs on this thread: the loop turns only before and after it.
    expect(inProcessTurns).toBeLessThanOrEqual(3);
    expect(threadedTurns).toBeGreaterThan(20);
  }, 60_000);
});
