import type { ServerResponse } from "node:http";
import { Hono, type MiddlewareHandler } from "hono";
import { secureHeaders } from "hono/secure-headers";

type SecureHeadersOptions = NonNullable<Parameters<typeof secureHeaders>[0]>;

/** The middleware, and the headers it gives every answer (a kept answer is replayed with them: decision 093). */
export type SecurityHeaders = MiddlewareHandler & { headers(): Promise<ReadonlyArray<readonly [string, string]>> };

/**
 * The security headers (CSP, HSTS, frame and referrer policies, …) as hono's `secureHeaders` makes
 * them, computed once instead of on every request (setting a dozen headers on a web `Headers` object
 * was ~8 % of a small request). Served by @hono/node-server they go on node's ServerResponse
 * (`setHeader`), which `writeHead` merges under the answer's own headers, so a handler's stricter
 * policy (file downloads: `default-src 'none'; sandbox`) still stands, as with `overwrite: false`.
 * Without node (`app.request` in tests) they are set on the answer where it has none of its own.
 */
export function securityHeaders(options: SecureHeadersOptions): SecurityHeaders {
  const probe = new Hono().use(secureHeaders(options)).get("*", (c) => c.body(null));
  let list: Promise<Array<[string, string]>> | undefined;
  const headers = () => (list ??= Promise.resolve(probe.request("/")).then((res) => [...res.headers]));
  const middleware: MiddlewareHandler = async (c, next) => {
    const all = await headers();
    await next();
    const env: { outgoing?: ServerResponse } | undefined = c.env;
    const out = env?.outgoing;
    if (out && !out.headersSent) for (const [name, value] of all) out.setHeader(name, value);
    else for (const [name, value] of all) if (!c.res.headers.has(name)) c.res.headers.set(name, value);
  };
  return Object.assign(middleware, { headers });
}
