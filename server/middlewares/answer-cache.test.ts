import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { sql } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { eventually } from "../test/eventually";
import { signedIn } from "../test/factories";
import { createJob } from "../test/job-factory";
import { setupTestContext } from "../test/setup";

/**
 * Visitors' answers kept as sent (decision 090), with the list caches on as in production. Whether an
 * answer came from the answer cache shows in the read caches' hits: a kept answer reads no cache at all.
 */
const ctx = setupTestContext({ env: { LIST_CACHE_MS: "60000" } });
const gzip = { "accept-encoding": "gzip" };
/** The read caches the handlers asked, in order (a kept answer asks none). */
const asked: string[] = [];
const reads = () => {
  const caches = ctx.deps.caches as typeof ctx.deps.caches & { counted?: boolean };
  if (!caches.counted) {
    const read = caches.read.bind(caches);
    caches.read = (cache, deps, args) => (asked.push(cache.spec.name), read(cache, deps, args));
    caches.counted = true;
  }
  return asked.length;
};
/** Every header of an answer but those of its own request and connection. */
const headersOf = (res: Response) =>
  [...res.headers].filter(([name]) => !["x-request-id", "date", "connection", "keep-alive", "transfer-encoding"].includes(name));
const titles = async (res: Response) => ((await res.json()) as { jobs: { title: string }[] }).jobs.map((j) => j.title);

