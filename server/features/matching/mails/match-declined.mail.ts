import { renderMail } from "../../../lib/mail-layout";
import type { MailMessage } from "../../../lib/mail";

/** To the team: a mentor declined; the next best mentor was proposed, or the application is back in the queue when no mentor remains. */
export function matchDeclinedMail(
  baseUrl: string,
  p: { to: string; mentorName: string; menteeName: string; reason: string; backInQueue: boolean; proposedInstead?: string | null },
): MailMessage {
  return {
    to: p.to,
    ...renderMail(baseUrl, {
      subject: `Match declined: ${p.mentorName} for ${p.menteeName}`,
      paragraphs: [
        `${p.mentorName} declined the match with ${p.menteeName}.`,
        `Reason:\n${p.reason}`,
        p.proposedInstead
          ? `${p.proposedInstead} was proposed instead, the next best mentor with room (both were mailed).`
          : p.backInQueue
            ? "The application is back in the queue with the next suggestions."
            : "The other proposed mentor can still be booked.",
      ],
      action: { label: "Open the queue", path: "/admin/mentor-applications" },
    }),
  };
}
