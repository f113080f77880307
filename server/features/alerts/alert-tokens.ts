/**
 * Signed unsubscribe tokens for digest mails (docs/decisions/032-job-alerts.md): the token names what it
 * turns off (one saved search, or one kind of mail of one member), so it works without signing in and
 * cannot be made up for someone else's alert. Signed with the one scheme of server/lib/signed-token.ts
 * (docs/decisions/045-one-signed-token-scheme.md); links mailed before it still work.
 */
import { NOTIFICATION_KINDS, type NotificationKind } from "@common/notifications.schema";
import { kindUnsubscribePurpose } from "../../lib/notification-mail";
import { hmacMatches, isSignedToken, readSignedToken, signToken } from "../../lib/signed-token";

export type UnsubscribeTarget = { type: "saved_search"; id: string } | { type: "kind"; userId: string; kind: NotificationKind };

const SAVED_SEARCH = "unsubscribe:saved-search";
const KIND = kindUnsubscribePurpose;

export function unsubscribeToken(secret: string, target: UnsubscribeTarget): string {
  return target.type === "saved_search" ? signToken(secret, SAVED_SEARCH, target.id) : signToken(secret, KIND(target.kind), target.userId);
}

const UUID = /^[0-9a-f-]{36}$/i;

/** The target of a well-signed token, or null. */
export function readUnsubscribeToken(secret: string, token: string, now: Date): UnsubscribeTarget | null {
  if (!isSignedToken(token)) return readLegacyToken(secret, token);
  const id = readSignedToken(secret, SAVED_SEARCH, token, now);
  if (id !== null) return UUID.test(id) ? { type: "saved_search", id } : null;
  for (const kind of Object.keys(NOTIFICATION_KINDS) as NotificationKind[]) {
    const userId = readSignedToken(secret, KIND(kind), token, now);
    if (userId !== null) return { type: "kind", kind, userId };
  }
  return null;
}

/**
 * Links mailed before decision 045: `<base64url("s:<id>" | "k:<kind>:<user>")>.<HMAC(secret, "unsubscribe:" + payload)>`.
 * Still accepted: a digest mail stays in an inbox long after it was sent.
 */
function readLegacyToken(secret: string, token: string): UnsubscribeTarget | null {
  const [payload, mac, extra] = token.split(".");
  if (!payload || !mac || extra !== undefined) return null;
  if (!hmacMatches(secret, `unsubscribe:${payload}`, mac)) return null;
  const text = Buffer.from(payload, "base64url").toString("utf8");
  const s = /^s:([0-9a-f-]{36})$/i.exec(text);
  if (s) return { type: "saved_search", id: s[1]! };
  const k = /^k:([a-z_]+):(.+)$/.exec(text);
  if (k && k[1]! in NOTIFICATION_KINDS) return { type: "kind", kind: k[1] as NotificationKind, userId: k[2]! };
  return null;
}
