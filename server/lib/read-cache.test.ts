import { afterAll, describe, expect, it } from "vitest";
import { blogPosts, events, jobs, profiles } from "../db/schema";
import type { Channel } from "./change-feed";
import {
  cacheKey,
  captureReads,
  noteStatement,
  createReadCaches,
  declaredCaches,
  defineReadCache,
  parseRowsChanged,
  withFootprint,
  withdrawReadCache,
  type ReadCaches,
  type RowFootprint,
} from "./read-cache";

/**
 * A change feed stand-in: `notify(table)` plays a NOTIFY lists_changed from any instance, `rows(payload)` a
 * NOTIFY rows_changed; `drop()`/`back()` the listener.
 */
function fakeFeed() {
  const handlers = new Map<Channel, Array<(payload: string) => void>>();
  const states: Array<(up: boolean) => void> = [];
  let up = true;
  let fences = 0;
  return {
    get up() {
      return up;
    },
    on: (channel: Channel, h: (payload: string) => void) => void handlers.set(channel, [...(handlers.get(channel) ?? []), h]),
    onState: (h: (up: boolean) => void) => void states.push(h),
    fence: async () => void fences++,
    notify: (table: string) => handlers.get("lists_changed")?.forEach((h) => h(table)),
    rows: (payload: string) => handlers.get("rows_changed")?.forEach((h) => h(payload)),
    drop: () => ((up = false), states.forEach((h) => h(false))),
    back: () => ((up = true), states.forEach((h) => h(true))),
    get fences() {
      return fences;
    },
  };
}

let loads = 0;
let version = 1;
const jobsCache = defineReadCache({
  name: "test.jobs",
  reads: [jobs],
  load: async (_deps: object, args: { page: number; q?: string }) => (loads++, `jobs v${version} ${cacheKey(args)}`),
});
const peopleCache = defineReadCache({
  name: "test.people",
  reads: [profiles],
  maxEntries: 3,
  load: async (_deps: object, args: { page: number }) => (loads++, `people v${version} ${args.page}`),
});
const partialCache = defineReadCache({
  name: "test.partial",
  reads: [events],
  load: async (_deps: object, args: { complete: boolean }) => (loads++, { complete: args.complete, n: loads }),
  keep: (v) => v.complete,
});

function setup(ttlMs = 60_000) {
  let clock = 0;
  const feed = fakeFeed();
  const caches = createReadCaches(feed, { ttlMs, now: () => clock });
  loads = 0;
  version = 1;
  return { feed, caches, deps: { caches }, tick: (ms: number) => (clock += ms) };
}

