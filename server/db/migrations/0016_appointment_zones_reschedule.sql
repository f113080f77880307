-- Calendar-grade sessions (docs/decisions/030-calendar-grade-sessions.md): the booker's zone, an iTIP
-- SEQUENCE, a meeting place per session, a cancellation reason, one open reschedule proposal, and each
-- mentor's meeting place and booking rules.
ALTER TABLE "appointments" ADD COLUMN "booker_timezone" text;
--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "sequence" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "location" text;
--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "cancel_reason" text;
--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "cancelled_by" text;
--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "proposed_date" date;
--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "proposed_time" text;
--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "proposed_starts_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "proposed_by" text REFERENCES "user"("id") ON DELETE SET NULL;
--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_sequence_check" CHECK ("sequence" >= 0);
--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_proposal_check" CHECK (("proposed_date" IS NULL) = ("proposed_time" IS NULL) AND ("proposed_date" IS NULL) = ("proposed_starts_at" IS NULL));
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "mentor_settings" (
	"user_id" text PRIMARY KEY NOT NULL REFERENCES "user"("id") ON DELETE CASCADE,
	"meeting_location" text,
	"min_notice_hours" integer DEFAULT 0 NOT NULL,
	"buffer_minutes" integer DEFAULT 0 NOT NULL,
	"dates_off" date[] DEFAULT '{}'::date[] NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mentor_settings_min_notice_check" CHECK ("min_notice_hours" BETWEEN 0 AND 720),
	CONSTRAINT "mentor_settings_buffer_check" CHECK ("buffer_minutes" BETWEEN 0 AND 240)
);
