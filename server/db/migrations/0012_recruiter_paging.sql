-- The recruiter dashboard pages its postings by keyset (newest first, id breaking ties): the indexes
-- carry the tie-breaker, so a page is one index range scan (a recruiter's own: jobs_recruiter_idx;
-- an admin's, every posting: jobs_posted_idx, which the searches' newest-first scan also reads).
DROP INDEX IF EXISTS "jobs_posted_idx";--> statement-breakpoint
CREATE INDEX "jobs_posted_idx" ON "jobs" USING btree ("date_posted" DESC NULLS FIRST, "id" DESC NULLS FIRST);--> statement-breakpoint
DROP INDEX IF EXISTS "jobs_recruiter_idx";--> statement-breakpoint
CREATE INDEX "jobs_recruiter_idx" ON "jobs" USING btree ("recruiter_id", "date_posted" DESC NULLS FIRST, "id" DESC NULLS FIRST);
