import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import ICAL from "ical.js";
import { beforeAll, describe, expect, it } from "vitest";
import { eventDtoSchema, eventListDtoSchema } from "@common/events.schema";
import { createApp } from "../../app";
import { parseIcsFeed } from "../../lib/ics.testkit";
import { createEvent, signedIn } from "../../test/factories";
import { BASE_URL, setupTestContext } from "../../test/setup";

/** The join link only to seat holders, and /events.ics (docs/decisions/077-reminders-and-join-links.md). */
const ctx = setupTestContext();
let app: ReturnType<typeof createApp>;
beforeAll(() => {
  const dist = mkdtempSync(join(tmpdir(), "appsec-web-"));
  writeFileSync(join(dist, "index.html"), readFileSync(new URL("../../../web/index.html", import.meta.url), "utf8"));
  app = createApp(ctx.deps, { webDist: dist });
});
const LINK = "https://meet.example.com/secret-room";
const HOUR = 3_600_000;

async function onlineEvent() {
  const admin = await signedIn(ctx, "admin");
  const res = await admin.request("/api/admin/events", {
    json: {
      title: "Threat modeling night",
      description: "Talks and a workshop",
      eventDate: "2030-07-15",
      startTime: "18:00",
      endTime: "20:00",
      timeZone: "Europe/Berlin",
      location: "Online",
      meetingUrl: LINK,
      maxAttendees: 1,
    },
  });
  expect(res.status).toBe(201);
  const id = ((await res.json()) as { event: { id: string } }).event.id;
  const [seat, waiting, stranger] = await Promise.all([signedIn(ctx), signedIn(ctx), signedIn(ctx)]);
  expect((await seat.request(`/api/events/${id}/registration`, { method: "POST" })).status).toBe(200);
  expect((await waiting.request(`/api/events/${id}/waitlist`, { method: "POST" })).status).toBe(200);
  return { id, admin, seat, waiting, stranger };
}

describe("an online event's join link", () => {
  it("reaches the seat holder and admins; not anonymous visitors, strangers or waiting members", async () => {
    const { id, admin, seat, waiting, stranger } = await onlineEvent();
    const one = async (request: (p: string) => Promise<Response>) => {
      const res = await request(`/api/events/${id}`);
      expect(res.status).toBe(200);
      return eventDtoSchema.parse(((await res.json()) as { event: unknown }).event);
    };
    const list = async (request: (p: string) => Promise<Response>) => {
      const res = await request(`/api/events?filter=all`);
      return eventListDtoSchema.parse(await res.json()).events.find((e) => e.id === id)!;
    };
    for (const who of [(p: string) => ctx.request(p), stranger.request, waiting.request]) {
      for (const e of [await one(who), await list(who)]) {
        expect(e).toMatchObject({ isOnline: true, meetingUrl: null, location: "Online" });
        expect(JSON.stringify(e)).not.toContain("secret-room");
      }
    }
    expect(await one(seat.request)).toMatchObject({ isOnline: true, meetingUrl: LINK, isAttending: true });
    expect(await list(seat.request)).toMatchObject({ meetingUrl: LINK });
    expect(await one(admin.request)).toMatchObject({ meetingUrl: LINK });
    const adminEdit = await admin.request(`/api/admin/events/${id}`);
    expect(((await adminEdit.json()) as { event: { meetingUrl: string } }).event.meetingUrl).toBe(LINK);

    // The seat holder's registration mail carries it; the waiting member's mail does not.
    const mails = await ctx.deps.db.query.mailOutbox.findMany();
    expect(mails.find((m) => m.to === seat.email)!.text).toContain(`Join link: ${LINK}`);
    expect(
      mails
        .filter((m) => m.to === waiting.email)
        .map((m) => m.text)
        .join(""),
    ).not.toContain("secret-room");

    // Unregistering takes it away again.
    expect((await seat.request(`/api/events/${id}/registration`, { method: "DELETE" })).status).toBe(200);
    expect(await one(seat.request)).toMatchObject({ meetingUrl: null });
    // …and the promoted member now holds the seat and sees it.
    expect(await one(waiting.request)).toMatchObject({ meetingUrl: LINK });
  });

  it("is not in the public page, its JSON-LD, the sitemap, the RSS feed or the public .ics", async () => {
    const { id } = await onlineEvent();
    for (const path of [`/events/${id}`, "/events", "/sitemaps/events.xml", "/events/rss.xml", `/api/events/${id}/ics`, "/events.ics"]) {
      const res = await app.request(path);
      expect(await res.text(), path).not.toContain("secret-room");
    }
    const html = await (await app.request(`/events/${id}`)).text();
    expect(html).toContain('"VirtualLocation"');
  });

  it("a place given as a link is stored as the join link; the public place says Online", async () => {
    const admin = await signedIn(ctx, "admin");
    const res = await admin.request("/api/admin/events", {
      json: {
        title: "Link as place",
        description: "x",
        eventDate: "2030-07-15",
        startTime: "18:00",
        endTime: "20:00",
        timeZone: "UTC",
        location: LINK,
      },
    });
    const id = ((await res.json()) as { event: { id: string } }).event.id;
    const anon = eventDtoSchema.parse(((await (await ctx.request(`/api/events/${id}`)).json()) as { event: unknown }).event);
    expect(anon).toMatchObject({ location: "Online", isOnline: true, meetingUrl: null });
    const bad = await admin.request(`/api/admin/events/${id}`, {
      method: "PUT",
      json: {
        title: "x",
        description: "x",
        eventDate: "2030-07-15",
        startTime: "18:00",
        endTime: "20:00",
        timeZone: "UTC",
        location: "Online",
        meetingUrl: "javascript:alert(1)",
      },
    });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(await bad.json())).toContain("Join link must start with https://");
  });
});

