-- The admins' companies screen (/admin/companies) searches a part of the name or of the address
-- (ILIKE '%q%'): trigram indexes, as the offerings' and jobs' titles have.
CREATE INDEX "companies_name_trgm_idx" ON "companies" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "companies_slug_trgm_idx" ON "companies" USING gin ("slug" gin_trgm_ops);
--> statement-breakpoint
-- The candidates' location filter (docs/decisions/080, 087): the planner takes no statistics from a partial
-- expression index (profiles_open_location_idx), so it guessed 0.5 % of the open-to-work rows for any
-- location: with a skill, the count read every row of the location to test the skills function on each
-- (57 ms at 100k profiles; now a BitmapAnd of the two indexes, 17 ms) and the first page sorted all 1,666
-- matches (81 ms; now the newest-first index, stopping at the page, 0.5 ms). Statistics on the expression
-- itself fix the guess (ANALYZE, or autovacuum's, fills them).
CREATE STATISTICS IF NOT EXISTS "profiles_location_lower_stat" ON (lower("location")) FROM "profiles";
