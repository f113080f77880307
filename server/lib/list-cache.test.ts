import { describe, expect, it } from "vitest";
import { createListCaches } from "./list-cache";

/** A database stand-in for the listener: `notify()` plays a NOTIFY lists_changed from another instance. */
function fakeDatabase() {
  let handler: (payload: string) => void = () => {};
  let stopped = false;
  return {
    listen: async (_channel: string, onMessage: (payload: string) => void) => {
      handler = onMessage;
      return async () => {
        stopped = true;
      };
    },
    notify: (payload = "jobs") => handler(payload),
    get stopped() {
      return stopped;
    },
  };
}

describe("list cache", () => {
  it("serves a page from memory until its time is up, and shares one load between concurrent misses", async () => {
    let clock = 0;
    const caches = await createListCaches(fakeDatabase(), { ttlMs: 1000, now: () => clock });
    const pages = caches.create<number>();
    let loads = 0;
    const load = async () => ++loads;
    expect(await Promise.all([pages.get("a", load), pages.get("a", load)])).toEqual([1, 1]);
    clock = 999;
    expect(await pages.get("a", load)).toBe(1);
    expect(await pages.get("b", load)).toBe(2);
    clock = 1000;
    expect(await pages.get("a", load)).toBe(3);
    expect(loads).toBe(3);
  });

  it("drops every page on a write here (invalidate) and on a notification from another instance", async () => {
    const db = fakeDatabase();
    const caches = await createListCaches(db, { ttlMs: 60_000, now: () => 0 });
    const jobs = caches.create<string>();
    const mentors = caches.create<string>();
    let version = 1;
    const load = async () => `v${version}`;
    expect(await jobs.get("k", load)).toBe("v1");
    expect(await mentors.get("k", load)).toBe("v1");
    version = 2;
    expect(await jobs.get("k", load)).toBe("v1");
    caches.invalidate();
    expect(await jobs.get("k", load)).toBe("v2");
    expect(await mentors.get("k", load)).toBe("v2");
    version = 3;
    db.notify();
    expect(await jobs.get("k", load)).toBe("v3");
    // The listener reconnecting reports "" and clears too.
    version = 4;
    db.notify("");
    expect(await mentors.get("k", load)).toBe("v4");
    await caches.stop();
    expect(db.stopped).toBe(true);
  });

  it("does not keep a failed load, nor a load overtaken by a write", async () => {
    const caches = await createListCaches(fakeDatabase(), { ttlMs: 60_000, now: () => 0 });
    const pages = caches.create<string>();
    await expect(pages.get("k", () => Promise.reject(new Error("database down")))).rejects.toThrow("database down");
    expect(await pages.get("k", async () => "fresh")).toBe("fresh");

    let release: (v: string) => void = () => {};
    const slow = pages.get("slow", () => new Promise<string>((r) => (release = r)));
    caches.invalidate(); // a write commits while the page is being read
    release("read before the write");
    expect(await slow).toBe("read before the write");
    expect(await pages.get("slow", async () => "after the write")).toBe("after the write");
  });

  it("keeps at most 500 pages per kind, dropping the least recently used", async () => {
    const caches = await createListCaches(fakeDatabase(), { ttlMs: 60_000, now: () => 0 });
    const pages = caches.create<string>();
    for (let i = 0; i < 500; i++) await pages.get(`k${i}`, async () => `old${i}`);
    await pages.get("k0", async () => "unused"); // k0 becomes the most recently used
    await pages.get("k500", async () => "new");
    expect(await pages.get("k0", async () => "reloaded")).toBe("old0");
    expect(await pages.get("k1", async () => "reloaded")).toBe("reloaded");
  });

  it("loads every time when turned off (LIST_CACHE_MS=0), without listening", async () => {
    const db = fakeDatabase();
    const caches = await createListCaches(db, { ttlMs: 0 });
    const pages = caches.create<number>();
    let loads = 0;
    await pages.get("k", async () => ++loads);
    await pages.get("k", async () => ++loads);
    expect(loads).toBe(2);
    expect(caches.enabled).toBe(false);
  });
});