describe("read caches with declared dependencies", () => {
  it("keys by the load's own arguments, whatever their order, and shares one load between concurrent misses", async () => {
    const { deps } = setup();
    const [a, b] = await Promise.all([jobsCache.get(deps, { page: 1, q: "x" }), jobsCache.get(deps, { q: "x", page: 1 })]);
    expect(a).toBe(b);
    expect(loads).toBe(1);
    // An argument the load does not take cannot be passed, so it cannot make an entry: the key is the arguments.
    expect(cacheKey({ b: 1, a: { d: 2, c: undefined } })).toBe('{"a":{"d":2},"b":1}');
  });

  it("a change to a table drops only the caches that read it", async () => {
    const { deps, feed } = setup();
    await jobsCache.get(deps, { page: 1 });
    await peopleCache.get(deps, { page: 1 });
    version = 2;
    feed.notify("profiles");
    expect(await jobsCache.get(deps, { page: 1 })).toContain("v1");
    expect(await peopleCache.get(deps, { page: 1 })).toContain("v2");
    feed.notify("jobs");
    expect(await jobsCache.get(deps, { page: 1 })).toContain("v2");
    // A table no cache reads (sessions, rate limits) drops nothing.
    version = 3;
    feed.notify("session");
    expect(await jobsCache.get(deps, { page: 1 })).toContain("v2");
  });

  it("serves nothing from memory while the listener is down, and drops everything when it drops and when it is back", async () => {
    const { deps, feed, caches } = setup();
    await jobsCache.get(deps, { page: 1 });
    feed.drop();
    expect(caches.trusted).toBe(false);
    version = 2;
    expect(await jobsCache.get(deps, { page: 1 })).toContain("v2");
    version = 3;
    expect(await jobsCache.get(deps, { page: 1 })).toContain("v3");
    feed.back();
    version = 4;
    expect(await jobsCache.get(deps, { page: 1 })).toContain("v4");
    expect(await jobsCache.get(deps, { page: 1 })).toContain("v4");
  });

  it("lives at most its TTL, keeps at most maxEntries (least recently used out), and never keeps a failed or partial load", async () => {
    const { deps, tick } = setup(1000);
    await jobsCache.get(deps, { page: 1 });
    tick(999);
    version = 2;
    expect(await jobsCache.get(deps, { page: 1 })).toContain("v1");
    tick(1);
    expect(await jobsCache.get(deps, { page: 1 })).toContain("v2");
    for (const page of [1, 2, 3]) await peopleCache.get(deps, { page });
    await peopleCache.get(deps, { page: 1 }); // 1 most recent
    await peopleCache.get(deps, { page: 4 }); // 2 out
    version = 5;
    expect(await peopleCache.get(deps, { page: 1 })).toContain("v2");
    expect(await peopleCache.get(deps, { page: 2 })).toContain("v5");
    const first = await partialCache.get(deps, { complete: false });
    expect((await partialCache.get(deps, { complete: false })).n).toBe(first.n + 1);
    const whole = await partialCache.get(deps, { complete: true });
    expect((await partialCache.get(deps, { complete: true })).n).toBe(whole.n);
  });

  it("loads every time when turned off (LIST_CACHE_MS=0), and a fence waits for the listener only when on", async () => {
    const off = setup(0);
    await jobsCache.get(off.deps, { page: 1 });
    await jobsCache.get(off.deps, { page: 1 });
    expect(loads).toBe(2);
    await off.caches.fence();
    expect(off.feed.fences).toBe(0);
    const on = setup();
    await on.caches.fence();
    expect(on.feed.fences).toBe(1);
  });

  it("lists every cache with its tables, TTL, entries and hits", async () => {
    const { deps, caches } = setup();
    await jobsCache.get(deps, { page: 1 });
    await jobsCache.get(deps, { page: 1 });
    expect(caches.listing().find((c) => c.name === "test.jobs")).toEqual({
      name: "test.jobs",
      tables: ["jobs"],
      ttlMs: 60_000,
      entries: 1,
      hits: 1,
      misses: 1,
      refreshed: 0,
    });
    expect(declaredCaches().map((c) => c.name)).toContain("test.people");
    expect(() => defineReadCache({ name: "test.jobs", reads: [blogPosts], load: async () => 1 })).toThrow(/twice/);
  });
});

// A search-like cache that judges writes to jobs row by row (decision 049). Each term's footprint and what
// the written rows look like now are set by the test.
const footprints = new Map<string, RowFootprint | undefined>();
const now = { matching: new Set<string>(), inspections: 0, fail: false };
const searchCache = defineReadCache({
  name: "test.search",
  reads: [jobs, profiles],
  load: async (_deps: object, args: { term: string }) => {
    loads++;
    const value = { term: args.term, version };
    const fp = footprints.get(args.term);
    return fp ? withFootprint(value, fp) : value;
  },
  rows: {
    table: jobs,
    inspect: async (_deps: object, _ids, entries) => {
      now.inspections++;
      if (now.fail) throw new Error("database down");
      return { enters: entries.map((e) => now.matching.has(e.args.term)) };
    },
  },
});

