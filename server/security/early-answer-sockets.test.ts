import type { Server } from "node:http";
import { createServer as createNetServer, type AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { standIn } from "../lib/cluster";
import { createDrain } from "../lib/drain";
import { createLogger } from "../lib/logger";
import { signedIn } from "../test/factories";
import { setupTestContext } from "../test/setup";

/**
 * Answers given before the request's body was read, over real sockets with keep-alive (decision 096): the
 * client gets the whole answer — never its connection closed under it (`UND_ERR_SOCKET`, EPIPE) — for 50
 * requests one after the other and 50 at once. Bodies of 256 KB: more than the socket buffers hold, so the
 * client is still writing when an early answer is ready.
 */
const ctx = setupTestContext();
const ORIGIN = "http://localhost:3000";
const servers: Server[] = [];

async function listen(): Promise<{ server: Server; base: string }> {
  const server = serve({ fetch: ctx.app.fetch, port: 0, hostname: "127.0.0.1" }) as Server;
  servers.push(server);
  await new Promise<void>((ok) => server.once("listening", ok));
  return { server, base: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}
let base = "";
beforeAll(async () => {
  base = (await listen()).base;
});
afterAll(async () => {
  for (const s of servers) s.closeAllConnections();
  await Promise.all(servers.map((s) => new Promise((ok) => s.close(ok))));
});

interface Outcome {
  status: number | string;
  retryAfter: string | null;
  connection: string | null;
  code?: string;
}

/** 50 requests in a row, then 50 at once; each one's status (or the client's error code) and headers. */
async function hundred(target: string, make: (i: number) => RequestInit): Promise<Outcome[]> {
  const one = async (i: number): Promise<Outcome> => {
    try {
      const res = await fetch(`${target}`, make(i));
      const text = await res.text();
      const code = (res.headers.get("content-type") ?? "").includes("json")
        ? (JSON.parse(text) as { error?: { code?: string } }).error?.code
        : undefined;
      return { status: res.status, retryAfter: res.headers.get("retry-after"), connection: res.headers.get("connection"), code };
    } catch (err) {
      const cause = (err as { cause?: { code?: string } }).cause;
      return { status: cause?.code ?? String(err), retryAfter: null, connection: null };
    }
  };
  const outcomes: Outcome[] = [];
  for (let i = 0; i < 50; i++) outcomes.push(await one(i));
  outcomes.push(...(await Promise.all(Array.from({ length: 50 }, (_, i) => one(50 + i)))));
  return outcomes;
}

/** How many answers of each kind: one kind expected. */
const tally = (outcomes: Outcome[]) => {
  const counts: Record<string, number> = {};
  for (const o of outcomes) {
    const key = `${o.status} ${o.code ?? "-"} retry-after=${o.retryAfter ?? "-"}`;
    counts[key] = (counts[key] ?? 0) + 1;
  }
  return counts;
};

const KB = 1024;
const jsonBody = (size: number) => JSON.stringify({ blog_comment: true, pad: "x".repeat(size) });
const upload = (size: number) => {
  const form = new FormData();
  form.set("avatar", new Blob([Buffer.alloc(size, 7)], { type: "image/png" }), "me.png");
  return form;
};
/** The session token alone, with a marker: this instance must read the session table for each request. */
const uncached = (cookie: string, i: number) =>
  `${cookie
    .split("; ")
    .filter((c) => c.includes("session_token"))
    .join("; ")}; n=${i}`;

describe("an answer given before the body was read, on a real socket", () => {
  it(
    "while the change listener is down and sessions cannot be read: every write gets its 503 with Retry-After",
    { timeout: 120_000 },
    async () => {
      const member = await signedIn(ctx);
      const up = Object.getOwnPropertyDescriptor(ctx.deps.changes, "up")!;
      Object.defineProperty(ctx.deps.changes, "up", { get: () => false, configurable: true });
      await ctx.deps.db.execute(sql`ALTER TABLE "session" RENAME TO session_away`);
      try {
        const expected = { "503 UNAVAILABLE retry-after=2": 100 };
        // The soak's write (a few KB of JSON), a large JSON body, an upload, and a body of another type.
        const json = (size: number) => (i: number) => ({
          method: "PUT",
          headers: { origin: ORIGIN, "content-type": "application/json", cookie: uncached(member.cookie, i) },
          body: jsonBody(size),
        });
        expect(tally(await hundred(`${base}/api/me/notification-preferences`, json(4 * KB)))).toEqual(expected);
        expect(tally(await hundred(`${base}/api/me/notification-preferences`, json(256 * KB)))).toEqual(expected);
        expect(
          tally(
            await hundred(`${base}/api/profile/avatar`, (i) => ({
              method: "POST",
              headers: { origin: ORIGIN, cookie: uncached(member.cookie, i) },
              body: upload(256 * KB),
            })),
          ),
        ).toEqual(expected);
        expect(
          tally(
            await hundred(`${base}/api/profile/avatar`, (i) => ({
              method: "POST",
              headers: { origin: ORIGIN, cookie: uncached(member.cookie, i), "content-type": "application/octet-stream" },
              body: Buffer.alloc(256 * KB, 7),
            })),
          ),
        ).toEqual(expected);
      } finally {
        await ctx.deps.db.execute(sql`ALTER TABLE session_away RENAME TO "session"`);
        Object.defineProperty(ctx.deps.changes, "up", up);
      }
    },
  );

  it("a visitor's upload is answered 401, with the connection kept for the next request", { timeout: 60_000 }, async () => {
    const outcomes = await hundred(`${base}/api/profile/avatar`, () => ({
      method: "POST",
      headers: { origin: ORIGIN },
      body: upload(256 * KB),
    }));
    expect(tally(outcomes)).toEqual({ "401 UNAUTHORIZED retry-after=-": 100 });
    expect(outcomes.filter((o) => o.connection === "close")).toEqual([]);
  });

  it("a body sent in chunks, without a length, is read up to the limit and answered the same way", { timeout: 60_000 }, async () => {
    const chunks = (i: number) =>
      new ReadableStream<Uint8Array>({
        start(controller) {
          for (let k = 0; k < 16; k++) controller.enqueue(new Uint8Array(16 * KB).fill(i % 250));
          controller.close();
        },
      });
    const outcomes = await hundred(`${base}/api/profile/avatar`, (i) => ({
      method: "POST",
      headers: { origin: ORIGIN, "content-type": "application/octet-stream" },
      body: chunks(i),
      duplex: "half",
    }));
    expect(tally(outcomes)).toEqual({ "401 UNAUTHORIZED retry-after=-": 100 });
  });

  it("a post to a path outside the API that nothing reads (no such page) gets its 404 the same way", { timeout: 60_000 }, async () => {
    const outcomes = await hundred(`${base}/no-such-page`, () => ({
      method: "POST",
      headers: { origin: ORIGIN, "content-type": "application/x-www-form-urlencoded" },
      body: `q=${"x".repeat(256 * KB)}`,
    }));
    expect(tally(outcomes)).toEqual({ "404 - retry-after=-": 100 });
  });

  it("while the server drains: every request gets its answer with Connection: close, none is cut", { timeout: 60_000 }, async () => {
    const { server, base: draining } = await listen();
    // Still accepting for 10 s (the lame-duck time), long enough for the 100 requests.
    const drain = createDrain(server, { budgetMs: 20_000, lameDuckMs: 10_000 });
    const stopped = drain.drain();
    const outcomes = await hundred(`${draining}/api/profile/avatar`, () => ({
      method: "POST",
      headers: { origin: ORIGIN },
      body: upload(256 * KB),
    }));
    expect(tally(outcomes)).toEqual({ "401 UNAUTHORIZED retry-after=-": 100 });
    expect(outcomes.filter((o) => o.connection !== "close")).toEqual([]);
    // The drain over before the file ends: a draining process answers readiness 503 (the next file's tests).
    expect((await stopped).cut).toBe(0);
  });

  it("the primary's stand-in (no worker alive) answers its 503 with Retry-After to every write", { timeout: 60_000 }, async () => {
    const free = createNetServer();
    await new Promise<void>((ok) => free.listen(0, "127.0.0.1", ok));
    const port = (free.address() as AddressInfo).port;
    await new Promise((ok) => free.close(ok));
    const stand = standIn(port, createLogger("silent"));
    stand.open();
    try {
      await expect
        .poll(() =>
          fetch(`http://127.0.0.1:${port}/api/health`).then(
            (r) => r.status,
            () => 0,
          ),
        )
        .toBe(503);
      const outcomes = await hundred(`http://127.0.0.1:${port}/api/profile/avatar`, () => ({
        method: "POST",
        headers: { origin: ORIGIN },
        body: upload(256 * KB),
      }));
      expect(tally(outcomes)).toEqual({ "503 UNAVAILABLE retry-after=2": 100 });
    } finally {
      await stand.close();
    }
  });
});
