import { foreignKey, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { user } from "./auth";

/**
 * A pending change of a member's sign-in address (migration 0023, docs/decisions/038): applied only when
 * the owner opens the link mailed to the new address; one per account, a new request replaces it.
 */
export const emailChanges = pgTable(
  "email_changes",
  {
    userId: text("user_id").primaryKey(),
    newEmail: text("new_email").notNull(),
    // Named as the inline UNIQUE of migration 0023 named it.
    tokenHash: text("token_hash").notNull().unique("email_changes_token_hash_key"),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [foreignKey({ name: "email_changes_user_id_fkey", columns: [t.userId], foreignColumns: [user.id] }).onDelete("cascade")],
);
