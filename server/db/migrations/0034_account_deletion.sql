-- Account deletion keeps other people whole (docs/decisions/058-account-deletion-policy.md): a deleted
-- mentor's or mentee's past sessions and the ratings given in them stay, with the person set null
-- (shown as "Deleted member"); their future sessions are cancelled by the deletion itself beforehand.
ALTER TABLE "appointments" DROP CONSTRAINT "appointments_mentor_id_user_id_fk";--> statement-breakpoint
ALTER TABLE "appointments" DROP CONSTRAINT "appointments_user_id_user_id_fk";--> statement-breakpoint
ALTER TABLE "appointments" ALTER COLUMN "mentor_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "appointments" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_mentor_id_user_id_fk" FOREIGN KEY ("mentor_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_feedback" DROP CONSTRAINT "session_feedback_author_id_user_id_fk";--> statement-breakpoint
ALTER TABLE "session_feedback" DROP CONSTRAINT "session_feedback_mentor_id_user_id_fk";--> statement-breakpoint
ALTER TABLE "session_feedback" ALTER COLUMN "author_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "session_feedback" ALTER COLUMN "mentor_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "session_feedback" ADD CONSTRAINT "session_feedback_author_id_user_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_feedback" ADD CONSTRAINT "session_feedback_mentor_id_user_id_fk" FOREIGN KEY ("mentor_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;
