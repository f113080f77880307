import { sql } from "drizzle-orm";
import { boolean, check, foreignKey, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { user } from "./auth";
import { mentorshipApplications } from "./mentorship";

/** A mentor's matching settings (docs/decisions/033-mentorship-matching.md); no row = accepting, cap 3. */
export const mentorMatchSettings = pgTable(
  "mentor_match_settings",
  {
    mentorId: text("mentor_id").primaryKey(),
    accepting: boolean("accepting").notNull().default(true),
    monthlyCap: integer("monthly_cap").notNull().default(3),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("mentor_match_settings_cap_check", sql`${t.monthlyCap} >= 0 and ${t.monthlyCap} <= 20`),
    foreignKey({ name: "mentor_match_settings_mentor_id_fkey", columns: [t.mentorId], foreignColumns: [user.id] }).onDelete("cascade"),
  ],
);

/** An application proposed to a mentor by the team (one or two per round); the mentor may decline. */
export const menteeMatches = pgTable(
  "mentee_matches",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    applicationId: uuid("application_id").notNull(),
    mentorId: text("mentor_id").notNull(),
    status: text("status").notNull().default("proposed"),
    declineReason: text("decline_reason"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    /** Why the mentor was proposed, in the mentee's words (migration 0049, docs/decisions/083). */
    why: text("why"),
  },
  (t) => [
    check("mentee_matches_status_check", sql`${t.status} in ('proposed','declined')`),
    foreignKey({
      name: "mentee_matches_application_id_fkey",
      columns: [t.applicationId],
      foreignColumns: [mentorshipApplications.id],
    }).onDelete("cascade"),
    foreignKey({ name: "mentee_matches_mentor_id_fkey", columns: [t.mentorId], foreignColumns: [user.id] }).onDelete("cascade"),
    uniqueIndex("mentee_matches_application_mentor_uq").on(t.applicationId, t.mentorId),
    index("mentee_matches_mentor_created_idx")
      .on(t.mentorId, t.createdAt)
      .where(sql`${t.status} = 'proposed'`),
  ],
);