function rowsSetup() {
  const s = setup();
  footprints.clear();
  now.matching = new Set();
  now.inspections = 0;
  now.fail = false;
  footprints.set("held", { ids: ["a", "b"], outside: "none" });
  footprints.set("window", { ids: ["c"], outside: "none" });
  footprints.set("past", { ids: ["d"], outside: "any" });
  const terms = ["held", "window", "past", "bare"] as const;
  const versions = async () =>
    Object.fromEntries(await Promise.all(terms.map(async (t) => [t, (await searchCache.get(s.deps, { term: t })).version])));
  return { ...s, versions };
}

describe("row-granular freshness (decision 049)", () => {
  it("parses the rows_changed payloads of migrations 0030 and 0038", () => {
    expect(parseRowsChanged("jobs|u|a,b")).toEqual({ table: "jobs", all: false, op: "u", ids: ["a", "b"] });
    expect(parseRowsChanged("profiles|*")).toEqual({ table: "profiles", all: true, op: "u", ids: [] });
    expect(parseRowsChanged("jobs|x|a")).toBeNull();
    expect(parseRowsChanged("jobs|u|")).toBeNull();
  });

  it("an update of a row no entry holds or matches keeps every entry that can say so", async () => {
    const { feed, versions } = rowsSetup();
    expect(await versions()).toEqual({ held: 1, window: 1, past: 1, bare: 1 });
    version = 2;
    feed.rows("jobs|u|old");
    // "past" depends on rows it did not read, "bare" has no footprint: they go; the others stay.
    expect(await versions()).toEqual({ held: 1, window: 1, past: 2, bare: 2 });
    expect(now.inspections).toBe(1);
    // The statement trigger's lists_changed of the judged table drops nothing here; of another table it reads, everything.
    version = 3;
    feed.notify("jobs");
    expect(await versions()).toEqual({ held: 1, window: 1, past: 2, bare: 2 });
    feed.notify("profiles");
    expect(await versions()).toEqual({ held: 3, window: 3, past: 3, bare: 3 });
  });

  it("drops the entries holding a written row and those it now matches", async () => {
    const { feed, versions } = rowsSetup();
    await versions();
    version = 2;
    feed.rows("jobs|u|a"); // held by "held"
    expect(await versions()).toMatchObject({ held: 2, window: 1 });
    version = 3;
    now.matching = new Set(["window"]);
    feed.rows("jobs|u|old"); // now matches "window"
    expect(await versions()).toMatchObject({ held: 2, window: 3 });
    now.matching = new Set();
    version = 4;
    feed.rows("jobs|d|c"); // deleted, and held by "window"
    expect(await versions()).toMatchObject({ held: 2, window: 4 });
    version = 5;
    feed.rows("jobs|d|gone"); // deleted, held by none and matching none: "held" and "window" hold every match they can show
    expect(await versions()).toMatchObject({ held: 2, window: 4, past: 5 });
  });

  it("an insert drops only the entries the new row matches", async () => {
    const { feed, versions } = rowsSetup();
    await versions();
    version = 2;
    feed.rows("jobs|i|fresh");
    expect(await versions()).toEqual({ held: 1, window: 1, past: 1, bare: 2 });
    now.matching = new Set(["held", "past"]);
    version = 3;
    feed.rows("jobs|i|fresh");
    expect(await versions()).toEqual({ held: 3, window: 1, past: 3, bare: 3 });
  });

  it("an entry still loading when rows change is not kept; reads wait for the check; a failed check or a '*' empties the cache", async () => {
    const { feed, deps, versions } = rowsSetup();
    await versions();
    version = 2;
    const loading = searchCache.get(deps, { term: "other" });
    feed.rows("jobs|u|old");
    expect((await loading).version).toBe(2);
    version = 3;
    expect((await searchCache.get(deps, { term: "other" })).version).toBe(3);
    // A read right after the notification waits for the check (it does not get a value the write changed).
    now.matching = new Set(["held"]);
    version = 4;
    feed.rows("jobs|u|old");
    expect((await searchCache.get(deps, { term: "held" })).version).toBe(4);
    now.fail = true;
    version = 5;
    feed.rows("jobs|u|old");
    expect(await versions()).toEqual({ held: 5, window: 5, past: 5, bare: 5 });
    now.fail = false;
    version = 6;
    feed.rows("jobs|*");
    expect(await versions()).toEqual({ held: 6, window: 6, past: 6, bare: 6 });
    // A payload that is not one (a NOTIFY by hand) empties every judging cache.
    version = 7;
    feed.rows("nonsense");
    expect(await versions()).toEqual({ held: 7, window: 7, past: 7, bare: 7 });
  });

  it("a value that turns with time alone (validMs) lives no longer than that", async () => {
    const { deps, tick } = rowsSetup();
    footprints.set("expiring", { ids: [], outside: "none", validMs: 2000 });
    await searchCache.get(deps, { term: "expiring" });
    version = 2;
    tick(1999);
    expect((await searchCache.get(deps, { term: "expiring" })).version).toBe(1);
    tick(1);
    expect((await searchCache.get(deps, { term: "expiring" })).version).toBe(2);
  });

  it("a cache may judge rows only of a table it reads", () => {
    expect(() =>
      defineReadCache({
        name: "test.wrong-rows",
        reads: [profiles],
        load: async () => 1,
        rows: { table: jobs, inspect: async () => ({ enters: [] }) },
      }),
    ).toThrow(/does not read/);
  });
});

