/**
 * What every notification (non-transactional) mail carries and how many a member gets a day
 * (docs/decisions/059-mail-limits-and-imported-images.md):
 *
 * - `List-Unsubscribe: <https://…/api/notifications/unsubscribe?token=…>, <mailto:…>` and
 *   `List-Unsubscribe-Post: List-Unsubscribe=One-Click` (RFC 8058). The token is the signed kind token of
 *   decision 045 (`unsubscribe:kind:<kind>`, subject: the member), so the one POST turns that kind off for
 *   that member without a session. A sender with a narrower link (one saved search) keeps its own URL.
 * - The daily cap: notification mails queued per recipient and UTC day are counted in the database in the
 *   transaction that queues the mail; past the cap the mail is not queued but kept as one line of the
 *   recipient's next catch-up mail (server/features/notifications/catch-up.service.ts).
 *
 * The mailer applies both when a message names its `notification` kind; transactional mails never do.
 */
import { sql } from "drizzle-orm";
import type { NotificationKind } from "@common/notifications.schema";
import type { Db } from "../db/client";
import { deferredNotifications } from "../db/schema";
import { readSignedToken, signToken } from "./signed-token";

export interface NotificationMailOptions {
  baseUrl: string;
  secret: string;
  /** The mailto: half of List-Unsubscribe: a mailbox the team reads. */
  mailto: string;
  /** Notification mails a recipient gets per UTC day; the rest wait for the catch-up mail. */
  dailyCap: number;
}

/** The notification kind a mail belongs to and the member it goes to. */
export interface NotificationMeta {
  kind: NotificationKind;
  userId: string;
  /** Where the catch-up mail points when this one is held back (a path on the site). */
  link?: string;
  /** Counted but never held back: the catch-up mail itself. */
  capExempt?: boolean;
}

/** The signing purpose of a kind's unsubscribe token (shared with server/features/alerts/alert-tokens.ts). */
export const kindUnsubscribePurpose = (kind: string) => `unsubscribe:kind:${kind}`;

export const kindUnsubscribeToken = (secret: string, kind: NotificationKind, userId: string) =>
  signToken(secret, kindUnsubscribePurpose(kind), userId);

/** The kind and member of a well-signed kind token, or null. */
export function readKindUnsubscribeToken(
  secret: string,
  kinds: readonly NotificationKind[],
  token: string,
  now: Date,
): { kind: NotificationKind; userId: string } | null {
  for (const kind of kinds) {
    const userId = readSignedToken(secret, kindUnsubscribePurpose(kind), token, now);
    if (userId !== null && userId !== "") return { kind, userId };
  }
  return null;
}

export const notificationUnsubscribeUrl = (baseUrl: string, secret: string, kind: NotificationKind, userId: string) =>
  `${baseUrl.replace(/\/$/, "")}/api/notifications/unsubscribe?token=${encodeURIComponent(kindUnsubscribeToken(secret, kind, userId))}`;

export const unsubscribeMailto = (address: string, kind: NotificationKind) =>
  `mailto:${address}?subject=${encodeURIComponent(`Unsubscribe ${kind}`)}`;

const utcDay = sql`(now() at time zone 'utc')::date`;

/**
 * Counts one notification mail to `recipient` today; false when the cap is reached (nothing counted).
 * One upsert: concurrent senders on any instance serialize on the (recipient, day) row.
 */
export async function countNotificationMail(db: Db, recipient: string, cap: number, exempt = false): Promise<boolean> {
  const address = recipient.trim().toLowerCase();
  const { rows } = await db.execute(sql`
    insert into notification_mail_counts (recipient, day, sent) values (${address}, ${utcDay}, 1)
    on conflict (recipient, day) do update set sent = notification_mail_counts.sent + 1
    ${exempt ? sql`` : sql`where notification_mail_counts.sent < ${cap}`}
    returning sent`);
  return rows.length === 1;
}

export async function deferNotification(db: Db, recipient: string, subject: string, meta: NotificationMeta) {
  await db.insert(deferredNotifications).values({
    userId: meta.userId,
    recipient: recipient.trim().toLowerCase(),
    kind: meta.kind,
    subject,
    link: meta.link ?? null,
  });
}
