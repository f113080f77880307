-- The running instances and their release (docs/decisions/074-post-deploy-migrations.md): the post-deploy
-- migrations (post-deploy/) run once every live instance is on the current release.
-- New table only (expand-safe): the previous release neither reads nor writes it.
CREATE TABLE "deploy_instances" (
	"instance_id" text PRIMARY KEY NOT NULL,
	"release" text NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"heartbeat_at" timestamp with time zone DEFAULT now() NOT NULL
);