describe("row checks on their own connections (decision 099)", () => {
  const seen = { loads: [] as unknown[], checks: [] as unknown[] };
  const tracked = defineReadCache({
    name: "test.check-db",
    reads: [jobs],
    load: async (deps: { db: string }, args: { term: string }) => {
      seen.loads.push(deps.db);
      return withFootprint({ term: args.term }, { ids: [], outside: "none" });
    },
    rows: {
      table: jobs,
      inspect: async (deps: { db: string }, _ids, entries) => {
        seen.checks.push(deps.db);
        return { enters: entries.map(() => false) };
      },
    },
  });

  afterAll(() => withdrawReadCache(tracked));

  it("a row check runs on the database given for checks; loads on the deps' own", async () => {
    const feed = fakeFeed();
    const caches = createReadCaches(feed, { ttlMs: 60_000, now: () => 0, checkDb: "checks" });
    const deps = { caches, db: "main" };
    await tracked.get(deps, { term: "a" });
    feed.rows("jobs|i|j1");
    expect(await tracked.get(deps, { term: "a" })).toEqual({ term: "a" });
    expect(seen.loads).toEqual(["main"]);
    expect(seen.checks).toEqual(["checks"]);
    // Without one (PGlite), the checks use the deps' own database.
    const plain = createReadCaches(feed, { ttlMs: 60_000, now: () => 0 });
    await tracked.get({ caches: plain, db: "main" }, { term: "b" });
    feed.rows("jobs|i|j2");
    await tracked.get({ caches: plain, db: "main" }, { term: "b" });
    expect(seen.checks).toEqual(["checks", "checks", "main"]);
  });
});

// A page-like cache made from the caches above (decision 090): from a row-judged search (living 10 min)
// or from the plain jobs list; `derivable` is its declaration's `when`.
const longSearch = defineReadCache({ ...searchCache.spec, name: "test.search-long", ttlMs: 600_000, maxEntries: 3 });
let pageLoads = 0;
type PageArgs = { term: string; from: "search" | "list"; derivable: boolean };
const pageCache = defineReadCache({
  name: "test.page",
  reads: [jobs, profiles],
  ttlMs: 300_000,
  derive: { table: jobs, when: (a: PageArgs) => a.derivable },
  load: async (deps: { caches: ReadCaches }, a: PageArgs) => {
    pageLoads++;
    const inner =
      a.from === "search" ? (await longSearch.get(deps, { term: a.term })).version : (await jobsCache.get(deps, { page: 1 })).length;
    return { version, inner };
  },
});

