/**
 * Signed unsubscribe tokens for digest mails (docs/decisions/032-job-alerts.md): the token names what it
 * turns off (one saved search, or one kind of mail of one member) and carries an HMAC with the app's
 * secret, so it works without signing in and cannot be made up for someone else's alert.
 */
import { createHmac, timingSafeEqual } from "node:crypto";
import { NOTIFICATION_KINDS, type NotificationKind } from "@common/notifications.schema";

export type UnsubscribeTarget = { type: "saved_search"; id: string } | { type: "kind"; userId: string; kind: NotificationKind };

const sign = (secret: string, payload: string) => createHmac("sha256", secret).update(`unsubscribe:${payload}`).digest("base64url");

export function unsubscribeToken(secret: string, target: UnsubscribeTarget): string {
  const payload = Buffer.from(target.type === "saved_search" ? `s:${target.id}` : `k:${target.kind}:${target.userId}`).toString(
    "base64url",
  );
  return `${payload}.${sign(secret, payload)}`;
}

/** The target of a well-signed token, or null. */
export function readUnsubscribeToken(secret: string, token: string): UnsubscribeTarget | null {
  const [payload, mac, extra] = token.split(".");
  if (!payload || !mac || extra !== undefined) return null;
  const expected = Buffer.from(sign(secret, payload));
  const given = Buffer.from(mac);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  const text = Buffer.from(payload, "base64url").toString("utf8");
  const s = /^s:([0-9a-f-]{36})$/i.exec(text);
  if (s) return { type: "saved_search", id: s[1]! };
  const k = /^k:([a-z_]+):(.+)$/.exec(text);
  if (k && k[1]! in NOTIFICATION_KINDS) return { type: "kind", kind: k[1] as NotificationKind, userId: k[2]! };
  return null;
}
