-- Silence and suspension (docs/decisions/061): /admin/users filters "silenced" / "suspended" start
-- from the few restrictions in force of a kind, not from every user.
CREATE INDEX IF NOT EXISTS "member_restrictions_kind_active_idx" ON "member_restrictions" USING btree ("kind","ends_at","user_id") WHERE "member_restrictions"."lifted_at" IS NULL;
