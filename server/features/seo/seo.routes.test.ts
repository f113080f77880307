import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { XMLParser, XMLValidator } from "fast-xml-parser";
import { beforeAll, describe, expect, it } from "vitest";
import { DAY_MS } from "@common/time";
import { createApp } from "../../app";
import { blogPosts, events, newsletterIssues } from "../../db/schema";
import { createUser, setProfile } from "../../test/factories";
import { createJob } from "../../test/job-factory";
import { expectBreadcrumbs } from "./breadcrumbs.testing";
import { BASE_URL, setupTestContext } from "../../test/setup";

const ctx = setupTestContext();
let app: ReturnType<typeof createApp>;

beforeAll(() => {
  // The real index.html of the web app (its <title> and description are replaced per page).
  const dist = mkdtempSync(join(tmpdir(), "appsec-web-"));
  writeFileSync(join(dist, "index.html"), readFileSync(new URL("../../../web/index.html", import.meta.url), "utf8"));
  app = createApp(ctx.deps, { webDist: dist });
});

const get = (path: string) => app.request(path);

/** The head's tags, parsed from the raw HTML as a crawler would. */
function head(html: string) {
  const metas = new Map<string, string>();
  for (const m of html.matchAll(/<meta (?:name|property)="([^"]+)" content="([^"]*)" \/>/g)) metas.set(m[1]!, m[2]!);
  const ld = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!));
  return {
    title: /<title>([\s\S]*?)<\/title>/.exec(html)?.[1],
    canonical: /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1],
    meta: (k: string) => metas.get(k),
    ld,
    feeds: [...html.matchAll(/<link rel="alternate" type="application\/rss\+xml" title="[^"]+" href="([^"]+)"/g)].map((m) => m[1]),
  };
}

const parser = new XMLParser({ ignoreAttributes: false });
function parseXml(text: string) {
  expect(XMLValidator.validate(text)).toBe(true);
  return parser.parse(text);
}

async function publishedArticle(title: string, status: "published" | "pending" = "published") {
  const author = await createUser(ctx, { name: "Grace Hopper" });
  const [row] = await ctx.deps.db
    .insert(blogPosts)
    .values({
      title,
      slug: `article-${Math.random().toString(36).slice(2)}`,
      content: "<p>Threat modeling starts with a data-flow diagram &amp; a question: what can go wrong?</p>",
      status,
      publishedAt: status === "published" ? new Date() : null,
      authorId: author.id,
      imageUrl: "https://images.example.com/cover.png",
    })
    .returning();
  return row!;
}

