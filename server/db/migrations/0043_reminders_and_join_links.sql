-- Event and session reminders sent once (sent_reminders) and the join link of an online event kept apart
-- from its public place (events.meeting_url), docs/decisions/077-reminders-and-join-links.md.
-- Expand only: a new table, a new nullable column and two indexes; the previous release neither reads
-- nor writes them. The backfill below moves a place that is only a link into meeting_url (the previous
-- release then shows "Online" where it showed the link to everyone, which is the point).
CREATE TABLE "sent_reminders" (
	"key" text PRIMARY KEY NOT NULL,
	"sent_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "meeting_url" text;--> statement-breakpoint
CREATE INDEX "sent_reminders_sent_idx" ON "sent_reminders" USING btree ("sent_at");--> statement-breakpoint
CREATE INDEX "events_starts_idx" ON "events" USING btree ("starts_at");--> statement-breakpoint
UPDATE "events" SET "meeting_url" = btrim("location"), "location" = 'Online'
WHERE "meeting_url" IS NULL AND "location" ~* '^\s*https?://\S+\s*$';