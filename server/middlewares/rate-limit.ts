import { getConnInfo } from "@hono/node-server/conninfo";
import { sql } from "drizzle-orm";
import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import { queryRows, type Db } from "../db/client";
import { user } from "../db/schema";
import type { AppDeps, AppEnv } from "../lib/context";
import { clientAddress, rateLimitKeyOf } from "../lib/client-address";
import { AppError } from "../lib/errors";
import { renderMail } from "../lib/mail-layout";

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
 * `by: "ip+email"` per client and target account (sign-in: guessing one account's password);
 * `by: "email"` per target address, from any client (endpoints that send mail to it).
 * `refundRefused`: a request the handler refuses with 400 (a weak password, a bad address) sent no mail
 * and gives its count back, so a user retrying a refused password is not locked out of their address.
 * Never for sign-in, where the failures are what is being counted.
 */
export const rateLimit = (
  bucket: string,
  limit: number,
  windowSeconds: number,
  opts: { by?: "ip" | "user" | "ip+email" | "email"; refundRefused?: boolean } = {},
) =>
  createMiddleware<AppEnv>(async (c, next) => {
    const { db } = c.get("deps");
    let who = opts.by === "user" && c.get("user") ? `user:${c.get("user")!.id}` : rateLimitKeyOf(clientIp(c));
    if (opts.by === "ip+email") who += `:${await bodyEmail(c)}`;
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

/**
 * Failed sign-ins per account, from any client: after `limit` failures (401) in
 * `windowSeconds` the account is soft-locked (429 until the window ends, the right password
 * included) and its owner gets one mail. A successful sign-in counts nothing.
 */
export const signInAccountLimit = (limit: number, windowSeconds: number) =>
  createMiddleware<AppEnv>(async (c, next) => {
    const email = await bodyEmail(c);
    if (!email) return next();
    const deps = c.get("deps");
    const key = `sign-in-account:${email}`;
    const current = await queryRows<{ count: number; retry: number }>(
      deps.db,
      sql`SELECT count, ceil(extract(epoch from (window_start + make_interval(secs => ${windowSeconds}) - now())))::int AS retry
          FROM rate_limits WHERE key = ${key} AND window_start >= now() - make_interval(secs => ${windowSeconds})`,
    );
    if (current[0] && Number(current[0].count) >= limit) refuse(c, Number(current[0].retry));
    await next();
    if (c.res.status !== 401) return;
    const after = await count(deps.db, key, windowSeconds);
    // Exactly one request reaches the limit (the upsert serializes them), so one mail per lock.
    if (after.count === limit) await mailLockedAccount(deps, email, windowSeconds);
  });

async function mailLockedAccount(deps: AppDeps, email: string, windowSeconds: number) {
  const [owner] = await deps.db
    .select({ name: user.name, email: user.email })
    .from(user)
    .where(sql`lower(${user.email}) = ${email}`)
    .limit(1);
  if (!owner) return;
  const minutes = Math.round(windowSeconds / 60);
  await deps.mailer.send({
    to: owner.email,
    ...renderMail(deps.config.baseUrl, {
      subject: "Sign-in to your AppSec Community account paused",
      paragraphs: [
        `Hello ${owner.name},`,
        `There were many failed attempts to sign in to your AppSec Community account, so signing in is paused for up to ${minutes} minutes.`,
        "If it was you, wait a little and try again, or reset your password. If it was not you, your password kept the account safe; choosing a new, unique one is a good idea.",
      ],
      action: { label: "Reset your password", path: "/forgot-password" },
      footer: "You get this mail once per pause.",
    }),
  });
}
