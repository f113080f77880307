-- Flags that protect instead of silence, and every staff action through one flow (docs/decisions/057).
-- A resolved flag records its outcome: upheld (the item was removed) or declined (found fine); a
-- flagger's record adjusts the weight of their next flags.
ALTER TABLE "moderation_flags" ADD COLUMN "outcome" text;
--> statement-breakpoint
ALTER TABLE "moderation_flags" ADD CONSTRAINT "moderation_flags_outcome_check" CHECK ("outcome" IS NULL OR "outcome" IN ('upheld','declined'));
--> statement-breakpoint
-- Flags already resolved before this release: reconstruct the outcome from their item's decision.
UPDATE "moderation_flags" f SET "outcome" = CASE WHEN m.status = 'rejected' THEN 'upheld' ELSE 'declined' END
FROM "moderation_items" m
WHERE f.resolved_at IS NOT NULL AND f.outcome IS NULL AND m.kind = 'flagged_' || f.target_kind AND m.target_id = f.target_id AND m.status <> 'pending';
--> statement-breakpoint
CREATE INDEX "moderation_flags_outcome_idx" ON "moderation_flags" ("user_id","outcome") WHERE "outcome" IS NOT NULL;
--> statement-breakpoint
-- The staff log names its target by name with a link, and is append-only: rows are never changed or
-- removed. The actor's foreign key goes (its ON DELETE SET NULL would be an UPDATE the trigger refuses,
-- and the row keeps the actor's name anyway), so deleting an account that acted still works.
ALTER TABLE "staff_actions" ADD COLUMN "target_name" text;
--> statement-breakpoint
ALTER TABLE "staff_actions" ADD COLUMN "target_link" text;
--> statement-breakpoint
ALTER TABLE "staff_actions" DROP CONSTRAINT IF EXISTS "staff_actions_actor_id_user_id_fk";
--> statement-breakpoint
ALTER TABLE "staff_actions" DROP CONSTRAINT IF EXISTS "staff_actions_actor_id_fkey";
--> statement-breakpoint
CREATE OR REPLACE FUNCTION staff_actions_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'staff_actions is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END $$;
--> statement-breakpoint
CREATE TRIGGER "staff_actions_append_only" BEFORE UPDATE OR DELETE ON "staff_actions"
FOR EACH ROW EXECUTE FUNCTION staff_actions_append_only();
