import { renderMail } from "../../../lib/mail-layout";
import type { MailMessage } from "../../../lib/mail";
import type { Session } from "../session";
import { calendarFile, SESSIONS_PATH, timeFor, topicLines } from "./common";

/** To the mentee: the mentor changed where the session happens (an approved one: updated REQUEST .ics). */
export function placeChangedMail(baseUrl: string, s: Session, now: Date): MailMessage {
  const approved = s.status === "approved";
  return {
    to: s.mentee.email,
    replyTo: s.mentor.email,
    ...renderMail(baseUrl, {
      subject: `New meeting place for your session with ${s.mentor.name}`,
      paragraphs: [
        `${s.mentor.name} ${s.location ? "set where" : "removed the place of"} your session on ${timeFor(s, s.mentee)}${s.location ? " happens" : ""}.`,
        ...topicLines(s),
        ...(approved ? ["The attached calendar file updates the entry in your calendar."] : []),
      ],
      action: { label: "Your sessions", path: SESSIONS_PATH },
    }),
    attachments: approved ? [calendarFile(s, baseUrl, "REQUEST", now)] : [],
  };
}
