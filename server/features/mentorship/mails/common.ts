import { REQUEST_EXPIRY_HOURS } from "@common/mentorship.schema";
import { icsAttachment } from "../../../lib/ics";
import type { MailAttachment } from "../../../lib/mail";
import { absoluteUrl } from "../../../lib/mail-layout";
import { placeLine, sessionEvent, sessionKindLine, whenFor, type Party, type Session } from "../session";
import { manageLinkPath } from "../session-link-token";

/** Shared lines of the session mails (docs/decisions/030): each reader's own time with the other's beside it. */
export const SESSIONS_PATH = "/profile?tab=appointments";
export const EXPIRY_HOURS = REQUEST_EXPIRY_HOURS;
export const timeFor = (s: Session, reader: Party) => whenFor(s.startsAt, reader, reader.id === s.mentor.id ? s.mentee : s.mentor);
export const topicLines = (s: Session) => [
  // The session type's title and length (docs/decisions/084).
  sessionKindLine(s),
  `Topic: ${s.topic}${s.notes ? `\nNotes: ${s.notes}` : ""}`,
  ...(placeLine(s.location) ? [placeLine(s.location)!] : []),
];
/**
 * The reader's own signed link to reschedule or cancel without signing in (docs/decisions/085): it opens a
 * page that asks first, works until the session ends and stops working once the session changes.
 */
export const manageLine = (baseUrl: string, secret: string, s: Session, reader: Party) =>
  `Reschedule or cancel (this link is for you only): ${absoluteUrl(baseUrl, manageLinkPath(secret, s, reader))}`;
/** The .ics of a REQUEST (invitation or update) or CANCEL, with the same method= on its MIME part. */
export const calendarFile = (s: Session, baseUrl: string, method: "REQUEST" | "CANCEL", now: Date): MailAttachment =>
  icsAttachment(sessionEvent(s, baseUrl, method), {
    filename: method === "CANCEL" ? "mentorship-session-cancelled.ics" : "mentorship-session.ics",
    now,
  });
