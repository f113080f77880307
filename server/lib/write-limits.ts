import { sql } from "drizzle-orm";
import type { Context, MiddlewareHandler } from "hono";
import { createMiddleware } from "hono/factory";
import { uniqueSymbol } from "hono-openapi";
import { countLinks, hasImage, NEW_ACCOUNT_MAX_LINKS, NO_IMAGES_MESSAGE, tooManyLinksMessage } from "@common/content-rules";
import { formatInZone } from "@common/time";
import { TRUST_LEVELS, type TrustLevel } from "@common/trust";
import { clientIp, count } from "../middlewares/rate-limit";
import { rateLimitKeyOf } from "./client-address";
import type { AppEnv } from "./context";
import { AppError } from "./errors";
import { memberStanding, type MemberStanding } from "./trust";

/**
 * One declared limit for every write (docs/decisions/056). Each feature declares its writes once, in its
 * `<feature>.limits.ts`, with `defineWriteLimits`; a route uses one by name (`writeLimit(jobsLimits.create)`).
 * From the declaration come the middleware (the ceiling by trust level, the silence rule) and the route's
 * 429 (and 403 SILENCED) in /api/openapi.json; the registry test fails on a write route without one.
 */

/** Whose requests are counted together: the signed-in account, or the client address (anonymous forms). */
export type WritePer = "account" | "address";

export interface WriteLimitSpec {
  per: WritePer;
  /** The fixed window, in seconds (counted in `rate_limits`, so it holds across instances). */
  windowSeconds: number;
  /** Requests allowed in a window: one number for everyone, or one per trust level (new accounts lower). */
  ceiling: number | Record<TrustLevel, number>;
  /**
   * "refuse": a silenced member gets 403 SILENCED (a contribution: post, comment, flag, book, apply);
   * "allow": account upkeep a silenced member keeps (settings, own deletion, cancelling, unsubscribing).
   */
  silenced: "refuse" | "allow";
  /** What one request makes, plural, for the 429 message and the table: "job posts". */
  what: string;
  /** Why this ceiling or silence rule, when it is not obvious (shown in docs/write-limits.md). */
  note?: string;
  /**
   * Count refused requests too. By default a per-account write answered 4xx (nothing written) gives its count
   * back; routes that check a password or a token must count every try. Per-address limits always count every
   * request (anonymous).
   */
  countsRefused?: true;
}

export interface WriteLimit extends WriteLimitSpec {
  /** `<feature>.<name>`: the counter's name, unique. */
  bucket: string;
}

const registry = new Map<string, WriteLimit>();

/** Declares a feature's write limits; the registry gathers them (`declaredWriteLimits`). */
export function defineWriteLimits<K extends string>(feature: string, specs: Record<K, WriteLimitSpec>): Record<K, WriteLimit> {
  const out = {} as Record<K, WriteLimit>;
  for (const [name, spec] of Object.entries(specs) as [K, WriteLimitSpec][]) {
    const bucket = `${feature}.${name}`;
    if (registry.has(bucket)) throw new Error(`Write limit ${bucket} is declared twice`);
    const limit = { bucket, ...spec };
    registry.set(bucket, limit);
    out[name] = limit;
  }
  return out;
}

/** Every declared write limit, by bucket (the features' modules must have been imported: server/api.ts does). */
export function declaredWriteLimits(): WriteLimit[] {
  return [...registry.values()].sort((a, b) => a.bucket.localeCompare(b.bucket));
}

export const ceilingFor = (limit: WriteLimitSpec, level: TrustLevel) =>
  typeof limit.ceiling === "number" ? limit.ceiling : limit.ceiling[level];

/** "an hour", "a day", "10 minutes": a window in words. */
export function windowInWords(seconds: number): string {
  if (seconds === 3600) return "an hour";
  if (seconds === 86_400) return "a day";
  if (seconds % 86_400 === 0) return `${seconds / 86_400} days`;
  if (seconds % 3600 === 0) return `${seconds / 3600} hours`;
  if (seconds % 60 === 0) return `${seconds / 60} minutes`;
  return `${seconds} seconds`;
}

