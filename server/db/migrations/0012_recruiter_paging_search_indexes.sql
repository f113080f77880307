-- The recruiter dashboard pages its postings by keyset (newest first, id breaking ties): the indexes
-- carry the tie-breaker, so a page is one index range scan (a recruiter's own: jobs_recruiter_idx;
-- an admin's, every posting: jobs_posted_idx).
DROP INDEX IF EXISTS "jobs_posted_idx";--> statement-breakpoint
CREATE INDEX "jobs_posted_idx" ON "jobs" USING btree ("date_posted" DESC NULLS FIRST, "id" DESC NULLS FIRST);--> statement-breakpoint
DROP INDEX IF EXISTS "jobs_recruiter_idx";--> statement-breakpoint
CREATE INDEX "jobs_recruiter_idx" ON "jobs" USING btree ("recruiter_id", "date_posted" DESC NULLS FIRST, "id" DESC NULLS FIRST);
--> statement-breakpoint
-- Searches read the GIN indexes on every request; with fastupdate on, new rows wait in a pending list
-- that every search scans in full (and that makes the planner price the index out) until a vacuum
-- merges it. Writes to jobs and profiles are rare next to searches: index each row as it is written,
-- and merge what is pending now.
ALTER INDEX "jobs_search_idx" SET (fastupdate = off);--> statement-breakpoint
ALTER INDEX "jobs_title_trgm_idx" SET (fastupdate = off);--> statement-breakpoint
ALTER INDEX "profiles_search_idx" SET (fastupdate = off);--> statement-breakpoint
ALTER INDEX "profiles_full_name_trgm_idx" SET (fastupdate = off);--> statement-breakpoint
ALTER INDEX "profiles_title_trgm_idx" SET (fastupdate = off);--> statement-breakpoint
SELECT gin_clean_pending_list('jobs_search_idx'::regclass), gin_clean_pending_list('jobs_title_trgm_idx'::regclass),
  gin_clean_pending_list('profiles_search_idx'::regclass), gin_clean_pending_list('profiles_full_name_trgm_idx'::regclass),
  gin_clean_pending_list('profiles_title_trgm_idx'::regclass);
