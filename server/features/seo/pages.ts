import { createHash } from "node:crypto";
import { gunzipSync, gzipSync } from "node:zlib";
import type { Handler } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { AppDeps, AppEnv } from "../../lib/context";
import { AppError, UNAVAILABLE_MESSAGE } from "../../lib/errors";
import { hasSessionCookie } from "../../middlewares/session";
import { jsonForScript, renderHead } from "./seo.head";
import { defineReadCache } from "../../lib/read-cache";
import { SEARCH_CACHE_MS } from "../../lib/search";
import { normalisedPageUrl, PAGE_READS, type PageReads } from "./page-reads";
import { pageHead, plainHead } from "./seo.service";

/**
 * Server-rendered pages (docs/decisions/024): how a public page rendered for a visitor is put into
 * the built index.html, and the two fixed inline scripts it carries, allowed by their hashes in the CSP.
 */

/** A public page rendered on the server: the markup of #root and the state the browser hydrates from. */
export type PageRenderer = (url: string) => Promise<{ html: string; state: unknown } | "unavailable" | null>;

/**
 * Sent with a server-rendered page, before its markup: a form submitted before the app has taken
 * over (html[data-hydrated], web/src/main.tsx) is held, not sent natively as a GET with its fields in
 * the URL.
 */
export const HOLD_FORMS_SCRIPT =
  'document.addEventListener("submit",function(e){document.documentElement.hasAttribute("data-hydrated")||e.target.method==="get"||e.preventDefault()},true)';

/** The CSP source that allows exactly this inline script. */
export const scriptHash = (script: string) => `'sha256-${createHash("sha256").update(script).digest("base64")}'`;

const ENTRY_SCRIPT = /\s*<script type="module"(?: crossorigin)? src="([^"]+)"><\/script>/;
const PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/**
 * The built index.html, and for rendered pages the same without its script tags, ending instead with a
 * script that asks for the app's modules once the page has painted: a rendered page is readable before
 * its JavaScript is downloaded, and on a slow line the HTML and CSS do not share it with ~150 KB of
 * scripts. (A shell page has nothing to paint: it loads them at once, as built.)
 */
export function pageTemplates(indexHtml: string) {
  const entry = ENTRY_SCRIPT.exec(indexHtml)?.[1];
  if (!entry) return { shell: indexHtml, rendered: indexHtml, bootScript: null };
  const preloads = [...indexHtml.matchAll(PRELOAD)].map((m) => m[1]!);
  const bootScript =
    `(function(){var d=false;function b(){if(d)return;d=true;var h=document.head;` +
    `${JSON.stringify(preloads)}.forEach(function(u){var l=document.createElement("link");l.rel="modulepreload";l.crossOrigin="";l.href=u;h.appendChild(l)});` +
    `var s=document.createElement("script");s.type="module";s.crossOrigin="";s.src=${JSON.stringify(entry)};h.appendChild(s)}` +
    `requestAnimationFrame(function(){setTimeout(b,0)});setTimeout(b,200)})()`;
  const rendered = indexHtml
    .replace(ENTRY_SCRIPT, "")
    .replace(PRELOAD, "")
    .replace("</body>", `  <script>${bootScript}</script>\n  </body>`);
  return { shell: indexHtml, rendered, bootScript };
}

/** How long a page may take to render before the shell is sent instead. */
export const RENDER_TIMEOUT_MS = 2000;

/**
 * A page as kept: its status and its HTML gzipped (made once). Only the gzipped bytes are kept (a fifth
 * of the HTML's size, and thousands of searched pages may be kept): the rare client that takes no gzip
 * gets them unzipped.
 */
export interface VisitorPage {
  status: number;
  gzip: Uint8Array<ArrayBuffer>;
}

type PageKind = "visitor" | "shell";
interface BuiltPage {
  status: number;
  html: string;
  /** False when a part took too long and was left out: sent, never kept. */
  complete: boolean;
}
type PageBuild = { build: (kind: PageKind, url: URL) => Promise<BuiltPage> };

/**
 * Pages as sent, one read cache per page pattern with the tables it reads (page-reads.ts): a cached
 * page is sent without a query, a render or a compression, and a write to one of its tables drops it
 * on every instance. The key is the kind (the visitor's rendered page or the shell members get: it
 * depends on the URL only, the head is what a visitor sees) and the URL with its declared parameters.
 */
const PAGE_CACHES = new Map(
  [...Object.entries(PAGE_READS), ["none", { reads: [] } as PageReads] as const].map(([pattern, { reads, derive }]) => [
    pattern,
    defineReadCache({
      name: `page ${pattern}`,
      reads,
      // A searched page lives as long as the search entry it shows (decision 090): as many as people type.
      maxEntries: derive ? 2000 : 300,
      ttlMs: derive ? SEARCH_CACHE_MS : undefined,
      derive: derive && {
        table: derive.table,
        when: ({ url }: { kind: PageKind; url: string }) => [...new URL(url).searchParams.keys()].every((p) => derive.params.includes(p)),
      },
      load: async (deps: PageBuild, { kind, url }: { kind: PageKind; url: string }): Promise<VisitorPage & { complete: boolean }> => {
        const page = await deps.build(kind, new URL(url));
        return { status: page.status, complete: page.complete, gzip: new Uint8Array(gzipSync(page.html)) };
      },
      keep: (page) => page.complete,
    }),
  ]),
);

