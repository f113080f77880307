import { date, index, integer, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";

/**
 * Notification mails queued per recipient address and UTC day (docs/decisions/059): the daily cap is
 * counted here, in the transaction that queues the mail, so it holds across instances.
 */
export const notificationMailCounts = pgTable(
  "notification_mail_counts",
  {
    recipient: text("recipient").notNull(),
    day: date("day").notNull(),
    sent: integer("sent").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.recipient, t.day] })],
);

/** A notification mail held back by the daily cap: one line of the recipient's next catch-up mail. */
export const deferredNotifications = pgTable(
  "deferred_notifications",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id").notNull(),
    recipient: text("recipient").notNull(),
    kind: text("kind").notNull(),
    subject: text("subject").notNull(),
    link: text("link"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("deferred_notifications_recipient_idx").on(t.recipient, t.createdAt)],
);
