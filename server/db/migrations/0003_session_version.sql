ALTER TABLE "user" ADD COLUMN "session_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- A cookie-cached session is valid only while its user's session_version is unchanged (decision 008).
CREATE OR REPLACE FUNCTION user_session_version_bump() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.role IS DISTINCT FROM OLD.role OR NEW.email IS DISTINCT FROM OLD.email
     OR NEW.email_verified IS DISTINCT FROM OLD.email_verified OR NEW.name IS DISTINCT FROM OLD.name THEN
    NEW.session_version := OLD.session_version + 1;
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER user_session_version_bump BEFORE UPDATE ON "user"
  FOR EACH ROW EXECUTE FUNCTION user_session_version_bump();
--> statement-breakpoint
-- Tell every instance (LISTEN session_revoked) to forget the cached version of this user.
CREATE OR REPLACE FUNCTION user_session_version_notify() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('session_revoked', OLD.id);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER user_session_version_changed AFTER UPDATE ON "user"
  FOR EACH ROW WHEN (NEW.session_version IS DISTINCT FROM OLD.session_version)
  EXECUTE FUNCTION user_session_version_notify();
--> statement-breakpoint
CREATE TRIGGER user_deleted_notify AFTER DELETE ON "user"
  FOR EACH ROW EXECUTE FUNCTION user_session_version_notify();
--> statement-breakpoint
-- Ending a session (sign-out, password reset, revocation) invalidates the user's cached sessions.
CREATE OR REPLACE FUNCTION session_deleted_bump() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "user" SET session_version = session_version + 1 WHERE id = OLD.user_id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER session_deleted_bump AFTER DELETE ON "session"
  FOR EACH ROW EXECUTE FUNCTION session_deleted_bump();
