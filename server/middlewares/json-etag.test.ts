import { describe, expect, it } from "vitest";
import { signedIn } from "../test/factories";
import { createJob } from "../test/job-factory";
import { setupTestContext } from "../test/setup";

const ctx = setupTestContext();

describe("lean responses", () => {
  it("leaves bodies under 1 KB uncompressed and gzips larger ones", async () => {
    const small = await ctx.request("/api/health", { headers: { "accept-encoding": "gzip" } });
    expect(small.headers.get("content-encoding")).toBeNull();
    expect(Number(small.headers.get("content-length"))).toBeLessThan(1024);
    for (let i = 0; i < 20; i++) await createJob(ctx);
    const big = await ctx.request("/api/jobs", { headers: { "accept-encoding": "gzip" } });
    expect(big.headers.get("content-encoding")).toBe("gzip");
  });

  it("hashes public bodies (ETag, 304) but not per-viewer ones", async () => {
    await createJob(ctx);
    const pub = await ctx.request("/api/jobs");
    const tag = pub.headers.get("etag");
    expect(tag).toMatch(/^W\/".+"$/);
    const again = await ctx.request("/api/jobs", { headers: { "if-none-match": tag! } });
    expect(again.status).toBe(304);
    expect(again.headers.get("etag")).toBe(tag);
    const m = await signedIn(ctx);
    const mine = await m.request("/api/jobs");
    expect(mine.status).toBe(200);
    expect(mine.headers.get("cache-control")).toContain("no-store");
    expect(mine.headers.get("etag")).toBeNull();
  });
});
