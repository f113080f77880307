import { MODERATION_KIND_LABELS, type ModerationKind } from "@common/moderation.schema";
import type { MailMessage } from "../../../lib/mail";
import { renderMail } from "../../../lib/mail-layout";

/** A reviewer's mail on every new or resubmitted item, with a link to the queue filtered to its kind. */
export function newItemToReviewersMail(
  baseUrl: string,
  m: {
    to: string;
    kind: ModerationKind;
    title: string;
    submitterName: string;
    resubmitted: boolean;
    subject?: string;
    settingsLink?: boolean;
  },
): MailMessage {
  const label = MODERATION_KIND_LABELS[m.kind].toLowerCase();
  return {
    to: m.to,
    ...renderMail(baseUrl, {
      subject: m.subject ?? `${m.resubmitted ? "Resubmitted" : "New"} to review (${label}): ${m.title}`,
      title: m.resubmitted ? "A submission was corrected and waits for review again" : "A new submission is waiting for review",
      paragraphs: [`${m.submitterName} ${m.resubmitted ? "resubmitted" : "submitted"} "${m.title}" (${label}).`],
      action: { label: "Open the review queue", path: `/admin/review?kind=${m.kind}` },
      footer: "You receive this because you review submissions on AppSec Community.",
      settingsLink: m.settingsLink,
    }),
  };
}
