import { createMiddleware } from "hono/factory";
import type { Context } from "hono";
import type { AppEnv, Role, SessionUser } from "../lib/context";
import { forbidden, unauthorized } from "../lib/errors";

/** 401 without a session. */
export const requireUser = createMiddleware<AppEnv>(async (c, next) => {
  if (!c.get("user")) throw unauthorized();
  await next();
});

/** 401 without a session, 403 for any role not listed. */
export const requireRole = (...roles: Role[]) =>
  createMiddleware<AppEnv>(async (c, next) => {
    const user = c.get("user");
    if (!user) throw unauthorized();
    if (!roles.includes(user.role)) throw forbidden("You do not have permission to access this page");
    await next();
  });

export const requireAdmin = requireRole("admin");

/** The signed-in user inside a handler behind requireUser/requireRole. */
export function currentUser(c: Context<AppEnv>): SessionUser {
  const user = c.get("user");
  if (!user) throw unauthorized();
  return user;
}
