import type { MiddlewareHandler } from "hono";
import { routePath } from "hono/route";
import type { AppEnv } from "../lib/context";
import { captureReads, type Capture, type ReadCaches } from "../lib/read-cache";
import { sentBody } from "./json-response";
import { REQUEST_ID_HEADER, requestIdOf } from "./request-id";
import { hasSessionCookie } from "./session";

/** Headers of a kept answer that are the request's own, never replayed. */
const OWN_HEADERS = new Set(["x-request-id", "date", "connection", "keep-alive", "transfer-encoding"]);
const REQUEST_ID = REQUEST_ID_HEADER.toLowerCase();

interface Answer {
  /** Every header the answer is sent with but its request id: its own over the shared ones (security headers). */
  headers: Record<string, string>;
  body: string | Uint8Array<ArrayBuffer>;
  capture: Capture;
  /** The route pattern the request log gives it. */
  route: string;
}

/** What the request log is told of an answer. */
export type RequestLogFields = { requestId: string; method: string; route: string; status: number; ms: number };

export interface AnswerCacheOptions {
  caches: ReadCaches;
  /** The headers the middlewares ahead of the cache give every answer, under its own (the security headers). */
  sharedHeaders: () => Promise<ReadonlyArray<readonly [string, string]>>;
  /** The request log, told of a replayed answer as of every other. */
  logRequest: (fields: RequestLogFields) => void;
  maxEntries?: number;
}

export interface AnswerCache {
  /** The middleware that keeps answers: after the request id, the request log and the security headers, before the JSON answers. */
  readonly keep: MiddlewareHandler<AppEnv>;
  /**
   * The kept answer to `request`, ahead of the router and every middleware; undefined: the app makes it. A
   * promise while a write's row check may change it: the answer once the check has left it as it was.
   */
  replay(request: Request): Response | Promise<Response | undefined> | undefined;
  readonly size: number;
}

/** The cache key: gzip or not, and the URL (as `c.req.url`, the same string). */
const keyOf = (request: Request) => `${/\bgzip\b/.test(request.headers.get("accept-encoding") ?? "") ? "gzip" : "identity"} ${request.url}`;
/** A visitor's GET, unconditional: the only requests answered from, or kept in, the cache. */
const eligible = (request: Request) =>
  request.method === "GET" && !hasSessionCookie(request.headers.get("cookie") ?? undefined) && !request.headers.get("if-none-match");

/**
 * Visitors' answers kept as sent (docs/decisions/090-derived-page-freshness.md), after Discourse's
 * anonymous cache: a GET without a session cookie whose answer the handler marked `Cache-Control: public`
 * (the same for every visitor), made only of read-cache values (no statement of its own: `captureReads`),
 * is kept with the entries it was made from, by URL and gzip or not. The next such request is answered
 * with the same status, headers and bytes for as long as every one of those entries is still the one a
 * read would get (`ReadCaches.current`: not dropped by a write, unexpired, no row check under way, the
 * listener up). Otherwise it is made again. A conditional request (If-None-Match) takes the usual path,
 * which answers 304.
 *
 * The replay runs ahead of the router (`replay`, called by the app's `fetch`: decision 093), so a kept
 * answer costs no route match, middleware chain or web `Headers`: it does itself what the middlewares
 * ahead of `keep` do for every answer — its request id (`requestIdOf`), its request log line (the route
 * pattern kept with it) and the security headers (merged under its own headers once, when it is kept).
 */
export function answerCache(opts: AnswerCacheOptions): AnswerCache {
  const max = opts.maxEntries ?? 2000;
  const { caches } = opts;
  const answers = new Map<string, Answer>();

  const keep: MiddlewareHandler<AppEnv> = async (c, next) => {
    if (!eligible(c.req.raw)) return next();
    const key = keyOf(c.req.raw);
    const { capture } = await captureReads(next);
    const res = c.res;
    const body = sentBody(res);
    if (res.status !== 200 || body === undefined || !/\bpublic\b/.test(res.headers.get("cache-control") ?? "")) return;
    // An answer that sets a cookie is one visitor's, whatever it says: never replayed to another.
    if (res.headers.has("set-cookie")) return;
    const headers: Record<string, string> = {};
    for (const [name, value] of await opts.sharedHeaders()) headers[name] = value;
    for (const [name, value] of res.headers) if (!OWN_HEADERS.has(name)) headers[name] = value;
    const answer: Answer = { headers, body, capture, route: routePath(c, -1) };
    if (caches.current(capture)) return store(key, answer);
    // A write's row check began while it was made: kept once the check has left what it read as it was
    // (the answer is sent meanwhile; whether it is kept waits).
    void caches.checking(capture)?.then(() => caches.current(capture) && store(key, answer));
  };
  const store = (key: string, answer: Answer) => {
    answers.delete(key);
    answers.set(key, answer);
    if (answers.size > max) answers.delete(answers.keys().next().value!);
  };

  /** `kept` sent as the answer to `request` (its entries count as read; its own request id and log line). */
  const send = (request: Request, kept: Answer, started: number) => {
    caches.served(kept.capture);
    const requestId = requestIdOf(request.headers.get(REQUEST_ID_HEADER));
    // A plain header record: @hono/node-server writes it to node's response as it is.
    const res = new Response(kept.body, { status: 200, headers: { ...kept.headers, [REQUEST_ID]: requestId } });
    opts.logRequest({ requestId, method: "GET", route: kept.route, status: 200, ms: Math.round(performance.now() - started) });
    return res;
  };

  /**
   * A kept answer whose entries a row check may change (a write, here or on another instance): the request
   * waits for the check, as a read of the cache would (decision 049), and gets the kept answer when the write
   * left it as it was — not made again for every request that came during a check. A few checks in a row at
   * most; then the app makes it.
   */
  const afterChecks = async (request: Request, key: string, kept: Answer, started: number, checks: Promise<void>) => {
    for (let waits = 0; waits < 3; waits++) {
      await checks;
      if (answers.get(key) !== kept) return undefined;
      if (caches.current(kept.capture)) {
        answers.delete(key);
        answers.set(key, kept);
        return send(request, kept, started);
      }
      const next = caches.checking(kept.capture);
      if (!next) break;
      checks = next;
    }
    if (answers.get(key) === kept) answers.delete(key);
    return undefined;
  };

  const replay = (request: Request): Response | Promise<Response | undefined> | undefined => {
    if (answers.size === 0 || !eligible(request)) return undefined;
    const started = performance.now();
    const key = keyOf(request);
    const kept = answers.get(key);
    if (!kept) return undefined;
    if (!caches.current(kept.capture)) {
      const checks = caches.checking(kept.capture);
      if (checks) return afterChecks(request, key, kept, started, checks);
      answers.delete(key);
      return undefined;
    }
    answers.delete(key);
    answers.set(key, kept);
    return send(request, kept, started);
  };

  return {
    keep,
    replay,
    get size() {
      return answers.size;
    },
  };
}
