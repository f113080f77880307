import { Hono } from "hono";
import type { AppEnv } from "../../lib/context";
import { blogFeed, eventsFeed, jobsFeed, robotsTxt, sitemapIndex, sitemapPage } from "./feeds.service";

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
  .get("/events/rss.xml", async (c) => c.body(await eventsFeed(c.get("deps")), 200, RSS));
