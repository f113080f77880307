-- Session types and booking rules like Cal.com's (docs/decisions/084-session-types.md): a mentor's types
-- (length, one-to-one or group with seats, own buffers and notice), per-date extra hours and a booking
-- window of the mentor's choosing. Every mentor with hours, rules or sessions gets the 60-minute
-- one-to-one type that sessions were until now, and every session of theirs points to it.
ALTER TABLE "mentor_settings" ADD COLUMN "booking_window_days" integer DEFAULT 30 NOT NULL;--> statement-breakpoint
ALTER TABLE "mentor_settings" ADD COLUMN "extra_hours" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "mentor_settings" ADD CONSTRAINT "mentor_settings_booking_window_check" CHECK ("mentor_settings"."booking_window_days" between 7 and 90);--> statement-breakpoint
CREATE TABLE "mentor_session_types" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"mentor_id" text NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"duration_minutes" integer NOT NULL,
	"kind" text DEFAULT 'one_to_one' NOT NULL,
	"capacity" integer DEFAULT 1 NOT NULL,
	"buffer_before_minutes" integer DEFAULT 0 NOT NULL,
	"buffer_after_minutes" integer DEFAULT 0 NOT NULL,
	"min_notice_hours" integer DEFAULT 0 NOT NULL,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mentor_session_types_duration_check" CHECK ("mentor_session_types"."duration_minutes" between 15 and 120 and "mentor_session_types"."duration_minutes" % 15 = 0),
	CONSTRAINT "mentor_session_types_kind_check" CHECK ("mentor_session_types"."kind" in ('one_to_one','group')),
	CONSTRAINT "mentor_session_types_capacity_check" CHECK (("mentor_session_types"."kind" = 'one_to_one' and "mentor_session_types"."capacity" = 1) or ("mentor_session_types"."kind" = 'group' and "mentor_session_types"."capacity" between 2 and 50)),
	CONSTRAINT "mentor_session_types_buffers_check" CHECK ("mentor_session_types"."buffer_before_minutes" between 0 and 240 and "mentor_session_types"."buffer_after_minutes" between 0 and 240),
	CONSTRAINT "mentor_session_types_notice_check" CHECK ("mentor_session_types"."min_notice_hours" between 0 and 720),
	CONSTRAINT "mentor_session_types_title_check" CHECK (char_length("mentor_session_types"."title") between 1 and 80)
);
--> statement-breakpoint
ALTER TABLE "mentor_session_types" ADD CONSTRAINT "mentor_session_types_mentor_id_user_id_fk" FOREIGN KEY ("mentor_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mentor_session_types_mentor_idx" ON "mentor_session_types" USING btree ("mentor_id","created_at") WHERE "mentor_session_types"."archived_at" is null;--> statement-breakpoint
CREATE TRIGGER mentor_session_types_lists_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "mentor_session_types"
  FOR EACH STATEMENT EXECUTE FUNCTION lists_changed_notify();
--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "session_type_id" uuid;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "duration_minutes" integer DEFAULT 60 NOT NULL;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "group_seat" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_session_type_id_mentor_session_types_id_fk" FOREIGN KEY ("session_type_id") REFERENCES "public"."mentor_session_types"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_duration_check" CHECK ("appointments"."duration_minutes" between 15 and 120);--> statement-breakpoint
ALTER TABLE "appointments" DROP CONSTRAINT "appointments_status_check";--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_status_check" CHECK ("appointments"."status" in ('pending','approved','declined','completed','cancelled','expired','waitlisted'));--> statement-breakpoint
ALTER TABLE "appointments" DROP CONSTRAINT "appointments_time_check";--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_time_check" CHECK ("appointments"."time" ~ '^(1[0-2]|[1-9]):(00|15|30|45) (AM|PM)$');--> statement-breakpoint
DROP INDEX "appointments_active_slot_uq";--> statement-breakpoint
CREATE UNIQUE INDEX "appointments_active_slot_uq" ON "appointments" USING btree ("mentor_id","date","time") WHERE "appointments"."status" in ('pending','approved') and not "appointments"."group_seat";--> statement-breakpoint
CREATE UNIQUE INDEX "appointments_group_seat_uq" ON "appointments" USING btree ("session_type_id","starts_at","user_id") WHERE "appointments"."group_seat" and "appointments"."status" in ('pending','approved','waitlisted');--> statement-breakpoint
CREATE INDEX "appointments_group_slot_idx" ON "appointments" USING btree ("session_type_id","starts_at","created_at") WHERE "appointments"."group_seat";--> statement-breakpoint
INSERT INTO "mentor_session_types" ("mentor_id", "title", "duration_minutes", "kind", "capacity", "buffer_before_minutes", "buffer_after_minutes", "min_notice_hours")
SELECT u."id", '1:1 mentorship session', 60, 'one_to_one', 1, coalesce(ms."buffer_minutes", 0), coalesce(ms."buffer_minutes", 0), coalesce(ms."min_notice_hours", 0)
FROM "user" u
LEFT JOIN "mentor_settings" ms ON ms."user_id" = u."id"
WHERE ms."user_id" IS NOT NULL
   OR EXISTS (SELECT 1 FROM "profiles" p WHERE p."id" = u."id" AND p."availability" IS NOT NULL)
   OR EXISTS (SELECT 1 FROM "appointments" a WHERE a."mentor_id" = u."id");--> statement-breakpoint
UPDATE "appointments" a SET "session_type_id" = t."id" FROM "mentor_session_types" t WHERE t."mentor_id" = a."mentor_id";
