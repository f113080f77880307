-- Feedback after a mentorship session (docs/decisions/040-session-feedback.md). Expand-only.
ALTER TABLE "appointments" ADD COLUMN "completed_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "appointments_approved_starts_idx" ON "appointments" USING btree ("starts_at") WHERE "appointments"."status" = 'approved';--> statement-breakpoint
CREATE TABLE "session_feedback" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"appointment_id" uuid NOT NULL,
	"author_id" text NOT NULL,
	"mentor_id" text NOT NULL,
	"role" text NOT NULL,
	"rating" integer NOT NULL,
	"note" text,
	"testimonial" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "session_feedback_role_check" CHECK ("session_feedback"."role" in ('mentor','mentee')),
	CONSTRAINT "session_feedback_rating_check" CHECK ("session_feedback"."rating" between 1 and 5),
	CONSTRAINT "session_feedback_note_check" CHECK ("session_feedback"."note" is null or char_length("session_feedback"."note") <= 2000),
	CONSTRAINT "session_feedback_testimonial_check" CHECK (not "session_feedback"."testimonial" or "session_feedback"."role" = 'mentee')
);--> statement-breakpoint
ALTER TABLE "session_feedback" ADD CONSTRAINT "session_feedback_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_feedback" ADD CONSTRAINT "session_feedback_author_id_user_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_feedback" ADD CONSTRAINT "session_feedback_mentor_id_user_id_fk" FOREIGN KEY ("mentor_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "session_feedback_appointment_author_uq" ON "session_feedback" USING btree ("appointment_id","author_id");--> statement-breakpoint
CREATE INDEX "session_feedback_mentor_idx" ON "session_feedback" USING btree ("mentor_id","created_at");--> statement-breakpoint
CREATE INDEX "session_feedback_testimonials_idx" ON "session_feedback" USING btree ("mentor_id","updated_at") WHERE "session_feedback"."testimonial";--> statement-breakpoint
-- The mentor's page shows the testimonials: its cached copies go when feedback changes (docs/caching.md).
CREATE TRIGGER session_feedback_lists_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "session_feedback"
  FOR EACH STATEMENT EXECUTE FUNCTION lists_changed_notify();
