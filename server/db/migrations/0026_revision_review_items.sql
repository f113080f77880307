-- Article revisions join the one review queue (docs/decisions/041-article-revisions-in-the-review-queue.md,
-- refining 034 and 035): a pending revision of a published article is a moderation item of kind
-- 'article_revision' (already allowed by moderation_items_kind_check), kept in step by a trigger like
-- the other kinds' (migration 0020). The author's later save of a pending revision bumps the item's
-- version (what the reviewer saw is stale); a decision made on the revision row elsewhere closes it;
-- a deleted revision (or article, by cascade) takes its item along.
CREATE OR REPLACE FUNCTION blog_post_revisions_moderation_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    DELETE FROM moderation_items WHERE kind = 'article_revision' AND target_id = OLD.id::text; RETURN OLD;
  END IF;
  IF NEW.status = 'pending' THEN
    PERFORM moderation_item_open('article_revision', NEW.id::text, 'Edit: ' || NEW.title, NEW.author_id);
  ELSIF TG_OP = 'UPDATE' AND OLD.status = 'pending' THEN
    PERFORM moderation_item_close('article_revision', NEW.id::text, NEW.status, NEW.rejection_reason);
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER blog_post_revisions_moderation AFTER INSERT OR UPDATE OR DELETE ON "blog_post_revisions" FOR EACH ROW EXECUTE FUNCTION blog_post_revisions_moderation_sync();
--> statement-breakpoint
-- The revisions waiting today become pending items (submitted when the author first saved them).
INSERT INTO "moderation_items" ("kind","target_id","title","submitter_id","submitted_at")
  SELECT 'article_revision', "id"::text, left('Edit: ' || "title", 300), "author_id", "created_at" FROM "blog_post_revisions" WHERE "status" = 'pending'
  ON CONFLICT DO NOTHING;
