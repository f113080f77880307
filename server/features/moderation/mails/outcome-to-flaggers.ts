import type { MailMessage } from "../../../lib/mail";
import { renderMail } from "../../../lib/mail-layout";

/** A flagger's mail when the item they flagged was reviewed (decision 034). */
export function outcomeToFlaggerMail(
  baseUrl: string,
  m: { to: string; name: string; target: string; title: string; removed: boolean },
): MailMessage {
  return {
    to: m.to,
    ...renderMail(baseUrl, {
      subject: `The ${m.target} you flagged was reviewed`,
      paragraphs: [
        `Hello ${m.name},`,
        m.removed
          ? `Thank you for your flag. A moderator reviewed the ${m.target} "${m.title}" and removed it.`
          : `Thank you for your flag. A moderator reviewed the ${m.target} "${m.title}" and found it within the community guidelines; it is visible again.`,
      ],
      action: { label: "Visit AppSec Community", path: "/" },
      footer: "You receive this because you flagged this item.",
    }),
  };
}