/** `promise`'s value, or `fallback` once `ms` have passed (logged). */
async function within<T>(
  deps: Pick<AppDeps, "logger">,
  what: string,
  route: string,
  promise: Promise<T>,
  ms: number,
  fallback: T,
): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<T>((resolve) => {
    timer = setTimeout(
      () => {
        deps.logger.warn(`${what} too slow`, { route, ms });
        resolve(fallback);
      },
      Math.max(0, ms),
    );
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

/**
 * `template` (the rendered template with the page's head) with the page at `url` rendered into #root
 * and its state for hydration, or null when it is not rendered (the renderer declined, or failed: logged;
 * the caller sends the shell and the browser renders the page as before).
 */
async function renderInto(
  deps: Pick<AppDeps, "logger">,
  render: PageRenderer,
  template: string,
  url: URL,
  timeoutMs = RENDER_TIMEOUT_MS,
): Promise<string | null> {
  // A render waiting on a slow database must not hold the page: past the timeout the shell goes out
  // (the browser renders the page, as before server rendering) and the render's answer is dropped.
  const rendered = render(url.href).catch((err: Error) => {
    deps.logger.error("page render failed", { route: url.pathname, error: err.name, message: err.message });
    return null;
  });
  const page = await within(deps, "page render: sent the shell;", url.pathname, rendered, timeoutMs, null);
  // The API the page reads answered 503 (the database away): so does the page, and nothing is kept.
  if (page === "unavailable") throw new AppError("UNAVAILABLE", UNAVAILABLE_MESSAGE);
  if (!page) return null;
  return template.replace(
    '<div id="root"></div>',
    `<script>${HOLD_FORMS_SCRIPT}</script><div id="root">${page.html}</div><script type="application/json" id="ssr-state">${jsonForScript(page.state)}</script>`,
  );
}

/**
 * Every page: index.html with the page's own head (title, description, canonical, OpenGraph, JSON-LD) as a
 * visitor sees it, a path that is no page (or an entity a visitor may not see) answering 404. Visitors get
 * public pages rendered (`render`, when built); a member's pages depend on the member, so they get the
 * shell and the browser renders them. Both come from the page cache, gzipped once.
 */
export function servePages(
  deps: Pick<AppDeps, "db" | "config" | "scheduler" | "caches" | "logger">,
  opts: {
    templates: ReturnType<typeof pageTemplates>;
    feeds: Array<{ title: string; href: string }>;
    render?: PageRenderer;
    renderTimeoutMs?: number;
  },
): Handler<AppEnv> {
  const { templates, feeds, render } = opts;
  const limitMs = opts.renderTimeoutMs ?? RENDER_TIMEOUT_MS;
  /** The page within the render limit: its head first (one query at most), then its render in the time left. */
  const build = async (kind: PageKind, url: URL): Promise<BuiltPage> => {
    const started = performance.now();
    const plain = plainHead(deps, url);
    const head = await within(deps, "page head: sent without its entity;", url.pathname, pageHead(deps, url), limitMs, null);
    const complete = head !== null;
    const shell = renderHead(templates.shell, head ?? plain, feeds);
    if (kind === "shell" || !render || !head || head.status !== 200) return { status: (head ?? plain).status, html: shell, complete };
    const left = limitMs - (performance.now() - started);
    const rendered = await renderInto(deps, render, renderHead(templates.rendered, head, feeds), url, left);
    return { status: 200, html: rendered ?? shell, complete: rendered !== null };
  };
  const pageDeps = { caches: deps.caches, build };
  return async (c) => {
    const { pattern, url } = normalisedPageUrl(new URL(c.req.url));
    c.header("Cache-Control", "no-cache");
    c.header("Vary", "Cookie", { append: true });
    const kind: PageKind = !render || hasSessionCookie(c.req.header("cookie")) ? "shell" : "visitor";
    const page = await PAGE_CACHES.get(pattern ?? "none")!.get(pageDeps, { kind, url: url.href });
    c.header("Vary", "Accept-Encoding", { append: true });
    if (!/\bgzip\b/.test(c.req.header("accept-encoding") ?? ""))
      return c.html(gunzipSync(page.gzip).toString("utf8"), page.status as ContentfulStatusCode);
    c.header("Content-Encoding", "gzip");
    c.header("Content-Type", "text/html; charset=UTF-8");
    return c.body(page.gzip, page.status as ContentfulStatusCode);
  };
}
