import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import { Hono } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { compress } from "hono/compress";
import { routePath } from "hono/route";
import type { AppDeps, AppEnv } from "./lib/context";
import { HTTPException } from "hono/http-exception";
import { PAGE_REDIRECTS } from "@common/paths";
import { apiReferencePage, apiRoutes, openApiDocument } from "./api";
import { AppError, isDatabaseUnavailable, UNAVAILABLE_MESSAGE } from "./lib/errors";
import { imageSources } from "./lib/image-sources";
import { callbackUrlGuard } from "./middlewares/callback-url";
import { bodyLimits, rejectNul } from "./middlewares/input-guard";
import { answerAfterBody } from "./middlewares/unread-body";
import { answerCache, type RequestLogFields } from "./middlewares/answer-cache";
import { jsonResponses } from "./middlewares/json-response";
import { rejectMalformedPath } from "./middlewares/malformed-path";
import { rateLimit, signInProtection } from "./middlewares/rate-limit";
import { requestIds } from "./middlewares/request-id";
import { sameOrigin } from "./middlewares/same-origin";
import { securityHeaders } from "./middlewares/security-headers";
import { sessionMiddleware } from "./middlewares/session";
import { authErrorBody } from "./features/auth/auth-errors";
import { registerFeatureHooks } from "./feature-hooks";
import { devCachesRoutes } from "./features/dev-caches/dev-caches.routes";
import { devMailRoutes } from "./features/dev-mail/dev-mail.routes";
import { FEEDS } from "./features/seo/feeds.service";
import { pageFormPost } from "./features/seo/page-form-post";
import { HOLD_FORMS_SCRIPT, pageTemplates, scriptHash, servePages, type PageRenderer } from "./features/seo/pages";
import { seoRoutes } from "./features/seo/seo.routes";

/**
 * The session token lives in the httpOnly cookie only: better-auth also puts it in some JSON answers
 * (sign-in), where page scripts could read it.
 */
async function withoutSessionToken(res: Response): Promise<Response> {
  if (!(res.headers.get("content-type") ?? "").includes("application/json")) return res;
  const text = await res.text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return new Response(text, res);
  }
  if (body && typeof body === "object" && "token" in body) {
    delete (body as { token?: unknown }).token;
    const headers = new Headers(res.headers);
    headers.delete("content-length");
    return new Response(JSON.stringify(body), { status: res.status, statusText: res.statusText, headers });
  }
  return new Response(text, res);
}

export interface AppOptions {
  /** Built SPA directory to serve with index.html fallback (omit in API tests). */
  webDist?: string;
  /**
   * The built server renderer (dist/ssr/entry-server.js, docs/decisions/024), given the app's own
   * fetch for the API: visitors get public pages rendered; without it every page is the SPA shell.
   */
  renderer?: (api: (request: Request) => Promise<Response>) => PageRenderer;
  /** How long a page may take to render before the shell is sent instead (default RENDER_TIMEOUT_MS). */
  renderTimeoutMs?: number;
}

