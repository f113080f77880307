import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../lib/context";
import { captureReads, type Capture } from "../lib/read-cache";
import { sentBody } from "./json-response";
import { hasSessionCookie } from "./session";

/** Headers of a kept answer that are the request's own, never replayed. */
const OWN_HEADERS = new Set(["x-request-id", "date", "connection", "keep-alive", "transfer-encoding"]);

interface Answer {
  headers: Record<string, string>;
  body: string | Uint8Array<ArrayBuffer>;
  capture: Capture;
}

/**
 * Visitors' answers kept as sent (docs/decisions/090-derived-page-freshness.md), after Discourse's
 * anonymous cache: a GET without a session cookie whose answer the handler marked `Cache-Control: public`
 * (the same for every visitor), made only of read-cache values (no statement of its own: `captureReads`),
 * is kept with the entries it was made from, by URL and gzip or not. The next such request is answered
 * with the same status, headers and bytes — without the session, validation, handler and serialisation —
 * for as long as every one of those entries is still the one a read would get (`ReadCaches.current`: not
 * dropped by a write, unexpired, no row check under way, the listener up). Otherwise it is made again.
 * A conditional request (If-None-Match) takes the usual path, which answers 304.
 *
 * Placed after the request id, the request log and the security headers (they apply to every answer),
 * before the JSON answers (whose body it keeps).
 */
export function answerCache(opts: { maxEntries?: number } = {}): MiddlewareHandler<AppEnv> & { readonly size: number } {
  const max = opts.maxEntries ?? 2000;
  const answers = new Map<string, Answer>();
  const handler: MiddlewareHandler<AppEnv> = async (c, next) => {
    if (c.req.method !== "GET" || hasSessionCookie(c.req.header("cookie")) || c.req.header("if-none-match")) return next();
    const { caches } = c.get("deps");
    const key = `${/\bgzip\b/.test(c.req.header("accept-encoding") ?? "") ? "gzip" : "identity"} ${c.req.url}`;
    const kept = answers.get(key);
    if (kept) {
      if (caches.current(kept.capture)) {
        caches.served(kept.capture);
        answers.delete(key);
        answers.set(key, kept);
        return c.body(kept.body, 200, kept.headers);
      }
      answers.delete(key);
    }
    const { capture } = await captureReads(next);
    const res = c.res;
    const body = sentBody(res);
    if (res.status !== 200 || body === undefined || !/\bpublic\b/.test(res.headers.get("cache-control") ?? "")) return;
    // An answer that sets a cookie is one visitor's, whatever it says: never replayed to another.
    if (res.headers.has("set-cookie")) return;
    if (!caches.current(capture)) return;
    const headers: Record<string, string> = {};
    for (const [name, value] of res.headers) if (!OWN_HEADERS.has(name)) headers[name] = value;
    answers.set(key, { headers, body, capture });
    if (answers.size > max) answers.delete(answers.keys().next().value!);
  };
  return Object.defineProperty(handler, "size", { get: () => answers.size }) as MiddlewareHandler<AppEnv> & { readonly size: number };
}