describe("page heads rendered by the server", () => {
  it("an article has its own title, description, canonical, OpenGraph, Twitter card, Article JSON-LD and breadcrumbs", async () => {
    const a = await publishedArticle(`Threat modeling "101" </title><script>alert(1)</script>`);
    const res = await get(`/blog/${a.slug}`);
    expect(res.status).toBe(200);
    const html = await res.text();
    const h = head(html);
    expect(h.title).toBe(
      "Threat modeling &quot;101&quot; &lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt; · AppSec Community".replace(/&quot;/g, '"'),
    );
    expect(html).not.toContain("<script>alert(1)</script>");
    expect(h.canonical).toBe(`${BASE_URL}/blog/${a.slug}`);
    expect(h.meta("description")).toBe("Threat modeling starts with a data-flow diagram &amp; a question: what can go wrong?");
    expect(h.meta("og:type")).toBe("article");
    expect(h.meta("og:image")).toBe("https://images.example.com/cover.png");
    expect(h.meta("twitter:card")).toBe("summary_large_image");
    expect(h.ld.flat()[0]).toMatchObject({ "@type": "Article", author: { name: "Grace Hopper" }, mainEntityOfPage: h.canonical });
    expectBreadcrumbs(h.ld, h.canonical, [
      ["Blog", "/blog"],
      [a.title, `/blog/${a.slug}`],
    ]);
    expect(h.feeds).toEqual([
      `${BASE_URL}/rss.xml`,
      `${BASE_URL}/jobs/rss.xml`,
      `${BASE_URL}/events/rss.xml`,
      `${BASE_URL}/newsletter/rss.xml`,
    ]);
  });

  it("a job whose details are for members: the visitor's view only, and no JobPosting (Google would refuse one without company and location)", async () => {
    const job = await createJob(ctx, {
      title: "Product Security Engineer",
      company: "Northwind Traders",
      location: "Berlin, Germany",
      description: "Secret plans for the Northwind platform.",
      skills: ["OWASP", "Go"],
    });
    for (const path of [`/jobs/${job.id}`, `/jobs?job=${job.id}`]) {
      const res = await get(path);
      expect(res.status).toBe(200);
      const html = await res.text();
      expect(html).not.toMatch(/Northwind|Berlin|Secret plans/);
      const h = head(html);
      expect(h.title).toBe("Product Security Engineer · Jobs · AppSec Community");
      expect(h.canonical).toBe(`${BASE_URL}/jobs/${job.id}`);
      expect(h.ld.flat().map((l: { "@type": string }) => l["@type"])).toEqual(["BreadcrumbList"]);
      expect(html).not.toContain("JobPosting");
    }
  });

  it("a public job with no expiry (still on the board long after it was posted) names none in its JobPosting", async () => {
    const job = await createJob(ctx, {
      title: "Staff Security Engineer",
      company: "Contoso",
      description: "Lead the security review of Contoso's payments platform.",
      publicDetails: true,
      datePosted: new Date(Date.now() - 45 * DAY_MS),
      expiresAt: null,
    });
    const res = await get(`/jobs/${job.id}`);
    expect(res.status).toBe(200);
    const [posting] = head(await res.text()).ld.flat();
    expect(posting).toMatchObject({ "@type": "JobPosting", title: "Staff Security Engineer" });
    // Not datePosted + 30 days, which would tell search engines that a job still listed expired two weeks ago.
    expect(posting).not.toHaveProperty("validThrough");
  });

  it("a job its recruiter made public: its own page with complete JobPosting markup and breadcrumbs", async () => {
    const job = await createJob(ctx, {
      title: "Product Security Engineer",
      company: "Northwind Traders",
      location: "Berlin, Germany",
      description: "Own threat modelling and secure code review for the Northwind platform.",
      skills: ["OWASP", "Go"],
      publicDetails: true,
      isRemote: true,
      employmentType: "FULL_TIME",
      expiresAt: new Date(Date.now() + 12 * DAY_MS),
    });
    const res = await get(`/jobs/${job.id}`);
    expect(res.status).toBe(200);
    const h = head(await res.text());
    expect(h.title).toBe("Product Security Engineer at Northwind Traders · Jobs · AppSec Community");
    expect(h.canonical).toBe(`${BASE_URL}/jobs/${job.id}`);
    const [posting, crumbs] = h.ld.flat();
    expect(posting).toMatchObject({
      "@type": "JobPosting",
      title: "Product Security Engineer",
      // HTML, as Google reads it; a structured locality and country (docs/decisions/078-companies-and-job-postings.md).
      description: "<p>Own threat modelling and secure code review for the Northwind platform.</p>",
      hiringOrganization: { "@type": "Organization", name: "Northwind Traders" },
      jobLocation: { "@type": "Place", address: { "@type": "PostalAddress", addressLocality: "Berlin", addressCountry: "DE" } },
      jobLocationType: "TELECOMMUTE",
      employmentType: "FULL_TIME",
      skills: "OWASP, Go",
      url: `${BASE_URL}/jobs/${job.id}`,
    });
    expect(Date.parse(posting.datePosted)).not.toBeNaN();
    expect(Date.parse(posting.validThrough)).toBeGreaterThan(Date.parse(posting.datePosted));
    // Its real expiry, when it leaves the board.
    expect(posting.validThrough).toBe(job.expiresAt!.toISOString());
    expect(crumbs).toMatchObject({
      "@type": "BreadcrumbList",
      itemListElement: [
        { position: 1, name: "Jobs", item: `${BASE_URL}/jobs` },
        { position: 2, name: "Product Security Engineer", item: `${BASE_URL}/jobs/${job.id}` },
      ],
    });
    // The API gives visitors the public details too, never the job board URL (Apply stays for members).
    const { job: api } = await (await ctx.request(`/api/jobs/${job.id}`)).json();
    expect(api).toMatchObject({ company: "Northwind Traders", location: "Berlin, Germany", publicDetails: true });
    expect(api).not.toHaveProperty("jobBoardUrl");
    const list = await (await ctx.request(`/api/jobs`)).json();
    expect(list.jobs[0]).toMatchObject({ company: "Northwind Traders", location: "Berlin, Germany" });
    expect(list.jobs[0]).not.toHaveProperty("jobBoardUrl");
  });

  it("a mentor has a profile head with Person JSON-LD; a member who is no mentor is a 404", async () => {
    const mentor = await createUser(ctx, { name: "Ada Mentor", role: "mentor" });
    await setProfile(ctx, mentor.id, {
      title: "Principal AppSec Engineer",
      bio: "I help people break into application security.",
      expertise: ["Threat Modeling"],
    });
    const h = head(await (await get(`/mentors/${mentor.id}`)).text());
    expect(h.title).toBe("Ada Mentor, Principal AppSec Engineer · Mentor · AppSec Community");
    expect(h.meta("og:type")).toBe("profile");
    const [profilePage, crumbs] = h.ld.flat();
    expect(profilePage).toMatchObject({
      "@type": "ProfilePage",
      mainEntity: { "@type": "Person", name: "Ada Mentor", knowsAbout: ["Threat Modeling"] },
    });
    expect(crumbs).toMatchObject({ "@type": "BreadcrumbList", itemListElement: [{ name: "Mentorship" }, { name: "Ada Mentor" }] });
    const member = await createUser(ctx);
    expect((await get(`/mentors/${member.id}`)).status).toBe(404);
  });

  it("events carry Event JSON-LD; the main lists their own titles", async () => {
    await ctx.deps.db.insert(events).values({
      title: "OWASP Berlin meetup",
      description: "Talks on SSRF.",
      eventDate: "2099-05-01",
      eventTime: "18:00",
      location: "Berlin",
    });
    const h = head(await (await get("/events")).text());
    expect(h.title).toBe("Events · AppSec Community");
    expect(h.ld[0][0]).toMatchObject({
      "@type": "Event",
      name: "OWASP Berlin meetup",
      startDate: "2099-05-01",
      location: { "@type": "Place", name: "Berlin" },
    });
    expect(head(await (await get("/jobs")).text()).title).toBe("Application security jobs · AppSec Community");
    expect(head(await (await get("/mentorship")).text()).title).toBe("Free AppSec mentorship · AppSec Community");
  });

  it("pages that need a session are noindex; unknown paths and unpublished articles answer 404", async () => {
    expect(head(await (await get("/profile")).text()).meta("robots")).toBe("noindex");
    expect(head(await (await get("/admin/users")).text()).meta("robots")).toBe("noindex");
    expect(head(await (await get("/blog")).text()).meta("robots")).toBeUndefined();
    const missing = await get("/no/such/page");
    expect(missing.status).toBe(404);
    expect(head(await missing.text()).meta("robots")).toBe("noindex");
    const pending = await publishedArticle("Not yet", "pending");
    expect((await get(`/blog/${pending.slug}`)).status).toBe(404);
    expect((await get("/jobs?job=not-a-uuid")).status).toBe(404);
    expect((await get("/jobs?job=00000000-0000-4000-8000-000000000000")).status).toBe(404);
    expect((await get("/jobs/not-a-uuid")).status).toBe(404);
    expect((await get("/jobs/00000000-0000-4000-8000-000000000000")).status).toBe(404);
  });
});

