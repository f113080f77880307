import { JOB_LIFETIME_DAYS } from "@common/jobs.schema";
import { paths } from "@common/paths";
import type { MailMessage } from "../../../lib/mail";
import { renderMail } from "../../../lib/mail-layout";
import { mailDate } from "./common";

/** To the recruiter: their approved job leaves the board soon; renewing keeps it on. */
export function expiryWarningMail(
  baseUrl: string,
  p: { to: string; replyTo: string; name: string; title: string; company: string; expiresAt: Date },
): MailMessage {
  return {
    to: p.to,
    replyTo: p.replyTo,
    ...renderMail(baseUrl, {
      subject: `Your job "${p.title}" expires on ${mailDate(p.expiresAt)}`,
      title: "Your job listing expires soon",
      paragraphs: [
        `Hello ${p.name},`,
        `Your listing "${p.title}" at ${p.company} leaves the AppSec Community job board on ${mailDate(p.expiresAt)}.`,
        `Still hiring? Renew it to keep it on the board for another ${JOB_LIFETIME_DAYS} days.`,
      ],
      action: { label: "Renew your job", path: paths.jobsMine },
      footer: "You receive this because you posted this job on the AppSec Community job board.",
    }),
  };
}
