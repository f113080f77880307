-- What pages read, and freshness with fewer rules (docs/decisions/067-page-reads-derived.md).
--
-- 1. The mentor page reads mentor_settings (notice, buffer, dates off decide the open slots): its cached
--    copies go when the settings change, on every instance (decision 027), so that table announces its writes.
CREATE TRIGGER mentor_settings_lists_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "mentor_settings"
  FOR EACH STATEMENT EXECUTE FUNCTION lists_changed_notify();
--> statement-breakpoint
-- 2. rows_changed (0030, decision 049) no longer marks an update that moved a row in its list's order (`!`):
--    the rule that read the mark ("may have been among the window") is gone, so the payload is only
--    '<table>|<i|u|d>|<id>,…' (or '<table>|*'), and the triggers no longer name a sort column.
CREATE OR REPLACE FUNCTION rows_changed_notify() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  n int;
  ids text;
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    PERFORM pg_notify('rows_changed', TG_TABLE_NAME || '|*');
    RETURN NULL;
  ELSIF TG_OP = 'INSERT' THEN
    SELECT count(*), string_agg(id::text, ',') INTO n, ids FROM new_rows;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT count(*), string_agg(id::text, ',') INTO n, ids FROM old_rows;
  ELSE
    -- An update that changed a row's id names both ids.
    SELECT count(*), string_agg(x.id::text, ',') INTO n, ids
    FROM (SELECT id FROM new_rows UNION SELECT id FROM old_rows) x;
  END IF;
  IF n = 0 THEN
    RETURN NULL;
  END IF;
  IF n > 100 THEN
    PERFORM pg_notify('rows_changed', TG_TABLE_NAME || '|*');
  ELSE
    PERFORM pg_notify('rows_changed', TG_TABLE_NAME || '|' || lower(left(TG_OP, 1)) || '|' || ids);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER jobs_rows_inserted ON "jobs";
--> statement-breakpoint
CREATE TRIGGER jobs_rows_inserted AFTER INSERT ON "jobs" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION rows_changed_notify();
--> statement-breakpoint
DROP TRIGGER jobs_rows_updated ON "jobs";
--> statement-breakpoint
CREATE TRIGGER jobs_rows_updated AFTER UPDATE ON "jobs" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION rows_changed_notify();
--> statement-breakpoint
DROP TRIGGER jobs_rows_deleted ON "jobs";
--> statement-breakpoint
CREATE TRIGGER jobs_rows_deleted AFTER DELETE ON "jobs" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION rows_changed_notify();
--> statement-breakpoint
DROP TRIGGER jobs_rows_truncated ON "jobs";
--> statement-breakpoint
CREATE TRIGGER jobs_rows_truncated AFTER TRUNCATE ON "jobs"
  FOR EACH STATEMENT EXECUTE FUNCTION rows_changed_notify();
--> statement-breakpoint
DROP TRIGGER profiles_rows_inserted ON "profiles";
--> statement-breakpoint
CREATE TRIGGER profiles_rows_inserted AFTER INSERT ON "profiles" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION rows_changed_notify();
--> statement-breakpoint
DROP TRIGGER profiles_rows_updated ON "profiles";
--> statement-breakpoint
CREATE TRIGGER profiles_rows_updated AFTER UPDATE ON "profiles" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION rows_changed_notify();
--> statement-breakpoint
DROP TRIGGER profiles_rows_deleted ON "profiles";
--> statement-breakpoint
CREATE TRIGGER profiles_rows_deleted AFTER DELETE ON "profiles" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION rows_changed_notify();
--> statement-breakpoint
DROP TRIGGER profiles_rows_truncated ON "profiles";
--> statement-breakpoint
CREATE TRIGGER profiles_rows_truncated AFTER TRUNCATE ON "profiles"
  FOR EACH STATEMENT EXECUTE FUNCTION rows_changed_notify();
