import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { gunzipSync } from "node:zlib";
import { join } from "node:path";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createApp } from "./app";
import { HOLD_FORMS_SCRIPT, pageTemplates, scriptHash, type PageRenderer } from "./features/seo/pages";
import { signedIn } from "./test/factories";
import { setupTestContext } from "./test/setup";

/**
 * Pages as the server sends them (docs/decisions/024): the shell with the page's head, and for a
 * visitor on a public page the markup and state of the renderer built from web/src/entry-server.tsx.
 * The renderer here is a stand-in that records its calls and asks the API in-process, as the real
 * one does; the real one is checked in a browser (e2e/ssr.spec.ts).
 */
const ctx = setupTestContext();
let app: ReturnType<typeof createApp>;
const rendered: string[] = [];
let behaviour: "render" | "throw" | "decline" | "hang" = "render";

beforeAll(() => {
  const dist = mkdtempSync(join(tmpdir(), "appsec-web-"));
  writeFileSync(join(dist, "index.html"), readFileSync(new URL("../web/index.html", import.meta.url), "utf8"));
  const renderer =
    (api: (request: Request) => Promise<Response>): PageRenderer =>
    async (url) => {
      rendered.push(new URL(url).pathname);
      if (behaviour === "throw") throw new Error("render failed");
      if (behaviour === "decline") return null;
      if (behaviour === "hang") return new Promise(() => {});
      const health = await api(new Request("http://localhost/api/health"));
      return {
        html: `<main><h1>Rendered ${new URL(url).pathname}</h1><p>api ${health.status}</p></main>`,
        state: { queries: [{ title: "</script><script>alert(1)</script>" }] },
      };
    };
  app = createApp(ctx.deps, { webDist: dist, renderer, renderTimeoutMs: 200 });
});

beforeEach(() => {
  rendered.length = 0;
  behaviour = "render";
});

const rootOf = (html: string) => /<div id="root">([\s\S]*?)<\/div>\s*<script type="application\/json"/.exec(html)?.[1];

describe("server-rendered pages", () => {
  it("a visitor gets the page's markup with the API answered in-process, and its state as inert, escaped JSON", async () => {
    const res = await app.request("/jobs");
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(rootOf(html)).toBe("<main><h1>Rendered /jobs</h1><p>api 200</p></main>");
    expect(rendered).toEqual(["/jobs"]);
    const state = /<script type="application\/json" id="ssr-state">([\s\S]*?)<\/script>/.exec(html)?.[1];
    expect(state).toContain("\\u003c/script\\u003e\\u003cscript\\u003ealert(1)");
    expect(JSON.parse(state!)).toEqual({ queries: [{ title: "</script><script>alert(1)</script>" }] });
    expect(html).not.toContain("<script>alert(1)");
    expect(res.headers.get("vary")).toMatch(/cookie/i);
  });

  it("the only inline scripts are the form guard and the loader of the app's modules, and the CSP allows just them by hash", async () => {
    const res = await app.request("/mentorship");
    const html = await res.text();
    const inline = [
      ...html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*type="application\/(?:json|ld\+json)")[^>]*>([\s\S]*?)<\/script>/g),
    ].map((m) => m[1]!);
    expect(inline).toHaveLength(2);
    expect(inline[0]).toBe(HOLD_FORMS_SCRIPT);
    expect(inline[1]).toContain('"/src/main.tsx"');
    // The rendered page asks for the app's script only after it painted: no script tag for it.
    expect(html).not.toContain('<script type="module"');
    const csp = res.headers.get("content-security-policy") ?? "";
    expect(/script-src ([^;]+)/.exec(csp)?.[1]).toBe(`'self' ${scriptHash(inline[0]!)} ${scriptHash(inline[1]!)}`);
    // The shell (a member's page) loads the app as built.
    const member = await signedIn(ctx);
    const shell = await (await app.request("/mentorship", { headers: { cookie: member.cookie } })).text();
    expect(shell).toContain('<script type="module" src="/src/main.tsx"></script>');
  });

  it("a visitor's browser gets the page gzipped (made once with the page), the same HTML", async () => {
    const plain = await (await app.request("/blog")).text();
    const res = await app.request("/blog", { headers: { "accept-encoding": "gzip, deflate, br" } });
    expect(res.headers.get("content-encoding")).toBe("gzip");
    expect(res.headers.get("content-type")).toBe("text/html; charset=UTF-8");
    expect(res.headers.get("vary")).toMatch(/accept-encoding/i);
    expect(gunzipSync(Buffer.from(await res.arrayBuffer())).toString("utf8")).toBe(plain);
  });

  it("`/` is a page like the others: its own head and its markup (was the bare index.html)", async () => {
    const html = await (await app.request("/")).text();
    expect(html).toContain('<link rel="canonical" href="http://localhost:3000/" />');
    expect(rootOf(html)).toContain("Rendered /");
    expect((await app.request("/index.html")).status).toBe(404);
  });

  it("a signed-in member gets the shell: their pages are rendered by the browser, and never cached for others", async () => {
    const member = await signedIn(ctx);
    const html = await (await app.request("/jobs", { headers: { cookie: member.cookie } })).text();
    expect(html).toContain('<div id="root"></div>');
    expect(html).not.toContain("ssr-state");
    expect(rendered).toEqual([]);
  });

  it("a path that is no page answers 404 with the shell, without rendering", async () => {
    const res = await app.request("/no-such-page");
    expect(res.status).toBe(404);
    expect(await res.text()).toContain('<div id="root"></div>');
    expect(rendered).toEqual([]);
  });

  it("a render that does not finish in time (a slow database) gives way to the shell: the page is not held", async () => {
    behaviour = "hang";
    // Without the timeout this request never ends (the test times out).
    const res = await app.request("/offerings");
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('<div id="root"></div>');
    expect(rendered).toEqual(["/offerings"]);
  });

  it("a page the renderer declines or fails to render is sent as the shell (200), never a 500", async () => {
    behaviour = "decline";
    const declined = await app.request("/profile");
    expect(declined.status).toBe(200);
    expect(await declined.text()).toContain('<div id="root"></div>');
    behaviour = "throw";
    const failed = await app.request("/events");
    expect(failed.status).toBe(200);
    const html = await failed.text();
    expect(html).toContain('<div id="root"></div>');
    expect(html).not.toContain("ssr-state");
    expect(rendered).toEqual(["/profile", "/events"]);
  });
});

describe("page templates of a built index.html", () => {
  const built = `<html><head>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-1.js">
    <link rel="modulepreload" crossorigin href="/assets/api-client-2.js">
    <link rel="stylesheet" crossorigin href="/assets/index-3.css">
  </head><body><div id="root"></div></body></html>`;

  it("the rendered template keeps the stylesheet, drops the module tags and loads the same modules from its boot script", () => {
    const t = pageTemplates(built);
    expect(t.shell).toBe(built);
    expect(t.rendered).toContain('<link rel="stylesheet" crossorigin href="/assets/index-3.css">');
    expect(t.rendered).not.toMatch(/<link rel="modulepreload"|<script type="module"/);
    expect(t.bootScript).toContain('["/assets/react-1.js","/assets/api-client-2.js"]');
    expect(t.bootScript).toContain('s.src="/assets/index-abc.js"');
    expect(t.rendered).toContain(`<script>${t.bootScript}</script>`);
  });
});
