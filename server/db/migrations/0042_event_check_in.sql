-- Check-in at the door (docs/decisions/076-event-check-in.md): every registration holds a personal code,
-- 8 characters from an alphabet without 0/O/1/I (32 symbols, 40 random bits from gen_random_uuid), unique
-- per event; the attendance (checked_in_at, checked_in_by) is recorded by one conditional UPDATE.
-- Expand only: new columns with a default or nullable, a new function and index; the previous release
-- inserts registrations without naming the code and the default fills it.
-- Bytes 6 and 8 of a v4 UUID carry its version and variant bits, so they are skipped.
CREATE OR REPLACE FUNCTION event_check_in_code() RETURNS text LANGUAGE sql VOLATILE AS $$
  SELECT string_agg(substr('23456789ABCDEFGHJKLMNPQRSTUVWXYZ', (get_byte(r.b, k.i) % 32) + 1, 1), '' ORDER BY k.n)
  FROM (SELECT uuid_send(gen_random_uuid()) AS b) r,
       unnest(ARRAY[0, 1, 2, 3, 4, 5, 7, 9]) WITH ORDINALITY AS k(i, n)
$$;--> statement-breakpoint
-- A volatile default: existing registrations each get their own code as the column is added.
ALTER TABLE "event_attendees" ADD COLUMN "check_in_code" text DEFAULT event_check_in_code() NOT NULL;--> statement-breakpoint
ALTER TABLE "event_attendees" ADD COLUMN "checked_in_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "event_attendees" ADD COLUMN "checked_in_by" text;--> statement-breakpoint
ALTER TABLE "event_attendees" ADD CONSTRAINT "event_attendees_checked_in_by_user_id_fk" FOREIGN KEY ("checked_in_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Serves the lookup of a typed or scanned code within one event.
CREATE UNIQUE INDEX "event_attendees_code_idx" ON "event_attendees" USING btree ("event_id","check_in_code");
