-- Structured event times (docs/decisions/031-event-times-and-pages.md). Expand only: the previous
-- release keeps writing event_date/event_time (free text); this one writes both. A scheduled backfill
-- fills starts_at/ends_at/time_zone from the free text where it parses; the rest stay null and are
-- listed for an admin to fix ("time needs fixing").
ALTER TABLE "events" ADD COLUMN "starts_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "ends_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "time_zone" text;
--> statement-breakpoint
-- scheduled | rescheduled (time changed after publication; schema.org EventRescheduled) | cancelled
ALTER TABLE "events" ADD COLUMN "status" text DEFAULT 'scheduled' NOT NULL;
--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "previous_starts_at" timestamp with time zone;
--> statement-breakpoint
-- The iCalendar SEQUENCE of the event's UID: raised on every change mailed to registrants.
ALTER TABLE "events" ADD COLUMN "sequence" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_status_check" CHECK ("status" in ('scheduled','rescheduled','cancelled'));
--> statement-breakpoint
-- The admin's "time needs fixing" list and the backfill's scan.
CREATE INDEX "events_time_unset_idx" ON "events" ("created_at", "id") WHERE "starts_at" IS NULL;
--> statement-breakpoint
-- The sitemap's pages of event URLs.
CREATE INDEX "events_created_idx" ON "events" ("created_at", "id");
