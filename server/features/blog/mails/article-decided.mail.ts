import { renderMail } from "../../../lib/mail-layout";
import type { MailMessage } from "../../../lib/mail";

type Decision = { approve: true } | { approve: false; reason: string };

/** To the author: their new article was approved (with the link) or rejected (with the reviewer's reason). */
export function articleDecidedMail(
  baseUrl: string,
  p: { to: string; replyTo: string; authorName: string; articleId: string; slug: string; title: string; decision: Decision },
): MailMessage {
  const content = p.decision.approve
    ? {
        subject: `Your article was approved: ${p.title}`,
        paragraphs: [`Hi ${p.authorName},`, `"${p.title}" has been approved and is now published on the AppSec Community blog.`],
        action: { label: "Read your article", path: `/blog/${p.slug}` },
      }
    : {
        subject: `Your article was not approved: ${p.title}`,
        paragraphs: [
          `Hi ${p.authorName},`,
          `"${p.title}" was not approved for publication. The reviewer wrote:`,
          p.decision.reason,
          "You can edit the article and submit it for review again.",
        ],
        action: { label: "Edit your article", path: `/blog/edit/${p.articleId}` },
      };
  return {
    to: p.to,
    replyTo: p.replyTo,
    ...renderMail(baseUrl, { ...content, footer: "You receive this mail because you submitted this article." }),
  };
}
