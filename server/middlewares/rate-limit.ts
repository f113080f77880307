import { getConnInfo } from "@hono/node-server/conninfo";
import { sql } from "drizzle-orm";
import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import { queryRows } from "../db/client";
import type { AppEnv } from "../lib/context";
import { AppError } from "../lib/errors";

export function clientIp(c: Context<AppEnv>): string {
  const { config } = c.get("deps");
  if (config.trustProxy) {
    const xff = c.req.header("x-forwarded-for");
    if (xff) return xff.split(",")[0]!.trim();
  }
  try {
    return getConnInfo(c).remote.address ?? "unknown";
  } catch {
    return "unknown"; // app.request in tests has no socket
  }
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
    let who = opts.by === "user" && c.get("user") ? `user:${c.get("user")!.id}` : clientIp(c);
    if (opts.by === "ip+email") who += `:${await bodyEmail(c)}`;
    if (opts.by === "email") {
      const email = await bodyEmail(c);
      if (!email) return next();
      who = `email:${email}`;
    }
    const key = `${bucket}:${who}`;
    const rows = await queryRows<{ count: number; retry: number }>(
      db,
      sql`
      INSERT INTO rate_limits (key, count, window_start) VALUES (${key}, 1, now())
      ON CONFLICT (key) DO UPDATE SET
        count = CASE WHEN rate_limits.window_start < now() - make_interval(secs => ${windowSeconds}) THEN 1 ELSE rate_limits.count + 1 END,
        window_start = CASE WHEN rate_limits.window_start < now() - make_interval(secs => ${windowSeconds}) THEN now() ELSE rate_limits.window_start END
      RETURNING count, ceil(extract(epoch from (window_start + make_interval(secs => ${windowSeconds}) - now())))::int AS retry`,
    );
    const row = rows[0]!;
    if (Number(row.count) > limit) {
      c.header("Retry-After", String(Math.max(1, Number(row.retry))));
      throw new AppError("RATE_LIMITED", "Too many requests. Please wait a moment and try again.");
    }
    await next();
    if (opts.refundRefused && c.res.status === 400) {
      await db.execute(sql`UPDATE rate_limits SET count = greatest(count - 1, 0) WHERE key = ${key}`);
    }
  });
