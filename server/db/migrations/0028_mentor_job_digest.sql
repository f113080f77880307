-- Mentors may choose a daily digest of the jobs waiting for review instead of a mail per job
-- (docs/decisions/042-mentors-job-review-digest.md). Its once-per-day claim is a mail_digests row of
-- the new kind 'job_review' (subject: the mentor), like the other digests (decision 032).
-- Expand-safe (decision 028): the check only widens; the previous release writes the old kinds only.
ALTER TABLE "mail_digests" DROP CONSTRAINT IF EXISTS "mail_digests_kind_check";--> statement-breakpoint
ALTER TABLE "mail_digests" ADD CONSTRAINT "mail_digests_kind_check" CHECK ("kind" in ('saved_search','job_interest','job_review'));
