import { FLAG_REASON_LABELS, type FLAG_REASONS } from "@common/moderation.schema";
import type { MailMessage } from "../../../lib/mail";
import { renderMail } from "../../../lib/mail-layout";

/**
 * The author's mail when members' flags hid their item (docs/decisions/057): which item, the flags'
 * reasons, and how to edit it or appeal (a reply reaches the team; a moderator reviews it either way).
 */
export function hiddenToAuthorMail(
  baseUrl: string,
  m: {
    to: string;
    name: string;
    target: string;
    title: string;
    link: string;
    replyTo: string;
    reasons: { reason: string; note: string | null }[];
  },
): MailMessage {
  const lines = [
    ...new Set(
      m.reasons.map((r) => {
        const label = FLAG_REASON_LABELS[r.reason as (typeof FLAG_REASONS)[number]] ?? r.reason;
        return r.note ? `- ${label}: ${r.note}` : `- ${label}`;
      }),
    ),
  ];
  return {
    to: m.to,
    replyTo: m.replyTo,
    ...renderMail(baseUrl, {
      subject: `Your ${m.target} was hidden after members' flags`,
      paragraphs: [
        `Hello ${m.name},`,
        `Members flagged your ${m.target} "${m.title}" and it is hidden from other visitors until a moderator reviews it. You still see it.`,
        `Why it was flagged:\n${lines.join("\n")}`,
        `You can edit it to fix the problem. If you think the flags are wrong, reply to this mail to appeal: a moderator reads every appeal, and you will be mailed the decision.`,
      ],
      action: { label: `Open your ${m.target}`, path: m.link },
      footer: "You receive this because you wrote this item on AppSec Community.",
    }),
  };
}
