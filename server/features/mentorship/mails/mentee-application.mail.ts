import type { z } from "zod";
import type { menteeApplicationSchema } from "@common/mentorship.schema";
import type { MailMessage } from "../../../lib/mail";
import { renderMail } from "../../../lib/mail-layout";

/** To the team: a member applied for mentorship; the reply goes to the applicant. */
export function menteeApplicationMail(
  baseUrl: string,
  teamEmail: string,
  input: z.output<typeof menteeApplicationSchema>,
  hasResume: boolean,
): MailMessage {
  return {
    to: teamEmail,
    replyTo: input.email,
    ...renderMail(baseUrl, {
      subject: `New mentorship application: ${input.fullName}`,
      paragraphs: [
        `${input.fullName} <${input.email}> applied for mentorship.`,
        `Role: ${input.currentRole} (${input.yearsExperience} years)\nInterest: ${input.areaOfInterest}\nPreferred contact: ${input.preferredContactMethod}${input.phoneNumber ? ` (${input.phoneNumber})` : ""}`,
        `Goals:\n${input.goals}`,
        ...(input.additionalInfo ? [`More:\n${input.additionalInfo}`] : []),
        `Resume: ${hasResume ? "attached in the admin area" : "none"}`,
      ],
      action: { label: "Review applications", path: "/admin/mentor-applications" },
    }),
  };
}
