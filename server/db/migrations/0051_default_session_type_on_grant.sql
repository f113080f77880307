-- A member has the default session type from the moment they may mentor (docs/decisions/086): a trigger on
-- "user" adds the 60-minute one-to-one type when the mentor or admin capability is granted (approval, an
-- admin's role change, the seed, an account created as one) to anyone without an offered type, so reads
-- never write. Members who could mentor before this and have no type (0050 carried over only mentors with
-- hours, rules or sessions) get it now.
CREATE OR REPLACE FUNCTION mentor_default_session_type() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.capabilities && array['mentor','admin']::text[]
     AND (TG_OP = 'INSERT' OR NOT (OLD.capabilities && array['mentor','admin']::text[]))
     AND NOT EXISTS (SELECT 1 FROM mentor_session_types t WHERE t.mentor_id = NEW.id AND t.archived_at IS NULL) THEN
    INSERT INTO mentor_session_types (mentor_id, title, duration_minutes, kind, capacity)
    VALUES (NEW.id, '1:1 mentorship session', 60, 'one_to_one', 1);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER user_mentor_default_session_type AFTER INSERT OR UPDATE OF capabilities ON "user"
  FOR EACH ROW EXECUTE FUNCTION mentor_default_session_type();
--> statement-breakpoint
INSERT INTO mentor_session_types (mentor_id, title, duration_minutes, kind, capacity)
SELECT u.id, '1:1 mentorship session', 60, 'one_to_one', 1
FROM "user" u
WHERE u.capabilities && array['mentor','admin']::text[]
  AND NOT EXISTS (SELECT 1 FROM mentor_session_types t WHERE t.mentor_id = u.id AND t.archived_at IS NULL);
