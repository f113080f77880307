import { sql } from "drizzle-orm";
import { check, foreignKey, index, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { user } from "./auth";

/**
 * Clients that signed in to an account successfully (migration 0032, docs/decisions/055): a client
 * address (its rate-limit key, IPv6 per /64) or a signed device cookie, each stored as an HMAC under the
 * app's secret. A locked account still lets these in.
 */
export const signInKnownClients = pgTable(
  "sign_in_known_clients",
  {
    userId: text("user_id").notNull(),
    kind: text("kind", { enum: ["address", "device"] }).notNull(),
    clientHash: text("client_hash").notNull(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: "sign_in_known_clients_pkey", columns: [t.userId, t.kind, t.clientHash] }),
    check("sign_in_known_clients_kind_check", sql`${t.kind} in ('address','device')`),
    index("sign_in_known_clients_seen_idx").on(t.lastSeenAt),
    foreignKey({ name: "sign_in_known_clients_user_id_fkey", columns: [t.userId], foreignColumns: [user.id] }).onDelete("cascade"),
  ],
);
