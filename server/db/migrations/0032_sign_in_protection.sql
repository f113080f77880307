-- Sign-in protection (docs/decisions/055): the clients that signed in to an account before. After 20
-- failed sign-ins in 15 minutes an account refuses new clients only; these still get in.
-- `client_hash`: HMAC (under the app's secret) of the client address's rate-limit key (IPv6 per /64)
-- or of the signed device cookie's random id; never the plain address.
CREATE TABLE IF NOT EXISTS "sign_in_known_clients" (
  "user_id" text NOT NULL REFERENCES "user"("id") ON DELETE CASCADE,
  "kind" text NOT NULL,
  "client_hash" text NOT NULL,
  "last_seen_at" timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT "sign_in_known_clients_pkey" PRIMARY KEY ("user_id", "kind", "client_hash"),
  CONSTRAINT "sign_in_known_clients_kind_check" CHECK ("kind" in ('address','device'))
);
--> statement-breakpoint
-- Housekeeping forgets clients unseen for 90 days.
CREATE INDEX IF NOT EXISTS "sign_in_known_clients_seen_idx" ON "sign_in_known_clients" ("last_seen_at");
