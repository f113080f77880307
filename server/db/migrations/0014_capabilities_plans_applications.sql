-- Capabilities, plan and the mentor application apart (decision 026, docs/decisions/026).
-- Expand only: every new column has a default or is nullable, and `role` stays, derived from the new
-- columns by a trigger, so the previous release keeps reading (and writing) it during a rolling deploy.
ALTER TABLE "user" ADD COLUMN IF NOT EXISTS "capabilities" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "user" ADD COLUMN IF NOT EXISTS "plan" text DEFAULT 'free' NOT NULL;--> statement-breakpoint
ALTER TABLE "user" ADD COLUMN IF NOT EXISTS "mentor_application" text;--> statement-breakpoint
ALTER TABLE "user" ADD COLUMN IF NOT EXISTS "mentor_application_reason" text;--> statement-breakpoint
ALTER TABLE "user" ADD COLUMN IF NOT EXISTS "mentor_application_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "user" ADD COLUMN IF NOT EXISTS "mentor_application_decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "user" ADD CONSTRAINT "user_capabilities_check" CHECK ("user"."capabilities" <@ array['mentor','recruiter','admin']::text[]);--> statement-breakpoint
ALTER TABLE "user" ADD CONSTRAINT "user_plan_check" CHECK ("user"."plan" in ('free','supporter','contractor'));--> statement-breakpoint
ALTER TABLE "user" ADD CONSTRAINT "user_mentor_application_check" CHECK ("user"."mentor_application" in ('pending','approved','rejected'));--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "user_capabilities_idx" ON "user" USING gin ("capabilities") WITH (fastupdate = off);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "user_mentor_application_idx" ON "user" USING btree ("mentor_application_at") WHERE "user"."mentor_application" = 'pending';--> statement-breakpoint
-- The one role shown (common/roles.ts displayRole has the same rule): admin > mentor >
-- mentor_applicant (pending, no capability) > recruiter > contractor > supporter > user.
CREATE OR REPLACE FUNCTION user_display_role(caps text[], member_plan text, application text) RETURNS text
LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE
    WHEN 'admin' = ANY(caps) THEN 'admin'
    WHEN 'mentor' = ANY(caps) THEN 'mentor'
    WHEN application = 'pending' AND cardinality(caps) = 0 THEN 'mentor_applicant'
    WHEN 'recruiter' = ANY(caps) THEN 'recruiter'
    WHEN member_plan = 'contractor' THEN 'contractor'
    WHEN member_plan = 'supporter' THEN 'supporter'
    ELSE 'user'
  END
$$;
--> statement-breakpoint
-- `role` is always derived. A write of `role` alone (an insert with nothing else set, or an update
-- that changes the role and none of the new columns) comes from the previous release: it is read the
-- way that release meant it (one role replaces the member's standing), as the backfill below does.
-- Named to run before user_session_version_bump (BEFORE triggers fire in name order), which then
-- sees the derived role.
CREATE OR REPLACE FUNCTION user_derive_role() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (TG_OP = 'INSERT' AND NEW.role IS DISTINCT FROM 'user' AND cardinality(NEW.capabilities) = 0
        AND NEW.plan = 'free' AND NEW.mentor_application IS NULL)
     OR (TG_OP = 'UPDATE' AND NEW.role IS DISTINCT FROM OLD.role
        AND NEW.capabilities IS NOT DISTINCT FROM OLD.capabilities AND NEW.plan IS NOT DISTINCT FROM OLD.plan
        AND NEW.mentor_application IS NOT DISTINCT FROM OLD.mentor_application) THEN
    NEW.capabilities := CASE WHEN NEW.role IN ('mentor', 'recruiter', 'admin') THEN ARRAY[NEW.role] ELSE '{}'::text[] END;
    NEW.plan := CASE WHEN NEW.role IN ('supporter', 'contractor') THEN NEW.role ELSE 'free' END;
    IF NEW.role = 'mentor_applicant' THEN
      NEW.mentor_application := 'pending';
      NEW.mentor_application_at := now();
      NEW.mentor_application_reason := NULL;
      NEW.mentor_application_decided_at := NULL;
    ELSIF NEW.mentor_application = 'pending' THEN
      NEW.mentor_application := CASE WHEN NEW.role = 'mentor' THEN 'approved' ELSE 'rejected' END;
      NEW.mentor_application_decided_at := now();
    END IF;
  END IF;
  NEW.role := user_display_role(NEW.capabilities, NEW.plan, NEW.mentor_application);
  RETURN NEW;
END $$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS user_derive_role ON "user";--> statement-breakpoint
CREATE TRIGGER user_derive_role BEFORE INSERT OR UPDATE ON "user"
  FOR EACH ROW EXECUTE FUNCTION user_derive_role();
--> statement-breakpoint
-- A change of capabilities or plan ends cached sessions as a role change does (decision 008): a
-- mentor who becomes a recruiter too keeps the display role `mentor` but gains the recruiter pages.
CREATE OR REPLACE FUNCTION user_session_version_bump() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.role IS DISTINCT FROM OLD.role OR NEW.capabilities IS DISTINCT FROM OLD.capabilities
     OR NEW.plan IS DISTINCT FROM OLD.plan OR NEW.email IS DISTINCT FROM OLD.email
     OR NEW.email_verified IS DISTINCT FROM OLD.email_verified OR NEW.name IS DISTINCT FROM OLD.name THEN
    NEW.session_version := OLD.session_version + 1;
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
-- Backfill: every account keeps its role, plan and pending application.
UPDATE "user" SET
  "capabilities" = CASE WHEN "role" IN ('mentor', 'recruiter', 'admin') THEN ARRAY["role"] ELSE '{}'::text[] END,
  "plan" = CASE WHEN "role" IN ('supporter', 'contractor') THEN "role" ELSE 'free' END,
  "mentor_application" = CASE WHEN "role" = 'mentor_applicant' THEN 'pending' END,
  "mentor_application_at" = CASE WHEN "role" = 'mentor_applicant' THEN "updated_at" END
WHERE "role" <> 'user';
