import { renderMail } from "../../../lib/mail-layout";
import type { MailMessage } from "../../../lib/mail";

type Decision = { approve: true } | { approve: false; reason: string };

/** To the author: the edit of their published article was approved (now live) or rejected with a reason (docs/decisions/035). */
export function revisionDecidedMail(
  baseUrl: string,
  p: { to: string; replyTo: string; authorName: string; articleId: string; slug: string; title: string; decision: Decision },
): MailMessage {
  const content = p.decision.approve
    ? {
        subject: `Your edit was approved: ${p.title}`,
        paragraphs: [`Hi ${p.authorName},`, `Your edit of "${p.title}" has been approved; readers now see the new version.`],
        action: { label: "Read your article", path: `/blog/${p.slug}` },
      }
    : {
        subject: `Your edit was not approved: ${p.title}`,
        paragraphs: [
          `Hi ${p.authorName},`,
          `Your edit of "${p.title}" was not approved. The published version stays online as it was. The reviewer wrote:`,
          p.decision.reason,
          "You can change your edit and submit it again.",
        ],
        action: { label: "Edit your article", path: `/blog/edit/${p.articleId}` },
      };
  return {
    to: p.to,
    replyTo: p.replyTo,
    ...renderMail(baseUrl, { ...content, footer: "You receive this mail because you edited this article." }),
  };
}
