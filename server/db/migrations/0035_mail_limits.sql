-- Mail that cannot be turned into a flood (docs/decisions/059-mail-limits-and-imported-images.md).
-- Notification mails per recipient and UTC day, counted in the transaction that queues each one, and the
-- ones held back by the daily cap until the recipient's next catch-up mail. New tables only (expand-safe).
CREATE TABLE "notification_mail_counts" (
	"recipient" text NOT NULL,
	"day" date NOT NULL,
	"sent" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "notification_mail_counts_recipient_day_pk" PRIMARY KEY("recipient","day")
);
--> statement-breakpoint
CREATE TABLE "deferred_notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"recipient" text NOT NULL,
	"kind" text NOT NULL,
	"subject" text NOT NULL,
	"link" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "deferred_notifications_recipient_idx" ON "deferred_notifications" USING btree ("recipient","created_at");
--> statement-breakpoint
-- The mentors' job review mail becomes a daily digest by default, the mail per job an opt-in. A member who
-- saved either of the two switches keeps what they had: the one they did not save is written with its old
-- default (per job on, digest off), so only members who never chose anything move to the digest.
INSERT INTO "notification_preferences" ("user_id", "kind", "enabled")
SELECT "user_id", 'job_review_digest', false FROM "notification_preferences" WHERE "kind" = 'job_review_each'
ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO "notification_preferences" ("user_id", "kind", "enabled")
SELECT "user_id", 'job_review_each', true FROM "notification_preferences" WHERE "kind" = 'job_review_digest'
ON CONFLICT DO NOTHING;
