import { renderMail } from "../../../lib/mail-layout";
import type { MailMessage } from "../../../lib/mail";

/** To the team: a mentor declined; the application is back in the queue when no other mentor remains. */
export function matchDeclinedMail(
  baseUrl: string,
  p: { to: string; mentorName: string; menteeName: string; reason: string; backInQueue: boolean },
): MailMessage {
  return {
    to: p.to,
    ...renderMail(baseUrl, {
      subject: `Match declined: ${p.mentorName} for ${p.menteeName}`,
      paragraphs: [
        `${p.mentorName} declined the match with ${p.menteeName}.`,
        `Reason:\n${p.reason}`,
        p.backInQueue
          ? "The application is back in the queue with the next suggestions."
          : "The other proposed mentor can still be booked.",
      ],
      action: { label: "Open the queue", path: "/admin/mentor-applications" },
    }),
  };
}
