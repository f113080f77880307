/**
 * Sign-in protection without a lockout weapon (docs/decisions/055).
 *
 * Failed password checks are counted per account (the e-mail as typed, lower-cased, so an unknown
 * address is counted and answered the same way as an account). After ACCOUNT_FAILURE_LIMIT failures in
 * ACCOUNT_LOCK_SECONDS the account is locked for ACCOUNT_LOCK_SECONDS, but only against clients that
 * never signed in to it: an address (its rate-limit key, IPv6 per /64) or a browser with a signed
 * device cookie that signed in successfully before still gets in. A password reset or the mailed
 * unlock link (a signed, expiring token bound to this lock, so usable once) lifts the lock.
 *
 * The e-mail is taken from the body better-auth has already parsed (JSON, form-encoded or any other
 * encoding it accepts): the HTTP middleware registers the attempt under its Request, better-auth's
 * before-hook hands over the parsed e-mail (`checkSignInAttempt`), and the middleware counts the
 * outcome after the handler.
 */
import { createHmac, randomBytes } from "node:crypto";
import { and, eq, or, sql } from "drizzle-orm";
import { queryRows, type Db } from "../db/client";
import { signInKnownClients, user } from "../db/schema";
import type { AppDeps } from "./context";
import { AppError } from "./errors";
import { renderMail } from "./mail-layout";
import { readSignedToken, signToken } from "./signed-token";

export const ACCOUNT_FAILURE_LIMIT = 20;
export const ACCOUNT_LOCK_SECONDS = 900;
/** A client unseen this long is forgotten (housekeeping). */
export const KNOWN_CLIENT_DAYS = 90;
/** How long the mailed unlock link works (the lock it lifts lasts 15 minutes unless renewed). */
export const UNLOCK_LINK_TTL_MS = 24 * 3600_000;
const UNLOCK_PURPOSE = "sign-in-unlock";
const DEVICE_PURPOSE = "sign-in-device";
/** Browsers cap cookie lifetimes at 400 days. */
const DEVICE_COOKIE_MAX_AGE = 400 * 24 * 3600;

export const UNLOCK_LINK_INVALID = "This link has expired or was used already. Signing in from a device you used before still works.";

/** Who is trying: the client's address key (IPv6 per /64) and the device id of a well-signed device cookie. */
export interface SignInClient {
  addressKey: string;
  deviceId: string | null;
}

export const deviceCookieName = (production: boolean) => (production ? "__Host-appsec-device" : "appsec-device");

/** The device cookie's value: the one signed-token scheme (decision 045) over a random id, no expiry. */
export const deviceCookieValue = (secret: string, deviceId: string) => signToken(secret, DEVICE_PURPOSE, deviceId);

/** The device id in a cookie value, or null when it is absent, forged or malformed. */
export const deviceIdOf = (secret: string, value: string | undefined, now: Date) =>
  value && value.length <= 300 ? readSignedToken(secret, DEVICE_PURPOSE, value, now) : null;

export const deviceCookieOptions = (production: boolean) =>
  ({ path: "/", httpOnly: true, sameSite: "Lax", secure: production, maxAge: DEVICE_COOKIE_MAX_AGE }) as const;

export const newDeviceId = () => randomBytes(18).toString("base64url");

/** The e-mail a password check is about, as it is counted: trimmed, lower-cased, bounded. */
export const accountEmailOf = (value: unknown) => (typeof value === "string" ? value.trim().toLowerCase().slice(0, 254) : "");

const accountKey = (email: string) => `sign-in-account:${email}`;

/** Known clients are stored as HMACs under the app's secret: a leaked table names no address. */
const clientHash = (secret: string, kind: "address" | "device", value: string) =>
  createHmac("sha256", secret).update(`sign-in-known:${kind}:${value}`).digest("base64url");

/** Seconds the account stays locked, or null when it is not locked. */
export async function accountLockRetry(db: Db, email: string): Promise<number | null> {
  const rows = await queryRows<{ count: number; retry: number }>(
    db,
    sql`SELECT count, ceil(extract(epoch from (window_start + make_interval(secs => ${ACCOUNT_LOCK_SECONDS}) - now())))::int AS retry
        FROM rate_limits WHERE key = ${accountKey(email)} AND window_start >= now() - make_interval(secs => ${ACCOUNT_LOCK_SECONDS})`,
  );
  const row = rows[0];
  return row && Number(row.count) >= ACCOUNT_FAILURE_LIMIT ? Math.max(1, Number(row.retry)) : null;
}

