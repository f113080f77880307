ALTER TABLE "appointments" DROP CONSTRAINT "appointments_status_check";--> statement-breakpoint
ALTER TABLE "appointments" DROP CONSTRAINT "appointments_time_check";--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "availability" jsonb;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "starts_at" timestamp with time zone;--> statement-breakpoint
UPDATE "appointments" a SET "starts_at" = ((a."date"::text || ' ' || a."time")::timestamp AT TIME ZONE coalesce((SELECT p."timezone" FROM "profiles" p WHERE p."id" = a."mentor_id"), 'UTC'));--> statement-breakpoint
ALTER TABLE "appointments" ALTER COLUMN "starts_at" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "reminded_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "appointments_pending_created_idx" ON "appointments" USING btree ("created_at") WHERE "appointments"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "appointments_reminder_idx" ON "appointments" USING btree ("starts_at") WHERE "appointments"."status" = 'approved' and "appointments"."reminded_at" is null;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_status_check" CHECK ("appointments"."status" in ('pending','approved','declined','completed','cancelled','expired'));--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_time_check" CHECK ("appointments"."time" ~ '^(1[0-2]|[1-9]):00 (AM|PM)$');