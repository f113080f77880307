import { renderMail } from "../../../lib/mail-layout";
import type { MailMessage } from "../../../lib/mail";
import type { Party, Session } from "../session";
import { calendarFile, manageLine, SESSIONS_PATH, timeFor, topicLines } from "./common";

/** To each party: the mentor approved; the .ics is a METHOD:REQUEST invitation. */
export function confirmedMail(baseUrl: string, s: Session, reader: Party, now: Date, secret: string): MailMessage {
  const isMentor = reader.id === s.mentor.id;
  return {
    to: reader.email,
    replyTo: isMentor ? s.mentee.email : s.mentor.email,
    ...renderMail(baseUrl, {
      subject: isMentor ? `Session with ${s.mentee.name} confirmed` : `Your session with ${s.mentor.name} is confirmed`,
      paragraphs: [
        isMentor
          ? `You approved the session with ${s.mentee.name} on ${timeFor(s, reader)}.`
          : `Good news! ${s.mentor.name} approved your session on ${timeFor(s, reader)}.`,
        ...topicLines(s),
        "The calendar invitation is attached.",
        manageLine(baseUrl, secret, s, reader),
      ],
      action: { label: "Your sessions", path: SESSIONS_PATH },
    }),
    attachments: [calendarFile(s, baseUrl, "REQUEST", now)],
  };
}