/** Builds the whole app. Never listens: main.ts does, tests call app.request. */
export function createApp(deps: AppDeps, options: AppOptions = {}) {
  // Before any request: the lower features learn the parts the higher ones bring (docs/decisions/063).
  registerFeatureHooks();
  const app = new Hono<AppEnv>();
  const { config, logger } = deps;
  const dist = options.webDist && existsSync(join(options.webDist, "index.html")) ? options.webDist : undefined;
  const templates = dist ? pageTemplates(readFileSync(join(dist, "index.html"), "utf8")) : undefined;
  // Inline scripts: none but the two fixed ones of server-rendered pages (features/seo/pages.ts).
  const inlineScripts = [HOLD_FORMS_SCRIPT, templates?.bootScript].filter((s) => s != null).map(scriptHash);

  // Outermost: an answer given before its request's body was read goes out once that body has arrived
  // (bounded), so the client is not cut off while still writing it (decision 096).
  app.use("*", answerAfterBody);
  // The route pattern, never the request's own values (ids, slugs, e-mails, search terms).
  const logRequest = (fields: RequestLogFields) => logger.info("request", fields);
  app.use("*", requestIds);
  app.use("*", async (c, next) => {
    c.set("deps", deps);
    const started = performance.now();
    await next();
    if (c.req.path.startsWith("/api/")) {
      logRequest({
        requestId: c.get("requestId"),
        method: c.req.method,
        route: routePath(c, -1),
        status: c.res.status,
        ms: Math.round(performance.now() - started),
      });
    }
  });
  const secured = securityHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", ...inlineScripts],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: imageSources(config),
      fontSrc: ["'self'", "data:"],
      connectSrc: ["'self'"],
      frameAncestors: ["'none'"],
      formAction: ["'self'"],
      baseUri: ["'self'"],
      objectSrc: ["'none'"],
    },
    strictTransportSecurity: config.production ? "max-age=63072000; includeSubDomains" : false,
    referrerPolicy: "strict-origin-when-cross-origin",
    xFrameOptions: "DENY",
    crossOriginResourcePolicy: "same-origin",
    crossOriginEmbedderPolicy: false,
    permissionsPolicy: {
      camera: [],
      microphone: [],
      geolocation: [],
      payment: [],
      usb: [],
      browsingTopics: [],
    },
  });
  app.use("*", secured);
  // Pages, feeds and assets: gzip from 1 KB. API answers are JSON, compressed as they are serialized.
  const compressPages = compress({ threshold: 1024 });
  app.use("*", (c, next) => (c.req.path.startsWith("/api/") ? next() : compressPages(c, next)));
  // JSON: serialized once with its Content-Length, gzip from 1 KB, and for public lists (Cache-Control:
  // no-cache) an ETag and 304 when unchanged; per-viewer bodies (no-store) are not hashed.
  // Visitors' public answers made of cached values only, kept as sent while those values are current (decision 090),
  // and replayed by `answers.replay` at the end of this function, ahead of the router (decision 093).
  const answers = answerCache({ caches: deps.caches, sharedHeaders: secured.headers, logRequest });
  app.use("/api/*", answers.keep);
  app.use("*", jsonResponses);
  // A write served here answers only once this instance has handled the notifications of what it
  // wrote (the caches that read those tables dropped), so that the writer's next read sees it; every
  // other instance hears of it from the same notifications (decision 027).
  app.use("/api/*", async (c, next) => {
    await next();
    if (c.req.method !== "GET" && c.req.method !== "HEAD" && c.req.method !== "OPTIONS") await deps.caches.fence();
  });

  // Bodies are bounded before anything reads them; NUL characters are refused up front.
  app.use("/api/*", bodyLimits, rejectNul);
  app.use("/api/*", sameOrigin);
  // No callback of better-auth's may send the browser to another site (open redirect).
  app.use("/api/auth/*", callbackUrlGuard);

  // Authentication (better-auth), with database-backed rate limits on the abuse-prone endpoints.
  // Sign-in: 60 attempts a minute per client overall; per client and account 10 a minute, and after 20
  // failures per account in 15 min new clients wait (counted from better-auth's parsed body, decision 055).
  app.post("/api/auth/sign-in/email", rateLimit("sign-in-ip", 60, 60), signInProtection(10));
  // Endpoints that mail an address given in the request: per client and per address.
  app.post(
    "/api/auth/sign-up/email",
    rateLimit("sign-up", 10, 600),
    rateLimit("sign-up-address", 3, 3600, { by: "email", refundRefused: true }),
  );
  app.post(
    "/api/auth/request-password-reset",
    rateLimit("password-reset", 5, 600),
    rateLimit("password-reset-address", 3, 3600, { by: "email", refundRefused: true }),
  );
  app.post(
    "/api/auth/send-verification-email",
    rateLimit("verification-mail", 5, 600),
    rateLimit("verification-mail-address", 3, 3600, { by: "email", refundRefused: true }),
  );
  app.post("/api/auth/reset-password", rateLimit("password-reset-confirm", 10, 600));
  app.post("/api/auth/change-password", rateLimit("change-password", 5, 600));
  app.on(["GET", "POST"], "/api/auth/*", async (c) => {
    const res = await deps.auth.handler(c.req.raw);
    // better-auth answers its own failures with a bare 500; what fails there is the database (decision 027).
    if (res.status >= 500) {
      c.header("Retry-After", "2");
      return c.json({ error: { code: "UNAVAILABLE", message: UNAVAILABLE_MESSAGE, requestId: c.get("requestId") } }, 503);
    }
    // Its refusals ({ message, code }, or a plain-text 404) in the API's one error body (decision 068).
    if (res.status >= 400) {
      const { status, body } = await authErrorBody(res, c.req.path, c.get("requestId"));
      const retryAfter = res.headers.get("retry-after");
      if (retryAfter) c.header("Retry-After", retryAfter);
      for (const cookie of res.headers.getSetCookie()) c.header("Set-Cookie", cookie, { append: true });
      return c.json(body, status as ContentfulStatusCode);
    }
    return withoutSessionToken(res);
  });

  app.use("/api/*", sessionMiddleware);

  app.route("/", apiRoutes);
  app.get("/api/openapi.json", async (c) => {
    c.header("Cache-Control", "public, max-age=300");
    return c.json(await openApiDocument());
  });
  // The human-readable reference, for developers: not served in production.
  if (!config.production) app.get("/api/docs", async (c) => c.html(await apiReferencePage()));

  if (config.devMail) app.route("/", devMailRoutes);
  if (!config.production) app.route("/", devCachesRoutes);
  app.route("/", seoRoutes);

  app.all("/api/*", (c) => c.json({ error: { code: "NOT_FOUND", message: "Not found", requestId: c.get("requestId") } }, 404));

  // The specification's redirects, as real ones: a crawler and a link checker see where the page went.
  for (const [from, to] of Object.entries(PAGE_REDIRECTS)) app.get(from, (c) => c.redirect(to, 301));

  if (dist && templates) {
    app.use(
      "/assets/*",
      serveStatic({
        root: dist,
        onFound: (_path, c) => c.header("Cache-Control", "public, max-age=31536000, immutable"),
      }),
    );
    // A page path that cannot be decoded is no page (400), before the files and pages decode it.
    app.use("*", rejectMalformedPath);
    // Files of the build; never index.html itself: every page, `/` too, gets its own head (and render) below.
    const files = serveStatic({ root: dist });
    app.use("*", (c, next) => (c.req.path.endsWith("/") || c.req.path.endsWith(".html") ? next() : files(c, next)));
    // Pages: index.html with the page's own head (title, description, canonical, OpenGraph, JSON-LD),
    // as a visitor sees it; a path that is no page, or an entity a visitor may not see, answers 404.
    const feeds = FEEDS.map((f) => ({ title: f.title, href: `${config.baseUrl}${f.path}` }));
    app.get(
      "*",
      servePages(deps, {
        templates,
        feeds,
        render: options.renderer?.(async (request) => app.fetch(request)),
        renderTimeoutMs: options.renderTimeoutMs,
      }),
    );
    // A form posted before (or without) the app's JavaScript: back to its page, nothing read or echoed.
    app.post("*", pageFormPost);
  }

  app.onError((err, c) => {
    const rid = c.get("requestId");
    // Thrown after the handler answered (a write's fence): Hono merges the replaced answer's headers into
    // the error's, and its Content-Length and Content-Encoding would describe another body (a keep-alive
    // client then loses the answer). Those go; the request id and the security headers stay.
    if (c.finalized) dropBodyHeaders(c.res);
    // The database down, restarting or busy (a lock, a statement time limit), met directly or through a
    // page's own API call: a moment's wait, not a fault.
    if (isDatabaseUnavailable(err) || (err instanceof AppError && err.code === "UNAVAILABLE")) {
      logger.warn("database unavailable", { requestId: rid, route: routePath(c, -1), code: (err as { code?: unknown }).code });
      c.header("Retry-After", "2");
      if (!c.req.path.startsWith("/api/")) return c.html(`<!doctype html><title>Unavailable</title><p>${UNAVAILABLE_MESSAGE}</p>`, 503);
      return c.json({ error: { code: "UNAVAILABLE", message: UNAVAILABLE_MESSAGE, requestId: rid } }, 503);
    }
    if (err instanceof AppError) {
      return c.json({ error: { code: err.code, message: err.message, fields: err.fields, requestId: rid } }, err.status);
    }
    if (err instanceof HTTPException && err.status < 500) {
      return c.json({ error: { code: err.status === 400 ? "BAD_REQUEST" : "ERROR", message: err.message, requestId: rid } }, err.status);
    }
    // The error's kind and where it was thrown, not its message: driver messages quote request values.
    const stack = (err.stack ?? "")
      .split("\n")
      .slice(1, 8)
      .map((l) => l.trim());
    const code = (err as { code?: unknown }).code;
    logger.error("unhandled error", { requestId: rid, route: routePath(c, -1), error: err.name, code, stack });
    return c.json({ error: { code: "INTERNAL", message: "Something went wrong. Please try again.", requestId: rid } }, 500);
  });

  // A visitor's kept answer is sent ahead of the router and the middleware chain: it carries what the
  // middlewares ahead of the cache give every answer (request id, log line, security headers: decision 093).
  const made = app.fetch;
  app.fetch = (request, env, executionCtx) => {
    const kept = answers.replay(request);
    if (kept === undefined || kept instanceof Response) return kept ?? made(request, env, executionCtx);
    return kept.then((res) => res ?? made(request, env, executionCtx));
  };

  return app;
}

export type App = ReturnType<typeof createApp>;

/** What the handler's answer said of itself: none of it may reach an error answer that replaces it. */
const OWN_BODY_HEADERS = [
  "content-length",
  "content-encoding",
  "content-type",
  "content-disposition",
  "etag",
  "last-modified",
  "cache-control",
  "location",
];

/** Drops the headers that describe an answer's own body; an answer whose headers cannot change (fetched) is left. */
function dropBodyHeaders(res: Response) {
  try {
    for (const key of OWN_BODY_HEADERS) res.headers.delete(key);
  } catch {
    // Immutable headers: nothing of ours describes its body.
  }
}