describe("visitors' answers kept as sent (decision 090)", () => {
  it("answers a repeat visitor with the same status, headers and bytes without reading the cache, with its own request id", async () => {
    await createJob(ctx, { title: "Kept Answer" });
    // Its notification handled first (PostgreSQL delivers it a moment later, and it would drop what is kept).
    await ctx.deps.caches.fence();
    reads();
    const first = await ctx.request("/api/jobs", { headers: gzip });
    const firstBody = Buffer.from(await first.arrayBuffer());
    const before = reads();
    const second = await ctx.request("/api/jobs", { headers: gzip });
    expect(reads()).toBe(before);
    expect(Buffer.from(await second.arrayBuffer()).equals(firstBody)).toBe(true);
    for (const name of ["content-type", "content-encoding", "content-length", "cache-control", "etag", "vary"])
      expect(second.headers.get(name), name).toBe(first.headers.get(name));
    expect(second.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
    expect(second.headers.get("x-request-id")).not.toBe(first.headers.get("x-request-id"));
    // Without gzip: another answer, kept apart.
    expect(await titles(await ctx.request("/api/jobs"))).toEqual(["Kept Answer"]);
    expect(await titles(await ctx.request("/api/jobs"))).toEqual(["Kept Answer"]);
    // A conditional request takes the usual path: 304.
    const etag = second.headers.get("etag")!;
    expect((await ctx.request("/api/jobs", { headers: { ...gzip, "if-none-match": etag } })).status).toBe(304);
  });

  it("is made again once a write drops what it was made from, here or on another instance (NOTIFY)", async () => {
    const job = await createJob(ctx, { title: "Before" });
    expect(await titles(await ctx.request("/api/jobs"))).toEqual(["Before"]);
    expect(await titles(await ctx.request("/api/jobs"))).toEqual(["Before"]);
    await ctx.database.db.execute(sql`update jobs set title = 'After' where id = ${job.id}`);
    expect(await eventually(async () => (await titles(await ctx.request("/api/jobs")))[0] === "After")).toBe(true);
    // A searched answer follows its row-judged search: a job the search finds shows at once after the write.
    const admin = await signedIn(ctx, "admin");
    expect(await titles(await ctx.request("/api/jobs?search=fuzzing"))).toEqual([]);
    const pending = await createJob(ctx, { title: "Fuzzing Lead", skills: ["Fuzzing"], isApproved: false, isAdminReviewed: false });
    expect(await titles(await ctx.request("/api/jobs?search=fuzzing"))).toEqual([]);
    expect((await admin.request(`/api/admin/jobs/${pending.id}/approve`, { method: "POST" })).status).toBe(200);
    expect(await titles(await ctx.request("/api/jobs?search=fuzzing"))).toEqual(["Fuzzing Lead"]);
  });

  it("waits for a write's row check and replays the kept answer when the write left it as it was; makes it again when the write changed it", async () => {
    await createJob(ctx, { title: "Fuzzing Lead", skills: ["Fuzzing"] });
    const other = await createJob(ctx, { title: "Cloud Architect", skills: ["AWS"] });
    await ctx.deps.caches.fence();
    const search = () => new Request("http://localhost/api/jobs?search=fuzzing", { headers: gzip });
    const made = await ctx.request("/api/jobs?search=fuzzing", { headers: gzip });
    const madeBody = Buffer.from(await made.arrayBuffer());
    expect(await titles(new Response(await (await ctx.request("/api/jobs?search=fuzzing")).text()))).toEqual(["Fuzzing Lead"]);
    // A write the search cannot see (another instance's, as its notification tells): while its row check
    // runs the kept answer waits for it, then is sent as kept — not made again.
    const before = reads();
    ctx.deps.caches.rowsChanged({ table: "jobs", all: false, op: "u", ids: [other.id] });
    const sent = ctx.app.fetch(search());
    expect(sent).toBeInstanceOf(Promise);
    const replayed = await sent;
    expect(Buffer.from(await replayed.arrayBuffer()).equals(madeBody)).toBe(true);
    expect(reads()).toBe(before);
    // A write the search finds: the check drops what the answer was made from, and the answer is made again.
    const entering = await createJob(ctx, { title: "Fuzzing Engineer", skills: ["Fuzzing"] });
    ctx.deps.caches.rowsChanged({ table: "jobs", all: false, op: "i", ids: [entering.id] });
    const again = await ctx.app.fetch(new Request("http://localhost/api/jobs?search=fuzzing"));
    expect(reads()).toBeGreaterThan(before);
    expect((await titles(again)).sort()).toEqual(["Fuzzing Engineer", "Fuzzing Lead"]);
  });

  it("keeps nothing for members, for refusals, for answers a handler read from the database itself, or while the listener is down", async () => {
    const job = await createJob(ctx, { title: "Direct" });
    const member = await signedIn(ctx);
    reads();
    // A member's answer (private): every request reads the cache.
    await member.request("/api/jobs");
    let before = reads();
    await member.request("/api/jobs");
    expect(reads()).toBeGreaterThan(before);
    // A refusal is not kept (400 each time, from the validator).
    expect((await ctx.request("/api/jobs?days=nope")).status).toBe(400);
    expect((await ctx.request("/api/jobs?days=nope")).status).toBe(400);
    // A job's own answer is read by the handler from the database: made each time, so a change shows at once.
    expect((await ctx.request(`/api/jobs/${job.id}`)).status).toBe(200);
    await ctx.database.db.execute(sql`update jobs set title = 'Direct Changed' where id = ${job.id}`);
    expect(((await (await ctx.request(`/api/jobs/${job.id}`)).json()) as { job: { title: string } }).job.title).toBe("Direct Changed");
    // The listener down: nothing is served from memory.
    reads();
    await ctx.request("/api/jobs");
    await ctx.request("/api/jobs");
    const up = Object.getOwnPropertyDescriptor(ctx.deps.changes, "up")!;
    Object.defineProperty(ctx.deps.changes, "up", { get: () => false, configurable: true });
    try {
      before = reads();
      await ctx.request("/api/jobs");
      await ctx.request("/api/jobs");
      expect(reads()).toBe(before + 2);
    } finally {
      Object.defineProperty(ctx.deps.changes, "up", up);
    }
  });

  it("is sent ahead of the router (decision 093): at once, with every header of the answer it replays, its own request id and log line", async () => {
    await createJob(ctx, { title: "Replayed" });
    await ctx.deps.caches.fence();
    const logged: unknown[] = [];
    const info = vi.spyOn(ctx.deps.logger, "info").mockImplementation((msg, fields) => void (msg === "request" && logged.push(fields)));
    try {
      const made = await ctx.request("/api/jobs", { headers: gzip });
      const madeBody = Buffer.from(await made.arrayBuffer());
      // The kept answer: no route match, middleware chain or promise between the request and its answer.
      const sent = ctx.app.fetch(new Request(`http://localhost/api/jobs`, { headers: gzip }));
      expect(sent).toBeInstanceOf(Response);
      const replayed = sent as Response;
      expect(Buffer.from(await replayed.arrayBuffer()).equals(madeBody)).toBe(true);
      // The security headers as the middlewares ahead of the cache give every answer; nothing more, nothing less.
      expect(headersOf(replayed)).toEqual(headersOf(made));
      expect(replayed.headers.get("x-frame-options")).toBe("DENY");
      expect(replayed.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
      // The request log tells of it as of the answer it replays, with its own id.
      expect(logged).toHaveLength(2);
      const [first, second] = logged as Array<Record<string, unknown>>;
      expect(second).toMatchObject({ requestId: replayed.headers.get("x-request-id"), method: "GET", route: first!.route, status: 200 });
      expect(first!.requestId).toBe(made.headers.get("x-request-id"));
      expect(second!.ms).toBeTypeOf("number");
      // A caller's plain request id is kept (a proxy's id carries through to the log), another is replaced.
      const traced = await ctx.request("/api/jobs", { headers: { ...gzip, "x-request-id": "edge-42=" } });
      expect(traced.headers.get("x-request-id")).toBe("edge-42=");
      expect((logged.at(-1) as Record<string, unknown>).requestId).toBe("edge-42=");
      const odd = await ctx.request("/api/jobs", { headers: { ...gzip, "x-request-id": "<script>" } });
      expect(odd.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
      // A HEAD, a member and a conditional request take the usual path.
      expect(ctx.app.fetch(new Request(`http://localhost/api/jobs`, { method: "HEAD", headers: gzip }))).toBeInstanceOf(Promise);
      const member = await signedIn(ctx);
      expect(ctx.app.fetch(new Request(`http://localhost/api/jobs`, { headers: { ...gzip, cookie: member.cookie } }))).toBeInstanceOf(
        Promise,
      );
      const etag = made.headers.get("etag")!;
      expect(ctx.app.fetch(new Request(`http://localhost/api/jobs`, { headers: { ...gzip, "if-none-match": etag } }))).toBeInstanceOf(
        Promise,
      );
    } finally {
      info.mockRestore();
    }
  });

  it("sends through a real node server the headers the made answer had, the security headers included", async () => {
    await createJob(ctx, { title: "Over Node" });
    await ctx.deps.caches.fence();
    const server = serve({ fetch: ctx.app.fetch, port: 0, hostname: "127.0.0.1" });
    await new Promise((r) => server.once("listening", r));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      // Gzip and not (fetch asks for gzip unless told otherwise).
      for (const headers of [gzip, { "accept-encoding": "identity" }]) {
        const start = reads();
        const made = await fetch(`${base}/api/jobs`, { headers });
        const madeBody = await made.arrayBuffer();
        const madeFrom = asked.slice(start);
        expect(madeFrom.length).toBeGreaterThan(0);
        const before = reads();
        const replayed = await fetch(`${base}/api/jobs`, { headers });
        expect(Buffer.from(await replayed.arrayBuffer()).equals(Buffer.from(madeBody))).toBe(true);
        // Only the caches the answer was made from tell (a background task may read others meanwhile).
        expect(asked.slice(before).filter((name) => madeFrom.includes(name))).toEqual([]);
        expect(headersOf(replayed)).toEqual(headersOf(made));
        expect(replayed.headers.get("x-content-type-options")).toBe("nosniff");
        expect(replayed.headers.get("x-request-id")).not.toBe(made.headers.get("x-request-id"));
      }
    } finally {
      server.close();
    }
  });
});
