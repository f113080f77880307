import type { ServerResponse } from "node:http";
import { Hono, type MiddlewareHandler } from "hono";
import { secureHeaders } from "hono/secure-headers";

type SecureHeadersOptions = NonNullable<Parameters<typeof secureHeaders>[0]>;

/**
 * The security headers (CSP, HSTS, frame and referrer policies, …) as hono's `secureHeaders` makes
 * them, computed once instead of on every request (setting a dozen headers on a web `Headers` object
 * was ~8 % of a small request). Served by @hono/node-server they go on node's ServerResponse
 * (`setHeader`), which `writeHead` merges under the answer's own headers, so a handler's stricter
 * policy (file downloads: `default-src 'none'; sandbox`) still stands, as with `overwrite: false`.
 * Without node (`app.request` in tests) they are set on the answer where it has none of its own.
 */
export function securityHeaders(options: SecureHeadersOptions): MiddlewareHandler {
  const probe = new Hono().use(secureHeaders(options)).get("*", (c) => c.body(null));
  let headers: Promise<[string, string][]> | undefined;
  return async (c, next) => {
    headers ??= Promise.resolve(probe.request("/")).then((res) => [...res.headers]);
    const list = await headers;
    await next();
    const env: { outgoing?: ServerResponse } | undefined = c.env;
    const out = env?.outgoing;
    if (out && !out.headersSent) for (const [name, value] of list) out.setHeader(name, value);
    else for (const [name, value] of list) if (!c.res.headers.has(name)) c.res.headers.set(name, value);
  };
}
