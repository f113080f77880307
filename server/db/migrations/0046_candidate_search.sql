-- Candidate search (docs/decisions/080-candidate-word-dictionary.md): the word dictionary, the filters'
-- indexes, recruiters' saved candidate searches and their mails' claim rows. New tables and indexes
-- (expand-safe); the mail_digests check is only widened to one more kind (expand-safe, decision 028, as
-- 0028 did): the previous release neither reads nor writes any of it, and the triggers on profiles only
-- add writes to candidate_words.
--
-- candidate_words holds every distinct word of the names, titles, skills and bios of open-to-work
-- profiles (the 'simple' parser's lexemes, 3 to 40 characters, not all digits) with the number of such
-- profiles holding it. A search corrects each typed word that starts no word here to its nearest words,
-- found through the trigram index in one statement, before the full-text query runs.
CREATE TABLE "candidate_words" (
	"word" text PRIMARY KEY NOT NULL,
	"profiles" integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX "candidate_words_trgm_idx" ON "candidate_words" USING gin ("word" gin_trgm_ops);
--> statement-breakpoint
-- The candidates' location and experience filters and facets.
CREATE INDEX "profiles_open_location_idx" ON "profiles" USING btree (lower("location")) WHERE "profiles"."is_open_to_work";
--> statement-breakpoint
CREATE INDEX "profiles_open_years_idx" ON "profiles" USING btree ("years_experience") WHERE "profiles"."is_open_to_work";
--> statement-breakpoint
CREATE TABLE "candidate_saved_searches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"name" text NOT NULL,
	"frequency" text NOT NULL,
	"query" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "candidate_saved_searches_frequency_check" CHECK ("candidate_saved_searches"."frequency" in ('daily','weekly'))
);
--> statement-breakpoint
ALTER TABLE "candidate_saved_searches" ADD CONSTRAINT "candidate_saved_searches_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "candidate_saved_searches_user_idx" ON "candidate_saved_searches" USING btree ("user_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);
--> statement-breakpoint
CREATE INDEX "candidate_saved_searches_created_idx" ON "candidate_saved_searches" USING btree ("created_at","id");
--> statement-breakpoint
-- Expand-safe (decision 028): one more kind allowed.
ALTER TABLE "mail_digests" DROP CONSTRAINT IF EXISTS "mail_digests_kind_check";
--> statement-breakpoint
ALTER TABLE "mail_digests" ADD CONSTRAINT "mail_digests_kind_check" CHECK ("kind" in ('saved_search','job_interest','job_review','candidate_search'));
--> statement-breakpoint
CREATE OR REPLACE FUNCTION candidate_words_of(full_name text, title text, expertise text[], bio text) RETURNS text[]
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(array_agg(w), '{}')
  FROM unnest(tsvector_to_array(to_tsvector('simple'::regconfig,
    coalesce(full_name, '') || ' ' || coalesce(title, '') || ' ' || coalesce(array_to_string(expertise, ' '), '') || ' ' || coalesce(bio, '')))) AS w
  WHERE length(w) BETWEEN 3 AND 40 AND w !~ '^[0-9.,-]+$'
$$;
--> statement-breakpoint
-- One statement trigger per operation (transition tables allow one event each): the words of the
-- open-to-work rows the statement removed count -1, those it wrote +1; an update that changed none of
-- the searched fields, nor the flag, costs nothing. Words are upserted in order (no deadlock between two
-- writers) and a word no profile holds any more is deleted.
CREATE OR REPLACE FUNCTION candidate_words_sync() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ws text[];
  cs int[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(w ORDER BY w), array_agg(c ORDER BY w) INTO ws, cs FROM (
      SELECT w, count(*)::int AS c FROM new_rows n, unnest(candidate_words_of(n.full_name, n.title, n.expertise, n.bio)) AS w
      WHERE n.is_open_to_work GROUP BY w) d;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(w ORDER BY w), array_agg(c ORDER BY w) INTO ws, cs FROM (
      SELECT w, -count(*)::int AS c FROM old_rows o, unnest(candidate_words_of(o.full_name, o.title, o.expertise, o.bio)) AS w
      WHERE o.is_open_to_work GROUP BY w) d;
  ELSE
    SELECT array_agg(w ORDER BY w), array_agg(c ORDER BY w) INTO ws, cs FROM (
      SELECT w, sum(c)::int AS c FROM (
        SELECT w, -1 AS c
        FROM old_rows o LEFT JOIN new_rows n ON n.id = o.id, unnest(candidate_words_of(o.full_name, o.title, o.expertise, o.bio)) AS w
        WHERE o.is_open_to_work AND (n.id IS NULL OR (o.full_name, o.title, o.expertise, o.bio, o.is_open_to_work)
          IS DISTINCT FROM (n.full_name, n.title, n.expertise, n.bio, n.is_open_to_work))
        UNION ALL
        SELECT w, 1
        FROM new_rows n LEFT JOIN old_rows o ON o.id = n.id, unnest(candidate_words_of(n.full_name, n.title, n.expertise, n.bio)) AS w
        WHERE n.is_open_to_work AND (o.id IS NULL OR (o.full_name, o.title, o.expertise, o.bio, o.is_open_to_work)
          IS DISTINCT FROM (n.full_name, n.title, n.expertise, n.bio, n.is_open_to_work))
      ) x GROUP BY w HAVING sum(c) <> 0) d;
  END IF;
  IF ws IS NULL THEN
    RETURN NULL;
  END IF;
  INSERT INTO candidate_words (word, profiles) SELECT * FROM unnest(ws, cs)
    ON CONFLICT (word) DO UPDATE SET profiles = candidate_words.profiles + excluded.profiles;
  DELETE FROM candidate_words WHERE word = ANY (ws) AND profiles <= 0;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER profiles_words_inserted AFTER INSERT ON "profiles" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION candidate_words_sync();
--> statement-breakpoint
CREATE TRIGGER profiles_words_updated AFTER UPDATE ON "profiles" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION candidate_words_sync();
--> statement-breakpoint
CREATE TRIGGER profiles_words_deleted AFTER DELETE ON "profiles" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION candidate_words_sync();
--> statement-breakpoint
-- The words of the profiles open to work now.
INSERT INTO candidate_words (word, profiles)
  SELECT w, count(*)::int FROM profiles p, unnest(candidate_words_of(p.full_name, p.title, p.expertise, p.bio)) AS w
  WHERE p.is_open_to_work GROUP BY w;
