import type { MailMessage } from "../../../lib/mail";
import { renderMail } from "../../../lib/mail-layout";

/** To the team: a member applied to become a mentor. */
export function mentorApplicationMail(baseUrl: string, teamEmail: string, applicantName: string): MailMessage {
  return {
    to: teamEmail,
    ...renderMail(baseUrl, {
      subject: `New mentor application: ${applicantName}`,
      paragraphs: [`${applicantName} applied to become a mentor.`],
      action: { label: "Review it", path: "/admin/mentor-applications" },
    }),
  };
}