describe("robots, sitemaps and feeds", () => {
  it("robots.txt points to the sitemap and keeps crawlers out of private areas", async () => {
    const res = await get("/robots.txt");
    expect(res.headers.get("content-type")).toContain("text/plain");
    const text = await res.text();
    expect(text).toContain(`Sitemap: ${BASE_URL}/sitemap.xml`);
    expect(text).toContain("Disallow: /admin");
  });

  it("the sitemap index lists well-formed sitemaps of pages, articles, jobs and mentors", async () => {
    const a = await publishedArticle("Sitemapped");
    await publishedArticle("Hidden", "pending");
    const job = await createJob(ctx);
    const mentor = await createUser(ctx, { role: "mentor" });
    // A sent issue of the newsletter is in its sitemap; a draft is not (docs/decisions/075-newsletter-issues.md).
    await ctx.deps.db.insert(newsletterIssues).values([
      { slug: "sent-issue", title: "Sent", content: "<p>x</p>", status: "sent", sentAt: new Date() },
      { slug: "draft-issue", title: "Draft", content: "<p>x</p>" },
    ]);
    const index = parseXml(await (await get("/sitemap.xml")).text());
    const locs: string[] = index.sitemapindex.sitemap.map((s: { loc: string }) => s.loc);
    expect(locs).toEqual([
      `${BASE_URL}/sitemaps/pages.xml`,
      `${BASE_URL}/sitemaps/articles-1.xml`,
      `${BASE_URL}/sitemaps/jobs-1.xml`,
      `${BASE_URL}/sitemaps/mentors-1.xml`,
      `${BASE_URL}/sitemaps/events-1.xml`,
      `${BASE_URL}/sitemaps/newsletter-1.xml`,
      `${BASE_URL}/sitemaps/companies-1.xml`,
    ]);
    const urls: string[] = [];
    for (const loc of locs) {
      const res = await get(loc.replace(BASE_URL, ""));
      expect(res.headers.get("content-type")).toContain("application/xml");
      const set = parseXml(await res.text()).urlset.url;
      urls.push(...[set ?? []].flat().map((u: { loc: string }) => u.loc)); // a section without entries has an empty urlset
    }
    expect(urls).toContain(`${BASE_URL}/blog/${a.slug}`);
    expect(urls).toContain(`${BASE_URL}/newsletter`);
    expect(urls).toContain(`${BASE_URL}/newsletter/sent-issue`);
    expect(urls).not.toContain(`${BASE_URL}/newsletter/draft-issue`);
    expect(urls).toContain(`${BASE_URL}/jobs/${job.id}`);
    expect(urls).toContain(`${BASE_URL}/mentors/${mentor.id}`);
    expect(urls.some((u) => u.includes("hidden"))).toBe(false);
    expect((await get("/sitemaps/nope-1.xml")).status).toBe(404);
  });

  it("RSS feeds for the blog, jobs (visitor fields only) and events are valid RSS 2.0", async () => {
    await publishedArticle("Feed article & more");
    await createJob(ctx, { title: "Feed job", company: "Northwind Traders", skills: ["OWASP"] });
    await ctx.deps.db
      .insert(events)
      .values({ title: "Feed event", description: "<b>Talks</b>", eventDate: "2099-05-01", eventTime: "18:00", location: "Online" });
    await ctx.deps.db
      .insert(newsletterIssues)
      .values({ slug: "feed-issue", title: "Feed issue & more", content: "<p>News</p>", status: "sent", sentAt: new Date() });
    for (const [path, title] of [
      ["/rss.xml", "Feed article & more"],
      ["/jobs/rss.xml", "Feed job"],
      // A time without a zone stays as written (the organizer chose no zone: the admin's "time needs fixing" list).
      ["/events/rss.xml", "Feed event (2099-05-01, 18:00)"],
      ["/newsletter/rss.xml", "Feed issue & more"],
    ] as const) {
      const res = await get(path);
      expect(res.headers.get("content-type")).toContain("application/rss+xml");
      const text = await res.text();
      const feed = parseXml(text);
      expect(feed.rss["@_version"]).toBe("2.0");
      const channel = feed.rss.channel;
      expect(channel.title).toBeTruthy();
      expect(channel["atom:link"]["@_href"]).toBe(`${BASE_URL}${path}`);
      const item = [channel.item].flat()[0];
      expect(item.title).toBe(title);
      expect(item.link).toMatch(/^http:\/\/localhost:3000\//);
      expect(new Date(item.pubDate).getTime()).not.toBeNaN();
      if (path === "/jobs/rss.xml") expect(text).not.toContain("Northwind");
    }
  });
});
