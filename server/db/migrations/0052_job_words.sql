-- Jobs search: a word dictionary (docs/decisions/088-job-word-dictionary.md), as candidates have one
-- (migration 0046, docs/decisions/080). A new table, its index, functions and triggers (expand-safe): the
-- previous release neither reads nor writes job_words, and the triggers on jobs only add writes to it.
--
-- job_words holds every distinct word of the titles, skills, companies and descriptions of approved jobs
-- (what the board's search reads; the 'simple' parser's lexemes, 3 to 40 characters, not all digits) with
-- the number of such jobs holding it. A search corrects each typed word that starts no word here to its
-- nearest words, found through the trigram index in one statement, before the full-text query runs. An
-- approved job past its expiry keeps its words until a write removes them: a superset of the board's.
CREATE TABLE "job_words" (
	"word" text PRIMARY KEY NOT NULL,
	"jobs" integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX "job_words_trgm_idx" ON "job_words" USING gin ("word" gin_trgm_ops);
--> statement-breakpoint
CREATE OR REPLACE FUNCTION job_words_of(title text, skills text[], company text, description text) RETURNS text[]
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(array_agg(w), '{}')
  FROM unnest(tsvector_to_array(to_tsvector('simple'::regconfig,
    coalesce(title, '') || ' ' || coalesce(array_to_string(skills, ' '), '') || ' ' || coalesce(company, '') || ' ' || coalesce(description, '')))) AS w
  WHERE length(w) BETWEEN 3 AND 40 AND w !~ '^[0-9.,-]+$'
$$;
--> statement-breakpoint
-- One statement trigger per operation (transition tables allow one event each): the words of the
-- approved rows the statement removed count -1, those it wrote +1; an update that changed none of the
-- searched fields, nor the approval, costs nothing. Words are upserted in order (no deadlock between two
-- writers) and a word no job holds any more is deleted.
CREATE OR REPLACE FUNCTION job_words_sync() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ws text[];
  cs int[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(w ORDER BY w), array_agg(c ORDER BY w) INTO ws, cs FROM (
      SELECT w, count(*)::int AS c FROM new_rows n, unnest(job_words_of(n.title, n.skills, n.company, n.description)) AS w
      WHERE n.is_approved GROUP BY w) d;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(w ORDER BY w), array_agg(c ORDER BY w) INTO ws, cs FROM (
      SELECT w, -count(*)::int AS c FROM old_rows o, unnest(job_words_of(o.title, o.skills, o.company, o.description)) AS w
      WHERE o.is_approved GROUP BY w) d;
  ELSE
    SELECT array_agg(w ORDER BY w), array_agg(c ORDER BY w) INTO ws, cs FROM (
      SELECT w, sum(c)::int AS c FROM (
        SELECT w, -1 AS c
        FROM old_rows o LEFT JOIN new_rows n ON n.id = o.id, unnest(job_words_of(o.title, o.skills, o.company, o.description)) AS w
        WHERE o.is_approved AND (n.id IS NULL OR (o.title, o.skills, o.company, o.description, o.is_approved)
          IS DISTINCT FROM (n.title, n.skills, n.company, n.description, n.is_approved))
        UNION ALL
        SELECT w, 1
        FROM new_rows n LEFT JOIN old_rows o ON o.id = n.id, unnest(job_words_of(n.title, n.skills, n.company, n.description)) AS w
        WHERE n.is_approved AND (o.id IS NULL OR (o.title, o.skills, o.company, o.description, o.is_approved)
          IS DISTINCT FROM (n.title, n.skills, n.company, n.description, n.is_approved))
      ) x GROUP BY w HAVING sum(c) <> 0) d;
  END IF;
  IF ws IS NULL THEN
    RETURN NULL;
  END IF;
  INSERT INTO job_words (word, jobs) SELECT * FROM unnest(ws, cs)
    ON CONFLICT (word) DO UPDATE SET jobs = job_words.jobs + excluded.jobs;
  DELETE FROM job_words WHERE word = ANY (ws) AND jobs <= 0;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER jobs_words_inserted AFTER INSERT ON "jobs" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION job_words_sync();
--> statement-breakpoint
CREATE TRIGGER jobs_words_updated AFTER UPDATE ON "jobs" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION job_words_sync();
--> statement-breakpoint
CREATE TRIGGER jobs_words_deleted AFTER DELETE ON "jobs" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION job_words_sync();
--> statement-breakpoint
-- The words of the approved jobs now.
INSERT INTO job_words (word, jobs)
  SELECT w, count(*)::int FROM jobs j, unnest(job_words_of(j.title, j.skills, j.company, j.description)) AS w
  WHERE j.is_approved GROUP BY w;
