import sanitizeHtml from "sanitize-html";
import { AppError } from "../../lib/errors";

/** Allow-list for article HTML (DESIGN §4): formatting, headings, lists, safe links, https images, code. */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    "p",
    "br",
    "hr",
    "h1",
    "h2",
    "h3",
    "h4",
    "strong",
    "b",
    "em",
    "i",
    "u",
    "s",
    "del",
    "mark",
    "sub",
    "sup",
    "ul",
    "ol",
    "li",
    "blockquote",
    "pre",
    "code",
    "a",
    "img",
    "span",
  ],
  allowedAttributes: {
    a: ["href", "title", "rel", "target"],
    img: ["src", "alt", "title", "width", "height"],
    code: ["class"],
    ol: ["start"],
  },
  allowedClasses: { code: [/^language-[\w-]+$/] },
  allowedSchemes: ["http", "https", "mailto"],
  // http too: every picture not already ours is then imported into our storage or refused (image-import.service.ts).
  allowedSchemesByTag: { img: ["http", "https"] },
  allowProtocolRelative: false,
  disallowedTagsMode: "discard",
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: { ...attribs, rel: "noopener noreferrer nofollow", target: "_blank" },
    }),
  },
};

export const sanitizeArticleHtml = (html: string) => sanitizeHtml(html, OPTIONS);

export const IMAGE_ALT_REQUIRED = "Every image needs a description (alt text)";

/**
 * Every image in an article describes itself for screen readers (docs/decisions/035): an <img> with
 * no alt, or an empty or blank one, is refused with a 400 before anything is written. Run on
 * sanitized HTML (attributes are then quoted and entity-encoded).
 */
export function assertImagesHaveAlt(html: string) {
  for (const [tag] of html.matchAll(/<img\b[^>]*>/gi)) {
    const alt = /\salt="([^"]*)"/i.exec(tag)?.[1];
    if (!alt || !alt.replace(/&nbsp;|&#\w+;/g, " ").trim()) {
      throw new AppError("VALIDATION_FAILED", IMAGE_ALT_REQUIRED, { content: IMAGE_ALT_REQUIRED });
    }
  }
}
