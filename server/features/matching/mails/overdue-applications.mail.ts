import { renderMail } from "../../../lib/mail-layout";
import type { MailMessage } from "../../../lib/mail";

/** To the team, once per application: past the promised 5 business days without a match. */
export function overdueApplicationsMail(
  baseUrl: string,
  p: { to: string; applicants: { fullName: string; createdAt: Date }[] },
): MailMessage {
  return {
    to: p.to,
    ...renderMail(baseUrl, {
      subject: `${p.applicants.length} mentee ${p.applicants.length === 1 ? "application" : "applications"} waiting over 5 business days`,
      paragraphs: [
        "These applications have no match yet, past the 3–5 business days the apply page promises:",
        p.applicants.map((a) => `- ${a.fullName} (applied ${a.createdAt.toISOString().slice(0, 10)})`).join("\n"),
      ],
      action: { label: "Match them", path: "/admin/mentor-applications" },
    }),
  };
}
