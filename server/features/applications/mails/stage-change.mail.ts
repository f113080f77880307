import type { ApplicationStage } from "@common/applications";
import { renderMail } from "../../../lib/mail-layout";
import type { MailMessage } from "../../../lib/mail";

const MY_APPLICATIONS = "/profile#my-applications";

/**
 * To a candidate whose application reached a mailed stage (interview, offer, hired, rejected), when their
 * "application_updates" preference is on. For a rejection the text is the recruiter's (the edited template).
 */
export function stageChangeMail(
  baseUrl: string,
  p: {
    to: string;
    userId: string;
    name: string;
    jobTitle: string;
    company: string;
    stage: ApplicationStage;
    /** The rejection's text (already personalised). */
    message?: string;
  },
): MailMessage {
  const at = `${p.jobTitle} at ${p.company}`;
  const content: Record<Exclude<ApplicationStage, "new" | "reviewing">, { subject: string; paragraphs: string[] }> = {
    interview: {
      subject: `Interview: ${at}`,
      paragraphs: [
        `Hi ${p.name},`,
        `Good news: the recruiter would like to interview you for ${at}. They will contact you with the details.`,
      ],
    },
    offer: {
      subject: `Offer: ${at}`,
      paragraphs: [
        `Hi ${p.name},`,
        `Congratulations: the recruiter is making you an offer for ${at}. They will contact you with the details.`,
      ],
    },
    hired: {
      subject: `Hired: ${at}`,
      paragraphs: [`Hi ${p.name},`, `Congratulations: you have been hired for ${at}.`],
    },
    rejected: {
      subject: `Your application: ${at}`,
      paragraphs: [p.message ?? `Hi ${p.name},\n\nThe recruiter has decided not to move forward with your application for ${at}.`],
    },
  };
  const c = content[p.stage as keyof typeof content];
  if (!c) throw new Error(`no mail for the stage "${p.stage}"`);
  return {
    to: p.to,
    notification: { kind: "application_updates", userId: p.userId, link: MY_APPLICATIONS },
    ...renderMail(baseUrl, {
      subject: c.subject,
      paragraphs: c.paragraphs,
      action: { label: "See my applications", path: MY_APPLICATIONS },
      footer: "You receive this mail because you applied for this job. Turn application mails off in your settings.",
      settingsLink: true,
    }),
  };
}
