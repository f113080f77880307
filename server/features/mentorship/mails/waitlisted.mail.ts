import { renderMail } from "../../../lib/mail-layout";
import type { MailMessage } from "../../../lib/mail";
import type { Session } from "../session";
import { SESSIONS_PATH, timeFor, topicLines } from "./common";

/** To a member who asked for a seat in a full group session: they are on its waitlist (docs/decisions/084). */
export function waitlistedMail(baseUrl: string, s: Session): MailMessage {
  return {
    to: s.mentee.email,
    ...renderMail(baseUrl, {
      subject: `You are on the waitlist for ${s.mentor.name}'s session`,
      paragraphs: [
        `Hello ${s.mentee.name},`,
        `All seats of ${s.mentor.name}'s session on ${timeFor(s, s.mentee)} are taken, so you are on its waitlist.`,
        ...topicLines(s),
        `If a seat frees before the session begins, it is yours and we will e-mail you the calendar invitation.`,
      ],
      action: { label: "See your sessions", path: SESSIONS_PATH },
    }),
  };
}
