import { renderMail } from "../../../lib/mail-layout";
import type { MailMessage } from "../../../lib/mail";
import type { Session } from "../session";
import { EXPIRY_HOURS, manageLine, SESSIONS_PATH, timeFor } from "./common";

/** To the mentee: the receipt of their request, in their own zone. */
export function requestSentMail(baseUrl: string, s: Session, secret: string): MailMessage {
  return {
    to: s.mentee.email,
    ...renderMail(baseUrl, {
      subject: `Your session request to ${s.mentor.name} was sent`,
      paragraphs: [
        `Hello ${s.mentee.name},`,
        `Your request for a session with ${s.mentor.name} on ${timeFor(s, s.mentee)} was sent.`,
        `Topic: ${s.topic}`,
        `We will e-mail you when ${s.mentor.name} answers. A request not answered within ${EXPIRY_HOURS} hours expires.`,
        manageLine(baseUrl, secret, s, s.mentee),
      ],
      action: { label: "Follow your request", path: SESSIONS_PATH },
    }),
  };
}
