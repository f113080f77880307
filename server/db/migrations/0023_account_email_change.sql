-- A pending change of a member's sign-in address (docs/decisions/038): applied only when the owner opens
-- the link mailed to the new address; one pending change per account (a new request replaces it).
CREATE TABLE "email_changes" (
  "user_id" text PRIMARY KEY NOT NULL REFERENCES "user"("id") ON DELETE CASCADE,
  "new_email" text NOT NULL,
  "token_hash" text NOT NULL UNIQUE,
  "expires_at" timestamp with time zone NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL
);
