import { renderMail } from "../../../lib/mail-layout";
import type { MailMessage } from "../../../lib/mail";
import type { Party, Session } from "../session";
import { EXPIRY_HOURS, SESSIONS_PATH, timeFor } from "./common";

/** To each party: a pending request was not answered in time and expired. */
export function expiredMail(baseUrl: string, s: Session, reader: Party): MailMessage {
  const at = timeFor(s, reader);
  return reader.id === s.mentee.id
    ? {
        to: reader.email,
        ...renderMail(baseUrl, {
          subject: `Your session request to ${s.mentor.name} expired`,
          paragraphs: [
            `Hello ${s.mentee.name},`,
            `${s.mentor.name} did not answer your request for ${at} in time, so it has expired. Nothing was booked.`,
            `Topic: ${s.topic}`,
            "You are welcome to pick another time or another mentor.",
          ],
          action: { label: "Find a mentor", path: "/mentorship" },
        }),
      }
    : {
        to: reader.email,
        ...renderMail(baseUrl, {
          subject: `A session request from ${s.mentee.name} expired`,
          paragraphs: [
            `Hello ${s.mentor.name},`,
            `The request from ${s.mentee.name} for ${at} was not answered within ${EXPIRY_HOURS} hours and has expired; ${s.mentee.name} was told.`,
            `Topic: ${s.topic}`,
          ],
          action: { label: "Your sessions", path: SESSIONS_PATH },
        }),
      };
}
