import { getCookie } from "hono/cookie";
import { createMiddleware } from "hono/factory";
import { CAPABILITIES, MEMBER_PLANS, standingOfRole, type Capability, type MemberPlan } from "@common/roles";
import { APIError } from "better-auth/api";
import type { AppEnv, Role, SessionUser } from "../lib/context";
import { AppError, UNAVAILABLE_MESSAGE } from "../lib/errors";

/**
 * Identifies the user from the session cookie. Usually no query: better-auth's signed cookie cache
 * is trusted while its session version matches the user's current one (kept in memory, decision 008);
 * otherwise the session is read from the database and the refreshed cookie is sent back.
 *
 * In front of that, each instance remembers for up to a minute which user a given pair of session
 * cookies (token + signed session data) resolved to, and at which session version (decision 021).
 * A repeat request with the same cookies and an unchanged version skips better-auth entirely; any
 * revocation (sign-out, role, e-mail or password change, deleted session) changes the version and
 * is seen on the very next request, as before.
 */
const KNOWN_TTL_MS = 60_000;
const KNOWN_MAX = 50_000;
/** `version: null`: the user is known but not yet trusted (see below). */
const known = new Map<string, { user: SessionUser; version: string | null; until: number }>();

/**
 * Drops the remembered pairs whose minute is over, oldest first (entries go in with `until` = now + a minute,
 * so the map's order is nearly that of `until`). Without it a pair nobody sends again — the cookies before a
 * cookie-cache refresh (every 5 minutes for each active member), a signed-out browser's — stayed until the
 * map reached KNOWN_MAX: memory that grew with traffic for as long as the process lived (the soak,
 * docs/decisions/091).
 */
function forgetExpired(now: number) {
  for (const [key, entry] of known) {
    if (entry.until > now) break;
    known.delete(key);
  }
}

/** How many cookie pairs this process remembers (tests). */
export const rememberedSessions = () => known.size;

/** better-auth's cookies by base name, with or without the __Host- prefix of production (lib/auth.ts). */
function sessionCookies(all: Record<string, string>) {
  const pick = (base: string) => all[`__Host-better-auth.${base}`] ?? all[`better-auth.${base}`];
  return { token: pick("session_token"), data: pick("session_data") };
}

/** Whether a Cookie header carries a better-auth session (valid or not): cheap, no parsing. */
export const hasSessionCookie = (cookie: string | undefined) => cookie?.includes("better-auth.session_token") ?? false;

/**
 * Capabilities and plan from the session (docs/decisions/026). A cookie cache written by the previous
 * release carries only the role: read it the way that release meant it.
 */
function standingOf(role: Role, capabilities: unknown, plan: unknown): { capabilities: Capability[]; plan: MemberPlan } {
  if (!Array.isArray(capabilities)) {
    const legacy = standingOfRole(role);
    return { capabilities: [...legacy.capabilities], plan: legacy.plan };
  }
  return {
    capabilities: CAPABILITIES.filter((c) => capabilities.includes(c)),
    plan: MEMBER_PLANS.find((p) => p === plan) ?? "free",
  };
}

export const sessionMiddleware = createMiddleware<AppEnv>(async (c, next) => {
  c.set("user", null);
  if (hasSessionCookie(c.req.header("cookie"))) {
    const { auth, logger, sessions, scheduler } = c.get("deps");
    const { token, data } = sessionCookies(getCookie(c));
    const key = token && data ? `${token}|${data}` : null;
    const hit = key ? known.get(key) : undefined;
    const live = hit && hit.until > scheduler.now().getTime() ? hit : undefined;
    if (live?.version && (await sessions.current(live.user.id)) === live.version) {
      c.set("user", live.user);
      await next();
      return;
    }
    // The version is read BEFORE better-auth validates the cookies: a revocation that lands after
    // this read leaves the remembered version stale (so the next request looks the session up
    // again); one that lands before it makes better-auth refuse the cookies. Either way nothing
    // revoked is ever remembered as valid.
    const versionBefore = live ? await sessions.current(live.user.id) : null;
    if (key && hit && !live) known.delete(key);
    try {
      const { headers, response } = await auth.api.getSession({ headers: c.req.raw.headers, returnHeaders: true });
      if (response) {
        const u = response.user as typeof response.user & { role?: string | null; capabilities?: unknown; plan?: unknown };
        const role = ((u.role ?? "user") || "user") as Role;
        const user = {
          id: u.id,
          email: u.email,
          name: u.name,
          role,
          ...standingOf(role, u.capabilities, u.plan),
          emailVerified: u.emailVerified,
        } satisfies SessionUser;
        c.set("user", user);
        // Remember the pair only when better-auth did not replace the cookies (then the browser's next
        // request brings the new ones). The first lookup learns whose cookies they are; the second,
        // with the version read before it, makes them trusted.
        if (key && headers.getSetCookie().length === 0) {
          const now = scheduler.now().getTime();
          forgetExpired(now);
          if (known.size >= KNOWN_MAX) known.clear();
          const until = Math.min(now + KNOWN_TTL_MS, new Date(response.session.expiresAt).getTime());
          const version = live && live.user.id === user.id ? versionBefore : null;
          known.set(key, { user, version, until });
        }
      }
      // A refreshed cookie cache, or the cleared cookies of a session that has ended.
      for (const setCookie of headers.getSetCookie()) c.header("Set-Cookie", setCookie, { append: true });
    } catch (err) {
      logger.warn("session lookup failed", { requestId: c.get("requestId"), error: err instanceof Error ? err.name : "error" }); // no message: it may quote the cookie
      // better-auth refusing the cookie itself (a 4xx) means a visitor. Anything else says nothing about the
      // cookie: answering as a visitor would sign a member out of this request ("You must be logged in",
      // a write refused) because the database was slow or locked. Fail closed and ask for a retry.
      if (!(err instanceof APIError && err.statusCode < 500)) {
        c.header("Retry-After", "2");
        throw new AppError("UNAVAILABLE", UNAVAILABLE_MESSAGE);
      }
    }
  }
  await next();
});
