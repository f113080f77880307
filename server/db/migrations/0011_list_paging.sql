-- The public offerings and the events lists page 24 at a time: the indexes carry the id
-- tie-breaker of its order, so a page is one index range scan.
DROP INDEX IF EXISTS "offerings_status_created_idx";--> statement-breakpoint
CREATE INDEX "offerings_status_created_idx" ON "offerings" USING btree ("status", "created_at" DESC NULLS FIRST, "id" DESC NULLS FIRST);--> statement-breakpoint
DROP INDEX IF EXISTS "offerings_category_created_idx";--> statement-breakpoint
CREATE INDEX "offerings_category_created_idx" ON "offerings" USING btree ("category", "created_at" DESC NULLS FIRST, "id" DESC NULLS FIRST);
--> statement-breakpoint
-- Events page soonest first (upcoming) and latest first (admin, the same index read backwards).
DROP INDEX IF EXISTS "events_date_idx";--> statement-breakpoint
CREATE INDEX "events_date_idx" ON "events" USING btree ("event_date", "created_at", "id");
