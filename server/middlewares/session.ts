import { createMiddleware } from "hono/factory";
import type { AppEnv, Role, SessionUser } from "../lib/context";

/** Identifies the user from the session cookie (cookie cache first, so usually no query). */
export const sessionMiddleware = createMiddleware<AppEnv>(async (c, next) => {
  c.set("user", null);
  const cookie = c.req.header("cookie");
  if (cookie && cookie.includes("better-auth.session_token")) {
    const { auth, logger } = c.get("deps");
    try {
      const result = await auth.api.getSession({ headers: c.req.raw.headers });
      if (result) {
        const u = result.user as typeof result.user & { role?: string | null };
        c.set("user", {
          id: u.id,
          email: u.email,
          name: u.name,
          role: ((u.role ?? "user") || "user") as Role,
          emailVerified: u.emailVerified,
        } satisfies SessionUser);
      }
    } catch (err) {
      logger.warn("session lookup failed", { requestId: c.get("requestId"), error: String(err) });
    }
  }
  await next();
});
