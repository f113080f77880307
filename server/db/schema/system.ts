import { sql } from "drizzle-orm";
import { bigint, boolean, check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { user } from "./auth";

/** Every mail goes through here first; a worker delivers it with retry and backoff. */
export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    to: text("to").notNull(),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    html: text("html"),
    replyTo: text("reply_to"),
    // Extra headers, e.g. List-Unsubscribe / List-Unsubscribe-Post on bulk mail.
    headers: jsonb("headers").$type<Record<string, string>>(),
    // [{ filename, content (base64), contentType }]
    attachments: jsonb("attachments").$type<{ filename: string; content: string; contentType: string; cid?: string }[]>(),
    status: text("status").notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    lastError: text("last_error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    // The sending attempt that holds the row (decision 027): while set, next_attempt_at is the end of its
    // lease, renewed by the sender while SMTP is in progress. Nullable: the previous release neither
    // reads nor writes it, and it skips leased rows anyway (their next_attempt_at is in the future).
    claimId: uuid("claim_id"),
  },
  (t) => [
    check("mail_outbox_status_check", sql`${t.status} in ('pending','sent','failed')`),
    index("mail_outbox_due_idx").on(t.status, t.nextAttemptAt),
    index("mail_outbox_created_idx").on(t.createdAt.desc().nullsFirst()),
  ],
);

/** Stored files. Public ones (avatars) are served to anyone; private ones only to owner and admins. */
export const files = pgTable(
  "files",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    ownerId: text("owner_id").references(() => user.id, { onDelete: "cascade" }),
    key: text("key").notNull().unique(),
    visibility: text("visibility").notNull(),
    contentType: text("content_type").notNull(),
    filename: text("filename").notNull(),
    size: bigint("size", { mode: "number" }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check("files_visibility_check", sql`${t.visibility} in ('public','private')`), index("files_owner_idx").on(t.ownerId)],
);

/** Fixed-window counters shared by every server instance. */
export const rateLimits = pgTable("rate_limits", {
  key: text("key").primaryKey(),
  count: integer("count").notNull(),
  windowStart: timestamp("window_start", { withTimezone: true }).notNull(),
});

/**
 * One row per periodic task (server/lib/scheduler.ts). An instance runs a task only after it
 * claimed the row by moving next_run_at forward, so a task runs once per period across instances.
 */
export const scheduledTasks = pgTable("scheduled_tasks", {
  name: text("name").primaryKey(),
  nextRunAt: timestamp("next_run_at", { withTimezone: true }).notNull(),
  lastRunAt: timestamp("last_run_at", { withTimezone: true }),
  lastError: text("last_error"),
  runCount: integer("run_count").notNull().default(0),
});

/**
 * Per-user, per-kind mail preferences (server/features/notifications). No row = the kind's default
 * (on); the kinds are listed in common/notifications.schema.ts.
 */
export const notificationPreferences = pgTable(
  "notification_preferences",
  {
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    enabled: boolean("enabled").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind] })],
);

/**
 * The running instances (server/db/post-deploy.ts, docs/decisions/074-post-deploy-migrations.md): each
 * announces its release (the newest migration it knows) and beats every few seconds. The post-deploy
 * migrations run once every instance alive is on the current release.
 */
export const deployInstances = pgTable("deploy_instances", {
  instanceId: text("instance_id").primaryKey(),
  release: text("release").notNull(),
  startedAt: timestamp("started_at", { withTimezone: true }).notNull().defaultNow(),
  heartbeatAt: timestamp("heartbeat_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One row per reminder mail handled (docs/decisions/077-reminders-and-join-links.md): the key names what
 * is reminded, to whom, which window (24 h, 1 h) and the start instant it was for, e.g.
 * `event:<id>:<userId>:1h:<startsAt ISO>`. The row is inserted (ON CONFLICT DO NOTHING) in the same
 * transaction as the outbox row, so a reminder goes out once across instances, and a rescheduled start is
 * a new key (a new reminder).
 */
export const sentReminders = pgTable(
  "sent_reminders",
  {
    key: text("key").primaryKey(),
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("sent_reminders_sent_idx").on(t.sentAt)],
);