describe("freshness derived from the caches a value is made from (decision 090)", () => {
  const page = (deps: { caches: ReadCaches }, term: string, from: PageArgs["from"] = "search", derivable = true) =>
    pageCache.get(deps, { term, from, derivable });
  const derivedSetup = () => {
    const s = rowsSetup();
    pageLoads = 0;
    return s;
  };

  it("lives as long as the row-judged entries it was made from, and goes only when a write drops one of them", async () => {
    const { feed, deps, tick } = derivedSetup();
    expect(await page(deps, "held")).toEqual({ version: 1, inner: 1 });
    // Past the default TTL (60 s here): the search it shows lives 10 min, and so does the page (its own limit 5 min).
    tick(100_000);
    version = 2;
    feed.rows("jobs|u|old"); // matches nothing the search shows
    expect(await page(deps, "held")).toEqual({ version: 1, inner: 1 });
    expect(pageLoads).toBe(1);
    // A write the search's check drops it for: a read right after waits for that check, and the page goes too.
    now.matching = new Set(["held"]);
    version = 3;
    feed.rows("jobs|i|fresh");
    expect(await page(deps, "held")).toEqual({ version: 3, inner: 3 });
    // Never longer than its own limit.
    tick(300_000);
    version = 4;
    expect(await page(deps, "held")).toEqual({ version: 4, inner: 3 });
  });

  it("goes with an entry it was made from that went for another reason (evicted), at the next write", async () => {
    const { feed, deps } = derivedSetup();
    await page(deps, "window");
    // Another table the search reads drops it (and the page, which declares that table too).
    version = 2;
    feed.notify("profiles");
    expect(await page(deps, "window")).toEqual({ version: 2, inner: 2 });
    // Three other searches evict the one the page was made from (at most 3 entries): a later write cannot be
    // judged for it, so the page goes at that write, though the write matches nothing.
    for (const term of ["a", "b", "c"]) await longSearch.get(deps, { term });
    expect(await page(deps, "window")).toEqual({ version: 2, inner: 2 });
    version = 3;
    feed.rows("jobs|u|old");
    expect(await page(deps, "window")).toEqual({ version: 3, inner: 3 });
  });

  it("is an ordinary entry when its arguments are not declared derivable or it read a cache that does not judge the rows", async () => {
    const { feed, deps, tick } = derivedSetup();
    await page(deps, "held", "search", false);
    await page(deps, "list", "list", true);
    version = 2;
    feed.rows("jobs|i|fresh"); // matches no search
    expect(await page(deps, "held", "search", false)).toMatchObject({ version: 2 });
    expect(await page(deps, "list", "list", true)).toMatchObject({ version: 2 });
    // And lives the default TTL.
    tick(60_000);
    version = 3;
    expect(await page(deps, "held", "search", false)).toMatchObject({ version: 3 });
    expect(await page(deps, "list", "list", true)).toMatchObject({ version: 3 });
  });

  it("an answer captured from cached values only is current while they are; a statement of its own, or an uncached read, makes it not", async () => {
    const { feed, deps, tick } = derivedSetup();
    const cachedOnly = await captureReads(() => longSearch.get(deps, { term: "held" }));
    expect(deps.caches.current(cachedOnly.capture)).toBe(true);
    // Statements sent inside a cache's load are the cache's; one sent by the answer itself is not.
    const own = await captureReads(async () => {
      await jobsCache.get(deps, { page: 9 });
      noteStatement();
    });
    expect(own.capture.outside).toBe(true);
    expect(deps.caches.current(own.capture)).toBe(false);
    const none = await captureReads(async () => 1);
    expect(deps.caches.current(none.capture)).toBe(false);
    // A write its search's check drops it for, and time, end it.
    now.matching = new Set(["held"]);
    feed.rows("jobs|i|fresh");
    expect(deps.caches.current(cachedOnly.capture)).toBe(false);
    const again = await captureReads(() => longSearch.get(deps, { term: "held" }));
    expect(deps.caches.current(again.capture)).toBe(true);
    tick(600_000);
    expect(deps.caches.current(again.capture)).toBe(false);
  });

  it("cannot both judge rows and derive them", () => {
    expect(() =>
      defineReadCache({
        name: "test.both",
        reads: [jobs],
        load: async () => 1,
        rows: { table: jobs, inspect: async () => ({ enters: [] }) },
        derive: { table: jobs, when: () => true },
      }),
    ).toThrow(/both/);
  });
});

