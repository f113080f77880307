-- Published articles page by keyset (published_at, id) newest first: the index carries the
-- id tie-breaker so that a page is one index range scan, whatever the page.
DROP INDEX IF EXISTS "blog_posts_published_idx";--> statement-breakpoint
CREATE INDEX "blog_posts_published_idx" ON "blog_posts" USING btree ("published_at" DESC NULLS FIRST, "id" DESC NULLS FIRST) WHERE "blog_posts"."status" = 'published';
