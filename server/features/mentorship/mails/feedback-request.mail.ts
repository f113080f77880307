import { renderMail } from "../../../lib/mail-layout";
import { escapeHtml, type MailMessage } from "../../../lib/mail";
import type { Party, Session } from "../session";
import { timeFor } from "./common";

const LABELS = ["1 – poor", "2 – fair", "3 – good", "4 – very good", "5 – excellent"] as const;
const RATE = "Rate the session with one click:";

/**
 * To each party once the session's hour has passed: one private rating by a single click (five signed
 * links, docs/decisions/040-session-feedback.md), then a page to add a note.
 */
export function feedbackRequestMail(baseUrl: string, s: Session, reader: Party, ratingLinks: readonly string[]): MailMessage {
  const other = reader.id === s.mentor.id ? s.mentee : s.mentor;
  const rendered = renderMail(baseUrl, {
    subject: `How was your session with ${other.name}?`,
    paragraphs: [
      `Hello ${reader.name},`,
      `Your mentorship session with ${other.name} (${timeFor(s, reader).split(";")[0]}) is over. How did it go? One click records your rating; the page it opens lets you add a note.`,
      `${RATE}\n${ratingLinks.map((url, i) => `${LABELS[i]}: ${url}`).join("\n")}`,
      reader.id === s.mentor.id
        ? "Your rating and note are private: only the community team reads them."
        : "Your rating and note are private: only the community team reads them, unless you choose to show your note on your mentor's page.",
    ],
    footer: "You receive this once per session, because you took part in it.",
    settingsLink: true,
  });
  // In the HTML part the five ratings are buttons (the text part keeps the plain links).
  const buttons = ratingLinks
    .map(
      (url, i) =>
        `<a href="${escapeHtml(url)}" style="display:inline-block;margin:0 6px 8px 0;background:#0f172a;color:#ffffff;text-decoration:none;padding:8px 12px;border-radius:6px;font-weight:600">${escapeHtml(LABELS[i]!)}</a>`,
    )
    .join("");
  const html = rendered.html.replace(
    /<p style="margin:0 0 16px;line-height:1.5">Rate the session with one click:[\s\S]*?<\/p>/,
    `<p style="margin:0 0 8px;line-height:1.5">${escapeHtml(RATE)}</p><p style="margin:0 0 16px">${buttons}</p>`,
  );
  return { to: reader.email, replyTo: other.email, ...rendered, html, notification: { kind: "mentorship_feedback", userId: reader.id } };
}
