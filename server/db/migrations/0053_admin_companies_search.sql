-- The admins' companies screen (/admin/companies) searches a part of the name or of the address
-- (ILIKE '%q%'): trigram indexes, as the offerings' and jobs' titles have.
CREATE INDEX "companies_name_trgm_idx" ON "companies" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "companies_slug_trgm_idx" ON "companies" USING gin ("slug" gin_trgm_ops);