/** "1 minute", "25 minutes", "3 hours": how long until the window ends, rounded up. */
export function waitInWords(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  if (minutes < 90) return minutes === 1 ? "1 minute" : `${minutes} minutes`;
  const hours = Math.ceil(minutes / 60);
  return `${hours} hours`;
}

export const silencedMessage = (silence: { until: Date; reason: string }) =>
  `Your account is silenced until ${formatInZone(silence.until, "UTC")}: ${silence.reason}`;

/** Marks a middleware as a route's write declaration (read by the registry test). */
export const WRITE_DECLARATION = Symbol("write-declaration");
export type WriteDeclaration = { limit: WriteLimit } | { exempt: string };

/** The standing `writeLimit` read for this request, for the handler's own rules (no second read). */
const standings = new WeakMap<Context, MemberStanding>();

/** The writer's trust level as `writeLimit` read it ("new" for a visitor or a route without a declaration). */
export const writerLevel = (c: Context<AppEnv>): TrustLevel => standings.get(c)?.level ?? "new";

/**
 * A new account's text: at most NEW_ACCOUNT_MAX_LINKS links and, where `noImages`, no image.
 * 400 with the field's message; members and above are not checked.
 */
export function checkNewAccountText(
  c: Context<AppEnv>,
  field: string,
  text: string | null | undefined,
  where: "comment" | "bio",
  opts: { noImages?: boolean } = {},
): void {
  if (!text || writerLevel(c) !== "new") return;
  const message =
    opts.noImages && hasImage(text) ? NO_IMAGES_MESSAGE : countLinks(text) > NEW_ACCOUNT_MAX_LINKS ? tooManyLinksMessage(where) : null;
  if (message) throw new AppError("VALIDATION_FAILED", message, { [field]: message });
}

/**
 * The declared limit of a write route: after `requireUser` (or first, on a public form). For a signed-in
 * member, one read of their standing (level and silence, server/lib/trust.ts), then one
 * counted request; the 429 says when to try again (Retry-After and the message). A per-account write answered
 * 4xx (nothing written) gives its count back, so correcting a refused form does not use up the ceiling.
 */
export function writeLimit(limit: WriteLimit): MiddlewareHandler<AppEnv> {
  const refunds = limit.per === "account" && !limit.countsRefused;
  const middleware = createMiddleware<AppEnv>(async (c, next) => {
    const deps = c.get("deps");
    const user = c.get("user");
    let level: TrustLevel = "new";
    if (user) {
      const standing = await memberStanding(deps.db, user.id, deps.scheduler.now());
      if (standing) {
        standings.set(c, standing);
        level = standing.level;
        if (standing.silence && limit.silenced === "refuse") throw new AppError("SILENCED", silencedMessage(standing.silence));
      }
    }
    const ceiling = ceilingFor(limit, level);
    const who = limit.per === "account" && user ? `user:${user.id}` : rateLimitKeyOf(clientIp(c));
    const key = `write:${limit.bucket}:${who}`;
    const counted = await count(deps.db, key, limit.windowSeconds);
    if (counted.count > ceiling) {
      c.header("Retry-After", String(Math.max(1, counted.retry)));
      throw new AppError(
        "RATE_LIMITED",
        `You have reached the limit of ${ceiling} ${limit.what} ${windowInWords(limit.windowSeconds)}. Try again in ${waitInWords(counted.retry)}.`,
      );
    }
    await next();
    if (refunds && c.res.status >= 400 && c.res.status < 500) {
      await deps.db.execute(sql`UPDATE rate_limits SET count = greatest(count - 1, 0) WHERE key = ${key}`);
    }
  });
  const responses: Record<string, { description: string }> = { 429: { description: "Rate limited" } };
  if (limit.silenced === "refuse") responses[403] = { description: "Forbidden" };
  return Object.assign(middleware, {
    [WRITE_DECLARATION]: { limit } satisfies WriteDeclaration,
    [uniqueSymbol]: { spec: { responses, [WRITE_LIMIT_EXTENSION]: describeLimit(limit) } },
  });
}

/**
 * A write route without a counted limit, with the reason (development-only routes, ones guarded by a
 * limit of their own). Prefer declaring a limit.
 */
export function exemptWrite(reason: string): MiddlewareHandler<AppEnv> {
  const middleware = createMiddleware<AppEnv>(async (_c, next) => {
    await next();
  });
  return Object.assign(middleware, { [WRITE_DECLARATION]: { exempt: reason } satisfies WriteDeclaration });
}

