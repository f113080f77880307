import { renderMail } from "../../../lib/mail-layout";
import type { MailMessage } from "../../../lib/mail";
import { whenFor, type Party, type Session } from "../session";
import { calendarFile, manageLine, SESSIONS_PATH, timeFor, topicLines } from "./common";

/**
 * To each party: the session moved (same UID, SEQUENCE + 1). An approved session carries the updated
 * METHOD:REQUEST .ics, which calendars apply over the old entry.
 */
export function rescheduledMail(baseUrl: string, s: Session, previousAt: Date, reader: Party, now: Date, secret: string): MailMessage {
  const other = reader.id === s.mentor.id ? s.mentee : s.mentor;
  const approved = s.status === "approved";
  return {
    to: reader.email,
    replyTo: other.email,
    ...renderMail(baseUrl, {
      subject: `Mentorship session moved to ${timeFor(s, reader).split(";")[0]}`,
      paragraphs: [
        `Your session with ${other.name} was moved.`,
        `New time: ${timeFor(s, reader)}`,
        `Previously: ${whenFor(previousAt, reader, other)}`,
        ...topicLines(s),
        ...(approved
          ? ["The attached calendar file updates the entry in your calendar."]
          : [`The request is still waiting for ${s.mentor.name}'s answer.`]),
        manageLine(baseUrl, secret, s, reader),
      ],
      action: { label: "Your sessions", path: SESSIONS_PATH },
    }),
    attachments: approved ? [calendarFile(s, baseUrl, "REQUEST", now)] : [],
  };
}
