import { excerptOf } from "@common/blog.schema";
import { paths } from "@common/paths";
import { formatSalary } from "@common/salary";
import type { AppDeps } from "../../lib/context";
import { countPublished, newestPublished, publishedSlugs } from "../blog/blog.service";
import { countEvents, eventIds, newestEvents, upcomingCalendarEvents } from "../events/events.service";
import { companySlugs, countCompanies } from "../companies/companies.service";
import { buildCalendar } from "../../lib/ics";
import { approvedJobIds, countApprovedJobs, newestApprovedJobs } from "../jobs/jobs.service";
import { countMentors, mentorIds } from "../mentorship/mentorship.service";
import { countSentIssues, listSentIssues, sentIssueSlugs } from "../newsletter/issues.service";
import { SITE_NAME } from "@common/page-titles";

type Deps = Pick<AppDeps, "db" | "config" | "scheduler">;

/** The sitemap protocol's limit of URLs per file; past it the index lists more pages. */
export const SITEMAP_PAGE_SIZE = 50_000;
const FEED_ITEMS = 50;

const xml = (s: string) =>
  s
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;")
    // Characters XML 1.0 does not allow.
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, "");

interface FeedItem {
  title: string;
  link: string;
  description: string;
  date: Date;
  author?: string;
}

function rss(deps: Deps, feed: { title: string; description: string; path: string; self: string }, items: FeedItem[]) {
  const base = deps.config.baseUrl;
  const entries = items
    .map(
      (i) => `    <item>
      <title>${xml(i.title)}</title>
      <link>${xml(i.link)}</link>
      <guid isPermaLink="true">${xml(i.link)}</guid>
      <pubDate>${i.date.toUTCString()}</pubDate>
      <description>${xml(i.description)}</description>${i.author ? `\n      <dc:creator>${xml(i.author)}</dc:creator>` : ""}
    </item>`,
    )
    .join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">
  <channel>
    <title>${xml(feed.title)}</title>
    <link>${xml(`${base}${feed.path}`)}</link>
    <description>${xml(feed.description)}</description>
    <language>en</language>
    <atom:link href="${xml(`${base}${feed.self}`)}" rel="self" type="application/rss+xml" />
    <lastBuildDate>${(items[0]?.date ?? deps.scheduler.now()).toUTCString()}</lastBuildDate>
${entries}
  </channel>
</rss>
`;
}

export const FEEDS = [
  { kind: "blog", path: "/rss.xml", title: `${SITE_NAME} blog` },
  { kind: "jobs", path: "/jobs/rss.xml", title: `${SITE_NAME} jobs` },
  { kind: "events", path: "/events/rss.xml", title: `${SITE_NAME} events` },
  { kind: "newsletter", path: "/newsletter/rss.xml", title: `${SITE_NAME} newsletter` },
] as const;

/** The sent issues of the newsletter, newest first (docs/decisions/075-newsletter-issues.md). */
export async function newsletterFeed(deps: Deps) {
  const base = deps.config.baseUrl;
  const issues = await listSentIssues(deps.db, FEED_ITEMS);
  return rss(
    deps,
    { title: FEEDS[3].title, description: "Issues of the AppSec Community newsletter.", path: paths.newsletter, self: FEEDS[3].path },
    issues.map((i) => ({
      title: i.title,
      link: `${base}${paths.newsletterIssue(i.slug)}`,
      description: i.excerpt,
      date: new Date(i.sentAt),
    })),
  );
}

export async function blogFeed(deps: Deps) {
  const base = deps.config.baseUrl;
  const articles = await newestPublished(deps.db, FEED_ITEMS);
  return rss(
    deps,
    { title: FEEDS[0].title, description: "New articles by application security practitioners.", path: paths.blog, self: FEEDS[0].path },
    articles.map((a) => ({
      title: a.title,
      link: `${base}${paths.blogPost(a.slug)}`,
      description: a.excerpt,
      date: new Date(a.publishedAt ?? a.createdAt),
      author: a.author.fullName,
    })),
  );
}

/**
 * Jobs as a visitor sees them: title, salary (pay transparency, docs/decisions/073-salary-ranges.md), skills
 * and date; never the company, location or description.
 */
export async function jobsFeed(deps: Deps) {
  const base = deps.config.baseUrl;
  const jobs = await newestApprovedJobs(deps.db, FEED_ITEMS, deps.scheduler.now());
  return rss(
    deps,
    {
      title: FEEDS[1].title,
      description: "New application security jobs. Sign in to see companies and apply.",
      path: paths.jobs,
      self: FEEDS[1].path,
    },
    jobs.map((j) => ({
      title: j.title,
      link: `${base}${paths.job(j.id)}`,
      description:
        [formatSalary(j) ? `Salary: ${formatSalary(j)}` : "", j.skills.length ? `Skills: ${j.skills.join(", ")}` : ""]
          .filter(Boolean)
          .join(". ") || "Sign in to see the details.",
      date: new Date(j.datePosted),
    })),
  );
}

/**
 * Newly published events, newest first: each item links to the event's page and is dated by its
 * publication, not its day (a feed reader sorts by pubDate; docs/decisions/031-event-times-and-pages.md).
 */
export async function eventsFeed(deps: Deps) {
  const base = deps.config.baseUrl;
  const events = await newestEvents(deps.db, FEED_ITEMS);
  return rss(
    deps,
    { title: FEEDS[2].title, description: "New application security events.", path: paths.events, self: FEEDS[2].path },
    events.map((e) => {
      const when = e.startsAt
        ? new Intl.DateTimeFormat("en-US", {
            timeZone: e.timeZone ?? "UTC",
            month: "short",
            day: "numeric",
            year: "numeric",
            hour: "numeric",
            minute: "2-digit",
            timeZoneName: "short",
          }).format(new Date(e.startsAt))
        : `${e.eventDate}, ${e.eventTime}`;
      return {
        title: `${e.status === "cancelled" ? "Cancelled: " : ""}${e.title} (${when})`,
        link: `${base}${paths.event(e.id)}`,
        description: `${when} · ${e.location}. ${excerptOf(e.description, 300)}`,
        date: new Date(e.createdAt),
      };
    }),
  );
}

/** How many upcoming events the site-wide calendar lists (the soonest). */
const CALENDAR_EVENTS = 500;

/**
 * /events.ics (docs/decisions/077-reminders-and-join-links.md): every upcoming, non-cancelled event as a
 * subscribable calendar (METHOD:PUBLISH), each with the UID and SEQUENCE its registrants' mails use, the
 * public place ("Online", never the join link) and the event's page.
 */
export async function eventsCalendar(deps: Deps) {
  const base = deps.config.baseUrl;
  const now = deps.scheduler.now();
  const upcoming = await upcomingCalendarEvents(deps.db, now, CALENDAR_EVENTS);
  return buildCalendar(
    `${SITE_NAME} events`,
    upcoming
      .filter((e) => e.startsAt && e.endsAt)
      .map((e) => ({
        uid: `event-${e.id}@appsec.community`,
        sequence: e.sequence,
        start: new Date(e.startsAt!),
        end: new Date(e.endsAt!),
        summary: e.title,
        description: excerptOf(e.description, 1000),
        location: e.location,
        url: `${base}${paths.event(e.id)}`,
        status: "CONFIRMED" as const,
      })),
    now,
  );
}

const urlset = (urls: Array<{ loc: string; lastmod?: Date }>) => `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${urls.map((u) => `  <url><loc>${xml(u.loc)}</loc>${u.lastmod ? `<lastmod>${u.lastmod.toISOString()}</lastmod>` : ""}</url>`).join("\n")}
</urlset>
`;

const STATIC_PAGES = [
  paths.home,
  paths.jobs,
  paths.companies,
  paths.mentorship,
  paths.blog,
  paths.newsletter,
  paths.events,
  paths.candidates,
  paths.offerings,
  paths.about,
  paths.contact,
  paths.sponsors,
  paths.podcasts,
  paths.learningTools,
  paths.resources,
  paths.privacy,
  paths.terms,
];

/** The sitemap index: the static pages, then articles, jobs and mentors in pages of 50,000 URLs. */
export async function sitemapIndex(deps: Deps) {
  const base = deps.config.baseUrl;
  const [articles, jobs, mentors, events, issues, companies] = await Promise.all([
    countPublished(deps.db),
    countApprovedJobs(deps.db, deps.scheduler.now()),
    countMentors(deps.db),
    countEvents(deps.db),
    countSentIssues(deps.db),
    countCompanies(deps.db),
  ]);
  const pages = (kind: string, n: number) =>
    Array.from({ length: Math.max(1, Math.ceil(n / SITEMAP_PAGE_SIZE)) }, (_, i) => `${base}/sitemaps/${kind}-${i + 1}.xml`);
  const locs = [
    `${base}/sitemaps/pages.xml`,
    ...pages("articles", articles),
    ...pages("jobs", jobs),
    ...pages("mentors", mentors),
    ...pages("events", events),
    ...pages("newsletter", issues),
    ...pages("companies", companies),
  ];
  return `<?xml version="1.0" encoding="UTF-8"?>
<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${locs.map((l) => `  <sitemap><loc>${xml(l)}</loc></sitemap>`).join("\n")}
</sitemapindex>
`;
}

/** One sitemap file, or null for a name that is none. */
export async function sitemapPage(deps: Deps, name: string): Promise<string | null> {
  const base = deps.config.baseUrl;
  if (name === "pages") return urlset(STATIC_PAGES.map((p) => ({ loc: `${base}${p}` })));
  const m = /^(articles|jobs|mentors|events|newsletter|companies)-([1-9]\d{0,5})$/.exec(name);
  if (!m) return null;
  const offset = (Number(m[2]) - 1) * SITEMAP_PAGE_SIZE;
  if (m[1] === "articles") {
    const rows = await publishedSlugs(deps.db, offset, SITEMAP_PAGE_SIZE);
    return urlset(rows.map((r) => ({ loc: `${base}${paths.blogPost(r.slug)}`, lastmod: r.updatedAt })));
  }
  if (m[1] === "jobs") {
    const rows = await approvedJobIds(deps.db, offset, SITEMAP_PAGE_SIZE, deps.scheduler.now());
    return urlset(rows.map((r) => ({ loc: `${base}${paths.job(r.id)}`, lastmod: r.updatedAt })));
  }
  if (m[1] === "newsletter") {
    const rows = await sentIssueSlugs(deps.db, offset, SITEMAP_PAGE_SIZE);
    return urlset(rows.map((r) => ({ loc: `${base}${paths.newsletterIssue(r.slug)}`, lastmod: r.updatedAt })));
  }
  if (m[1] === "companies") {
    const rows = await companySlugs(deps.db, offset, SITEMAP_PAGE_SIZE);
    return urlset(rows.map((r) => ({ loc: `${base}${paths.company(r.slug)}`, lastmod: r.updatedAt })));
  }
  if (m[1] === "events") {
    const rows = await eventIds(deps.db, offset, SITEMAP_PAGE_SIZE);
    return urlset(rows.map((r) => ({ loc: `${base}${paths.event(r.id)}`, lastmod: r.updatedAt })));
  }
  const rows = await mentorIds(deps.db, offset, SITEMAP_PAGE_SIZE);
  return urlset(rows.map((r) => ({ loc: `${base}${paths.mentor(r.id)}`, lastmod: r.updatedAt })));
}

export function robotsTxt(deps: Deps) {
  const base = deps.config.baseUrl;
  return `User-agent: *
Allow: /
Allow: /api/files/public/
Disallow: /api/
Disallow: /admin
Disallow: /profile
Disallow: /settings
Disallow: /recruiter
Disallow: /dev/
Disallow: /mentorship/book/

Sitemap: ${base}/sitemap.xml
`;
}
