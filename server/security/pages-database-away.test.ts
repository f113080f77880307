import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { createApp, type AppOptions } from "../app";
import { setupTestContext } from "../test/setup";

/**
 * A server-rendered page whose API answers 503 (the database away, restarting or locked) answers 503
 * with Retry-After itself, as the API does: never a 200 with an empty "Loading jobs..." board kept in
 * the page cache. The real renderer (web/src/entry-server.tsx) is used, its API answered in-process;
 * `away` makes the lists it reads answer as they do while the database cannot.
 */
const ctx = setupTestContext({ env: { LIST_CACHE_MS: "60000" } });
let app: ReturnType<typeof createApp>;
let away: RegExp | null = null;
let status = 503;

const unavailable = () =>
  new Response(JSON.stringify({ error: { code: "UNAVAILABLE", message: "The service is briefly unavailable.", requestId: "x" } }), {
    status,
    headers: { "content-type": "application/json", "retry-after": "2" },
  });

beforeAll(async () => {
  const dist = mkdtempSync(join(tmpdir(), "appsec-web-"));
  writeFileSync(join(dist, "index.html"), readFileSync(new URL("../../web/index.html", import.meta.url), "utf8"));
  const path = new URL("../../web/src/entry-server.tsx", import.meta.url).pathname;
  const { createRenderer } = (await import(/* @vite-ignore */ path)) as { createRenderer: NonNullable<AppOptions["renderer"]> };
  const renderer: AppOptions["renderer"] = (api) =>
    createRenderer(async (request) => (away?.test(new URL(request.url).pathname) ? unavailable() : api(request)));
  app = createApp(ctx.deps, { webDist: dist, renderer, renderTimeoutMs: 20_000 });
});

describe("server-rendered pages while the database is away", () => {
  it("the /jobs board answers 503 with Retry-After, then renders again once the API answers (nothing kept)", async () => {
    away = /^\/api\/jobs$/;
    const during = await app.request("/jobs?search=zeroday");
    expect(during.status).toBe(503);
    expect(during.headers.get("retry-after")).toBe("2");
    expect(await during.text()).not.toContain("Loading jobs...");
    away = null;
    const after = await app.request("/jobs?search=zeroday");
    expect(after.status).toBe(200);
    expect(await after.text()).toContain('id="ssr-state"');
  });

  it("a page rendered from a loader answers 503 too when its loader's API call does", async () => {
    away = /^\/api\/mentors/;
    const during = await app.request("/mentorship");
    expect(during.status).toBe(503);
    expect(during.headers.get("retry-after")).toBe("2");
    away = null;
    expect((await app.request("/mentorship")).status).toBe(200);
  });

  it("a list answering another failure (429) is no outage: the page is sent (200), as before", async () => {
    away = /^\/api\/jobs$/;
    status = 429;
    const res = await app.request("/jobs?search=limited");
    away = null;
    status = 503;
    expect(res.status).toBe(200);
  });
});