// A search-like cache whose entries a write can make again from their rows (decision 092). The test sets each
// term's footprint, what a refresh finds (its value's footprint, or null) and what the rows now match.
const refreshed = {
  footprints: new Map<string, RowFootprint>(),
  /** What a refresh of a term gives: its value's footprint, or null (it cannot). */
  next: new Map<string, RowFootprint | null>(),
  /** The ids each refresh was asked with. */
  asked: [] as Array<{ term: string; ids: readonly string[] }>,
  /** Holds every refresh until released (a slow database). */
  gate: null as Promise<void> | null,
  loads: 0,
};
const refreshingCache = defineReadCache({
  name: "test.refreshing",
  reads: [jobs],
  load: async (_deps: object, args: { term: string }) => {
    refreshed.loads++;
    return withFootprint({ term: args.term, version, by: "load" }, refreshed.footprints.get(args.term)!);
  },
  rows: {
    table: jobs,
    inspect: async (_deps: object, _ids, entries) => ({ enters: entries.map((e) => now.matching.has(e.args.term)) }),
    refresh: async (_deps: object, args: { term: string }, ids: readonly string[]) => {
      refreshed.asked.push({ term: args.term, ids });
      await refreshed.gate;
      const fp = refreshed.next.get(args.term);
      return fp ? withFootprint({ term: args.term, version, by: "refresh" }, fp) : null;
    },
  },
});

