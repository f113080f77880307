import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { XMLParser, XMLValidator } from "fast-xml-parser";
import { beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../app";
import { events } from "../../db/schema";
import { signedIn } from "../../test/factories";
import { BASE_URL, setupTestContext } from "../../test/setup";
import { expectBreadcrumbs } from "./breadcrumbs.testing";

/** `/events/:id` head and JSON-LD, the sitemap's and feed's event parts (docs/decisions/031-event-times-and-pages.md). */
const ctx = setupTestContext();
let app: ReturnType<typeof createApp>;

beforeAll(() => {
  const dist = mkdtempSync(join(tmpdir(), "appsec-web-"));
  writeFileSync(join(dist, "index.html"), readFileSync(new URL("../../../web/index.html", import.meta.url), "utf8"));
  app = createApp(ctx.deps, { webDist: dist });
});

const page = async (path: string) => {
  const res = await app.request(path);
  const html = await res.text();
  return {
    status: res.status,
    title: /<title>([\s\S]*?)<\/title>/.exec(html)?.[1],
    description: /<meta name="description" content="([^"]*)"/.exec(html)?.[1],
    canonical: /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1],
    ld: [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!)),
  };
};
const xml = (text: string) => {
  expect(XMLValidator.validate(text)).toBe(true);
  return new XMLParser({ ignoreAttributes: false }).parse(text);
};

async function adminEvent(patch: Record<string, unknown> = {}) {
  const admin = await signedIn(ctx, "admin", { name: "Ada Organizer" });
  const res = await admin.request("/api/admin/events", {
    json: {
      title: "Threat modeling night",
      description: "Talks & a hands-on workshop.",
      eventDate: "2030-07-15",
      startTime: "18:00",
      endTime: "20:00",
      timeZone: "Europe/Berlin",
      location: "Betahaus, Berlin",
      maxAttendees: 30,
      ...patch,
    },
  });
  expect(res.status).toBe(201);
  return { admin, id: ((await res.json()) as { event: { id: string } }).event.id };
}

describe("/events/:id", () => {
  it("has its own title, description, canonical and a complete schema.org Event (times with offset, Place, free offer, organizer)", async () => {
    const { id } = await adminEvent();
    const p = await page(`/events/${id}`);
    expect(p.status).toBe(200);
    expect(p.title).toBe("Threat modeling night · Events · AppSec Community");
    expect(p.description).toContain("Jul 15, 2030, 6:00 PM GMT+2");
    expect(p.canonical).toBe(`${BASE_URL}/events/${id}`);
    expect(p.ld).toHaveLength(1);
    expect(p.ld.flat()[0]).toMatchObject({
      "@context": "https://schema.org",
      "@type": "Event",
      name: "Threat modeling night",
      startDate: "2030-07-15T18:00:00+02:00",
      endDate: "2030-07-15T20:00:00+02:00",
      eventStatus: "https://schema.org/EventScheduled",
      eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
      location: { "@type": "Place", name: "Betahaus, Berlin" },
      offers: {
        "@type": "Offer",
        price: 0,
        priceCurrency: "USD",
        availability: "https://schema.org/InStock",
        url: `${BASE_URL}/events/${id}`,
      },
      organizer: { "@type": "Person", name: "Ada Organizer" },
      url: `${BASE_URL}/events/${id}`,
    });
  });

  it("an online event is a VirtualLocation; a rescheduled one names its previous start; a cancelled one is EventCancelled", async () => {
    const { admin, id } = await adminEvent({ location: "https://meet.example.com/tm", timeZone: "America/New_York" });
    expect((await page(`/events/${id}`)).ld.flat()[0]).toMatchObject({
      eventAttendanceMode: "https://schema.org/OnlineEventAttendanceMode",
      // The event's page, never the join link (docs/decisions/077-reminders-and-join-links.md).
      location: { "@type": "VirtualLocation", url: `${BASE_URL}/events/${id}` },
      startDate: "2030-07-15T18:00:00-04:00",
    });
    await admin.request(`/api/admin/events/${id}`, {
      method: "PUT",
      json: {
        title: "Threat modeling night",
        description: "Talks",
        eventDate: "2030-07-16",
        startTime: "18:00",
        endTime: "20:00",
        timeZone: "America/New_York",
        location: "https://meet.example.com/tm",
      },
    });
    expect((await page(`/events/${id}`)).ld.flat()[0]).toMatchObject({
      eventStatus: "https://schema.org/EventRescheduled",
      previousStartDate: "2030-07-15T18:00:00-04:00",
      startDate: "2030-07-16T18:00:00-04:00",
    });
    await admin.request(`/api/admin/events/${id}/cancel`, { method: "POST", json: { reason: "The venue closed" } });
    const cancelled = await page(`/events/${id}`);
    expect(cancelled.title).toBe("Cancelled: Threat modeling night · Events · AppSec Community");
    expect(cancelled.ld.flat()[0].eventStatus).toBe("https://schema.org/EventCancelled");
  });

  it("carries BreadcrumbList JSON-LD: Events, then the event", async () => {
    const { id } = await adminEvent();
    const p = await page(`/events/${id}`);
    expectBreadcrumbs(p.ld, p.canonical, [
      ["Events", "/events"],
      ["Threat modeling night", `/events/${id}`],
    ]);
  });

  it("an unknown event is 404 (noindex); a malformed id is 404", async () => {
    expect((await page("/events/00000000-0000-4000-8000-000000000000")).status).toBe(404);
    expect((await page("/events/not-an-id")).status).toBe(404);
  });

  it("the events list's JSON-LD points at each event's page", async () => {
    const { id } = await adminEvent({ eventDate: "2099-01-10", endDate: undefined });
    const list = await page("/events");
    expect(list.ld.flat().map((e: { url: string }) => e.url)).toContain(`${BASE_URL}/events/${id}`);
  });
});

describe("sitemap and feed", () => {
  it("the sitemap index lists the events sitemap, which lists every event's page", async () => {
    const { id } = await adminEvent();
    const index = xml(await (await app.request("/sitemap.xml")).text());
    const locs = [index.sitemapindex.sitemap].flat().map((s: { loc: string }) => s.loc);
    expect(locs).toContain(`${BASE_URL}/sitemaps/events-1.xml`);
    const file = xml(await (await app.request("/sitemaps/events-1.xml")).text());
    expect([file.urlset.url].flat().map((u: { loc: string }) => u.loc)).toEqual([`${BASE_URL}/events/${id}`]);
  });

  it("the events feed links to each event's page and dates items by publication, newest first", async () => {
    const older = await adminEvent({ title: "Far future", eventDate: "2031-01-01" });
    await ctx.deps.db.update(events).set({ createdAt: new Date("2026-01-01T10:00:00Z") });
    const newer = await adminEvent({ title: "Sooner", eventDate: "2030-02-01" });
    const rss = xml(await (await app.request("/events/rss.xml")).text());
    const items = [rss.rss.channel.item].flat() as Array<{ title: string; link: string; pubDate: string }>;
    expect(items.map((i) => i.link)).toEqual([`${BASE_URL}/events/${newer.id}`, `${BASE_URL}/events/${older.id}`]);
    expect(items[1]!.pubDate).toBe("Thu, 01 Jan 2026 10:00:00 GMT");
    expect(new Date(items[0]!.pubDate).getTime()).toBeGreaterThan(Date.now() - 600_000);
    expect(items[0]!.title).toContain("Sooner (Feb 1, 2030, 6:00 PM GMT+1)");
  });
});
