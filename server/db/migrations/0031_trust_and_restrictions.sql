-- Trust levels and member restrictions (docs/decisions/054).
-- Silences and suspensions: one row per staff action, never rewritten but for its lifting.
CREATE TABLE IF NOT EXISTS "member_restrictions" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "user_id" text NOT NULL REFERENCES "user"("id") ON DELETE CASCADE,
  "kind" text NOT NULL,
  "reason" text NOT NULL,
  "starts_at" timestamptz NOT NULL DEFAULT now(),
  "ends_at" timestamptz NOT NULL,
  "actor_id" text REFERENCES "user"("id") ON DELETE SET NULL,
  "actor_name" text NOT NULL,
  "lifted_at" timestamptz,
  "lifted_by" text REFERENCES "user"("id") ON DELETE SET NULL,
  "lift_reason" text,
  "expiry_handled_at" timestamptz,
  "created_at" timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT "member_restrictions_kind_check" CHECK ("kind" in ('silence','suspend')),
  CONSTRAINT "member_restrictions_reason_check" CHECK (btrim("reason") <> ''),
  CONSTRAINT "member_restrictions_span_check" CHECK ("ends_at" > "starts_at")
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "member_restrictions_active_idx" ON "member_restrictions" ("user_id", "ends_at") WHERE "lifted_at" IS NULL;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "member_restrictions_expiry_idx" ON "member_restrictions" ("ends_at") WHERE "lifted_at" IS NULL AND "expiry_handled_at" IS NULL;
--> statement-breakpoint
-- The facts of a member's trust level, each read through an index.
CREATE INDEX IF NOT EXISTS "blog_comments_user_idx" ON "blog_comments" ("user_id", "created_at");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "offerings_user_idx" ON "offerings" ("user_id", "status");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "moderation_items_submitter_idx" ON "moderation_items" ("submitter_id", "kind", "status");
