import { renderMail } from "../../../lib/mail-layout";
import type { MailMessage } from "../../../lib/mail";

export type ReviewReason = "new" | "resubmitted" | "revision";

/** To the team: an article to review (new, resubmitted, or an edit of a published one — docs/decisions/035). */
export function articleToReviewMail(
  baseUrl: string,
  p: { to: string; articleId: string; title: string; authorName: string; why: ReviewReason },
): MailMessage {
  const subject =
    p.why === "revision"
      ? `Edit of a published article to review: ${p.title}`
      : p.why === "resubmitted"
        ? `Article resubmitted for review: ${p.title}`
        : `Article to review: ${p.title}`;
  const lead =
    p.why === "revision"
      ? `${p.authorName} edited the published article "${p.title}". The published version stays online until the edit is approved.`
      : `${p.authorName} ${p.why === "resubmitted" ? "resubmitted" : "submitted"} "${p.title}" for review.`;
  return {
    to: p.to,
    ...renderMail(baseUrl, {
      subject,
      paragraphs: [lead],
      action: { label: p.why === "revision" ? "Review the edit" : "Review the article", path: `/blog/edit/${p.articleId}` },
    }),
  };
}
