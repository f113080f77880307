import { createHash } from "node:crypto";
import sharp from "sharp";
import { SITE_NAME } from "@common/page-titles";
import type { PageHead } from "./seo.head";

/**
 * Social cards (decision 037): every public page's `og:image` is a 1200×630 PNG drawn from the page's
 * own head — its title and description as a visitor sees them — so a card can never show what the
 * page hides (a job's company stays out unless its recruiter made it public). Pages with an image of
 * their own (an article's cover, a mentor's avatar) keep it.
 *
 * `/og/<page path>.png` (`/og/home.png` for `/`): the route resolves the page's head and draws the card;
 * cards are kept by their content's hash (a changed title draws a new one; the old is never served).
 */
export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;

/** The page path a card URL path stands for, or null when it is no card path. */
export function pagePathOfCard(cardPath: string): string | null {
  const m = /^\/og(\/.*)\.png$/.exec(cardPath);
  if (!m) return null;
  return m[1] === "/home" ? "/" : m[1]!;
}

const SECTION: Array<[RegExp, string]> = [
  [/^\/jobs\/[^/]+$/, "Job"],
  [/^\/blog\/[^/]+$/, "Article"],
  [/^\/mentors\/[^/]+$/, "Mentor"],
  [/^\/events\/[^/]+$/, "Event"],
];

/** What the card says: the head's title without the section and site names, the description, and the page's kind. */
export function cardText(pathname: string, head: Pick<PageHead, "title" | "description">) {
  const title = head.title.split(" · ").filter((part) => part !== SITE_NAME)[0];
  return {
    kind: SECTION.find(([r]) => r.test(pathname))?.[1] ?? null,
    title: title || SITE_NAME,
    description: head.description,
  };
}

const escapeXml = (s: string) =>
  s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&apos;");

/** Greedy word wrap into at most `lines` lines of about `width` characters, the last one with an ellipsis if cut. */
export function wrap(text: string, width: number, lines: number): string[] {
  const words = text.replace(/\s+/g, " ").trim().split(" ");
  const out: string[] = [];
  let current = "";
  for (const word of words) {
    const next = current ? `${current} ${word}` : word;
    if (next.length <= width) current = next;
    else {
      if (current) out.push(current);
      current = word.length > width ? `${word.slice(0, width - 1)}…` : word;
    }
    if (out.length === lines) break;
  }
  if (out.length < lines && current) out.push(current);
  const used = out.join(" ").replace(/…$/, "").length;
  if (used < text.replace(/\s+/g, " ").trim().length && out.length === lines)
    out[lines - 1] = `${out[lines - 1]!.replace(/[.,;:]?$/, "")}…`;
  return out.slice(0, lines);
}

function cardSvg(text: ReturnType<typeof cardText>): string {
  const titleLines = wrap(text.title, 28, 3);
  const descLines = wrap(text.description, 62, 2);
  const titleTop = text.kind ? 290 : 250;
  const lineHeight = 72;
  const descTop = titleTop + titleLines.length * lineHeight + 24;
  const font = "DejaVu Sans, Liberation Sans, Arial, sans-serif";
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${CARD_WIDTH}" height="${CARD_HEIGHT}" viewBox="0 0 ${CARD_WIDTH} ${CARD_HEIGHT}">
  <defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#0f3d3a"/><stop offset="1" stop-color="#0f766e"/></linearGradient></defs>
  <rect width="${CARD_WIDTH}" height="${CARD_HEIGHT}" fill="url(#bg)"/>
  <path d="M80 70 l28 -12 l28 12 v22 c0 18 -12 30 -28 36 c-16 -6 -28 -18 -28 -36 z" fill="none" stroke="#ffffff" stroke-width="6" stroke-linejoin="round"/>
  <path d="M96 92 l9 9 l17 -19" fill="none" stroke="#ffffff" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"/>
  <text x="160" y="108" font-family="${font}" font-size="38" font-weight="bold" fill="#ffffff">${escapeXml(SITE_NAME)}</text>
  ${text.kind ? `<text x="80" y="205" font-family="${font}" font-size="30" fill="#99f6e4" letter-spacing="3">${escapeXml(text.kind.toUpperCase())}</text>` : ""}
  ${titleLines
    .map(
      (l, i) =>
        `<text x="80" y="${titleTop + i * lineHeight}" font-family="${font}" font-size="58" font-weight="bold" fill="#ffffff">${escapeXml(l)}</text>`,
    )
    .join("\n  ")}
  ${descLines
    .map((l, i) => `<text x="80" y="${descTop + i * 44}" font-family="${font}" font-size="32" fill="#ccfbf1">${escapeXml(l)}</text>`)
    .join("\n  ")}
</svg>`;
}

const MAX_CARDS = 500;
const drawn = new Map<string, Promise<Buffer>>();

/** The card's PNG and its ETag; drawn once per distinct content (kept for the last MAX_CARDS). */
export async function socialCard(pathname: string, head: Pick<PageHead, "title" | "description">) {
  const text = cardText(pathname, head);
  const etag = `"${createHash("sha256").update(JSON.stringify(text)).digest("base64url").slice(0, 27)}"`;
  let png = drawn.get(etag);
  if (png) {
    drawn.delete(etag); // most recently used last
  } else {
    png = sharp(Buffer.from(cardSvg(text)))
      .png({ compressionLevel: 9, palette: true })
      .toBuffer();
    png.catch(() => drawn.delete(etag));
  }
  drawn.set(etag, png);
  while (drawn.size > MAX_CARDS) drawn.delete(drawn.keys().next().value!);
  return { etag, png: await png };
}
