import { renderMail } from "../../../lib/mail-layout";
import type { MailMessage } from "../../../lib/mail";
import type { Party, Session } from "../session";
import { manageLine, SESSIONS_PATH, timeFor, topicLines } from "./common";

/** To each party, 24 hours and 1 hour before: the time in their own zone, the place (the meeting link). */
export function reminderMail(baseUrl: string, s: Session, reader: Party, window: "24h" | "1h", secret: string): MailMessage {
  const other = reader.id === s.mentor.id ? s.mentee : s.mentor;
  const at = timeFor(s, reader);
  return {
    to: reader.email,
    replyTo: other.email,
    ...renderMail(baseUrl, {
      subject:
        window === "1h"
          ? `Starting in 1 hour: mentorship session with ${other.name}`
          : `Reminder: mentorship session with ${other.name} on ${at.split(";")[0]}`,
      paragraphs: [
        `Hello ${reader.name},`,
        window === "1h"
          ? `Your mentorship session with ${other.name} starts in 1 hour, on ${at}.`
          : `Your mentorship session with ${other.name} is coming up on ${at}.`,
        ...topicLines(s),
        `Reply to this mail to reach ${other.name}. If you cannot make it, please cancel the session so the time is freed.`,
        manageLine(baseUrl, secret, s, reader),
      ],
      action: { label: "Your sessions", path: SESSIONS_PATH },
      settingsLink: true,
    }),
    // Switchable (docs/decisions/085) and time-bound: never held back to the next day's catch-up mail.
    notification: { kind: "session_reminders", userId: reader.id, link: SESSIONS_PATH, capExempt: true },
  };
}
