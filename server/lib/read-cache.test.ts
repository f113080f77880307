import { describe, expect, it } from "vitest";
import { blogPosts, events, jobs, profiles } from "../db/schema";
import type { Channel } from "./change-feed";
import { cacheKey, createReadCaches, declaredCaches, defineReadCache } from "./read-cache";

/** A change feed stand-in: `notify(table)` plays a NOTIFY lists_changed from any instance; `drop()`/`back()` the listener. */
function fakeFeed() {
  const handlers: Array<(payload: string) => void> = [];
  const states: Array<(up: boolean) => void> = [];
  let up = true;
  let fences = 0;
  return {
    get up() {
      return up;
    },
    on: (_channel: Channel, h: (payload: string) => void) => void handlers.push(h),
    onState: (h: (up: boolean) => void) => void states.push(h),
    fence: async () => void fences++,
    notify: (table: string) => handlers.forEach((h) => h(table)),
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
    });
    expect(declaredCaches().map((c) => c.name)).toContain("test.people");
    expect(() => defineReadCache({ name: "test.jobs", reads: [blogPosts], load: async () => 1 })).toThrow(/twice/);
  });
});
