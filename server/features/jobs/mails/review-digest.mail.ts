import { paths } from "@common/paths";
import type { MailMessage } from "../../../lib/mail";
import { renderMail } from "../../../lib/mail-layout";
import { mailDate } from "./common";

export type PendingJobLine = { title: string; company: string; submittedAt: Date };

/**
 * To a mentor who chose the daily digest (docs/decisions/042): the jobs waiting for review, oldest
 * first, with a one-click unsubscribe (RFC 8058) and the unsubscribe page's link.
 */
export function reviewDigestMail(
  baseUrl: string,
  p: { to: string; userId: string; name: string; jobs: PendingJobLine[]; total: number; unsubscribe: { page: string; oneClick: string } },
): MailMessage {
  const more = p.total - p.jobs.length;
  return {
    to: p.to,
    ...renderMail(baseUrl, {
      subject: `${p.total} job${p.total === 1 ? "" : "s"} waiting for review`,
      title: "Jobs waiting for review",
      paragraphs: [
        `Hello ${p.name},`,
        "These jobs are waiting for a mentor's review, oldest first:",
        [
          ...p.jobs.map((j) => `• ${j.title} at ${j.company} (submitted ${mailDate(j.submittedAt)})`),
          ...(more > 0 ? [`…and ${more} more in the review queue.`] : []),
        ].join("\n"),
        `Stop these daily digests: ${p.unsubscribe.page}`,
      ],
      action: { label: "Open the review queue", path: `${paths.adminReview}?kind=job` },
      footer: "You receive this daily mail because you chose a digest of jobs to review. Change it in your settings.",
      settingsLink: true,
    }),
    listUnsubscribe: p.unsubscribe.oneClick,
    notification: { kind: "job_review_digest", userId: p.userId, link: `${paths.adminReview}?kind=job` },
    headers: { "X-Mail-Kind": "job_review_digest" },
  };
}
