import { renderMail } from "../../../lib/mail-layout";
import type { MailMessage } from "../../../lib/mail";
import type { Session } from "../session";
import { EXPIRY_HOURS, manageLine, SESSIONS_PATH, timeFor, topicLines } from "./common";

/** To the mentor: a member asked for a session. */
export function requestReceivedMail(baseUrl: string, s: Session, secret: string): MailMessage {
  return {
    to: s.mentor.email,
    replyTo: s.mentee.email,
    ...renderMail(baseUrl, {
      subject: `New mentorship request from ${s.mentee.name}`,
      paragraphs: [
        `Hello ${s.mentor.name},`,
        `${s.mentee.name} asked for a session on ${timeFor(s, s.mentor)}.`,
        ...topicLines(s),
        `Please approve or decline it within ${EXPIRY_HOURS} hours; after that the request expires.`,
        manageLine(baseUrl, secret, s, s.mentor),
      ],
      action: { label: "Answer the request", path: SESSIONS_PATH },
    }),
  };
}
