-- Extensions and IMMUTABLE helpers used by indexes (array_to_string itself is not IMMUTABLE).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS citext;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION profiles_expertise_tsv(text[]) RETURNS tsvector
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT to_tsvector('english'::regconfig, coalesce(array_to_string($1, ' '), '')) $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION profiles_expertise_lower(text[]) RETURNS text[]
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT coalesce(array_agg(lower(e)), '{}'::text[]) FROM unnest($1) AS e $$;