describe("entries made again from their rows after a write (decision 092)", () => {
  // "open": every match it can show (complete); "ranked": 1 exact row (e1) and a full window (w1, w2).
  const complete: RowFootprint = { ids: ["a", "b"], outside: "none", refresh: { exact: 0, complete: true } };
  const ranked: RowFootprint = { ids: ["e1", "w1", "w2"], outside: "none", refresh: { exact: 1, complete: false } };
  const refreshSetup = () => {
    const s = setup();
    now.matching = new Set();
    refreshed.footprints = new Map([
      ["open", complete],
      ["ranked", ranked],
      ["plain", { ids: ["p"], outside: "none" }],
    ]);
    refreshed.next = new Map();
    refreshed.asked = [];
    refreshed.gate = null;
    refreshed.loads = 0;
    const get = async (term: string) => {
      const v = await refreshingCache.get(s.deps, { term });
      return `${v.by} v${v.version}`;
    };
    const stats = () => s.caches.listing().find((c) => c.name === "test.refreshing")!;
    return { ...s, get, stats };
  };

  it("a row entering an entry makes it again from its rows and the written one, without a load", async () => {
    const { feed, get, stats } = refreshSetup();
    expect(await get("open")).toBe("load v1");
    expect(await get("plain")).toBe("load v1");
    version = 2;
    now.matching = new Set(["open", "plain"]);
    refreshed.next.set("open", { ids: ["new", "a", "b"], outside: "none", refresh: { exact: 0, complete: true } });
    feed.rows("jobs|i|new");
    // "plain" cannot be made again (its footprint does not say how): it loads.
    expect([await get("open"), await get("plain")]).toEqual(["refresh v2", "load v2"]);
    expect(refreshed.asked).toEqual([{ term: "open", ids: ["a", "b", "new"] }]);
    expect(stats()).toMatchObject({ refreshed: 1, misses: 3 });
    // The refreshed value is followed as a loaded one is: an update of a row it holds refreshes it again.
    version = 3;
    refreshed.next.set("open", { ids: ["new", "a"], outside: "none", refresh: { exact: 0, complete: true } });
    now.matching = new Set();
    feed.rows("jobs|u|b");
    expect(await get("open")).toBe("refresh v3");
    expect(refreshed.asked.at(-1)).toEqual({ term: "open", ids: ["new", "a", "b"] });
    expect(refreshed.loads).toBe(3);
  });

  it("a full set trusts a refresh only when no written row of it has left it; otherwise, or without one, it loads", async () => {
    const { feed, get, stats } = refreshSetup();
    await get("ranked");
    // w2 updated, still in the window: the refresh is what a load would give.
    version = 2;
    refreshed.next.set("ranked", { ids: ["e1", "w2", "w1"], outside: "none", refresh: { exact: 1, complete: false } });
    feed.rows("jobs|u|w2");
    expect(await get("ranked")).toBe("refresh v2");
    // w1 no longer in the window: the row after the window, never read, takes its place: a load.
    version = 3;
    refreshed.footprints.set("ranked", ranked);
    refreshed.next.set("ranked", { ids: ["e1", "w2", "x"], outside: "none", refresh: { exact: 1, complete: false } });
    feed.rows("jobs|u|w1");
    expect(await get("ranked")).toBe("load v3");
    // e1 moved from the exact rows into the window: the exact set lost a row: a load.
    version = 4;
    refreshed.next.set("ranked", { ids: ["w1", "e1", "w2"], outside: "none", refresh: { exact: 0, complete: false } });
    feed.rows("jobs|u|e1");
    expect(await get("ranked")).toBe("load v4");
    // A refresh that cannot say (null), or whose value cannot be followed (no `refresh`): a load.
    version = 5;
    refreshed.next.delete("ranked");
    feed.rows("jobs|u|w1");
    expect(await get("ranked")).toBe("load v5");
    version = 6;
    refreshed.next.set("ranked", { ids: ["e1", "w1", "w2"], outside: "none" });
    feed.rows("jobs|u|w2");
    expect(await get("ranked")).toBe("load v6");
    // A new row entering a full window pushes none out that was written: trusted.
    version = 7;
    now.matching = new Set(["ranked"]);
    refreshed.next.set("ranked", { ids: ["e1", "n", "w1"], outside: "none", refresh: { exact: 1, complete: false } });
    feed.rows("jobs|i|n");
    expect(await get("ranked")).toBe("refresh v7");
    expect(stats()).toMatchObject({ refreshed: 2, misses: 5 });
  });

  it("a changed entry is made again only when read; reads of it wait for its refresh, the others do not; a write during it drops it; what was made from the old entry goes", async () => {
    const { feed, deps, get } = refreshSetup();
    await get("open");
    await get("ranked");
    const before = await captureReads(() => refreshingCache.get(deps, { term: "open" }));
    expect(deps.caches.current(before.capture)).toBe(true);
    version = 2;
    now.matching = new Set(["open"]);
    refreshed.next.set("open", complete);
    feed.rows("jobs|i|new");
    feed.rows("jobs|i|newer");
    await new Promise((r) => setImmediate(r));
    // Changed, not yet made again: not served as it was, and nothing asked the database yet.
    expect(deps.caches.current(before.capture)).toBe(false);
    expect(refreshed.asked).toEqual([]);
    let release!: () => void;
    refreshed.gate = new Promise<void>((r) => (release = r));
    const waiting = get("open");
    // One refresh for both writes, with both written rows.
    expect(refreshed.asked).toEqual([{ term: "open", ids: ["a", "b", "new", "newer"] }]);
    // Another entry is served at once, though the refresh is held.
    expect(await get("ranked")).toBe("load v1");
    // A write while the refresh runs: the entry is still loading, so it goes; the next read loads.
    version = 3;
    now.matching = new Set();
    feed.rows("jobs|u|a");
    release();
    expect(await waiting).toBe("refresh v3");
    expect(await get("open")).toBe("load v3");
  });
});

// This file's caches are its own: the files after it in this worker find only the app's (decision 081).
afterAll(() => [jobsCache, peopleCache, partialCache, searchCache, longSearch, pageCache, refreshingCache].forEach(withdrawReadCache));
