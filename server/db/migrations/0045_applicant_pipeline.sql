-- The applicant pipeline (docs/decisions/079-applicant-pipeline.md): a mark of interest is the lightest
-- application. Existing interests carry over as applications in stage 'new' with no note (the column default).
-- Expand only: new nullable columns and columns with a default, a new table, new indexes; the checks hold for
-- every existing row ('new', null note), and the previous release inserts interests without these columns.
CREATE TABLE "job_application_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"author_id" text,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_application_notes_body_check" CHECK (char_length("job_application_notes"."body") between 1 and 2000)
);
--> statement-breakpoint
ALTER TABLE "job_interests" ADD COLUMN "stage" text DEFAULT 'new' NOT NULL;--> statement-breakpoint
ALTER TABLE "job_interests" ADD COLUMN "note" text;--> statement-breakpoint
ALTER TABLE "job_interests" ADD COLUMN "stage_changed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "job_application_notes" ADD CONSTRAINT "job_application_notes_application_id_job_interests_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."job_interests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_application_notes" ADD CONSTRAINT "job_application_notes_author_id_user_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "job_application_notes_application_idx" ON "job_application_notes" USING btree ("application_id","created_at");--> statement-breakpoint
CREATE INDEX "job_interests_job_stage_idx" ON "job_interests" USING btree ("job_id","stage","created_at");--> statement-breakpoint
CREATE INDEX "job_interests_user_created_idx" ON "job_interests" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "job_interests" ADD CONSTRAINT "job_interests_stage_check" CHECK ("job_interests"."stage" in ('new','reviewing','interview','offer','hired','rejected'));--> statement-breakpoint
ALTER TABLE "job_interests" ADD CONSTRAINT "job_interests_note_length_check" CHECK ("job_interests"."note" is null or char_length("job_interests"."note") <= 2000);