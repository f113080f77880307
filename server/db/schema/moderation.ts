import { sql } from "drizzle-orm";
import { check, foreignKey, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { user } from "./auth";

/**
 * One row per reviewed submission, whatever its kind (migration 0020, docs/decisions/034): one status
 * set and a version the decision's UPDATE checks.
 */
export const moderationItems = pgTable(
  "moderation_items",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    kind: text("kind").notNull(),
    targetId: text("target_id").notNull(),
    status: text("status").notNull().default("pending"),
    version: integer("version").notNull().default(1),
    title: text("title").notNull(),
    submitterId: text("submitter_id"),
    reason: text("reason"),
    submittedAt: timestamp("submitted_at", { withTimezone: true }).notNull().defaultNow(),
    resubmissions: integer("resubmissions").notNull().default(0),
    decidedBy: text("decided_by"),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("moderation_items_status_check", sql`${t.status} in ('pending','approved','rejected')`),
    check(
      "moderation_items_kind_check",
      sql`${t.kind} in ('job','article','offering','mentor_application','contractor_request','flagged_comment','flagged_article','flagged_offering','article_revision')`,
    ),
    check("moderation_items_reason_check", sql`${t.status} <> 'rejected' OR coalesce(btrim(${t.reason}), '') <> ''`),
    uniqueIndex("moderation_items_target_idx").on(t.kind, t.targetId),
    index("moderation_items_queue_idx")
      .on(t.submittedAt, t.id)
      .where(sql`${t.status} = 'pending'`),
    index("moderation_items_queue_kind_idx")
      .on(t.kind, t.submittedAt, t.id)
      .where(sql`${t.status} = 'pending'`),
    // A member's own submissions by kind and status (trust levels, migration 0031).
    index("moderation_items_submitter_idx").on(t.submitterId, t.kind, t.status),
    foreignKey({ name: "moderation_items_submitter_id_fkey", columns: [t.submitterId], foreignColumns: [user.id] }).onDelete("set null"),
    foreignKey({ name: "moderation_items_decided_by_fkey", columns: [t.decidedBy], foreignColumns: [user.id] }).onDelete("set null"),
  ],
);

/** A member's flag on a comment, an article or an offering: once per member and item. */
export const moderationFlags = pgTable(
  "moderation_flags",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    targetKind: text("target_kind").notNull(),
    targetId: text("target_id").notNull(),
    userId: text("user_id").notNull(),
    reason: text("reason").notNull(),
    note: text("note"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp("resolved_at", { withTimezone: true }),
    /** Set when resolved: the reviewer upheld the flag (item removed) or declined it (docs/decisions/057). */
    outcome: text("outcome").$type<"upheld" | "declined">(),
  },
  (t) => [
    check("moderation_flags_kind_check", sql`${t.targetKind} in ('comment','article','offering')`),
    check("moderation_flags_reason_check", sql`${t.reason} in ('spam','abuse','off_topic','other')`),
    check("moderation_flags_note_check", sql`${t.reason} <> 'other' OR coalesce(btrim(${t.note}), '') <> ''`),
    uniqueIndex("moderation_flags_once_idx").on(t.targetKind, t.targetId, t.userId),
    index("moderation_flags_open_idx")
      .on(t.targetKind, t.targetId)
      .where(sql`${t.resolvedAt} IS NULL`),
    index("moderation_flags_user_idx").on(t.userId, t.createdAt),
    foreignKey({ name: "moderation_flags_user_id_fkey", columns: [t.userId], foreignColumns: [user.id] }).onDelete("cascade"),
    check("moderation_flags_outcome_check", sql`${t.outcome} IS NULL OR ${t.outcome} IN ('upheld','declined')`),
    index("moderation_flags_outcome_idx")
      .on(t.userId, t.outcome)
      .where(sql`${t.outcome} IS NOT NULL`),
  ],
);

/** The staff action log: written in the same transaction as the change it records. */
export const staffActions = pgTable(
  "staff_actions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    // No foreign key: the log is append-only (a trigger refuses UPDATE and DELETE, docs/decisions/057)
    // and keeps the actor's name, so an account that acted can still be deleted.
    actorId: text("actor_id"),
    actorName: text("actor_name").notNull(),
    action: text("action").notNull(),
    targetType: text("target_type").notNull(),
    targetId: text("target_id").notNull(),
    before: jsonb("before"),
    after: jsonb("after"),
    reason: text("reason"),
    /** The target's name and a path of the site where it is (or was) read (docs/decisions/057). */
    targetName: text("target_name"),
    targetLink: text("target_link"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("staff_actions_created_idx").on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index("staff_actions_action_idx").on(t.action, t.createdAt.desc().nullsFirst()),
    index("staff_actions_actor_idx").on(t.actorId, t.createdAt.desc().nullsFirst()),
    index("staff_actions_target_idx").on(t.targetType, t.targetId),
  ],
);
