import { gunzipSync } from "node:zlib";
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

describe("JSON answers", () => {
  it("keep the handler's Vary and add Accept-Encoding to it when the body could be compressed", async () => {
    for (let i = 0; i < 20; i++) await createJob(ctx);
    const res = await ctx.request("/api/jobs", { headers: { "accept-encoding": "gzip" } });
    expect(res.headers.get("vary")).toBe("Cookie, Accept-Encoding");
    const plain = await ctx.request("/api/jobs");
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(Number(plain.headers.get("content-length"))).toBe(Buffer.byteLength(await plain.text()));
  });

  it("gzip the same bytes as the plain answer, with the same ETag", async () => {
    for (let i = 0; i < 20; i++) await createJob(ctx);
    const plain = await ctx.request("/api/jobs");
    const zipped = await ctx.request("/api/jobs", { headers: { "accept-encoding": "gzip, deflate, br" } });
    expect(zipped.headers.get("content-encoding")).toBe("gzip");
    const bytes = Buffer.from(await zipped.arrayBuffer());
    expect(Number(zipped.headers.get("content-length"))).toBe(bytes.byteLength);
    expect(gunzipSync(bytes).toString("utf8")).toBe(await plain.text());
    expect(zipped.headers.get("etag")).toBe(plain.headers.get("etag"));
  });

  it("keep an error's status and body (errors are JSON too)", async () => {
    const res = await ctx.request("/api/jobs/00000000-0000-4000-8000-000000000000");
    expect(res.status).toBe(404);
    expect(await res.clone().json()).toMatchObject({ error: { code: "NOT_FOUND", message: "Job not found" } });
    expect(res.headers.get("content-type")).toContain("application/json");
    expect(Number(res.headers.get("content-length"))).toBeGreaterThan(0);
    expect(res.headers.get("etag")).toBeNull();
  });
});
