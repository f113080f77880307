import { signToken } from "../../lib/signed-token";
import type { Party, Session } from "./session";

/** The purpose of the session mails' reschedule/cancel tokens (docs/decisions/085-mail-links-and-public-ratings.md). */
export const SESSION_LINK_PURPOSE = "session-manage";

/**
 * The page a session mail links to, for this reader: the token names the session, the reader and the
 * session's SEQUENCE (a change calendars apply retires it) and expires when the session ends.
 */
export function manageLinkPath(secret: string, s: Session, reader: Party): string {
  const token = signToken(secret, SESSION_LINK_PURPOSE, `${s.id} ${reader.id} ${s.sequence}`, {
    expiresAt: new Date(s.startsAt.getTime() + s.durationMinutes * 60_000),
  });
  return `/sessions/${s.id}/manage?token=${encodeURIComponent(token)}`;
}
