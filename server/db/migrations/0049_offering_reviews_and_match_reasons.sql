-- Offerings are reviewed like other submissions (decision 083): every decision on an offering is kept with
-- its reason and the fields the reviewer saw, so a corrected and resubmitted offering shows its earlier
-- decisions and what changed since the last review. The moderation item stays the same row (re-opened).
CREATE TABLE "offering_reviews" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "offering_id" uuid NOT NULL,
  "decision" text NOT NULL,
  "reason" text,
  "snapshot" jsonb NOT NULL,
  "decided_by" text,
  "decided_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "offering_reviews_decision_check" CHECK ("decision" in ('approved','rejected')),
  CONSTRAINT "offering_reviews_offering_id_fkey" FOREIGN KEY ("offering_id") REFERENCES "offerings"("id") ON DELETE cascade,
  CONSTRAINT "offering_reviews_decided_by_fkey" FOREIGN KEY ("decided_by") REFERENCES "user"("id") ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX "offering_reviews_offering_idx" ON "offering_reviews" USING btree ("offering_id","decided_at");
--> statement-breakpoint
-- The offerings list shows the owner the last rejection's reason: its cached copies hear of new decisions.
CREATE TRIGGER offering_reviews_lists_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "offering_reviews"
  FOR EACH STATEMENT EXECUTE FUNCTION lists_changed_notify();
--> statement-breakpoint
-- Why a mentor was proposed, in the mentee's words (decision 083), fixed when the match is made.
ALTER TABLE "mentee_matches" ADD COLUMN "why" text;
