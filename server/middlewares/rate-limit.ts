import { getConnInfo } from "@hono/node-server/conninfo";
import { sql } from "drizzle-orm";
import type { Context } from "hono";
import { getCookie } from "hono/cookie";
import { createMiddleware } from "hono/factory";
import { serialize } from "hono/utils/cookie";
import { queryRows, type Db } from "../db/client";
import type { AppEnv } from "../lib/context";
import { clientAddress, rateLimitKeyOf } from "../lib/client-address";
import { AppError } from "../lib/errors";
import {
  accountEmailOf,
  assertAccountOpen,
  deviceCookieName,
  deviceCookieOptions,
  deviceCookieValue,
  deviceIdOf,
  recordPasswordFailure,
  recordSignInSuccess,
  registerSignInAttempt,
  type SignInAttempt,
  type SignInClient,
} from "../lib/sign-in-protection";

/** The client's address (lib/client-address.ts: the rightmost untrusted X-Forwarded-For entry behind a proxy). */
export function clientIp(c: Context<AppEnv>): string {
  let remote: string | undefined;
  try {
    remote = getConnInfo(c).remote.address;
  } catch {
    remote = undefined; // app.request in tests has no socket
  }
  return clientAddress(remote, c.req.header("x-forwarded-for"), c.get("deps").config.trustProxy);
}

/**
 * The e-mail in a JSON body. The body is already bounded (1 MB) and held in memory by the input
 * guard, so reading a clone re-reads memory, not the socket.
 */
async function bodyEmail(c: Context<AppEnv>): Promise<string> {
  try {
    const body = (await c.req.raw.clone().json()) as { email?: unknown };
    return typeof body.email === "string" ? body.email.trim().toLowerCase().slice(0, 254) : "";
  } catch {
    return "";
  }
}

/** Counts one request in the key's fixed window; returns the count and the seconds left in the window. */
export async function count(db: Db, key: string, windowSeconds: number): Promise<{ count: number; retry: number }> {
  const rows = await queryRows<{ count: number; retry: number }>(
    db,
    sql`
      INSERT INTO rate_limits (key, count, window_start) VALUES (${key}, 1, now())
      ON CONFLICT (key) DO UPDATE SET
        count = CASE WHEN rate_limits.window_start < now() - make_interval(secs => ${windowSeconds}) THEN 1 ELSE rate_limits.count + 1 END,
        window_start = CASE WHEN rate_limits.window_start < now() - make_interval(secs => ${windowSeconds}) THEN now() ELSE rate_limits.window_start END
      RETURNING count, ceil(extract(epoch from (window_start + make_interval(secs => ${windowSeconds}) - now())))::int AS retry`,
  );
  return { count: Number(rows[0]!.count), retry: Number(rows[0]!.retry) };
}

function refuse(c: Context<AppEnv>, retrySeconds: number): never {
  c.header("Retry-After", String(Math.max(1, retrySeconds)));
  throw new AppError("RATE_LIMITED", RATE_LIMITED_MESSAGE);
}

export const RATE_LIMITED_MESSAGE = "Too many requests. Please wait a moment and try again.";

/**
 * Fixed-window limit per client IP, counted in the database so it holds across instances.
 * `limit` requests per `windowSeconds` for the named bucket; the next one gets 429.
 * `by: "user"` counts per signed-in user instead (for endpoints that need a session);
 * `by: "email"` per target address, from any client (endpoints that send mail to it).
 * `refundRefused`: a request the handler refuses with 400 (a weak password, a bad address) sent no mail
 * and gives its count back, so a user retrying a refused password is not locked out of their address.
 * Never for sign-in, where the failures are what is being counted.
 */
export const rateLimit = (
  bucket: string,
  limit: number,
  windowSeconds: number,
  opts: { by?: "ip" | "user" | "email"; refundRefused?: boolean } = {},
) =>
  createMiddleware<AppEnv>(async (c, next) => {
    const { db } = c.get("deps");
    let who = opts.by === "user" && c.get("user") ? `user:${c.get("user")!.id}` : rateLimitKeyOf(clientIp(c));
    if (opts.by === "email") {
      const email = await bodyEmail(c);
      if (!email) return next();
      who = `email:${email}`;
    }
    const key = `${bucket}:${who}`;
    const row = await count(db, key, windowSeconds);
    if (row.count > limit) refuse(c, row.retry);
    await next();
    if (opts.refundRefused && c.res.status === 400) {
      await db.execute(sql`UPDATE rate_limits SET count = greatest(count - 1, 0) WHERE key = ${key}`);
    }
  });

/** The client of a request as sign-in protection sees it: its address key and its signed device cookie's id. */
export function signInClientOf(c: Context<AppEnv>): SignInClient {
  const { config, scheduler } = c.get("deps");
  return {
    addressKey: rateLimitKeyOf(clientIp(c)),
    deviceId: deviceIdOf(config.authSecret, getCookie(c, deviceCookieName(config.production)), scheduler.now()),
  };
}

/**
 * Sign-in protection on better-auth's sign-in route (docs/decisions/055, lib/sign-in-protection.ts).
 * The e-mail comes from better-auth's own parsed body (its before-hook calls `check`), so a
 * form-encoded body counts like a JSON one. Per client and account: `perClient` attempts a minute.
 * Per account: after 20 failures in 15 minutes, clients that never signed in to it get 429 for 15
 * minutes; the owner gets one mail with an unlock link. A successful sign-in makes this address and
 * this browser (a signed device cookie) known to the account.
 */
export const signInProtection = (perClient: number) =>
  createMiddleware<AppEnv>(async (c, next) => {
    const deps = c.get("deps");
    const client = signInClientOf(c);
    const attempt: SignInAttempt = {
      email: null,
      async check(email) {
        const row = await count(deps.db, `sign-in:${client.addressKey}:${email}`, 60);
        if (row.count > perClient) refuse(c, row.retry);
        await assertAccountOpen(deps, email, client, (retry) => refuse(c, retry));
      },
    };
    registerSignInAttempt(c.req.raw, attempt);
    await next();
    if (!attempt.email) return;
    if (c.res.status === 401) await recordPasswordFailure(deps, attempt.email);
    else if (c.res.status === 200) {
      const known = await recordSignInSuccess(deps, attempt.email, client);
      if (known && known.deviceId !== client.deviceId) {
        const { config } = deps;
        const cookie = serialize(
          deviceCookieName(config.production),
          deviceCookieValue(config.authSecret, known.deviceId),
          deviceCookieOptions(config.production),
        );
        c.res.headers.append("Set-Cookie", cookie);
      }
    }
  });

/**
 * A password asked again (account deletion, e-mail change) obeys the same account lock and counts its
 * failures: `isWrongPassword` tells a wrong password from the check's other refusals.
 */
export async function guardPasswordCheck<T>(
  c: Context<AppEnv>,
  email: string,
  isWrongPassword: (err: unknown) => boolean,
  run: () => Promise<T>,
): Promise<T> {
  const deps = c.get("deps");
  const account = accountEmailOf(email);
  await assertAccountOpen(deps, account, signInClientOf(c), (retry) => refuse(c, retry));
  try {
    return await run();
  } catch (err) {
    if (isWrongPassword(err)) await recordPasswordFailure(deps, account);
    throw err;
  }
}
