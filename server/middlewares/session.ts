import { createMiddleware } from "hono/factory";
import type { AppEnv, Role, SessionUser } from "../lib/context";

/**
 * Identifies the user from the session cookie. Usually no query: better-auth's signed cookie cache
 * is trusted while its session version matches the user's current one (kept in memory, decision 008);
 * otherwise the session is read from the database and the refreshed cookie is sent back.
 */
export const sessionMiddleware = createMiddleware<AppEnv>(async (c, next) => {
  c.set("user", null);
  const cookie = c.req.header("cookie");
  if (cookie && cookie.includes("better-auth.session_token")) {
    const { auth, logger } = c.get("deps");
    try {
      const { headers, response } = await auth.api.getSession({ headers: c.req.raw.headers, returnHeaders: true });
      if (response) {
        const u = response.user as typeof response.user & { role?: string | null };
        c.set("user", {
          id: u.id,
          email: u.email,
          name: u.name,
          role: ((u.role ?? "user") || "user") as Role,
          emailVerified: u.emailVerified,
        } satisfies SessionUser);
      }
      // A refreshed cookie cache, or the cleared cookies of a session that has ended.
      for (const setCookie of headers.getSetCookie()) c.header("Set-Cookie", setCookie, { append: true });
    } catch (err) {
      logger.warn("session lookup failed", { requestId: c.get("requestId"), error: err instanceof Error ? err.name : "error" }); // no message: it may quote the cookie
    }
  }
  await next();
});
