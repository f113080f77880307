import { sql } from "drizzle-orm";
import type { AlertFrequency } from "@common/alerts.schema";
import type { NotificationKind } from "@common/notifications.schema";
import { paths } from "@common/paths";
import { DAY_MS } from "@common/time";
import type { Db } from "../../db/client";
import { mailDigests } from "../../db/schema";
import { absoluteUrl } from "../../lib/mail-layout";
import { kindUnsubscribeToken } from "../../lib/notification-mail";

/**
 * Digest mails' shared machinery (docs/decisions/032, 042, 063): the period a digest belongs to, the
 * database's clock for the covered window, and the claim that makes a digest go out once across
 * instances. Job alerts, interest digests and the mentors' jobs-to-review digest all use it; it lives in
 * the notifications core so that no feature imports another's digests.
 */

/** The period a digest belongs to, in UTC: "2026-11-25" (daily) or the ISO week "2026-W48" (weekly). */
export function digestPeriod(frequency: AlertFrequency, now: Date): string {
  if (frequency === "daily") return now.toISOString().slice(0, 10);
  const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  const day = d.getUTCDay() || 7;
  d.setUTCDate(d.getUTCDate() + 4 - day); // the Thursday of this ISO week decides its year
  const yearStart = Date.UTC(d.getUTCFullYear(), 0, 1);
  const week = Math.ceil(((d.getTime() - yearStart) / DAY_MS + 1) / 7);
  return `${d.getUTCFullYear()}-W${String(week).padStart(2, "0")}`;
}

/**
 * The database's clock: approvals and interests are stamped by it, so the covered windows use it too,
 * kept as the database's text (microseconds: a JavaScript Date would round them off, and a row in
 * the lost microseconds would be in two digests).
 */
export async function dbNow(db: Db): Promise<string> {
  const { rows } = await db.execute(sql`select clock_timestamp()::text as now`);
  return (rows as { now: string }[])[0]!.now;
}
export const instant = (text: string) => sql`${text}::timestamptz`;

/** Claims one digest; false when another run (or instance) already mailed this period's. */
export async function claimDigest(
  tx: Db,
  kind: (typeof mailDigests.$inferInsert)["kind"],
  subjectId: string,
  period: string,
  coveredUntil: string,
  items: number,
) {
  const rows = await tx
    .insert(mailDigests)
    .values({ kind, subjectId, period, coveredUntil: instant(coveredUntil), items })
    .onConflictDoNothing({ target: [mailDigests.kind, mailDigests.subjectId, mailDigests.period] })
    .returning({ id: mailDigests.id });
  return rows.length === 1;
}

/**
 * A digest's unsubscribe links for one kind of mail of one member: the page and the one-click URL (RFC 8058),
 * both answered by the alerts' unsubscribe route, which reads every kind's token (the same token as
 * alerts' `unsubscribeUrls` for a kind target).
 */
export const kindUnsubscribeUrls = (baseUrl: string, secret: string, kind: NotificationKind, userId: string) => {
  const token = encodeURIComponent(kindUnsubscribeToken(secret, kind, userId));
  return {
    page: absoluteUrl(baseUrl, `${paths.alertsUnsubscribe}?token=${token}`),
    oneClick: `${baseUrl}/api/alerts/unsubscribe?token=${token}`,
  };
};