/** The operation's extension in /api/openapi.json that states its limit (for clients and the docs). */
export const WRITE_LIMIT_EXTENSION = "x-write-limit";

function describeLimit(limit: WriteLimit) {
  return {
    bucket: limit.bucket,
    per: limit.per,
    windowSeconds: limit.windowSeconds,
    ceiling: Object.fromEntries(TRUST_LEVELS.map((l) => [l, ceilingFor(limit, l)])),
    silenced: limit.silenced,
  };
}

export const MINUTE = 60;
export const HOUR = 3600;
export const DAY = 86_400;

/** The limit of an admin-only write: staff work through the review queue in bursts; the ceiling only stops a runaway script. */
export const STAFF_WRITES: WriteLimitSpec = {
  per: "account",
  windowSeconds: HOUR,
  ceiling: 600,
  silenced: "allow",
  what: "staff actions",
  note: "Admins only (staff cannot be silenced); the ceiling stops a runaway script, not work.",
};

const WRITE_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/** A route as Hono lists it (`app.routes`): a middleware mounted with `.route()` is wrapped; the original is kept. */
interface ListedRoute {
  method: string;
  path: string;
  handler: unknown;
}
const unwrap = (h: unknown): unknown => (h as { __COMPOSED_HANDLER?: unknown }).__COMPOSED_HANDLER ?? h;

/** Every write route ("POST /api/jobs") with its declaration, or null when it has none. */
export function writeDeclarations(routes: readonly ListedRoute[]): Map<string, WriteDeclaration | null> {
  const out = new Map<string, WriteDeclaration | null>();
  for (const r of routes) {
    if (!WRITE_METHODS.has(r.method)) continue;
    const key = `${r.method} ${r.path}`;
    const declared = (unwrap(r.handler) as { [WRITE_DECLARATION]?: WriteDeclaration })[WRITE_DECLARATION];
    if (!out.has(key) || declared) out.set(key, declared ?? out.get(key) ?? null);
  }
  return out;
}

const cell = (s: string) => s.replace(/\|/g, "\\|");

/** docs/write-limits.md: every write route's limit, generated from the declarations (checked by a test). */
export function writeLimitsMarkdown(routes: readonly ListedRoute[]): string {
  const byBucket = new Map<string, string[]>();
  const exempt: string[] = [];
  for (const [route, d] of writeDeclarations(routes)) {
    if (d && "limit" in d) byBucket.set(d.limit.bucket, [...(byBucket.get(d.limit.bucket) ?? []), route]);
    else if (d) exempt.push(`| \`${route}\` | ${cell(d.exempt)} |`);
  }
  const rows = declaredWriteLimits()
    .filter((l) => byBucket.has(l.bucket))
    .map(
      (l) =>
        `| \`${l.bucket}\` | ${byBucket
          .get(l.bucket)!
          .map((r) => `\`${r}\``)
          .join("<br>")} | ${l.per} | ${windowInWords(l.windowSeconds)} | ${TRUST_LEVELS.map((t) => ceilingFor(l, t)).join(" / ")} | ${
          l.silenced === "refuse" ? "refused (403)" : "allowed"
        } | ${cell(l.note ?? "")} |`,
    );
  return [
    "# Write limits",
    "",
    "Generated from the features' declarations (`server/features/*/*.limits.ts`, docs/decisions/056) by",
    "`server/write-limits.registry.test.ts` (`UPDATE_DOCS=1` rewrites it). Ceilings are requests per window for a",
    "new / member / trusted / staff account (docs/decisions/054); an anonymous request counts as new. Over the",
    "ceiling: 429 with Retry-After and a message saying when to try again. A per-account write answered 4xx",
    "gives its count back unless the route checks a password or a token.",
    "",
    "| Bucket | Routes | Per | Window | Ceiling (new / member / trusted / staff) | Silenced member | Note |",
    "|---|---|---|---|---|---|---|",
    ...rows,
    "",
    "## Write routes without a counted limit",
    "",
    "| Route | Why |",
    "|---|---|",
    ...exempt,
    "",
  ].join("\n");
}
