import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../lib/context";
import { forbidden } from "../lib/errors";

const SAFE = new Set(["GET", "HEAD", "OPTIONS"]);
/**
 * RFC 8058 one-click unsubscribe: the mail provider POSTs from its own servers (no Origin of ours).
 * The unguessable token in the URL is the only authority it uses; no cookie or session is read.
 */
const CROSS_ORIGIN_OK = new Set(["/api/newsletter/unsubscribe", "/api/alerts/unsubscribe", "/api/comment-mails/unsubscribe"]);

/**
 * CSRF defence for /api: a state-changing request must come from our own origin.
 * Browsers send Origin (and Sec-Fetch-Site) on such requests; a cookie-bearing request with
 * neither is refused too.
 */
export const sameOrigin = createMiddleware<AppEnv>(async (c, next) => {
  if (SAFE.has(c.req.method) || CROSS_ORIGIN_OK.has(c.req.path)) return next();
  const { config } = c.get("deps");
  const allowed = new URL(config.baseUrl).origin;
  const origin = c.req.header("origin");
  const site = c.req.header("sec-fetch-site");
  if (origin) {
    if (origin !== allowed) throw forbidden("Cross-origin request refused");
  } else if (site) {
    if (site !== "same-origin" && site !== "none") throw forbidden("Cross-origin request refused");
  } else if (c.req.header("cookie")) {
    throw forbidden("Cross-origin request refused");
  }
  await next();
});
