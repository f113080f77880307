import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createApp } from "../app";
import type { Logger } from "../lib/logger";
import { setupTestContext } from "../test/setup";

/**
 * Malformed percent-encoding in a page path: the page's head decoded it and threw, so the
 * visitor got a 500 and the log an error line. Such a path names no page: 400, and nothing logged.
 */
const ctx = setupTestContext();
let app: ReturnType<typeof createApp>;
const logged: string[] = [];

beforeAll(() => {
  const dist = mkdtempSync(join(tmpdir(), "appsec-web-"));
  writeFileSync(join(dist, "index.html"), readFileSync(new URL("../../web/index.html", import.meta.url), "utf8"));
  const record = (level: string) => (msg: string) => void logged.push(`${level} ${msg}`);
  const logger: Logger = { debug: () => {}, info: () => {}, warn: record("warn"), error: record("error") };
  const renderer = () => async (url: string) => ({ html: `<main>${new URL(url).pathname}</main>`, state: {} });
  app = createApp({ ...ctx.deps, logger }, { webDist: dist, renderer });
});

beforeEach(() => {
  logged.length = 0;
});

const MALFORMED = ["/blog/%FF%FE", "/mentors/%E0%A4%A", "/blog/%", "/mentors/%E0%A4", "/blog/%C0%AF", "/%FF", "/jobs/%ZZ"];

describe("malformed percent-encoding in a page path", () => {
  it.each(MALFORMED)("GET %s answers 400, not 500, and logs no error", async (path) => {
    const res = await app.request(path);
    expect(res.status).toBe(400);
    expect(await res.text()).not.toContain("%");
    expect(logged).toEqual([]);
  });

  it.each(MALFORMED)("POST %s answers 400 too", async (path) => {
    const res = await app.request(path, { method: "POST", body: new URLSearchParams({ a: "b" }) });
    expect(res.status).toBe(400);
    expect(logged).toEqual([]);
  });

  it("well-encoded paths are unchanged: an unknown article or mentor is 404, a page is 200", async () => {
    expect((await app.request("/blog/caf%C3%A9-no-such-post")).status).toBe(404);
    expect((await app.request("/mentors/%E0%A4%A4")).status).toBe(404);
    expect((await app.request("/jobs?q=%FF")).status).toBe(200);
    expect(logged).toEqual([]);
  });
});
