import { absoluteUrl, renderMail } from "../../../lib/mail-layout";
import type { MailMessage } from "../../../lib/mail";

export interface DigestComment {
  authorName: string;
  content: string;
}

/** Comments listed in full before "and N more" (the mail stays readable on a 125-comment thread). */
export const DIGEST_LISTED = 20;
const EXCERPT = 300;

/**
 * To an article's author: the comments since the last digest, at most one mail per article per hour
 * (docs/decisions/035), with a one-click unsubscribe (RFC 8058) that turns comment mails off.
 */
export function commentDigestMail(
  baseUrl: string,
  p: {
    to: string;
    authorId: string;
    authorName: string;
    title: string;
    slug: string;
    comments: DigestComment[];
    unsubscribeUrl: string;
    settingsPath: string;
  },
): MailMessage {
  const n = p.comments.length;
  const listed = p.comments.slice(0, DIGEST_LISTED).map((c) => {
    const text = c.content.length > EXCERPT ? `${c.content.slice(0, EXCERPT)}…` : c.content;
    return `${c.authorName} wrote:\n${text}`;
  });
  return {
    to: p.to,
    listUnsubscribe: p.unsubscribeUrl,
    notification: { kind: "blog_comment", userId: p.authorId, link: `/blog/${p.slug}#comments` },
    ...renderMail(baseUrl, {
      subject: n === 1 ? `New comment on "${p.title}"` : `${n} new comments on "${p.title}"`,
      paragraphs: [
        `Hi ${p.authorName},`,
        n === 1 ? `There is a new comment on your article "${p.title}":` : `There are ${n} new comments on your article "${p.title}":`,
        ...listed,
        ...(n > DIGEST_LISTED ? [`…and ${n - DIGEST_LISTED} more.`] : []),
      ],
      action: { label: "Read the comments", path: `/blog/${p.slug}#comments` },
      footer: `You receive this mail because you wrote this article (at most one an hour per article). Turn comment mails off in your settings: ${absoluteUrl(baseUrl, p.settingsPath)}`,
      settingsLink: true,
    }),
  };
}
