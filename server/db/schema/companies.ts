import { sql } from "drizzle-orm";
import { check, index, pgTable, text, timestamp, unique, uuid } from "drizzle-orm/pg-core";
import { user } from "./auth";
import { files } from "./system";

/**
 * Companies that post jobs (migration 0044, docs/decisions/078-companies-and-job-postings.md): a public page
 * at /companies/:slug, and the recruiters who may post as the company (company_members).
 */
export const companies = pgTable(
  "companies",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    slug: text("slug").notNull(),
    name: text("name").notNull(),
    website: text("website"),
    description: text("description").notNull().default(""),
    // The logo, re-encoded to WebP and stored publicly (files, folder `logos`); null until uploaded.
    logoFileId: uuid("logo_file_id").references(() => files.id, { onDelete: "set null" }),
    createdBy: text("created_by").references(() => user.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique("companies_slug_uq").on(t.slug),
    check("companies_slug_check", sql`${t.slug} ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`),
    // The directory (/companies): by name.
    index("companies_name_idx").on(sql`lower(${t.name})`, t.id),
    // The admins' search (/admin/companies): a part of the name or of the address (ILIKE '%q%').
    index("companies_name_trgm_idx").using("gin", sql`${t.name} gin_trgm_ops`),
    index("companies_slug_trgm_idx").using("gin", sql`${t.slug} gin_trgm_ops`),
  ],
);

/**
 * Who may post jobs as a company: its owner (who created it) and the recruiters the owner or an admin
 * approved. A request to join is a pending row; declining deletes it (the asker may ask again).
 */
export const companyMembers = pgTable(
  "company_members",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    role: text("role").notNull().default("recruiter"),
    status: text("status").notNull().default("pending"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
  },
  (t) => [
    unique("company_members_user_company_uq").on(t.userId, t.companyId),
    check("company_members_role_check", sql`${t.role} in ('owner','recruiter')`),
    check("company_members_status_check", sql`${t.status} in ('pending','approved')`),
    // A company's members and requests, oldest first (the owner's list).
    index("company_members_company_idx").on(t.companyId, t.status, t.createdAt),
  ],
);
