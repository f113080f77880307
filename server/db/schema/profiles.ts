import { sql } from "drizzle-orm";
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { user } from "./auth";
import { tsvector } from "./search";

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
    expertise: text("expertise")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    location: text("location"),
    website: text("website"),
    githubUrl: text("github_url"),
    linkedinUrl: text("linkedin_url"),
    yearsExperience: integer("years_experience"),
    isOpenToWork: boolean("is_open_to_work").notNull().default(false),
    // When an open-to-work candidate can start (docs/decisions/082): common/candidate-bands.ts AVAILABILITY_OPTIONS.
    availableFrom: text("available_from"),
    avatarUrl: text("avatar_url"),
    avatarSource: text("avatar_source").notNull().default("default"),
    isVerifiedContractor: boolean("is_verified_contractor").notNull().default(false),
    timezone: text("timezone").notNull().default("UTC"),
    // A mentor's weekly bookable hours ({"0": ["9:00 AM", …], … "6": […]}, 0 = Sunday, in `timezone`);
    // null = the default seven slots every day (decision 018).
    availability: jsonb("availability").$type<Record<string, string[]>>(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    // Ranked search (docs/decisions/019): name and title A, expertise B, bio D; profiles_search_tsv is
    // defined in migration 0008. Candidates match every weight, mentors A and B.
    searchVector: tsvector("search_vector")
      .notNull()
      .generatedAlwaysAs(sql`profiles_search_tsv(full_name, title, expertise, bio)`),
  },
  (t) => [
    check("profiles_avatar_source_check", sql`${t.avatarSource} in ('upload','gravatar','default')`),
    check(
      "profiles_available_from_check",
      sql`${t.availableFrom} is null or ${t.availableFrom} in ('immediately','1-month','3-months','later')`,
    ),
    check("profiles_years_check", sql`${t.yearsExperience} is null or (${t.yearsExperience} >= 0 and ${t.yearsExperience} <= 80)`),
    // Serves the candidates list (newest first, id as tie-breaker) without a sort.
    index("profiles_open_to_work_idx")
      .on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.isOpenToWork}`),
    // Ranked search of mentors and candidates (the tsvector part).
    index("profiles_search_idx").using("gin", t.searchVector).with({ fastupdate: false }),
    // Typo-tolerant matching of names and titles (search), contains-search in the admin lists.
    index("profiles_full_name_trgm_idx")
      .using("gin", sql`${t.fullName} gin_trgm_ops`)
      .with({ fastupdate: false }),
    index("profiles_title_trgm_idx")
      .using("gin", sql`${t.title} gin_trgm_ops`)
      .with({ fastupdate: false }),
    // Exact matches first in search (migration 0022, docs/decisions/036).
    index("profiles_full_name_lower_idx").on(sql`lower(${t.fullName})`),
    index("profiles_title_lower_idx").on(sql`lower(${t.title})`),
    index("profiles_expertise_lower_gin_idx")
      .using("gin", sql`profiles_expertise_lower(${t.expertise})`)
      .with({ fastupdate: false }),
    // The candidates' location and experience filters and facets (docs/decisions/080). The planner's
    // statistics of lower(location) come from profiles_location_lower_stat (CREATE STATISTICS, migration
    // 0053, docs/decisions/087): a partial index's expression gives it none.
    index("profiles_open_location_idx")
      .on(sql`lower(${t.location})`)
      .where(sql`${t.isOpenToWork}`),
    index("profiles_open_years_idx")
      .on(t.yearsExperience)
      .where(sql`${t.isOpenToWork}`),
    // The availability filter and its counts (docs/decisions/082).
    index("profiles_open_available_from_idx")
      .on(t.availableFrom)
      .where(sql`${t.isOpenToWork}`),
  ],
);

/**
 * The word dictionary of the candidate search (docs/decisions/080-candidate-word-dictionary.md): every
 * distinct word (the 'simple' parser's lexemes) of the names, titles, skills and bios of open-to-work
 * profiles, with how many of them hold it. Kept by statement triggers on profiles (migration 0046); a
 * search corrects each typed word against it through the trigram index, one statement for all words.
 */
export const candidateWords = pgTable(
  "candidate_words",
  {
    word: text("word").primaryKey(),
    profiles: integer("profiles").notNull(),
  },
  (t) => [index("candidate_words_trgm_idx").using("gin", sql`${t.word} gin_trgm_ops`)],
);
