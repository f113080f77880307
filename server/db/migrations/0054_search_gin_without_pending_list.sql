-- The GIN indexes that searches and filters read (the board's and the directory's; the admins' job search
-- reads jobs_company_trgm_idx), without fastupdate
-- (docs/decisions/094-never-asked-search-speed.md), as migration 0012 did for the search vectors and the
-- trigram indexes of titles and names (docs/decisions/025). With fastupdate on, rows written since the last
-- vacuum wait in a pending list that every scan of the index reads in full: after 100,000 profiles were
-- written, the candidates' exact-match read ("a skill equal to the term") scanned 451 pending pages on every
-- request (5-17 ms at 100k profiles against 0.1 ms without). Writes to these tables are rare next to reads.
-- Turning fastupdate off does not empty the list: gin_clean_pending_list moves what waits into the index.
-- The word dictionaries' trigram indexes (candidate_words_trgm_idx, job_words_trgm_idx) keep it: every write
-- of a profile or a job rewrites the count of each of its words (a new row version, ~30 trigram entries each),
-- which without the pending list would cost each write ~0.3 ms a word; their lists stay short.
ALTER INDEX "profiles_expertise_lower_gin_idx" SET (fastupdate = off);--> statement-breakpoint
ALTER INDEX "jobs_skills_lower_idx" SET (fastupdate = off);--> statement-breakpoint
ALTER INDEX "jobs_skills_idx" SET (fastupdate = off);--> statement-breakpoint
ALTER INDEX "jobs_company_trgm_idx" SET (fastupdate = off);--> statement-breakpoint
SELECT gin_clean_pending_list(c.oid::regclass) FROM pg_class c
WHERE c.relname IN ('profiles_expertise_lower_gin_idx', 'jobs_skills_lower_idx', 'jobs_skills_idx', 'jobs_company_trgm_idx');
