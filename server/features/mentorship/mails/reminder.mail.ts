import { renderMail } from "../../../lib/mail-layout";
import type { MailMessage } from "../../../lib/mail";
import type { Party, Session } from "../session";
import { SESSIONS_PATH, timeFor, topicLines } from "./common";

/** To each party, 24 hours before: the time in their own zone, the place. */
export function reminderMail(baseUrl: string, s: Session, reader: Party): MailMessage {
  const other = reader.id === s.mentor.id ? s.mentee : s.mentor;
  const at = timeFor(s, reader);
  return {
    to: reader.email,
    replyTo: other.email,
    ...renderMail(baseUrl, {
      subject: `Reminder: mentorship session with ${other.name} on ${at.split(";")[0]}`,
      paragraphs: [
        `Hello ${reader.name},`,
        `Your mentorship session with ${other.name} is coming up on ${at}.`,
        ...topicLines(s),
        `Reply to this mail to reach ${other.name}. If you cannot make it, please cancel the session so the time is freed.`,
      ],
      action: { label: "Your sessions", path: SESSIONS_PATH },
    }),
  };
}
