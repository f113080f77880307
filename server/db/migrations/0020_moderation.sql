-- One moderation model (docs/decisions/034-one-moderation-model.md): every reviewed submission has one
-- row here with one status set (pending → approved | rejected; resubmitted → pending) and a version the
-- decision's UPDATE checks, so a stale decision changes nothing and answers 409.
CREATE TABLE "moderation_items" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "kind" text NOT NULL,
  "target_id" text NOT NULL,
  "status" text DEFAULT 'pending' NOT NULL,
  "version" integer DEFAULT 1 NOT NULL,
  "title" text NOT NULL,
  "submitter_id" text REFERENCES "user"("id") ON DELETE SET NULL,
  "reason" text,
  "submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
  "resubmissions" integer DEFAULT 0 NOT NULL,
  "decided_by" text REFERENCES "user"("id") ON DELETE SET NULL,
  "decided_at" timestamp with time zone,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "moderation_items_status_check" CHECK ("status" in ('pending','approved','rejected')),
  CONSTRAINT "moderation_items_kind_check" CHECK ("kind" in ('job','article','offering','mentor_application','contractor_request','flagged_comment','flagged_article','flagged_offering','article_revision')),
  CONSTRAINT "moderation_items_reason_check" CHECK ("status" <> 'rejected' OR coalesce(btrim("reason"), '') <> '')
);
--> statement-breakpoint
CREATE UNIQUE INDEX "moderation_items_target_idx" ON "moderation_items" ("kind","target_id");
--> statement-breakpoint
CREATE INDEX "moderation_items_queue_idx" ON "moderation_items" ("submitted_at","id") WHERE "status" = 'pending';
--> statement-breakpoint
CREATE INDEX "moderation_items_queue_kind_idx" ON "moderation_items" ("kind","submitted_at","id") WHERE "status" = 'pending';
--> statement-breakpoint
CREATE TABLE "moderation_flags" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "target_kind" text NOT NULL,
  "target_id" text NOT NULL,
  "user_id" text NOT NULL REFERENCES "user"("id") ON DELETE CASCADE,
  "reason" text NOT NULL,
  "note" text,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "resolved_at" timestamp with time zone,
  CONSTRAINT "moderation_flags_kind_check" CHECK ("target_kind" in ('comment','article','offering')),
  CONSTRAINT "moderation_flags_reason_check" CHECK ("reason" in ('spam','abuse','off_topic','other')),
  CONSTRAINT "moderation_flags_note_check" CHECK ("reason" <> 'other' OR coalesce(btrim("note"), '') <> '')
);
--> statement-breakpoint
CREATE UNIQUE INDEX "moderation_flags_once_idx" ON "moderation_flags" ("target_kind","target_id","user_id");
--> statement-breakpoint
CREATE INDEX "moderation_flags_open_idx" ON "moderation_flags" ("target_kind","target_id") WHERE "resolved_at" IS NULL;
--> statement-breakpoint
CREATE INDEX "moderation_flags_user_idx" ON "moderation_flags" ("user_id","created_at");
--> statement-breakpoint
CREATE TABLE "staff_actions" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "actor_id" text REFERENCES "user"("id") ON DELETE SET NULL,
  "actor_name" text NOT NULL,
  "action" text NOT NULL,
  "target_type" text NOT NULL,
  "target_id" text NOT NULL,
  "before" jsonb,
  "after" jsonb,
  "reason" text,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "staff_actions_created_idx" ON "staff_actions" ("created_at" DESC,"id" DESC);
--> statement-breakpoint
CREATE INDEX "staff_actions_action_idx" ON "staff_actions" ("action","created_at" DESC);
--> statement-breakpoint
CREATE INDEX "staff_actions_actor_idx" ON "staff_actions" ("actor_id","created_at" DESC);
--> statement-breakpoint
CREATE INDEX "staff_actions_target_idx" ON "staff_actions" ("target_type","target_id");
--> statement-breakpoint
-- Hidden by members' flags until reviewed (comments reuse their hidden_at).
ALTER TABLE "offerings" ADD COLUMN "flag_hidden_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN "flag_hidden_at" timestamp with time zone;
--> statement-breakpoint
-- What waits today becomes pending items (oldest first by when it was submitted).
INSERT INTO "moderation_items" ("kind","target_id","title","submitter_id","submitted_at")
  SELECT 'job', "id"::text, "title" || ' at ' || "company", "recruiter_id", coalesce("updated_at","created_at") FROM "jobs" WHERE NOT "is_admin_reviewed"
  ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO "moderation_items" ("kind","target_id","title","submitter_id","submitted_at")
  SELECT 'offering', "id"::text, "title", "user_id", "created_at" FROM "offerings" WHERE "status" = 'pending'
  ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO "moderation_items" ("kind","target_id","title","submitter_id","submitted_at")
  SELECT 'article', "id"::text, "title", "author_id", "updated_at" FROM "blog_posts" WHERE "status" = 'pending'
  ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO "moderation_items" ("kind","target_id","title","submitter_id","submitted_at")
  SELECT 'contractor_request', r."id"::text, 'Contractor verification: ' || u."name", r."user_id", r."updated_at"
  FROM "contractor_requests" r JOIN "user" u ON u."id" = r."user_id" WHERE r."status" = 'pending'
  ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO "moderation_items" ("kind","target_id","title","submitter_id","submitted_at")
  SELECT 'mentor_application', "id", 'Mentor application: ' || "name", "id", coalesce("mentor_application_at","updated_at") FROM "user" WHERE "mentor_application" = 'pending'
  ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- Each reviewed table keeps its item in step, whoever writes it: a row entering its pending state opens
