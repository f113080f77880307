import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
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
/** How many times the handlers asked a read cache (a kept answer asks none). */
let asked = 0;
const reads = () => {
  const caches = ctx.deps.caches as typeof ctx.deps.caches & { counted?: boolean };
  if (!caches.counted) {
    const read = caches.read.bind(caches);
    caches.read = (cache, deps, args) => (asked++, read(cache, deps, args));
    caches.counted = true;
  }
  return asked;
};
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
});
