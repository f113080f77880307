import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../lib/context";
import { AppError } from "../lib/errors";

/** The better-auth parameters it redirects to (in the query string or a POST's body). */
export const CALLBACK_PARAMS = ["callbackURL", "redirectTo", "errorCallbackURL", "newUserCallbackURL"] as const;

// Controls and whitespace: browsers strip tabs and newlines from URLs, which turns "/\t/evil" into "//evil".
// eslint-disable-next-line no-control-regex
const CONTROL_OR_SPACE = /[\u0000-\u0020\u007f]/;
// Encoded "/", "\" or "." in a path: decoded once further on, "/%2F%2Fevil.example" is "//evil.example".
const ENCODED_SEPARATOR = /%(?:2f|5c|2e)/i;

/**
 * Whether `value` is a place of ours to send a browser to: a plain path ("/profile",
 * "/login?redirect=/jobs") or a URL of our own origin, whose path, once resolved and normalised as a
 * browser does ("/a/..//evil.example" is "//evil.example"), is still a path of ours. Everything
 * a browser or a router could read as another host ("//", "/\\", "/.//", encoded separators,
 * other origins) is not.
 */
export function isSafeCallback(value: unknown, baseUrl: string): boolean {
  if (typeof value !== "string") return false;
  if (value === "") return true;
  if (value.length > 2000 || CONTROL_OR_SPACE.test(value) || value.includes("\\")) return false;
  const base = new URL(baseUrl);
  let resolved: URL;
  try {
    resolved = new URL(value, base);
  } catch {
    return false;
  }
  if (resolved.origin !== base.origin || resolved.username || resolved.password) return false;
  // A relative value must be a path from the root: "evil.example" or "?x" resolve here but are not paths.
  if (!value.startsWith("/") && !/^https?:\/\//i.test(value)) return false;
  if (value.startsWith("//")) return false;
  const rawPath = value.startsWith("/") ? value.split(/[?#]/, 1)[0]! : resolved.pathname;
  if (ENCODED_SEPARATOR.test(rawPath)) return false;
  // The normalised path must not begin with "//": redirected to as is, it is another host.
  return !resolved.pathname.startsWith("//");
}

const refuse = (name: string) => new AppError("BAD_REQUEST", `Invalid ${name}: only a path of this site is allowed`);

/**
 * Open-redirect guard in front of better-auth: a request whose callback (query or body) would send
 * the browser away from this site is refused with 400 before better-auth sees it. better-auth checks
 * these too (trustedOrigins), but accepts relative forms it then resolves to another host
 * ("/.//evil.example" became a redirect to http://evil.example).
 */
export const callbackUrlGuard = createMiddleware<AppEnv>(async (c, next) => {
  const { config } = c.get("deps");
  for (const name of CALLBACK_PARAMS) {
    for (const value of c.req.queries(name) ?? []) {
      if (!isSafeCallback(value, config.baseUrl)) throw refuse(name);
    }
  }
  if (c.req.method === "POST") {
    const body = await bodyOf(c.req.raw);
    if (body && typeof body === "object" && !Array.isArray(body)) {
      for (const name of CALLBACK_PARAMS) {
        const value = (body as Record<string, unknown>)[name];
        if (value !== undefined && value !== null && !isSafeCallback(value, config.baseUrl)) throw refuse(name);
      }
    }
  }
  await next();
});

/** The POST's body as better-auth will read it (JSON or a form), from a clone: the body is buffered by bodyLimits. */
async function bodyOf(request: Request): Promise<unknown> {
  const type = request.headers.get("content-type") ?? "";
  try {
    if (type.includes("application/json")) return await request.clone().json();
    if (type.includes("application/x-www-form-urlencoded")) {
      return Object.fromEntries(new URLSearchParams(await request.clone().text()));
    }
  } catch {
    // Not parseable: better-auth refuses it on its own.
  }
  return null;
}
