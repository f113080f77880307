import { sql } from "drizzle-orm";
import { check, foreignKey, index, integer, jsonb, pgTable, text, timestamp, unique, uuid } from "drizzle-orm/pg-core";
import type { SavedSearchQuery } from "@common/alerts.schema";
import { user } from "./auth";

/** A member's saved job board search, mailed as a digest daily or weekly (docs/decisions/032-job-alerts.md). */
export const savedSearches = pgTable(
  "saved_searches",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id").notNull(),
    name: text("name").notNull(),
    frequency: text("frequency").notNull().$type<"daily" | "weekly">(),
    query: jsonb("query").notNull().$type<SavedSearchQuery>(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("saved_searches_frequency_check", sql`${t.frequency} in ('daily','weekly')`),
    foreignKey({ name: "saved_searches_user_id_fkey", columns: [t.userId], foreignColumns: [user.id] }).onDelete("cascade"),
    index("saved_searches_user_idx").on(t.userId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index("saved_searches_created_idx").on(t.createdAt, t.id),
  ],
);

/**
 * One row per digest mailed. Unique per (kind, subject, period): inserting it claims the digest, in the
 * transaction that queues the mail, so each period's digest goes out once across instances.
 */
export const mailDigests = pgTable(
  "mail_digests",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    kind: text("kind").notNull().$type<"saved_search" | "job_interest" | "job_review" | "candidate_search">(),
    /** The saved search's id, or the recruiter's (job_interest) or the mentor's (job_review) user id. */
    subjectId: text("subject_id").notNull(),
    /** "2026-11-25" (daily) or "2026-W48" (weekly), UTC. */
    period: text("period").notNull(),
    /** The next digest covers what came after this instant. */
    coveredUntil: timestamp("covered_until", { withTimezone: true }).notNull(),
    items: integer("items").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("mail_digests_kind_check", sql`${t.kind} in ('saved_search','job_interest','job_review','candidate_search')`),
    unique("mail_digests_once_uq").on(t.kind, t.subjectId, t.period),
    index("mail_digests_latest_idx").on(t.kind, t.subjectId, t.coveredUntil.desc().nullsFirst()),
  ],
);
