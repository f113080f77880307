import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/** Roles (DESIGN §3.1). `user` is shown as Member. */
export const ROLES = ["user", "supporter", "recruiter", "contractor", "mentor_applicant", "mentor", "admin"] as const;

// better-auth's tables. `capabilities`, `plan` and `role` are additional fields so they travel in
// the session cookie cache.
export const user = pgTable(
  "user",
  {
    id: text("id").primaryKey(),
    name: text("name").notNull(),
    email: text("email").notNull().unique(),
    emailVerified: boolean("email_verified").notNull().default(false),
    image: text("image"),
    /**
     * The display role, derived by the trigger `user_derive_role` from capabilities, plan and the
     * mentor application (docs/decisions/026). Written by no code of this release; kept for the
     * previous release during a rolling deploy (a write of `role` alone is translated by the trigger).
     */
    role: text("role").notNull().default("user"),
    /** What the member may do: mentor, recruiter, admin. Permission checks read this. */
    capabilities: text("capabilities")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** free, supporter or contractor. */
    plan: text("plan").notNull().default("free"),
    /** The application to become a mentor: null (never applied), pending, approved or rejected. */
    mentorApplication: text("mentor_application"),
    mentorApplicationReason: text("mentor_application_reason"),
    mentorApplicationAt: timestamp("mentor_application_at", { withTimezone: true }),
    mentorApplicationDecidedAt: timestamp("mentor_application_decided_at", { withTimezone: true }),
    /** Bumped (by a trigger) whenever a session ends or role/e-mail/verification change; see docs/decisions/008. */
    sessionVersion: integer("session_version").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("user_role_check", sql`${t.role} in ('user','supporter','recruiter','contractor','mentor_applicant','mentor','admin')`),
    check("user_capabilities_check", sql`${t.capabilities} <@ array['mentor','recruiter','admin']::text[]`),
    check("user_plan_check", sql`${t.plan} in ('free','supporter','contractor')`),
    check("user_mentor_application_check", sql`${t.mentorApplication} in ('pending','approved','rejected')`),
    index("user_role_created_idx").on(t.role, t.createdAt.desc().nullsFirst()),
    index("user_capabilities_idx").using("gin", t.capabilities).with({ fastupdate: false }),
    index("user_mentor_application_idx")
      .on(t.mentorApplicationAt)
      .where(sql`${t.mentorApplication} = 'pending'`),
    index("user_created_idx").on(t.createdAt.desc().nullsFirst()),
  ],
);

export const session = pgTable(
  "session",
  {
    id: text("id").primaryKey(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    token: text("token").notNull().unique(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
  },
  (t) => [index("session_user_idx").on(t.userId)],
);

export const account = pgTable(
  "account",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id").notNull(),
    providerId: text("provider_id").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    accessToken: text("access_token"),
    refreshToken: text("refresh_token"),
    idToken: text("id_token"),
    accessTokenExpiresAt: timestamp("access_token_expires_at", { withTimezone: true }),
    refreshTokenExpiresAt: timestamp("refresh_token_expires_at", { withTimezone: true }),
    scope: text("scope"),
    password: text("password"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("account_user_idx").on(t.userId)],
);

export const verification = pgTable(
  "verification",
  {
    id: text("id").primaryKey(),
    identifier: text("identifier").notNull(),
    value: text("value").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("verification_identifier_idx").on(t.identifier)],
);
