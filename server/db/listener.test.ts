import { createConnection, createServer, type Server, type Socket } from "node:net";
import { eq, sql } from "drizzle-orm";
import pg from "pg";
import { describe, expect, it, vi } from "vitest";
import { createChangeFeed } from "../lib/change-feed";
import { createLogger } from "../lib/logger";
import { createSessionVersions } from "../lib/session-versions";
import { signedIn } from "../test/factories";
import { setupTestContext } from "../test/setup";
import { backoffMs, listenPg, queryRows } from "./client";
import { user } from "./schema";

const ctx = setupTestContext();
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

/** Ends every LISTEN connection on this database, as a database restart or a network cut would. */
const cutListeners = () =>
  ctx.database.db.execute(
    sql`select pg_terminate_backend(pid) from pg_stat_activity where application_name = 'appsec-listener' and datname = current_database()`,
  );
const listenerCount = async () =>
  (
    await queryRows<{ n: number }>(
      ctx.database.db,
      sql`select count(*)::int as n from pg_stat_activity where application_name = 'appsec-listener' and datname = current_database()`,
    )
  )[0]!.n;

/** A TCP proxy to PostgreSQL that can be taken down (connections reset and then refused) and brought back. */
async function flakyProxy(target: URL) {
  const sockets = new Set<Socket>();
  let server: Server | null = null;
  let port = 0;
  const open = () =>
    new Promise<void>((resolve) => {
      server = createServer((client) => {
        const upstream = createConnection(Number(target.port || 5432), target.hostname);
        sockets.add(client).add(upstream);
        client.pipe(upstream).pipe(client);
        const end = () => (client.destroy(), upstream.destroy());
        client.on("error", end).on("close", end);
        upstream.on("error", end).on("close", end);
      });
      server.listen(port, "127.0.0.1", () => {
        port = (server!.address() as { port: number }).port;
        resolve();
      });
    });
  await open();
  const url = new URL(target);
  url.port = String(port);
  return {
    url: url.toString(),
    down: async () => {
      for (const s of sockets) s.destroy();
      sockets.clear();
      await new Promise<void>((resolve) => server!.close(() => resolve()));
    },
    up: open,
    close: async () => {
      for (const s of sockets) s.destroy();
      await new Promise<void>((resolve) => (server!.listening ? server!.close(() => resolve()) : resolve()));
    },
  };
}

/**
 * A TCP proxy to PostgreSQL that can stall: it stops forwarding in both directions without closing anything
 * (no FIN, no RST), as a broken network path does, and later forwards again what it held.
 */