describe("/events.ics", () => {
  it("is a valid calendar of upcoming, non-cancelled events with cache headers", async () => {
    const soon = new Date(Date.now() + 48 * HOUR);
    const upcoming = await createEvent(ctx, {
      title: "Upcoming, meetup",
      startsAt: soon,
      endsAt: new Date(soon.getTime() + HOUR),
      timeZone: "UTC",
      sequence: 2,
    });
    const past = new Date(Date.now() - 48 * HOUR);
    await createEvent(ctx, { title: "Past meetup", startsAt: past, endsAt: new Date(past.getTime() + HOUR), timeZone: "UTC" });
    await createEvent(ctx, {
      title: "Cancelled meetup",
      startsAt: soon,
      endsAt: new Date(soon.getTime() + HOUR),
      timeZone: "UTC",
      status: "cancelled",
    });

    const res = await app.request("/events.ics");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    expect(res.headers.get("cache-control")).toMatch(/^public, max-age=\d+$/);
    const raw = await res.text();
    // ical.js parses it; its lines are CRLF and folded at 75 octets.
    const cal = new ICAL.Component(ICAL.parse(raw));
    expect(cal.getFirstPropertyValue("method")).toBe("PUBLISH");
    expect(cal.getFirstPropertyValue("x-wr-calname")).toBe("AppSec Community events");
    const feed = parseIcsFeed(raw);
    const mine = feed.events.find((e) => e.uid === `event-${upcoming.id}@appsec.community`);
    expect(mine).toMatchObject({ summary: "Upcoming, meetup", sequence: 2 });
    expect(mine!.start.getTime()).toBe(soon.getTime() - (soon.getTime() % 1000));
    expect(feed.events.map((e) => e.summary)).not.toContain("Past meetup");
    expect(feed.events.map((e) => e.summary)).not.toContain("Cancelled meetup");
    const vevent = cal
      .getAllSubcomponents("vevent")
      .find((v) => v.getFirstPropertyValue("uid") === `event-${upcoming.id}@appsec.community`)!;
    expect(vevent.getFirstPropertyValue("url")).toBe(`${BASE_URL}/events/${upcoming.id}`);
    expect(vevent.getFirstPropertyValue("location")).toBe("Online");
    expect(raw).not.toContain("meet.example.com");
  });
});
