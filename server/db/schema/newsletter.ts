import { sql } from "drizzle-orm";
import { check, customType, index, pgTable, text, timestamp, unique, uuid } from "drizzle-orm/pg-core";
import { user } from "./auth";

export const citext = customType<{ data: string }>({ dataType: () => "citext" });

export const newsletterSubscribers = pgTable(
  "newsletter_subscribers",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    email: citext("email").notNull().unique(),
    // Double opt-in: only rows with confirmed_at count as subscribers.
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    confirmToken: text("confirm_token").unique(),
    unsubscribeToken: uuid("unsubscribe_token").notNull().unique().defaultRandom(),
    source: text("source"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("newsletter_subscribers_created_idx").on(t.createdAt.desc().nullsFirst())],
);

/**
 * An issue of the newsletter (docs/decisions/075-newsletter-issues.md): a draft while admins write it;
 * `sending` once an admin sent it (the scheduled task queues its mails in batches), `sent` when every
 * confirmed subscriber of the moment of sending has a delivery row. `content` is sanitized HTML, as an article's.
 */
export const newsletterIssues = pgTable(
  "newsletter_issues",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    slug: text("slug").notNull().unique(),
    title: text("title").notNull(),
    content: text("content").notNull(),
    status: text("status").notNull().default("draft"),
    createdBy: text("created_by").references(() => user.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    /** When an admin sent it: the subscribers confirmed by then receive it. */
    sendStartedAt: timestamp("send_started_at", { withTimezone: true }),
    sentBy: text("sent_by").references(() => user.id, { onDelete: "set null" }),
    /** When the last batch was queued (the archive's date). */
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (t) => [
    check("newsletter_issues_status_check", sql`${t.status} in ('draft','sending','sent')`),
    // The archive (sent, newest first), the task (sending) and the admin list (all, newest first).
    index("newsletter_issues_status_idx").on(t.status, t.sentAt.desc().nullsFirst()),
    index("newsletter_issues_updated_idx").on(t.updatedAt.desc().nullsFirst()),
  ],
);

/**
 * One row per (issue, subscriber), written in the same transaction as the subscriber's outbox row: the
 * unique pair is what makes each subscriber get an issue exactly once across instances and restarts.
 * The subscriber is set null when they unsubscribe (the row is deleted), which is how the figures count
 * the unsubscribes since the send; `email` keeps whom it went to.
 */
export const newsletterDeliveries = pgTable(
  "newsletter_deliveries",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    issueId: uuid("issue_id")
      .notNull()
      .references(() => newsletterIssues.id, { onDelete: "cascade" }),
    subscriberId: uuid("subscriber_id").references(() => newsletterSubscribers.id, { onDelete: "set null" }),
    email: text("email").notNull(),
    /** The mail_outbox row (no foreign key: the outbox may be pruned; the figures then count it as unknown). */
    outboxId: uuid("outbox_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique("newsletter_deliveries_issue_subscriber_key").on(t.issueId, t.subscriberId),
    index("newsletter_deliveries_subscriber_idx").on(t.subscriberId),
  ],
);
