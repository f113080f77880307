-- Row-level change notifications for the searched tables (docs/decisions/049-row-granular-search-cache.md).
-- Beside the statement trigger's `NOTIFY lists_changed, '<table>'` (0010), each INSERT, UPDATE or DELETE
-- statement on jobs and profiles sends `NOTIFY rows_changed, '<table>|<op>|<id>,<id>…'` (op i, u or d) with
-- the ids it wrote, so that a cached search is dropped only when one of those rows can change it. An id
-- marked `!` is an update that moved the row in its list's order (the sort column given as the trigger's
-- argument) or changed its id. More than 100 rows, or a TRUNCATE, send '<table>|*': drop every search.
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
    EXECUTE format(
      'SELECT count(*), string_agg(coalesce(n.id, o.id)::text || CASE WHEN n.id IS NULL OR o.id IS NULL OR n.%1$I IS DISTINCT FROM o.%1$I THEN ''!'' ELSE '''' END, '','') '
      'FROM new_rows n FULL JOIN old_rows o ON o.id = n.id',
      TG_ARGV[0]
    ) INTO n, ids;
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
CREATE TRIGGER jobs_rows_inserted AFTER INSERT ON "jobs" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION rows_changed_notify('date_posted');
--> statement-breakpoint
CREATE TRIGGER jobs_rows_updated AFTER UPDATE ON "jobs" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION rows_changed_notify('date_posted');
--> statement-breakpoint
CREATE TRIGGER jobs_rows_deleted AFTER DELETE ON "jobs" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION rows_changed_notify('date_posted');
--> statement-breakpoint
CREATE TRIGGER jobs_rows_truncated AFTER TRUNCATE ON "jobs"
  FOR EACH STATEMENT EXECUTE FUNCTION rows_changed_notify('date_posted');
--> statement-breakpoint
CREATE TRIGGER profiles_rows_inserted AFTER INSERT ON "profiles" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION rows_changed_notify('created_at');
--> statement-breakpoint
CREATE TRIGGER profiles_rows_updated AFTER UPDATE ON "profiles" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION rows_changed_notify('created_at');
--> statement-breakpoint
CREATE TRIGGER profiles_rows_deleted AFTER DELETE ON "profiles" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION rows_changed_notify('created_at');
--> statement-breakpoint
CREATE TRIGGER profiles_rows_truncated AFTER TRUNCATE ON "profiles"
  FOR EACH STATEMENT EXECUTE FUNCTION rows_changed_notify('created_at');
