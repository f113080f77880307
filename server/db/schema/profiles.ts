import { sql } from "drizzle-orm";
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { user } from "./auth";

/** The public profile of a user (one row per account, same id). Role and e-mail live on `user`. */
export const profiles = pgTable(
  "profiles",
  {
    id: text("id")
      .primaryKey()
      .references(() => user.id, { onDelete: "cascade" }),
    fullName: text("full_name").notNull().default(""),
    title: text("title"),
    company: text("company"),
    bio: text("bio"),
    expertise: text("expertise").array().notNull().default(sql`'{}'::text[]`),
    location: text("location"),
    website: text("website"),
    githubUrl: text("github_url"),
    linkedinUrl: text("linkedin_url"),
    yearsExperience: integer("years_experience"),
    isOpenToWork: boolean("is_open_to_work").notNull().default(false),
    avatarUrl: text("avatar_url"),
    avatarSource: text("avatar_source").notNull().default("default"),
    isVerifiedContractor: boolean("is_verified_contractor").notNull().default(false),
    timezone: text("timezone").notNull().default("UTC"),
    // A mentor's weekly bookable hours ({"0": ["9:00 AM", …], … "6": […]}, 0 = Sunday, in `timezone`);
    // null = the default seven slots every day (issue 11.6).
    availability: jsonb("availability").$type<Record<string, string[]>>(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("profiles_avatar_source_check", sql`${t.avatarSource} in ('upload','gravatar','default')`),
    check("profiles_years_check", sql`${t.yearsExperience} is null or (${t.yearsExperience} >= 0 and ${t.yearsExperience} <= 80)`),
    // Serves the candidates list (newest first, id as tie-breaker) without a sort.
    index("profiles_open_to_work_idx").on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()).where(sql`${t.isOpenToWork}`),
    // Full-text search over expertise (mentor search); profiles_expertise_tsv is defined in migration 0000.
    index("profiles_expertise_fts_idx").using("gin", sql`profiles_expertise_tsv(${t.expertise})`),
    // Contains-search over name/title/bio (candidates, admin lists).
    index("profiles_full_name_trgm_idx").using("gin", sql`${t.fullName} gin_trgm_ops`),
    index("profiles_title_trgm_idx").using("gin", sql`${t.title} gin_trgm_ops`),
    index("profiles_bio_trgm_idx").using("gin", sql`${t.bio} gin_trgm_ops`),
    index("profiles_expertise_lower_idx").using("gin", sql`profiles_expertise_lower(${t.expertise})`),
  ],
);