-- (or re-opens, as a resubmission with a new version) its item; a row decided or withdrawn elsewhere
-- closes it; a deleted row takes its item with it. The module's own decision updates the item first,
-- so the source's UPDATE then finds no pending item to touch.
CREATE OR REPLACE FUNCTION moderation_item_open(p_kind text, p_target text, p_title text, p_submitter text) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO moderation_items (kind, target_id, title, submitter_id)
  VALUES (p_kind, p_target, left(p_title, 300), p_submitter)
  ON CONFLICT (kind, target_id) DO UPDATE SET
    title = excluded.title,
    version = moderation_items.version + 1,
    resubmissions = moderation_items.resubmissions + (CASE WHEN moderation_items.status = 'pending' THEN 0 ELSE 1 END),
    submitted_at = CASE WHEN moderation_items.status = 'pending' THEN moderation_items.submitted_at ELSE now() END,
    status = 'pending', reason = NULL, decided_by = NULL, decided_at = NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION moderation_item_close(p_kind text, p_target text, p_status text, p_reason text) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF p_status IS NULL THEN
    DELETE FROM moderation_items WHERE kind = p_kind AND target_id = p_target AND status = 'pending';
  ELSE
    UPDATE moderation_items SET status = p_status, version = version + 1, decided_at = now(),
      reason = CASE WHEN p_status = 'rejected' THEN coalesce(nullif(btrim(p_reason), ''), 'Decided outside the review queue') END
    WHERE kind = p_kind AND target_id = p_target AND status = 'pending';
  END IF;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION jobs_moderation_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    DELETE FROM moderation_items WHERE kind = 'job' AND target_id = OLD.id::text; RETURN OLD;
  END IF;
  IF NOT NEW.is_admin_reviewed THEN
    PERFORM moderation_item_open('job', NEW.id::text, NEW.title || ' at ' || NEW.company, NEW.recruiter_id);
  ELSIF TG_OP = 'UPDATE' AND NOT OLD.is_admin_reviewed THEN
    PERFORM moderation_item_close('job', NEW.id::text, CASE WHEN NEW.is_approved THEN 'approved' ELSE 'rejected' END, NEW.rejection_reason);
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER jobs_moderation AFTER INSERT OR UPDATE OR DELETE ON "jobs" FOR EACH ROW EXECUTE FUNCTION jobs_moderation_sync();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION offerings_moderation_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    DELETE FROM moderation_items WHERE kind IN ('offering','flagged_offering') AND target_id = OLD.id::text; RETURN OLD;
  END IF;
  IF NEW.status = 'pending' THEN
    PERFORM moderation_item_open('offering', NEW.id::text, NEW.title, NEW.user_id);
  ELSIF TG_OP = 'UPDATE' AND OLD.status = 'pending' THEN
    PERFORM moderation_item_close('offering', NEW.id::text, NEW.status, NULL);
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER offerings_moderation AFTER INSERT OR UPDATE OR DELETE ON "offerings" FOR EACH ROW EXECUTE FUNCTION offerings_moderation_sync();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION blog_posts_moderation_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    DELETE FROM moderation_items WHERE kind IN ('article','flagged_article') AND target_id = OLD.id::text; RETURN OLD;
  END IF;
  IF NEW.status = 'pending' THEN
    PERFORM moderation_item_open('article', NEW.id::text, NEW.title, NEW.author_id);
  ELSIF TG_OP = 'UPDATE' AND OLD.status = 'pending' THEN
    PERFORM moderation_item_close('article', NEW.id::text,
      CASE NEW.status WHEN 'published' THEN 'approved' WHEN 'rejected' THEN 'rejected' END, NEW.rejection_reason);
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER blog_posts_moderation AFTER INSERT OR UPDATE OR DELETE ON "blog_posts" FOR EACH ROW EXECUTE FUNCTION blog_posts_moderation_sync();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION contractor_requests_moderation_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    DELETE FROM moderation_items WHERE kind = 'contractor_request' AND target_id = OLD.id::text; RETURN OLD;
  END IF;
  IF NEW.status = 'pending' THEN
    PERFORM moderation_item_open('contractor_request', NEW.id::text,
      'Contractor verification: ' || coalesce((SELECT name FROM "user" WHERE id = NEW.user_id), 'member'), NEW.user_id);
  ELSIF TG_OP = 'UPDATE' AND OLD.status = 'pending' THEN
    PERFORM moderation_item_close('contractor_request', NEW.id::text, NEW.status, NULL);
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER contractor_requests_moderation AFTER INSERT OR UPDATE OR DELETE ON "contractor_requests" FOR EACH ROW EXECUTE FUNCTION contractor_requests_moderation_sync();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION user_mentor_application_moderation_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    DELETE FROM moderation_items WHERE kind = 'mentor_application' AND target_id = OLD.id; RETURN OLD;
  END IF;
  IF NEW.mentor_application = 'pending' AND (TG_OP = 'INSERT' OR OLD.mentor_application IS DISTINCT FROM 'pending') THEN
    PERFORM moderation_item_open('mentor_application', NEW.id, 'Mentor application: ' || NEW.name, NEW.id);
  ELSIF TG_OP = 'UPDATE' AND OLD.mentor_application = 'pending' AND NEW.mentor_application IS DISTINCT FROM 'pending' THEN
    PERFORM moderation_item_close('mentor_application', NEW.id, NEW.mentor_application, NEW.mentor_application_reason);
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER user_mentor_application_moderation AFTER INSERT OR UPDATE OR DELETE ON "user" FOR EACH ROW EXECUTE FUNCTION user_mentor_application_moderation_sync();
