import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createApp } from "../../app";
import { eventually } from "../../test/eventually";
import { setupTestContext } from "../../test/setup";
import type { PageRenderer } from "./pages";

/**
 * The page cache on, as in production (decision 027): pages are kept per pattern with the tables they
 * read, and keyed by their declared parameters only.
 */
const ctx = setupTestContext({ env: { LIST_CACHE_MS: "60000" } });
let app: ReturnType<typeof createApp>;
const rendered: string[] = [];

beforeAll(() => {
  const dist = mkdtempSync(join(tmpdir(), "appsec-web-"));
  writeFileSync(join(dist, "index.html"), readFileSync(new URL("../../../web/index.html", import.meta.url), "utf8"));
  const renderer = (): PageRenderer => async (url) => {
    rendered.push(new URL(url).pathname + new URL(url).search);
    return { html: `<main>${rendered.length}</main>`, state: {} };
  };
  app = createApp(ctx.deps, { webDist: dist, renderer });
});

beforeEach(() => {
  rendered.length = 0;
});

const entriesOf = (name: string) => ctx.deps.caches.listing().find((c) => c.name === name)?.entries;

describe("the page cache", () => {
  it("an unknown query parameter makes no new entry and never reaches the render", async () => {
    for (let i = 0; i < 20; i++) expect((await app.request(`/mentorship?x=${Math.random()}`)).status).toBe(200);
    expect(rendered).toEqual(["/mentorship"]);
    expect(entriesOf("page /mentorship")).toBe(1);
    // A declared parameter does: a search is another page.
    await app.request("/mentorship?q=cloud&utm_source=mail");
    expect(rendered).toEqual(["/mentorship", "/mentorship?q=cloud"]);
  });

  it("a write to a table a page reads drops it, even one made outside this app; other tables leave it alone", async () => {
    await app.request("/events");
    await app.request("/blog");
    expect(rendered).toEqual(["/events", "/blog"]);
    // Not through the API: only the trigger's NOTIFY can tell (another instance, in effect).
    await ctx.database.db.execute(sql`update events set title = title`);
    expect(await eventually(async () => (await app.request("/events"), rendered.filter((r) => r === "/events").length === 2))).toBe(true);
    await app.request("/blog");
    // /blog reads no events: still the first render.
    expect(rendered.filter((r) => r === "/blog")).toHaveLength(1);
  });

  it("is bypassed while the change listener is down (a missed notification could make it wrong)", async () => {
    await app.request("/about");
    await app.request("/about");
    expect(rendered).toEqual(["/about"]);
    const up = Object.getOwnPropertyDescriptor(ctx.deps.changes, "up")!;
    Object.defineProperty(ctx.deps.changes, "up", { get: () => false, configurable: true });
    try {
      await app.request("/about");
      await app.request("/about");
      expect(rendered).toEqual(["/about", "/about", "/about"]);
    } finally {
      Object.defineProperty(ctx.deps.changes, "up", up);
    }
  });
});

describe("the development listing of the caches", () => {
  it("lists every declared cache with its tables, TTL, entries and hits, and the listener's state", async () => {
    await ctx.request("/api/jobs");
    await ctx.request("/api/jobs");
    const res = await ctx.request("/api/dev/caches");
    expect(res.status).toBe(200);
    const body = (await res.json()) as {
      enabled: boolean;
      listener: string;
      caches: Array<{ name: string; tables: string[]; ttlMs: number; entries: number; hits: number }>;
    };
    expect(body).toMatchObject({ enabled: true, listener: "up" });
    expect(body.caches.find((c) => c.name === "jobs.board")).toMatchObject({ tables: ["jobs"], ttlMs: 60_000, entries: 1, hits: 1 });
    expect(body.caches.find((c) => c.name === "page /events")?.tables).toEqual(["events", "event_attendees", "event_waitlist", "profiles"]);
  });
});
