-- Exact matches first (docs/decisions/036-search-cache-workers.md): a title, name, company, skill or
-- expertise equal to the whole search term is found through these indexes whatever its age.
CREATE INDEX IF NOT EXISTS "jobs_title_lower_idx" ON "jobs" (lower("title"));
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "jobs_company_lower_idx" ON "jobs" (lower("company"));
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "jobs_skills_lower_idx" ON "jobs" USING gin (profiles_expertise_lower("skills"));
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "profiles_full_name_lower_idx" ON "profiles" (lower("full_name"));
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "profiles_title_lower_idx" ON "profiles" (lower("title"));
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "profiles_expertise_lower_gin_idx" ON "profiles" USING gin (profiles_expertise_lower("expertise"));