async function stallingProxy(target: URL) {
  const pairs = new Set<{ client: Socket; upstream: Socket }>();
  let stalled = false;
  const server: Server = createServer((client) => {
    const upstream = createConnection(Number(target.port || 5432), target.hostname);
    const pair = { client, upstream };
    pairs.add(pair);
    if (!stalled) client.pipe(upstream).pipe(client);
    else client.pause();
    const end = () => (client.destroy(), upstream.destroy(), pairs.delete(pair));
    client.on("error", end).on("close", end);
    upstream.on("error", end).on("close", end);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
  const url = new URL(target);
  url.port = String((server.address() as { port: number }).port);
  return {
    url: url.toString(),
    stall() {
      stalled = true;
      for (const { client, upstream } of pairs) {
        client.unpipe(upstream);
        upstream.unpipe(client);
        client.pause();
        upstream.pause();
      }
    },
    resume() {
      stalled = false;
      for (const { client, upstream } of pairs) {
        client.pipe(upstream).pipe(client);
        client.resume();
        upstream.resume();
      }
    },
    close: async () => {
      for (const { client, upstream } of pairs) {
        client.destroy();
        upstream.destroy();
      }
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

describe("the change listener (decision 027)", () => {
  it.runIf(onPostgres)(
    "a stalled connection (no close, no reset) is noticed by its heartbeat, fails closed, and is listened to again after",
    async () => {
      const proxy = await stallingProxy(new URL(ctx.database.url!));
      const heard: string[] = [];
      const states: boolean[] = [];
      // Another instance's change feed and session versions, listening through the proxy.
      const feed = await createChangeFeed(
        { listen: (channels, on) => listenPg(proxy.url, channels, on, { backoff: () => 200 }) },
        createLogger("silent"),
      );
      feed.on("lists_changed", (p) => heard.push(p));
      feed.onState((up) => states.push(up));
      const sessions = createSessionVersions(ctx.database.db, feed);
      try {
        expect(feed.up).toBe(true);
        const member = await signedIn(ctx);
        const v0 = await sessions.current(member.id);
        proxy.stall();
        // A write's fence on the stalled connection gives up after its deadline: it fails as "unavailable"
        // (503 to the write's request), it does not hang until the stall ends.
        await expect(feed.fence()).rejects.toMatchObject({ code: "08006" });
        await vi.waitFor(() => expect(feed.up).toBe(false), { timeout: 2000 });
        // Down: a revocation made meanwhile is read from the database, not missed.
        await ctx.deps.db.update(user).set({ role: "supporter" }).where(eq(user.id, member.id));
        const v1 = await sessions.current(member.id);
        expect(v1).not.toBe(v0);
        proxy.resume();
        await vi.waitFor(() => expect(feed.up).toBe(true), { timeout: 10_000 });
        expect(states).toEqual([false, true]);
        // Back: notifications arrive again.
        await ctx.database.db.execute(sql`update jobs set title = title`);
        await feed.fence();
        expect(heard).toContain("jobs");
        await ctx.deps.db.update(user).set({ role: "user" }).where(eq(user.id, member.id));
        await vi.waitFor(async () => expect(await sessions.current(member.id)).not.toBe(v1), { timeout: 2000 });
      } finally {
        await feed.stop();
        await proxy.close();
      }
    },
  );

  it.runIf(onPostgres)("never gives up: a database unreachable for 3 s (connections refused) is listened to again once back", async () => {
    const proxy = await flakyProxy(new URL(ctx.database.url!));
    const states: boolean[] = [];
    const heard: string[] = [];
    let attempts = 0;
    const listener = await listenPg(
      proxy.url,
      ["lists_changed"],
      { message: (_c, p) => heard.push(p), state: (up) => states.push(up) },
      {
        // Called once per reconnection attempt.
        backoff: () => {
          attempts++;
          return 200;
        },
      },
    );
    try {
      expect(listener.up).toBe(true);
      await proxy.down();
      await vi.waitFor(() => expect(listener.up).toBe(false), { timeout: 5000 });
      // Refused for about 3 s: 15 reconnection attempts in a row fail.
      const before = attempts;
      await vi.waitFor(() => expect(attempts - before).toBeGreaterThanOrEqual(15), { timeout: 20_000, interval: 50 });
      expect(listener.up).toBe(false);
      await proxy.up();
      await vi.waitFor(() => expect(listener.up).toBe(true), { timeout: 5000 });
      expect(states).toEqual([true, false, true]);
      await ctx.database.db.execute(sql`update jobs set title = title`);
      await vi.waitFor(() => expect(heard).toContain("jobs"), { timeout: 2000 });
    } finally {
      await listener.stop();
      await proxy.close();
    }
  });

  it("backs off exponentially from 250 ms to 10 s, with jitter", () => {
    expect(backoffMs(0, () => 0)).toBe(250);
    expect(backoffMs(1, () => 0)).toBe(500);
    expect(backoffMs(10, () => 0)).toBe(10_000);
    expect(backoffMs(10, () => 1)).toBe(5_000);
  });

  it.runIf(onPostgres)("comes back after its connection is cut, again and again, and reports each drop and return", async () => {
    const states: boolean[] = [];
    const heard: string[] = [];
    const listener = await listenPg(
      ctx.database.url!,
      ["lists_changed"],
      { message: (_c, p) => heard.push(p), state: (up) => states.push(up) },
      {
        backoff: () => 50,
      },
    );
    try {
      expect(listener.up).toBe(true);
      for (let round = 0; round < 3; round++) {
        await cutListeners();
        await vi.waitFor(() => expect(states.filter((s) => !s)).toHaveLength(round + 1), { timeout: 5000 });
        await vi.waitFor(() => expect(listener.up).toBe(true), { timeout: 5000 });
      }
      expect(states).toEqual([true, false, true, false, true, false, true]);
      await ctx.database.db.execute(sql`update jobs set title = title`);
      await listener.fence();
      expect(heard).toContain("jobs");
    } finally {
      await listener.stop();
    }
  });

  it.runIf(onPostgres)("a fence returns only after this instance has heard the notifications of a write it made", async () => {
    const heard: string[] = [];
    const listener = await listenPg(ctx.database.url!, ["lists_changed"], { message: (_c, p) => heard.push(p) });
    try {
      for (let i = 0; i < 50; i++) {
        heard.length = 0;
        await ctx.database.db.execute(sql`update offerings set title = title`);
        await listener.fence();
        expect(heard).toEqual(["offerings"]);
      }
    } finally {
      await listener.stop();
    }
  });

  it.runIf(onPostgres)(
    "concurrent fences share their round trips (at most two at a time), and each still follows its own write",
    async () => {
      const heard: string[] = [];
      const listener = await listenPg(ctx.database.url!, ["lists_changed"], { message: (_c, p) => heard.push(p) });
      const query = vi.spyOn(pg.Client.prototype, "query");
      const fences = () => query.mock.calls.filter(([text]) => text === "SELECT 1").length;
      try {
        // Forty writes at once, each fenced as a write request is: every fence returns after its own
        // write's notification.
        await Promise.all(
          Array.from({ length: 40 }, async (_, i) => {
            await ctx.database.db.execute(sql`select pg_notify('lists_changed', ${`fence-${i}`})`);
            await listener.fence();
            expect(heard).toContain(`fence-${i}`);
          }),
        );
        // Forty fences asked at the same moment: one round trip, or two when one was under way already.
        let before = fences();
        await Promise.all(Array.from({ length: 40 }, () => listener.fence()));
        expect(fences() - before).toBeGreaterThan(0);
        expect(fences() - before).toBeLessThanOrEqual(2);
        // One at a time, each fence is its own round trip.
        before = fences();
        for (let i = 0; i < 3; i++) await listener.fence();
        expect(fences() - before).toBe(3);
      } finally {
        query.mockRestore();
        await listener.stop();
      }
    },
  );

  it.runIf(onPostgres)("revocation stays immediate on another instance while its listener is cut, and after it is back", async () => {
    // Another instance: its own change feed and session versions on the same database.
    const feed = await createChangeFeed(ctx.database, createLogger("silent"));
    const sessions = createSessionVersions(ctx.database.db, feed);
    try {
      const member = await signedIn(ctx);
      const version = () => sessions.current(member.id);
      const v0 = await version();
      // Hold the listener down: cut it, and keep cutting every reconnection for a moment.
      await cutListeners();
      await vi.waitFor(() => expect(feed.up).toBe(false), { timeout: 5000 });
      await ctx.deps.db.update(user).set({ role: "supporter" }).where(eq(user.id, member.id));
      // No notification can arrive (the listener is down): the version is read from the database.
      expect(await version()).not.toBe(v0);
      const v1 = await version();
      await vi.waitFor(() => expect(feed.up).toBe(true), { timeout: 15_000 });
      expect(await listenerCount()).toBeGreaterThan(0);
      await ctx.deps.db.update(user).set({ role: "user" }).where(eq(user.id, member.id));
      await vi.waitFor(async () => expect(await version()).not.toBe(v1), { timeout: 2000 });
    } finally {
      await feed.stop();
    }
  });
});
