import { SITE_NAME } from "@common/page-titles";

/** What a page's <head> says to crawlers and link previews (rendered into the SPA's index.html). */
export interface PageHead {
  title: string;
  description: string;
  /** Absolute canonical URL. */
  canonical: string;
  type: "website" | "article" | "profile";
  image?: string | null;
  noindex?: boolean;
  jsonLd?: object | object[];
  /** 404 for a path that is no page, or an entity a visitor may not see. */
  status: 200 | 404;
}

const escapeAttr = (s: string) => s.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
const escapeText = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** JSON inside <script type="application/ld+json">: nothing in it can close the element or start markup. */
export const jsonForScript = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");

/** One line of plain text of at most `max` characters, for descriptions. */
/** schema.org BreadcrumbList for a nested page: [name, path] from the section down to the page. */
export function breadcrumbList(base: string, trail: Array<[string, string]>) {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: trail.map(([name, path], i) => ({ "@type": "ListItem", position: i + 1, name, item: `${base}${path}` })),
  };
}

export const clip = (text: string, max = 160) => {
  const one = text.replace(/\s+/g, " ").trim();
  return one.length <= max ? one : `${one.slice(0, max - 1).replace(/\s+\S*$/, "")}…`;
};

/** The social card's URL path of a page path (server/features/seo/social-card.ts draws it). */
export const socialCardPath = (pathname: string) => `/og${pathname === "/" ? "/home" : pathname.replace(/\/$/, "")}.png`;

/** The page's og:image: its own image, else its social card (pages a visitor can see and search engines may index). */
function imageOf(head: PageHead): string | null {
  if (head.image) return head.image;
  if (head.status !== 200 || head.noindex) return null;
  const canonical = new URL(head.canonical);
  return new URL(socialCardPath(canonical.pathname), canonical.origin).href;
}

/** The built index.html with this page's title, description, canonical, OpenGraph, Twitter card and JSON-LD. */
export function renderHead(indexHtml: string, head: PageHead, feeds: Array<{ title: string; href: string }>): string {
  const meta = (attr: "name" | "property", key: string, value: string) => `<meta ${attr}="${key}" content="${escapeAttr(value)}" />`;
  const image = imageOf(head);
  const tags = [
    `<link rel="canonical" href="${escapeAttr(head.canonical)}" />`,
    head.noindex ? meta("name", "robots", "noindex") : "",
    meta("property", "og:site_name", SITE_NAME),
    meta("property", "og:type", head.type),
    meta("property", "og:title", head.title),
    meta("property", "og:description", head.description),
    meta("property", "og:url", head.canonical),
    image ? meta("property", "og:image", image) : "",
    image && !head.image ? meta("property", "og:image:width", "1200") : "",
    image && !head.image ? meta("property", "og:image:height", "630") : "",
    meta("name", "twitter:card", image ? "summary_large_image" : "summary"),
    meta("name", "twitter:title", head.title),
    meta("name", "twitter:description", head.description),
    image ? meta("name", "twitter:image", image) : "",
    ...feeds.map((f) => `<link rel="alternate" type="application/rss+xml" title="${escapeAttr(f.title)}" href="${escapeAttr(f.href)}" />`),
    head.jsonLd ? `<script type="application/ld+json">${jsonForScript(head.jsonLd)}</script>` : "",
  ]
    .filter(Boolean)
    .join("\n    ");
  return indexHtml
    .replace(/<title>[\s\S]*?<\/title>/, `<title>${escapeText(head.title)}</title>`)
    .replace(/<meta name="description" content="[^"]*"\s*\/?>/, meta("name", "description", head.description))
    .replace("</head>", `    ${tags}\n  </head>`);
}
