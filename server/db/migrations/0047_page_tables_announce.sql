-- The company pages (decision 078) and the newsletter archive (decision 075) are cached pages that read
-- companies, files (the logos) and newsletter_issues: their cached copies go when those tables change, on
-- every instance (decision 027), so these tables announce their writes as every other table a page reads.
CREATE TRIGGER companies_lists_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "companies"
  FOR EACH STATEMENT EXECUTE FUNCTION lists_changed_notify();
--> statement-breakpoint
CREATE TRIGGER files_lists_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "files"
  FOR EACH STATEMENT EXECUTE FUNCTION lists_changed_notify();
--> statement-breakpoint
CREATE TRIGGER newsletter_issues_lists_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "newsletter_issues"
  FOR EACH STATEMENT EXECUTE FUNCTION lists_changed_notify();
