import { sql } from "drizzle-orm";
import { check, foreignKey, index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { user } from "./auth";

/**
 * A silence (can read, cannot write) or a suspension (cannot sign in) of a member, by staff, with a
 * reason and an end (migration 0031, docs/decisions/054). In force while `lifted_at` is null and
 * `ends_at` is ahead; `expiry_handled_at` marks the scheduler's one expiry mail.
 */
export const memberRestrictions = pgTable(
  "member_restrictions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id").notNull(),
    kind: text("kind", { enum: ["silence", "suspend"] }).notNull(),
    reason: text("reason").notNull(),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull().defaultNow(),
    endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
    actorId: text("actor_id"),
    actorName: text("actor_name").notNull(),
    liftedAt: timestamp("lifted_at", { withTimezone: true }),
    liftedBy: text("lifted_by"),
    liftReason: text("lift_reason"),
    expiryHandledAt: timestamp("expiry_handled_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("member_restrictions_kind_check", sql`${t.kind} in ('silence','suspend')`),
    check("member_restrictions_reason_check", sql`btrim(${t.reason}) <> ''`),
    check("member_restrictions_span_check", sql`${t.endsAt} > ${t.startsAt}`),
    foreignKey({ name: "member_restrictions_user_id_fkey", columns: [t.userId], foreignColumns: [user.id] }).onDelete("cascade"),
    foreignKey({ name: "member_restrictions_actor_id_fkey", columns: [t.actorId], foreignColumns: [user.id] }).onDelete("set null"),
    foreignKey({ name: "member_restrictions_lifted_by_fkey", columns: [t.liftedBy], foreignColumns: [user.id] }).onDelete("set null"),
    index("member_restrictions_active_idx")
      .on(t.userId, t.endsAt)
      .where(sql`${t.liftedAt} IS NULL`),
    // The /admin/users filters (migration 0037).
    index("member_restrictions_kind_active_idx")
      .on(t.kind, t.endsAt, t.userId)
      .where(sql`${t.liftedAt} IS NULL`),
    index("member_restrictions_expiry_idx")
      .on(t.endsAt)
      .where(sql`${t.liftedAt} IS NULL AND ${t.expiryHandledAt} IS NULL`),
  ],
);
