import { createMiddleware } from "hono/factory";
import type { Context } from "hono";
import type { AppEnv, Capability, SessionUser } from "../lib/context";
import { forbidden, unauthorized } from "../lib/errors";

/** 401 without a session. */
export const requireUser = createMiddleware<AppEnv>(async (c, next) => {
  if (!c.get("user")) throw unauthorized();
  await next();
});

/**
 * 401 without a session, 403 without any of the capabilities listed. Reads the capability set, never
 * the display role: a mentor who is also a recruiter passes requireCapability("recruiter").
 */
export const requireCapability = (...capabilities: Capability[]) =>
  createMiddleware<AppEnv>(async (c, next) => {
    const user = c.get("user");
    if (!user) throw unauthorized();
    if (!capabilities.some((cap) => user.capabilities.includes(cap))) throw forbidden("You do not have permission to access this page");
    await next();
  });

export const requireAdmin = requireCapability("admin");

/** The signed-in user inside a handler behind requireUser/requireRole. */
export function currentUser(c: Context<AppEnv>): SessionUser {
  const user = c.get("user");
  if (!user) throw unauthorized();
  return user;
}
