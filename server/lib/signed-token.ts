/**
 * Purpose-bound signed tokens (docs/decisions/045-one-signed-token-scheme.md): a link that acts without
 * a session (one-click unsubscribe, RFC 8058) carries `v1.<payload>.<mac>`, where the payload names the
 * purpose, the subject and an optional expiry, and the MAC is HMAC-SHA256 under a key derived from the
 * app's secret and the purpose. A token made for one purpose is refused for any other, a changed subject
 * or expiry breaks the MAC, and MACs are compared in constant time.
 */
import { createHmac, timingSafeEqual } from "node:crypto";

const VERSION = "v1";

export interface SignOptions {
  /** Absent: the token does not expire (unsubscribe links sit in inboxes for years). */
  expiresAt?: Date;
}

const b64 = (s: string) => Buffer.from(s, "utf8").toString("base64url");
const unb64 = (s: string) => Buffer.from(s, "base64url").toString("utf8");

/** The per-purpose key: one purpose's MAC is no use for another even over the same bytes. */
const keyFor = (secret: string, purpose: string) => createHmac("sha256", secret).update(`signed-token:${purpose}`).digest();

const macOf = (secret: string, purpose: string, payload: string) =>
  createHmac("sha256", keyFor(secret, purpose)).update(`${VERSION}.${payload}`).digest("base64url");

/** Constant-time equality of two strings (false when their lengths differ). */
export function safeEqual(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** Whether `mac` is the base64url HMAC-SHA256 of `message` under `secret`, compared in constant time. */
export const hmacMatches = (secret: string, message: string, mac: string) =>
  safeEqual(createHmac("sha256", secret).update(message).digest("base64url"), mac);

/** A token for `subject` (an id, or a few ids joined) that only a reader asking for `purpose` accepts. */
export function signToken(secret: string, purpose: string, subject: string, options: SignOptions = {}): string {
  if (!purpose || purpose.includes("\n") || subject.includes("\n")) throw new Error("signToken: bad purpose or subject");
  const expiry = options.expiresAt ? String(Math.floor(options.expiresAt.getTime() / 1000)) : "";
  const payload = b64([purpose, subject, expiry].join("\n"));
  return `${VERSION}.${payload}.${macOf(secret, purpose, payload)}`;
}

/** Whether a string has the shape of a token of this scheme (older link formats do not). */
export const isSignedToken = (token: string) => token.startsWith(`${VERSION}.`);

/**
 * The subject of a well-signed, unexpired token made for `purpose`, or null (wrong purpose, bad MAC,
 * expired, malformed).
 */
export function readSignedToken(secret: string, purpose: string, token: string, now: Date): string | null {
  const [version, payload, mac, extra] = token.split(".");
  if (version !== VERSION || !payload || !mac || extra !== undefined) return null;
  if (!safeEqual(macOf(secret, purpose, payload), mac)) return null;
  const [p, subject, expiry, more] = unb64(payload).split("\n");
  if (p !== purpose || subject === undefined || expiry === undefined || more !== undefined) return null;
  if (expiry !== "" && !(Number(expiry) * 1000 > now.getTime())) return null;
  return subject;
}
