import { AsyncLocalStorage } from "node:async_hooks";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { seedBench } from "./cli/bench-seed";
import { QueryGate, SEARCH_EVERY, searchLane, type GateEvent } from "./db/query-gate";
import { setupTestContext } from "./test/setup";

const ctx = setupTestContext();

/** A statement of a search (the word dictionary lookup, the word, typo or exact reads and their counts; the typo read's transaction), told by its SQL. */
const isSearchSql = (text: string) => text === "transaction" || /search_vector|<%|lower\(|_words\b/.test(text);
const tick = () => new Promise((r) => setImmediate(r));

/**
 * The embedded database has one connection: a list request must not wait for the searches queued before
 * it (docs/decisions/039-embedded-search-lane.md). Asserted on the order of statements, not on times.
 */
describe.skipIf(!!process.env.TEST_DATABASE_URL)("embedded database: lists go ahead of queued searches", () => {
  it("a list request's statements run before the searches queued ahead of them, and every search still answers", async () => {
    await seedBench(ctx.deps.db, 3000);
    const gate = ctx.database.gate!;
    const log: GateEvent[] = [];
    const terms = ["security engineer", "cloud", "pentest", "secutiry", "kubernetes", "threat modeling"];
    // The list request is sent once every search but the one running has a statement waiting (from the
    // observer: the queue fills and drains within one turn of the event loop).
    let listSentAt = -1;
    let list: Promise<Response> | undefined;
    // Sent as from outside (the observer runs inside a search's statement, whose lane it would inherit).
    const outside = AsyncLocalStorage.snapshot();
    gate.observer = (e) => {
      log.push(e);
      // (Told before this operation joins the queue: +1.)
      if (!list && e.kind === "queued" && gate.queued.short + gate.queued.search + 1 >= terms.length - 1) {
        listSentAt = log.length;
        list = outside(() => ctx.request("/api/jobs"));
      }
    };
    try {
      const searches = terms.map((t, i) =>
        ctx.request(i % 2 ? `/api/candidates?q=${encodeURIComponent(t)}` : `/api/jobs?search=${encodeURIComponent(t)}`),
      );
      for (let i = 0; i < 1000 && !list; i++) await tick();
      expect(list).toBeDefined();
      const res = await list!;
      expect(res.status).toBe(200);
      expect(((await res.json()) as { jobs: unknown[] }).jobs.length).toBeGreaterThan(0);
      // The board's statements: from the first one queued to the last one ended.
      const board = (i: number) => i >= listSentAt && !isSearchSql(log[i]!.text);
      const first = log.findIndex((e, i) => board(i) && e.kind === "queued");
      const last = log.findLastIndex((e, i) => board(i) && e.kind === "ended");
      expect(first).toBeGreaterThan(0);
      expect(last).toBeGreaterThan(first);
      // Search statements waiting when the board's first statement was queued: the test means something.
      const before = log.slice(0, first).filter((e) => isSearchSql(e.text));
      const waitingThen = before.filter((e) => e.kind === "queued").length - before.filter((e) => e.kind === "started").length;
      expect(waitingThen).toBeGreaterThanOrEqual(2);
      // Meanwhile at most the one search statement already running finished (first come, first served:
      // every waiting one would have).
      const searchesEnded = log.slice(first, last).filter((e) => e.kind === "ended" && isSearchSql(e.text)).length;
      expect(searchesEnded).toBeLessThanOrEqual(1);
      for (const res of await Promise.all(searches)) expect(res.status).toBe(200);
      // The searches ran in their lane.
      expect(log.filter((e) => e.kind === "started" && isSearchSql(e.text)).every((e) => e.lane === "search")).toBe(true);
    } finally {
      gate.observer = null;
    }
  });

  it("the event loop gets a turn between two statements: a request arriving meanwhile is read before the queued searches ran", async () => {
    await seedBench(ctx.deps.db, 1000);
    const gate = ctx.database.gate!;
    const log: GateEvent[] = [];
    const terms = ["security engineer", "cloud", "pentest", "kubernetes", "threat modeling", "appsec"];
    // What a request arriving on a socket needs: a turn of the event loop (a macrotask), asked for once
    // every search but the one running has a statement waiting.
    let turnAt = -1;
    let turn: Promise<void> | undefined;
    gate.observer = (e) => {
      log.push(e);
      if (!turn && e.kind === "queued" && gate.queued.short + gate.queued.search + 1 >= terms.length - 1) {
        turn = new Promise<void>((resolve) => setImmediate(() => ((turnAt = log.length), resolve())));
      }
    };
    try {
      const searches = terms.map((t, i) =>
        ctx.request(i % 2 ? `/api/candidates?q=${encodeURIComponent(t)}` : `/api/jobs?search=${encodeURIComponent(t)}`),
      );
      for (let i = 0; i < 1000 && !turn; i++) await tick();
      expect(turn).toBeDefined();
      const askedAt = log.length;
      await turn;
      for (const res of await Promise.all(searches)) expect(res.status).toBe(200);
      // At most the one running and the one picked in the same turn ended before the event loop came round
      // (without the yield every queued statement ran first).
      expect(log.slice(askedAt, turnAt).filter((e) => e.kind === "ended").length).toBeLessThanOrEqual(2);
      expect(log.slice(turnAt).filter((e) => e.kind === "ended").length).toBeGreaterThanOrEqual(terms.length - 2);
    } finally {
      gate.observer = null;
    }
  });

  it("a transaction holds the connection: no statement of another request runs inside it", async () => {
    const gate = ctx.database.gate!;
    const log: string[] = [];
    gate.observer = (e) => log.push(`${e.kind} ${e.lane} ${e.text === "transaction" ? "transaction" : "statement"}`);
    try {
      let release!: () => void;
      const held = new Promise<void>((r) => (release = r));
      let inside = false;
      const tx = searchLane(() =>
        ctx.deps.db.transaction(async (t) => {
          await t.execute(sql`select 1`);
          inside = true;
          await held;
          await t.execute(sql`select 2`);
        }),
      );
      for (let i = 0; i < 1000 && !inside; i++) await tick();
      expect(inside).toBe(true);
      const read = ctx.deps.db.execute(sql`select 3 as n`).then((r) => r);
      for (let i = 0; i < 20; i++) await tick();
      setImmediate(release); // whatever the assertions below say
      // Queued, not started, while the transaction is open.
      expect(log).toEqual(["queued search transaction", "started search transaction", "queued short statement"]);
      await tx;
      expect((await read).rows).toEqual([{ n: 3 }]);
      expect(log.slice(3)).toEqual(["ended search transaction", "started short statement", "ended short statement"]);
    } finally {
      gate.observer = null;
    }
  });
});

describe("query gate", () => {
  /** Operations that finish when told, so the order is the only thing observed. */
  function harness() {
    const gate = new QueryGate();
    const order: string[] = [];
    const pending: (() => void)[] = [];
    const op = (name: string) => () =>
      new Promise<void>((resolve) => {
        order.push(name);
        pending.push(resolve);
      });
    const finishOne = async () => {
      pending.shift()?.();
      for (let i = 0; i < 5; i++) await tick();
    };
    return { gate, order, op, finishOne };
  }

  it("runs one operation at a time; short ones go ahead of queued searches; searches in the order their requests began", async () => {
    const { gate, order, op, finishOne } = harness();
    const all: Promise<void>[] = [];
    // The first search's second statement, queued after the others' first ones, keeps its request's place.
    all.push(
      searchLane(async () => {
        await gate.run("s1a", op("s1a"));
        await gate.run("s1b", op("s1b"));
      }),
    );
    all.push(searchLane(() => gate.run("s2a", op("s2a"))));
    all.push(searchLane(() => gate.run("s3a", op("s3a"))));
    await tick();
    all.push(gate.run("list", op("list")));
    expect(order).toEqual(["s1a"]);
    for (let i = 0; i < 5; i++) await finishOne();
    await Promise.all(all);
    expect(order).toEqual(["s1a", "list", "s1b", "s2a", "s3a"]);
  });

  it("a waiting search goes after SEARCH_EVERY short statements in a row (no starvation)", async () => {
    const { gate, order, op, finishOne } = harness();
    const all: Promise<void>[] = [gate.run("first", op("first")), searchLane(() => gate.run("search", op("search")))];
    for (let i = 0; i < SEARCH_EVERY + 2; i++) all.push(gate.run(`short${i}`, op(`short${i}`)));
    for (let i = 0; i < SEARCH_EVERY + 4; i++) await finishOne();
    await Promise.all(all);
    expect(order.indexOf("search")).toBe(SEARCH_EVERY + 1);
  });
});
