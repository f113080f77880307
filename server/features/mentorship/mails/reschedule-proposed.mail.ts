import { renderMail } from "../../../lib/mail-layout";
import type { MailMessage } from "../../../lib/mail";
import { whenFor, type Party, type Session } from "../session";
import { SESSIONS_PATH, timeFor } from "./common";

/** To the other party: a new time was proposed; they accept or decline it on their sessions page. */
export function rescheduleProposedMail(baseUrl: string, s: Session, proposedAt: Date, by: Party): MailMessage {
  const reader = by.id === s.mentor.id ? s.mentee : s.mentor;
  return {
    to: reader.email,
    replyTo: by.email,
    ...renderMail(baseUrl, {
      subject: `${by.name} proposed a new time for your mentorship session`,
      paragraphs: [
        `Hello ${reader.name},`,
        `${by.name} would like to move your session (topic: ${s.topic}).`,
        `Now: ${timeFor(s, reader)}`,
        `Proposed: ${whenFor(proposedAt, reader, by)}`,
        "Accept or decline the new time on your sessions page. Until you accept, the session stays as it is.",
      ],
      action: { label: "Answer the proposal", path: SESSIONS_PATH },
    }),
  };
}
