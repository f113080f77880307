import { Hono } from "hono";
import type { AppEnv } from "../../lib/context";
import { blogFeed, eventsCalendar, eventsFeed, jobsFeed, newsletterFeed, robotsTxt, sitemapIndex, sitemapPage } from "./feeds.service";
import { pageHead } from "./seo.service";
import { pagePathOfCard, socialCard } from "./social-card";

const XML = { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=300" };
const RSS = { "Content-Type": "application/rss+xml; charset=utf-8", "Cache-Control": "public, max-age=300" };

/** robots.txt, the sitemaps and the RSS feeds (served before the SPA's index.html fallback). */
export const seoRoutes = new Hono<AppEnv>()
  .get("/robots.txt", (c) => c.text(robotsTxt(c.get("deps")), 200, { "Cache-Control": "public, max-age=3600" }))
  .get("/sitemap.xml", async (c) => c.body(await sitemapIndex(c.get("deps")), 200, XML))
  .get("/sitemaps/:file{[a-z]+(-[0-9]+)?\\.xml}", async (c) => {
    const body = await sitemapPage(c.get("deps"), c.req.param("file").replace(/\.xml$/, ""));
    return body ? c.body(body, 200, XML) : c.notFound();
  })
  .get("/rss.xml", async (c) => c.body(await blogFeed(c.get("deps")), 200, RSS))
  .get("/jobs/rss.xml", async (c) => c.body(await jobsFeed(c.get("deps")), 200, RSS))
  .get("/events/rss.xml", async (c) => c.body(await eventsFeed(c.get("deps")), 200, RSS))
  .get("/newsletter/rss.xml", async (c) => c.body(await newsletterFeed(c.get("deps")), 200, RSS))
  // The site-wide calendar of upcoming events (docs/decisions/077): calendar apps poll it (REFRESH-INTERVAL 1 h).
  .get("/events.ics", async (c) =>
    c.body(await eventsCalendar(c.get("deps")), 200, {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": 'inline; filename="events.ics"',
      "Cache-Control": "public, max-age=900",
    }),
  )
  // Social cards (decision 037): the og:image of a public page without an image of its own.
  .get("/og/*", async (c) => {
    const deps = c.get("deps");
    let path: string | null;
    try {
      path = pagePathOfCard(decodeURI(c.req.path));
    } catch {
      path = null;
    }
    if (!path) return c.notFound();
    const head = await pageHead(deps, new URL(path, deps.config.baseUrl));
    if (head.status !== 200 || head.noindex) return c.notFound();
    const card = await socialCard(path, head);
    const headers = { ETag: card.etag, "Cache-Control": "public, max-age=3600" };
    if (c.req.header("if-none-match") === card.etag) return c.body(null, 304, headers);
    return c.body(new Uint8Array(card.png), 200, { ...headers, "Content-Type": "image/png" });
  });
