-- Mail is sent once across instances (decision 027): a sender claims one row at a time with an attempt id
-- and a short lease (next_attempt_at = end of the lease) that it renews while SMTP is in progress, so no
-- other instance takes a message being sent, and a killed sender's row is free again within one lease.
-- Expand only: the column is nullable; the previous release ignores it and skips leased rows because
-- their next_attempt_at is in the future.
ALTER TABLE "mail_outbox" ADD COLUMN IF NOT EXISTS "claim_id" uuid;
