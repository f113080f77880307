-- Mentee matching (docs/decisions/033-mentorship-matching.md): expand-only.
ALTER TABLE "mentorship_applications" ADD COLUMN "applicant_timezone" text;--> statement-breakpoint
ALTER TABLE "mentorship_applications" ADD COLUMN "match_status" text DEFAULT 'received' NOT NULL;--> statement-breakpoint
ALTER TABLE "mentorship_applications" ADD COLUMN "matched_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "mentorship_applications" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "mentorship_applications" ADD COLUMN "overdue_notified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "mentorship_applications" ADD CONSTRAINT "mentorship_applications_match_status_check" CHECK ("match_status" in ('received','matched','closed'));--> statement-breakpoint
CREATE INDEX "mentorship_applications_match_status_idx" ON "mentorship_applications" USING btree ("match_status","created_at");--> statement-breakpoint
CREATE INDEX "mentorship_applications_user_idx" ON "mentorship_applications" USING btree ("user_id","created_at" DESC);--> statement-breakpoint
CREATE TABLE "mentor_match_settings" (
	"mentor_id" text PRIMARY KEY NOT NULL REFERENCES "user"("id") ON DELETE cascade,
	"accepting" boolean DEFAULT true NOT NULL,
	"monthly_cap" integer DEFAULT 3 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mentor_match_settings_cap_check" CHECK ("monthly_cap" >= 0 and "monthly_cap" <= 20)
);--> statement-breakpoint
CREATE TABLE "mentee_matches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL REFERENCES "mentorship_applications"("id") ON DELETE cascade,
	"mentor_id" text NOT NULL REFERENCES "user"("id") ON DELETE cascade,
	"status" text DEFAULT 'proposed' NOT NULL,
	"decline_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "mentee_matches_status_check" CHECK ("status" in ('proposed','declined'))
);--> statement-breakpoint
CREATE UNIQUE INDEX "mentee_matches_application_mentor_uq" ON "mentee_matches" USING btree ("application_id","mentor_id");--> statement-breakpoint
CREATE INDEX "mentee_matches_mentor_created_idx" ON "mentee_matches" USING btree ("mentor_id","created_at") WHERE "status" = 'proposed';
