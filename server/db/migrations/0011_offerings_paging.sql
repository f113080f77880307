-- The public offerings list pages newest first, 24 at a time (issue 9.1): the indexes carry the id
-- tie-breaker of its order, so a page is one index range scan.
DROP INDEX IF EXISTS "offerings_status_created_idx";--> statement-breakpoint
CREATE INDEX "offerings_status_created_idx" ON "offerings" USING btree ("status", "created_at" DESC NULLS FIRST, "id" DESC NULLS FIRST);--> statement-breakpoint
DROP INDEX IF EXISTS "offerings_category_created_idx";--> statement-breakpoint
CREATE INDEX "offerings_category_created_idx" ON "offerings" USING btree ("category", "created_at" DESC NULLS FIRST, "id" DESC NULLS FIRST);
