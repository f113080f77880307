DROP INDEX "user_role_created_idx";--> statement-breakpoint
DROP INDEX "user_created_idx";--> statement-breakpoint
DROP INDEX "mail_outbox_created_idx";--> statement-breakpoint
DROP INDEX "profiles_open_to_work_idx";--> statement-breakpoint
DROP INDEX "mentorship_applications_created_idx";--> statement-breakpoint
DROP INDEX "contractor_requests_status_idx";--> statement-breakpoint
DROP INDEX "jobs_approved_posted_idx";--> statement-breakpoint
DROP INDEX "jobs_pending_idx";--> statement-breakpoint
DROP INDEX "jobs_posted_idx";--> statement-breakpoint
DROP INDEX "jobs_recruiter_idx";--> statement-breakpoint
DROP INDEX "blog_posts_published_idx";--> statement-breakpoint
DROP INDEX "blog_posts_status_created_idx";--> statement-breakpoint
DROP INDEX "blog_posts_author_idx";--> statement-breakpoint
DROP INDEX "contact_messages_created_idx";--> statement-breakpoint
DROP INDEX "offerings_created_idx";--> statement-breakpoint
DROP INDEX "offerings_category_created_idx";--> statement-breakpoint
DROP INDEX "sponsor_inquiries_created_idx";--> statement-breakpoint
CREATE INDEX "user_role_created_idx" ON "user" USING btree ("role","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "user_created_idx" ON "user" USING btree ("created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "mail_outbox_created_idx" ON "mail_outbox" USING btree ("created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "profiles_open_to_work_idx" ON "profiles" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "profiles"."is_open_to_work";--> statement-breakpoint
CREATE INDEX "mentorship_applications_created_idx" ON "mentorship_applications" USING btree ("created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "contractor_requests_status_idx" ON "contractor_requests" USING btree ("status","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "jobs_approved_posted_idx" ON "jobs" USING btree ("date_posted" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "jobs"."is_approved";--> statement-breakpoint
CREATE INDEX "jobs_pending_idx" ON "jobs" USING btree ("date_posted" DESC NULLS FIRST) WHERE not "jobs"."is_admin_reviewed";--> statement-breakpoint
CREATE INDEX "jobs_posted_idx" ON "jobs" USING btree ("date_posted" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "jobs_recruiter_idx" ON "jobs" USING btree ("recruiter_id","date_posted" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "blog_posts_published_idx" ON "blog_posts" USING btree ("published_at" DESC NULLS FIRST) WHERE "blog_posts"."status" = 'published';--> statement-breakpoint
CREATE INDEX "blog_posts_status_created_idx" ON "blog_posts" USING btree ("status","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "blog_posts_author_idx" ON "blog_posts" USING btree ("author_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "contact_messages_created_idx" ON "contact_messages" USING btree ("created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "offerings_created_idx" ON "offerings" USING btree ("created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "offerings_category_created_idx" ON "offerings" USING btree ("category","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "sponsor_inquiries_created_idx" ON "sponsor_inquiries" USING btree ("created_at" DESC NULLS FIRST);