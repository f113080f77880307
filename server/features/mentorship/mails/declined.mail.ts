import { renderMail } from "../../../lib/mail-layout";
import type { MailMessage } from "../../../lib/mail";
import type { Session } from "../session";
import { timeFor } from "./common";

/** To the mentee: the mentor declined the request (with the reason when given). */
export function declinedMail(baseUrl: string, s: Session, reason: string | undefined): MailMessage {
  return {
    to: s.mentee.email,
    ...renderMail(baseUrl, {
      subject: `Your session request with ${s.mentor.name} was declined`,
      paragraphs: [`${s.mentor.name} declined your session request for ${timeFor(s, s.mentee)}.`, ...(reason ? [`Reason: ${reason}`] : [])],
      action: { label: "Book another slot", path: "/mentorship" },
    }),
  };
}