async function accountIdOf(db: Db, email: string): Promise<string | null> {
  if (!email) return null;
  const [row] = await db
    .select({ id: user.id })
    .from(user)
    .where(sql`lower(${user.email}) = ${email}`)
    .limit(1);
  return row?.id ?? null;
}

/** Whether this client signed in to the account before (false for an address with no account). */
export async function isKnownClient(deps: Pick<AppDeps, "db" | "config">, email: string, client: SignInClient): Promise<boolean> {
  const userId = await accountIdOf(deps.db, email);
  if (!userId) return false;
  const secret = deps.config.authSecret;
  const matches = [
    and(eq(signInKnownClients.kind, "address"), eq(signInKnownClients.clientHash, clientHash(secret, "address", client.addressKey))),
  ];
  if (client.deviceId) {
    matches.push(
      and(eq(signInKnownClients.kind, "device"), eq(signInKnownClients.clientHash, clientHash(secret, "device", client.deviceId))),
    );
  }
  const rows = await deps.db
    .select({ kind: signInKnownClients.kind })
    .from(signInKnownClients)
    .where(and(eq(signInKnownClients.userId, userId), or(...matches)))
    .limit(1);
  return rows.length > 0;
}

/**
 * 429 (the caller's `refuse`) when the account is locked and this client never signed in to it.
 * The answer is the same for an address without an account: it has no known clients.
 */
export async function assertAccountOpen(
  deps: Pick<AppDeps, "db" | "config">,
  email: string,
  client: SignInClient,
  refuse: (retrySeconds: number) => never,
) {
  if (!email) return;
  const retry = await accountLockRetry(deps.db, email);
  if (retry !== null && !(await isKnownClient(deps, email, client))) refuse(retry);
}

/**
 * Counts one failed password check on the account. The failure that reaches the limit starts a full
 * lock period (the window restarts then) and mails the owner once, with the unlock link.
 */
export async function recordPasswordFailure(deps: Pick<AppDeps, "db" | "config" | "mailer" | "scheduler">, email: string) {
  if (!email) return;
  const key = accountKey(email);
  const rows = await queryRows<{ count: number }>(
    deps.db,
    sql`
      INSERT INTO rate_limits (key, count, window_start) VALUES (${key}, 1, now())
      ON CONFLICT (key) DO UPDATE SET
        count = CASE WHEN rate_limits.window_start < now() - make_interval(secs => ${ACCOUNT_LOCK_SECONDS}) THEN 1 ELSE rate_limits.count + 1 END,
        window_start = CASE WHEN rate_limits.window_start < now() - make_interval(secs => ${ACCOUNT_LOCK_SECONDS}) THEN now() ELSE rate_limits.window_start END
      RETURNING count`,
  );
  // Exactly one request reaches the limit (the upsert serializes them), so one mail per lock.
  if (Number(rows[0]!.count) !== ACCOUNT_FAILURE_LIMIT) return;
  const [lock] = await queryRows<{ started: string }>(
    deps.db,
    sql`UPDATE rate_limits SET window_start = now() WHERE key = ${key}
        RETURNING floor(extract(epoch from window_start) * 1000000)::bigint::text AS started`,
  );
  if (lock) await mailLockedAccount(deps, email, lock.started);
}

/** A successful sign-in: this address and this device (a new id when the browser had none) are known from now on. */
export async function recordSignInSuccess(
  deps: Pick<AppDeps, "db" | "config">,
  email: string,
  client: SignInClient,
): Promise<{ deviceId: string } | null> {
  const userId = await accountIdOf(deps.db, email);
  if (!userId) return null;
  const deviceId = client.deviceId ?? newDeviceId();
  const secret = deps.config.authSecret;
  await deps.db
    .insert(signInKnownClients)
    .values([
      { userId, kind: "address", clientHash: clientHash(secret, "address", client.addressKey) },
      { userId, kind: "device", clientHash: clientHash(secret, "device", deviceId) },
    ])
    .onConflictDoUpdate({
      target: [signInKnownClients.userId, signInKnownClients.kind, signInKnownClients.clientHash],
      set: { lastSeenAt: sql`now()` },
    });
  return { deviceId };
}

