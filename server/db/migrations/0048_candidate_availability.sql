-- Candidate availability (docs/decisions/082-candidate-availability.md): when an open-to-work member can
-- start, the directory's fourth filter with its live counts. Expand only: a new nullable column with a
-- check that every existing row (null) meets, and a new partial index; the previous release neither reads
-- nor writes the column (its profile update names its columns, so it leaves the value as it is).
ALTER TABLE "profiles" ADD COLUMN "available_from" text;
--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_available_from_check" CHECK ("profiles"."available_from" is null or "profiles"."available_from" in ('immediately','1-month','3-months','later'));
--> statement-breakpoint
CREATE INDEX "profiles_open_available_from_idx" ON "profiles" USING btree ("available_from") WHERE "profiles"."is_open_to_work";
