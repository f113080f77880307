-- Ranked search (docs/decisions/019-ranked-search.md). Each field is indexed twice: as english stems
-- (word variants: "tests" finds "testing") and as written ('simple': a prefix of what people type still
-- matches, "penetrat" finds "penetration" whose stem is "penetr"; stop words such as "it" or "will" in
-- names and titles stay findable). Weights: A title/name, B skills/expertise, C company, D description/bio.
-- IMMUTABLE SQL wrappers because array_to_string is not; only pg_catalog functions inside, so a
-- restore with an empty search_path can compute the generated columns.
CREATE OR REPLACE FUNCTION jobs_search_tsv(title text, skills text[], company text, description text) RETURNS tsvector
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT
    setweight(to_tsvector('english'::regconfig, coalesce(title, '')) || to_tsvector('simple'::regconfig, coalesce(title, '')), 'A') ||
    setweight(to_tsvector('english'::regconfig, coalesce(array_to_string(skills, ' '), '')) || to_tsvector('simple'::regconfig, coalesce(array_to_string(skills, ' '), '')), 'B') ||
    setweight(to_tsvector('english'::regconfig, coalesce(company, '')) || to_tsvector('simple'::regconfig, coalesce(company, '')), 'C') ||
    setweight(to_tsvector('english'::regconfig, coalesce(description, '')) || to_tsvector('simple'::regconfig, coalesce(description, '')), 'D') $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION profiles_search_tsv(full_name text, title text, expertise text[], bio text) RETURNS tsvector
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT
    setweight(to_tsvector('english'::regconfig, coalesce(full_name, '')) || to_tsvector('simple'::regconfig, coalesce(full_name, '')), 'A') ||
    setweight(to_tsvector('english'::regconfig, coalesce(title, '')) || to_tsvector('simple'::regconfig, coalesce(title, '')), 'A') ||
    setweight(to_tsvector('english'::regconfig, coalesce(array_to_string(expertise, ' '), '')) || to_tsvector('simple'::regconfig, coalesce(array_to_string(expertise, ' '), '')), 'B') ||
    setweight(to_tsvector('english'::regconfig, coalesce(bio, '')) || to_tsvector('simple'::regconfig, coalesce(bio, '')), 'D') $$;
--> statement-breakpoint
DROP INDEX "profiles_expertise_fts_idx";--> statement-breakpoint
DROP INDEX "profiles_bio_trgm_idx";--> statement-breakpoint
DROP INDEX "profiles_expertise_lower_idx";--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (profiles_search_tsv(full_name, title, expertise, bio)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (jobs_search_tsv(title, skills, company, description)) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "profiles_search_idx" ON "profiles" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "jobs_search_idx" ON "jobs" USING gin ("search_vector");