/**
 * HTML mail layout. Every notification builds its subject/text/html here, so all mails
 * look alike, escape everything they show and link absolutely.
 *
 *   import { renderMail } from "../../lib/mail-layout";
 *   await deps.mailer.send({
 *     to: author.email,
 *     ...renderMail(deps.config.baseUrl, {
 *       subject: `Your article was approved: ${title}`,   // plain text, never HTML
 *       title: "Your article is live",                      // heading (defaults to subject)
 *       paragraphs: [`"${title}" is now published.`],       // plain text each; newlines kept
 *       action: { label: "Read it", path: `/blog/${slug}` },// path on BASE_URL (or an absolute https URL)
 *       footer: "You receive this because you wrote this article.", // optional, plain text
 *     }),
 *     replyTo: deps.config.teamEmail,                       // optional
 *     listUnsubscribe: `${baseUrl}/api/newsletter/unsubscribe?token=…`, // bulk mail only
 *   }, tx);
 *
 * All strings are plain text: they are HTML-escaped in the html part and kept verbatim in the text
 * part (the subject loses CR/LF). Absolute links come from `absoluteUrl(baseUrl, path)`.
 */
import { escapeHtml } from "./mail";

export interface MailContent {
  subject: string;
  title?: string;
  paragraphs: string[];
  action?: { label: string; path: string };
  footer?: string;
  /** An inline image after the paragraphs (an attachment with this Content-ID); the text part has only the paragraphs. */
  image?: { cid: string; alt: string; width: number };
  /**
   * A notification mail (docs/decisions/059): the footer links to the notifications tab of the settings,
   * where the member turns this kind of mail off.
   */
  settingsLink?: boolean;
  /**
   * Already sanitized HTML (a newsletter issue, stored as an article is): shown instead of the paragraphs in
   * the html part; the text part keeps the paragraphs. Links in it must be absolute.
   */
  bodyHtml?: string;
  /** Bulk mail: an "Unsubscribe" link in the footer (the page; the one-click URL goes in the header). */
  unsubscribeUrl?: string;
}

/** Where a member chooses which notification mails they get. */
export const NOTIFICATION_SETTINGS_PATH = "/settings?tab=notifications";
const SETTINGS_LINE = "Choose which mails you get:";

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

const DEFAULT_FOOTER = "AppSec Community — you receive this mail because of your account or activity on the site.";

/** `/blog/x` → `https://site/blog/x`; an absolute http(s) URL is kept; anything else is refused. */
export function absoluteUrl(baseUrl: string, path: string): string {
  if (/^https?:\/\//i.test(path)) return path;
  if (!path.startsWith("/") || path.startsWith("//")) throw new Error(`Mail link must be a path on the site: ${path}`);
  return `${baseUrl.replace(/\/$/, "")}${path}`;
}

const oneLine = (s: string) => s.replace(/[\r\n]+/g, " ").trim();

export function renderMail(baseUrl: string, content: MailContent): RenderedMail {
  const subject = oneLine(content.subject);
  const title = content.title ?? subject;
  const url = content.action ? absoluteUrl(baseUrl, content.action.path) : null;
  const footer = content.footer ?? DEFAULT_FOOTER;
  const settingsUrl = content.settingsLink ? absoluteUrl(baseUrl, NOTIFICATION_SETTINGS_PATH) : null;

  const text = [
    title,
    "",
    ...content.paragraphs.flatMap((p) => [p, ""]),
    ...(content.action && url ? [`${content.action.label}: ${url}`, ""] : []),
    "-- ",
    footer,
    ...(content.unsubscribeUrl ? [`Unsubscribe: ${content.unsubscribeUrl}`] : []),
    ...(settingsUrl ? [`${SETTINGS_LINE} ${settingsUrl}`] : []),
    baseUrl,
  ].join("\n");

  const p = (s: string) => `<p style="margin:0 0 16px;line-height:1.5">${escapeHtml(s).replace(/\n/g, "<br>")}</p>`;
  const button =
    content.action && url
      ? `<p style="margin:24px 0"><a href="${escapeHtml(url)}" style="display:inline-block;background:#0f172a;color:#ffffff;text-decoration:none;padding:10px 18px;border-radius:6px;font-weight:600">${escapeHtml(content.action.label)}</a></p>
<p style="margin:0 0 16px;font-size:13px;color:#475569;word-break:break-all">${escapeHtml(url)}</p>`
      : "";
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:0;background:#f1f5f9;font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;color:#0f172a">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f1f5f9;padding:24px 12px"><tr><td align="center">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:600px;background:#ffffff;border:1px solid #e2e8f0;border-radius:8px">
<tr><td style="padding:20px 24px;border-bottom:1px solid #e2e8f0;font-weight:700">AppSec Community</td></tr>
<tr><td style="padding:24px">
<h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(title)}</h1>
${content.bodyHtml ?? content.paragraphs.map(p).join("\n")}
${content.image ? `<p style="margin:0 0 16px"><img src="cid:${escapeHtml(content.image.cid)}" alt="${escapeHtml(content.image.alt)}" width="${content.image.width}" height="${content.image.width}" style="display:block"></p>` : ""}
${button}
</td></tr>
<tr><td style="padding:16px 24px;border-top:1px solid #e2e8f0;font-size:12px;color:#64748b">${escapeHtml(footer)}<br>${content.unsubscribeUrl ? `<a href="${escapeHtml(content.unsubscribeUrl)}" style="color:#64748b">Unsubscribe</a><br>` : ""}${settingsUrl ? `${SETTINGS_LINE} <a href="${escapeHtml(settingsUrl)}" style="color:#64748b">${escapeHtml(settingsUrl)}</a><br>` : ""}<a href="${escapeHtml(baseUrl)}" style="color:#64748b">${escapeHtml(baseUrl)}</a></td></tr>
</table></td></tr></table></body></html>`;
  return { subject, text, html };
}
