-- Public list pages are cached in each instance for a few seconds (docs/decisions/023). Any write to
-- the tables behind them tells every instance (LISTEN lists_changed) to drop its cached pages; NOTIFY
-- is delivered at commit, so a rolled-back write announces nothing.
CREATE OR REPLACE FUNCTION lists_changed_notify() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('lists_changed', TG_TABLE_NAME);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER jobs_lists_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "jobs"
  FOR EACH STATEMENT EXECUTE FUNCTION lists_changed_notify();
--> statement-breakpoint
CREATE TRIGGER profiles_lists_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "profiles"
  FOR EACH STATEMENT EXECUTE FUNCTION lists_changed_notify();
--> statement-breakpoint
CREATE TRIGGER user_lists_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "user"
  FOR EACH STATEMENT EXECUTE FUNCTION lists_changed_notify();
--> statement-breakpoint
CREATE TRIGGER job_interests_lists_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "job_interests"
  FOR EACH STATEMENT EXECUTE FUNCTION lists_changed_notify();
