import { sql } from "drizzle-orm";
import { check, foreignKey, index, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import type { CandidateSavedQuery } from "@common/candidates.schema";
import { user } from "./auth";

/**
 * A recruiter's saved candidate search, mailed daily or weekly with the members who became matching
 * candidates since the last mail (docs/decisions/080-candidate-word-dictionary.md). Each mail is claimed by
 * its (candidate_search, id, period) row in mail_digests, in the transaction that queues it.
 */
export const candidateSavedSearches = pgTable(
  "candidate_saved_searches",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id").notNull(),
    name: text("name").notNull(),
    frequency: text("frequency").notNull().$type<"daily" | "weekly">(),
    query: jsonb("query").notNull().$type<CandidateSavedQuery>(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("candidate_saved_searches_frequency_check", sql`${t.frequency} in ('daily','weekly')`),
    foreignKey({ name: "candidate_saved_searches_user_id_fkey", columns: [t.userId], foreignColumns: [user.id] }).onDelete("cascade"),
    // The owner's list, newest first; the digest run's walk in creation order.
    index("candidate_saved_searches_user_idx").on(t.userId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index("candidate_saved_searches_created_idx").on(t.createdAt, t.id),
  ],
);
