import { sql } from "drizzle-orm";
import { NOTIFICATION_KINDS, type NotificationKind } from "@common/notifications.schema";
import { queryRows } from "../../db/client";
import type { AppDeps } from "../../lib/context";
import { AppError } from "../../lib/errors";
import { absoluteUrl, NOTIFICATION_SETTINGS_PATH, renderMail } from "../../lib/mail-layout";
import { readKindUnsubscribeToken } from "../../lib/notification-mail";
import { isNotificationEnabled, setNotificationPreferences } from "./notifications.service";

/** Lines listed in one catch-up mail; the rest are counted. */
const CATCH_UP_LINES = 20;
/** Recipients mailed per run; the next run takes the rest. */
const RECIPIENT_BATCH = 200;

export const INVALID_UNSUBSCRIBE_LINK = "This unsubscribe link is invalid.";

/**
 * RFC 8058 one-click unsubscribe of every notification kind (docs/decisions/059): the signed kind token of
 * decision 045 names the kind and the member; the kind is turned off for them. A forged or altered token
 * changes nothing (400).
 */
export async function unsubscribeNotificationKind(deps: Pick<AppDeps, "db" | "config" | "scheduler">, token: string) {
  const target = readKindUnsubscribeToken(
    deps.config.authSecret,
    Object.keys(NOTIFICATION_KINDS) as NotificationKind[],
    token,
    deps.scheduler.now(),
  );
  if (!target) throw new AppError("VALIDATION_FAILED", INVALID_UNSUBSCRIBE_LINK, { token: INVALID_UNSUBSCRIBE_LINK });
  await setNotificationPreferences(deps.db, target.userId, { [target.kind]: false });
  return { kind: target.kind, label: NOTIFICATION_KINDS[target.kind].label };
}

/**
 * The "notifications:catch-up" task (docs/decisions/059): notification mails held back by the daily cap on an
 * earlier UTC day reach their recipient as one mail listing them. The rows are taken with
 * DELETE … RETURNING in the transaction that queues the mail, so two instances never list a row twice.
 * A member who turned the catch-up mail off loses the held-back lines (they asked for fewer mails).
 */
export async function sendNotificationCatchUps(deps: Pick<AppDeps, "db" | "mailer" | "config">): Promise<number> {
  const { db } = deps;
  // Counts of past days are no longer read (the cap is per UTC day).
  await db.execute(sql`delete from notification_mail_counts where day < (now() at time zone 'utc')::date - 2`);
  const due = await queryRows<{ recipient: string; user_id: string }>(
    db,
    sql`select recipient, min(user_id) as user_id from deferred_notifications
        where created_at < date_trunc('day', now() at time zone 'utc') at time zone 'utc'
        group by recipient order by recipient limit ${RECIPIENT_BATCH}`,
  );
  let sent = 0;
  for (const r of due) {
    const wanted = await isNotificationEnabled(db, r.user_id, "notification_catch_up");
    const mailed = await db.transaction(async (tx) => {
      const rows = await queryRows<{ subject: string; link: string | null; created_at: string }>(
        tx,
        sql`delete from deferred_notifications where id in (
              select id from deferred_notifications
              where recipient = ${r.recipient} and created_at < date_trunc('day', now() at time zone 'utc') at time zone 'utc'
              for update skip locked)
            returning subject, link, created_at::text`,
      );
      if (rows.length === 0 || !wanted) return false;
      rows.sort((a, b) => a.created_at.localeCompare(b.created_at));
      const listed = rows.slice(0, CATCH_UP_LINES);
      const more = rows.length - listed.length;
      const base = deps.config.baseUrl;
      await deps.mailer.send(
        {
          to: r.recipient,
          ...renderMail(base, {
            subject: `${rows.length} notification${rows.length === 1 ? "" : "s"} held back yesterday`,
            title: "Notifications you did not get by mail",
            paragraphs: [
              `You reached the daily limit of notification mails, so these were held back:`,
              listed.map((l) => `• ${l.subject}${l.link ? `\n  ${absoluteUrl(base, l.link)}` : ""}`).join("\n"),
              ...(more > 0 ? [`…and you have ${more} more notification${more === 1 ? "" : "s"} on the site.`] : []),
            ],
            action: { label: "Choose which mails you get", path: NOTIFICATION_SETTINGS_PATH },
            settingsLink: true,
          }),
          notification: { kind: "notification_catch_up", userId: r.user_id, capExempt: true },
        },
        tx,
      );
      return true;
    });
    if (mailed) sent++;
  }
  return sent;
}
