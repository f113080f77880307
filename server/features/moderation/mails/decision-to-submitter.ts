import type { MailMessage } from "../../../lib/mail";
import { renderMail } from "../../../lib/mail-layout";
import type { DecisionMail } from "../kinds/types";

/** The submitter's mail on every decision: the kind's text, the reviewer's reason, a link (decision 034). */
export function decisionToSubmitterMail(
  baseUrl: string,
  m: { to: string; name: string; replyTo: string; content: DecisionMail; approve: boolean; reason: string | null },
): MailMessage {
  const reasonLines = m.reason ? [m.approve ? `The reviewer's note:\n${m.reason}` : `The reviewer's reason:\n${m.reason}`] : [];
  return {
    to: m.to,
    replyTo: m.replyTo,
    ...renderMail(baseUrl, {
      ...m.content,
      paragraphs: [`Hello ${m.name},`, ...m.content.paragraphs, ...reasonLines],
      footer: m.content.footer ?? "You receive this because you submitted this to AppSec Community.",
    }),
  };
}
