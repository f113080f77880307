import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PAGE_PATTERNS } from "@common/paths";
import { beforeAll, describe, expect, it } from "vitest";
import { createApp, type AppOptions } from "../app";
import { setupTestContext } from "../test/setup";

/**
 * Forms of server-rendered pages without JavaScript: before the app runs (a slow phone,
 * scripts blocked) a form is submitted by the browser itself. Each posts, so what was typed (a
 * password) never lands in a URL, and the server answers such a post without reading or echoing it.
 * The pages are rendered by the real renderer (web/src/entry-server.tsx, loaded as main.ts loads its
 * build: by path, the server never imports the web app).
 */
const ctx = setupTestContext();
let app: ReturnType<typeof createApp>;

const SECRET_EMAIL = "a-secret-address@example.com";
const SECRET_PASSWORD = "Sup3r-secret-passw0rd";

beforeAll(async () => {
  const dist = mkdtempSync(join(tmpdir(), "appsec-web-"));
  writeFileSync(join(dist, "index.html"), readFileSync(new URL("../../web/index.html", import.meta.url), "utf8"));
  const renderer = new URL("../../web/src/entry-server.tsx", import.meta.url).pathname;
  const { createRenderer } = (await import(/* @vite-ignore */ renderer)) as { createRenderer: NonNullable<AppOptions["renderer"]> };
  app = createApp(ctx.deps, { webDist: dist, renderer: createRenderer, renderTimeoutMs: 20_000 });
});

/** Every page without a parameter, and the reset page as its mail links to it. */
const PAGES = [...PAGE_PATTERNS.filter((p) => !p.includes(":")), "/reset-password?token=x", "/login?redirect=%2Fjobs"];

const formTags = (html: string) => [...html.matchAll(/<form\b[^>]*>/gi)].map((m) => m[0]);

describe("server-rendered forms", () => {
  it('every <form> of every server-rendered page has method="post", but the searches, which GET', async () => {
    const forms = new Map<string, string[]>();
    for (const path of PAGES) {
      const res = await app.request(path);
      const html = await res.text();
      // Pages for members only are not rendered on the server (the browser renders them).
      if (!html.includes('id="ssr-state"')) continue;
      forms.set(path, formTags(html));
    }
    // The pages this is about are rendered, with their forms (the footer's newsletter form is on each).
    for (const path of ["/", "/login", "/join", "/forgot-password", "/reset-password?token=x", "/contact", "/mentorship", "/jobs/submit"]) {
      expect(forms.get(path)?.length, path).toBeGreaterThanOrEqual(2);
    }
    // A search carries no secret: GET, its term in the URL, answered by the server-rendered page.
    const isSearch = (t: string) => /\brole="search"/i.test(t);
    const wrong = [...forms].flatMap(([path, tags]) =>
      tags.filter((t) => !(isSearch(t) ? /\bmethod="get"/i : /\bmethod="post"/i).test(t)).map((t) => `${path}: ${t}`),
    );
    expect(wrong).toEqual([]);
    const searches = [...forms].flatMap(([path, tags]) => (tags.some(isSearch) ? [path] : []));
    expect(searches).toEqual(expect.arrayContaining(["/mentorship", "/candidates", "/jobs"]));
  });

  it("GET /login?email=…&password=… never reflects what is in the URL", async () => {
    const query = new URLSearchParams({ email: SECRET_EMAIL, password: SECRET_PASSWORD });
    const res = await app.request(`/login?${query}`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('id="ssr-state"');
    for (const value of [SECRET_EMAIL, SECRET_PASSWORD, encodeURIComponent(SECRET_EMAIL), "Sup3r"]) expect(html).not.toContain(value);
    expect(res.headers.get("location")).toBeNull();
  });

  it.each(["/login", "/join", "/contact", "/login?redirect=%2Fjobs", "/"])(
    "a form posted natively to %s is sent back to the page (303), nothing read or echoed",
    async (path) => {
      const res = await app.request(path, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ email: SECRET_EMAIL, password: SECRET_PASSWORD }),
      });
      expect(res.status).toBe(303);
      expect(res.headers.get("location")).toBe(path);
      expect(res.headers.get("cache-control")).toBe("no-store");
      const text = await res.text();
      expect(text).not.toContain(SECRET_PASSWORD);
      expect(text).not.toContain(SECRET_EMAIL);
    },
  );

  it("a post to a path that is no page answers 404, and never sends the browser to another host", async () => {
    for (const url of ["/no-such-page", "http://localhost//evil.example/login", "http://localhost//"]) {
      const res = await app.request(url, { method: "POST", body: new URLSearchParams({ password: SECRET_PASSWORD }) });
      expect(res.status, url).toBe(404);
      expect(res.headers.get("location")).toBeNull();
      expect(await res.text()).not.toContain(SECRET_PASSWORD);
    }
  });

  it("the API's own posts are untouched: an unknown API path is still the JSON 404", async () => {
    const res = await app.request("/api/no-such-thing", { method: "POST", headers: { origin: "http://localhost:3000" } });
    expect(res.status).toBe(404);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe("NOT_FOUND");
  });
});