/** Lifts the account's lock and forgets its failures (a password reset). */
export async function clearAccountFailures(db: Db, email: string) {
  await db.execute(sql`DELETE FROM rate_limits WHERE key = ${accountKey(accountEmailOf(email))}`);
}

/** The unlock link's token: the account and the lock it lifts (its start), so it works once. */
export const unlockToken = (secret: string, userId: string, lockStarted: string, now: Date) =>
  signToken(secret, UNLOCK_PURPOSE, `${userId} ${lockStarted}`, { expiresAt: new Date(now.getTime() + UNLOCK_LINK_TTL_MS) });

/**
 * The mailed link: lifts the lock it was made for. Expired, forged, already used (the lock is gone)
 * or superseded (a newer lock has its own link): 400, nothing changed.
 */
export async function unlockWithToken(deps: Pick<AppDeps, "db" | "config" | "scheduler">, token: string) {
  const subject = readSignedToken(deps.config.authSecret, UNLOCK_PURPOSE, token, deps.scheduler.now());
  const [userId, started, extra] = subject?.split(" ") ?? [];
  if (!userId || !started || extra !== undefined || !/^\d{1,20}$/.test(started)) throw new AppError("BAD_REQUEST", UNLOCK_LINK_INVALID);
  const [owner] = await deps.db.select({ email: user.email }).from(user).where(eq(user.id, userId)).limit(1);
  if (!owner) throw new AppError("BAD_REQUEST", UNLOCK_LINK_INVALID);
  const removed = await queryRows<{ key: string }>(
    deps.db,
    sql`DELETE FROM rate_limits WHERE key = ${accountKey(accountEmailOf(owner.email))}
        AND floor(extract(epoch from window_start) * 1000000)::bigint = ${started}::bigint RETURNING key`,
  );
  if (removed.length === 0) throw new AppError("BAD_REQUEST", UNLOCK_LINK_INVALID);
  return { unlocked: true as const };
}

async function mailLockedAccount(deps: Pick<AppDeps, "db" | "config" | "mailer" | "scheduler">, email: string, lockStarted: string) {
  const [owner] = await deps.db
    .select({ id: user.id, name: user.name, email: user.email })
    .from(user)
    .where(sql`lower(${user.email}) = ${email}`)
    .limit(1);
  if (!owner) return;
  const minutes = Math.round(ACCOUNT_LOCK_SECONDS / 60);
  const token = unlockToken(deps.config.authSecret, owner.id, lockStarted, deps.scheduler.now());
  await deps.mailer.send({
    to: owner.email,
    ...renderMail(deps.config.baseUrl, {
      subject: "Sign-in to your AppSec Community account paused",
      paragraphs: [
        `Hello ${owner.name},`,
        `There were many failed attempts to sign in to your AppSec Community account, so signing in from new devices is paused for ${minutes} minutes.`,
        "Signing in from a device or network you used before still works. If it was you, you can also lift the pause with the button below, or reset your password (that lifts it too).",
        `If it was not you, your password kept the account safe; choosing a new, unique one is a good idea: ${deps.config.baseUrl}/forgot-password`,
      ],
      action: { label: "Resume signing in", path: `/unlock-sign-in?token=${encodeURIComponent(token)}` },
      footer: "You get this mail once per pause. The button works once, for a day.",
    }),
  });
}

/** Known clients unseen for KNOWN_CLIENT_DAYS (housekeeping's condition). */
export const STALE_KNOWN_CLIENTS = `last_seen_at < now() - interval '${KNOWN_CLIENT_DAYS} days'`;

/**
 * The bridge between the HTTP layer and better-auth's hooks: the sign-in middleware registers the
 * attempt under its Request; the before-hook, once better-auth has parsed the body, calls `check` with
 * the e-mail (it may throw the 429) and the middleware reads `email` after the handler.
 */
export interface SignInAttempt {
  email: string | null;
  check(email: string): Promise<void>;
}
const attempts = new WeakMap<Request, SignInAttempt>();

export const registerSignInAttempt = (request: Request, attempt: SignInAttempt) => attempts.set(request, attempt);

/** better-auth's before-hook on /sign-in/email: the parsed body's e-mail, whatever the encoding. */
export async function checkSignInAttempt(request: Request | undefined, body: unknown) {
  const attempt = request ? attempts.get(request) : undefined;
  if (!attempt) return;
  const email = accountEmailOf((body as { email?: unknown } | null)?.email);
  attempt.email = email;
  if (email) await attempt.check(email);
}
