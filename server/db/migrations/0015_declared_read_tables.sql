-- Every table a read cache declares (server/lib/read-cache.ts, docs/caching.md) announces its writes:
-- a statement trigger sends NOTIFY lists_changed with the table's name at commit, and every instance
-- drops the caches that read that table (decision 027). jobs, profiles, user and job_interests have
-- had theirs since 0010; a test (server/read-cache.registry.test.ts) fails on a declared table without one.
CREATE TRIGGER appointments_lists_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "appointments"
  FOR EACH STATEMENT EXECUTE FUNCTION lists_changed_notify();
--> statement-breakpoint
CREATE TRIGGER offerings_lists_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "offerings"
  FOR EACH STATEMENT EXECUTE FUNCTION lists_changed_notify();
--> statement-breakpoint
CREATE TRIGGER events_lists_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "events"
  FOR EACH STATEMENT EXECUTE FUNCTION lists_changed_notify();
--> statement-breakpoint
CREATE TRIGGER event_attendees_lists_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "event_attendees"
  FOR EACH STATEMENT EXECUTE FUNCTION lists_changed_notify();
--> statement-breakpoint
CREATE TRIGGER event_waitlist_lists_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "event_waitlist"
  FOR EACH STATEMENT EXECUTE FUNCTION lists_changed_notify();
--> statement-breakpoint
CREATE TRIGGER blog_posts_lists_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "blog_posts"
  FOR EACH STATEMENT EXECUTE FUNCTION lists_changed_notify();
--> statement-breakpoint
CREATE TRIGGER blog_comments_lists_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "blog_comments"
  FOR EACH STATEMENT EXECUTE FUNCTION lists_changed_notify();
