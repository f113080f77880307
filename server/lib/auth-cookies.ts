import type { Context } from "hono";
import { deleteCookie } from "hono/cookie";
import type { Auth } from "./auth";

const sameSite = (v = "lax") => (v.toLowerCase() === "strict" ? "Strict" : v.toLowerCase() === "none" ? "None" : "Lax");

/**
 * Expires this browser's better-auth cookies (session token, cached session data, "don't remember me"),
 * with the names and attributes better-auth itself uses (prefix, domain, Secure), never hard-coded names.
 */
export async function clearAuthCookies(c: Context, auth: Auth): Promise<void> {
  const { authCookies } = await auth.$context;
  for (const cookie of [authCookies.sessionToken, authCookies.sessionData, authCookies.dontRememberToken]) {
    const a = cookie.attributes;
    deleteCookie(c, cookie.name, {
      path: a.path,
      domain: a.domain,
      secure: a.secure,
      httpOnly: a.httpOnly,
      sameSite: sameSite(a.sameSite),
    });
  }
}
