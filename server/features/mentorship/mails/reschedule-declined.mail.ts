import { renderMail } from "../../../lib/mail-layout";
import type { MailMessage } from "../../../lib/mail";
import { whenFor, type Party, type Session } from "../session";
import { SESSIONS_PATH, timeFor } from "./common";

/** To the proposer: the other party declined the new time; the session is unchanged. */
export function rescheduleDeclinedMail(baseUrl: string, s: Session, proposedAt: Date, proposer: Party): MailMessage {
  const other = proposer.id === s.mentor.id ? s.mentee : s.mentor;
  return {
    to: proposer.email,
    replyTo: other.email,
    ...renderMail(baseUrl, {
      subject: `${other.name} declined the new time`,
      paragraphs: [
        `${other.name} declined moving your session to ${whenFor(proposedAt, proposer, other)}.`,
        `The session stays on ${timeFor(s, proposer)}.`,
      ],
      action: { label: "Your sessions", path: SESSIONS_PATH },
    }),
  };
}
