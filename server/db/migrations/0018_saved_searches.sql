-- Job alerts and digests (docs/decisions/032-job-alerts.md). Expand only.
-- When a job went on the board: set by the database whenever is_approved turns true, whichever code
-- approves it (the review queue, seeds, tests), so "new since the last digest" means newly approved,
-- not newly submitted (a job waits for review after its date_posted).
ALTER TABLE "jobs" ADD COLUMN "approved_at" timestamp with time zone;
--> statement-breakpoint
UPDATE "jobs" SET "approved_at" = "date_posted" WHERE "is_approved" AND "approved_at" IS NULL;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION jobs_set_approved_at() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.is_approved AND (TG_OP = 'INSERT' OR NOT OLD.is_approved) THEN
    NEW.approved_at := now();
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER jobs_set_approved_at BEFORE INSERT OR UPDATE OF is_approved ON "jobs"
  FOR EACH ROW EXECUTE FUNCTION jobs_set_approved_at();
--> statement-breakpoint
CREATE INDEX "jobs_approved_at_idx" ON "jobs" ("approved_at") WHERE "is_approved";
--> statement-breakpoint
CREATE TABLE "saved_searches" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "user_id" text NOT NULL REFERENCES "user"("id") ON DELETE CASCADE,
  "name" text NOT NULL,
  "frequency" text NOT NULL,
  -- The board's query: { search?, skill?, location?, days?, contractorOnly? } (common/alerts.schema.ts).
  "query" jsonb NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "saved_searches_frequency_check" CHECK ("frequency" in ('daily','weekly'))
);
--> statement-breakpoint
CREATE INDEX "saved_searches_user_idx" ON "saved_searches" ("user_id", "created_at" DESC, "id" DESC);
--> statement-breakpoint
CREATE INDEX "saved_searches_created_idx" ON "saved_searches" ("created_at", "id");
--> statement-breakpoint
-- One row per digest mailed: (kind, subject, period) is unique, so a digest is claimed exactly once
-- per period across instances, in the same transaction that queues its mail in the outbox.
CREATE TABLE "mail_digests" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "kind" text NOT NULL,
  "subject_id" text NOT NULL,
  "period" text NOT NULL,
  "covered_until" timestamp with time zone NOT NULL,
  "items" integer DEFAULT 0 NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "mail_digests_kind_check" CHECK ("kind" in ('saved_search','job_interest')),
  CONSTRAINT "mail_digests_once_uq" UNIQUE ("kind", "subject_id", "period")
);
--> statement-breakpoint
CREATE INDEX "mail_digests_latest_idx" ON "mail_digests" ("kind", "subject_id", "covered_until" DESC);
--> statement-breakpoint
CREATE INDEX "job_interests_created_idx" ON "job_interests" ("created_at");
