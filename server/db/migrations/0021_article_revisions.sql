-- docs/decisions/035-article-revisions-and-comment-digests.md
-- An edit of a published article is a pending revision; the live row keeps serving readers until it is approved.
CREATE TABLE "blog_post_revisions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"post_id" uuid NOT NULL REFERENCES "blog_posts"("id") ON DELETE cascade,
	"author_id" text REFERENCES "user"("id") ON DELETE set null,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"image_url" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"rejection_reason" text,
	"version" integer DEFAULT 1 NOT NULL,
	"decided_by" text REFERENCES "user"("id") ON DELETE set null,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "blog_post_revisions_status_check" CHECK ("status" in ('pending','approved','rejected'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "blog_post_revisions_one_pending_idx" ON "blog_post_revisions" ("post_id") WHERE "status" = 'pending';
--> statement-breakpoint
CREATE INDEX "blog_post_revisions_post_created_idx" ON "blog_post_revisions" ("post_id", "created_at" DESC);
--> statement-breakpoint
CREATE INDEX "blog_post_revisions_status_created_idx" ON "blog_post_revisions" ("status", "created_at");
--> statement-breakpoint
-- Comment threads by keyset (created_at, id), and the comments not yet listed in an author's digest.
CREATE INDEX "blog_comments_post_page_idx" ON "blog_comments" ("post_id", "created_at", "id");
--> statement-breakpoint
ALTER TABLE "blog_comments" ADD COLUMN "digest_pending" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
CREATE INDEX "blog_comments_digest_pending_idx" ON "blog_comments" ("post_id") WHERE "digest_pending";
--> statement-breakpoint
-- One row per article whose author was sent a comment digest: the claim that keeps it to one mail an hour.
CREATE TABLE "blog_comment_digests" (
	"post_id" uuid PRIMARY KEY NOT NULL REFERENCES "blog_posts"("id") ON DELETE cascade,
	"last_sent_at" timestamp with time zone NOT NULL,
	"mails_sent" integer DEFAULT 0 NOT NULL
);
