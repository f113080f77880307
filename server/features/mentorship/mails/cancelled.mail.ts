import { renderMail } from "../../../lib/mail-layout";
import type { MailMessage } from "../../../lib/mail";
import type { Party, Session } from "../session";
import { calendarFile, SESSIONS_PATH, timeFor } from "./common";

/**
 * To each party: the session was cancelled, by whom and why. A session that was in calendars (approved)
 * carries a METHOD:CANCEL .ics with the raised SEQUENCE.
 */
export function cancelledMail(
  baseUrl: string,
  s: Session,
  reader: Party,
  by: Party,
  reason: string | undefined,
  wasApproved: boolean,
  now: Date,
): MailMessage {
  const other = reader.id === s.mentor.id ? s.mentee : s.mentor;
  return {
    to: reader.email,
    replyTo: other.email,
    ...renderMail(baseUrl, {
      subject: "Mentorship session cancelled",
      paragraphs: [
        `The session on ${timeFor(s, reader)} with ${other.name} was cancelled by ${by.id === reader.id ? "you" : by.name}.`,
        ...(reason ? [`Reason: ${reason}`] : []),
        `Topic: ${s.topic}`,
        ...(wasApproved ? ["The attached calendar file removes it from your calendar."] : []),
      ],
      action: { label: "Your sessions", path: SESSIONS_PATH },
    }),
    attachments: wasApproved ? [calendarFile(s, baseUrl, "CANCEL", now)] : [],
  };
}
