import { eq, sql } from "drizzle-orm";
import { parseIcsFeed } from "../../lib/ics.testkit";
import { describe, expect, it } from "vitest";
import { queryRows } from "../../db/client";
import { appointments, eventAttendees, events } from "../../db/schema";
import { signedIn } from "../../test/factories";
import { BASE_URL, setupTestContext } from "../../test/setup";

const ctx = setupTestContext();

async function setUp() {
  const member = await signedIn(ctx);
  const mentor = await signedIn(ctx, "mentor");
  const [approved] = await ctx.deps.db
    .insert(appointments)
    .values({
      mentorId: mentor.id,
      userId: member.id,
      date: "2099-03-02",
      time: "10:00 AM",
      startsAt: new Date("2099-03-02T10:00:00Z"),
      topic: "Threat modeling, basics",
      status: "approved",
      sequence: 2,
      location: "https://meet.example.com/ana",
    })
    .returning();
  await ctx.deps.db.insert(appointments).values({
    mentorId: mentor.id,
    userId: member.id,
    date: "2099-03-03",
    time: "10:00 AM",
    startsAt: new Date("2099-03-03T10:00:00Z"),
    topic: "Still pending",
    status: "pending",
  });
  const [ev] = await ctx.deps.db
    .insert(events)
    .values({ title: "OWASP meetup", description: "Talks", eventDate: "2099-04-01", eventTime: "6:00 PM UTC", location: "Online" })
    .returning();
  const [other] = await ctx.deps.db
    .insert(events)
    .values({ title: "Not registered", description: "x", eventDate: "2099-04-02", eventTime: "TBA", location: "Berlin" })
    .returning();
  await ctx.deps.db.insert(eventAttendees).values({ eventId: ev!.id, userId: member.id });
  return { member, mentor, approved: approved!, ev: ev!, other: other! };
}

const unfold = (ics: string) => ics.replace(/\r\n /g, "");

describe("calendar subscription feed", () => {
  it("a member makes a secret URL that serves their approved sessions and registered events", async () => {
    const { member, mentor, approved, ev } = await setUp();
    expect(await (await member.request("/api/me/calendar-feed")).json()).toEqual({ active: false, createdAt: null });
    const made = await member.request("/api/me/calendar-feed", { method: "POST" });
    expect(made.status).toBe(201);
    const { url } = (await made.json()) as { url: string };
    expect(url).toMatch(new RegExp(`^${BASE_URL}/api/calendar/[A-Za-z0-9_-]{43}\\.ics$`));
    expect(((await (await member.request("/api/me/calendar-feed")).json()) as { active: boolean }).active).toBe(true);

    // No cookie: the token is the credential.
    const res = await ctx.request(url.replace(BASE_URL, ""));
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/calendar");
    const ics = unfold(await res.text());
    expect(ics.startsWith("BEGIN:VCALENDAR\r\n")).toBe(true);
    expect(ics.endsWith("END:VCALENDAR\r\n")).toBe(true);
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(2);
    expect(ics).toContain(`UID:appointment-${approved.id}@appsec.community`);
    expect(ics).toContain("DTSTART:20990302T100000Z"); // 10:00 AM in the mentor's zone (UTC)
    expect(ics).toContain("DESCRIPTION:Topic: Threat modeling\\, basics");
    // The feed carries the session's SEQUENCE and place, as its mails do (docs/decisions/030).
    const session = parseIcsFeed(ics).events.find((e) => e.uid === `appointment-${approved.id}@appsec.community`)!;
    expect(session.sequence).toBe(2);
    expect(ics).toContain("LOCATION:https://meet.example.com/ana");
    expect(ics).toContain(`UID:event-${ev.id}@appsec.community`);
    expect(ics).toContain("DTSTART:20990401T180000Z");
    // The event links to its own page (docs/decisions/031), not to the list.
    expect(ics).toContain(`URL:${BASE_URL}/events/${ev.id}`);
    expect(ics).not.toContain("Still pending");
    expect(ics).not.toContain("Not registered");

    // The mentor's own feed has the session too.
    const mentorUrl = ((await (await mentor.request("/api/me/calendar-feed", { method: "POST" })).json()) as { url: string }).url;
    expect(await (await ctx.request(mentorUrl.replace(BASE_URL, ""))).text()).toContain(`UID:appointment-${approved.id}@appsec.community`);
  });

  it("an event's structured times, SEQUENCE and cancellation reach the feed as its mails say them", async () => {
    const { member, ev } = await setUp();
    await ctx.deps.db
      .update(events)
      .set({
        startsAt: new Date("2099-04-01T16:00:00Z"),
        endsAt: new Date("2099-04-01T17:30:00Z"),
        timeZone: "Europe/Berlin",
        sequence: 3,
        status: "cancelled",
      })
      .where(eq(events.id, ev.id));
    const { url } = (await (await member.request("/api/me/calendar-feed", { method: "POST" })).json()) as { url: string };
    const ics = unfold(await (await ctx.request(url.replace(BASE_URL, ""))).text());
    const entry = parseIcsFeed(ics).events.find((e) => e.uid === `event-${ev.id}@appsec.community`)!;
    expect(entry.sequence).toBe(3);
    expect(entry.start.toISOString()).toBe("2099-04-01T16:00:00.000Z");
    const block = ics.slice(ics.indexOf(`UID:event-${ev.id}@appsec.community`));
    expect(block.slice(0, block.indexOf("END:VEVENT"))).toContain("DTEND:20990401T173000Z");
    expect(block.slice(0, block.indexOf("END:VEVENT"))).toContain("STATUS:CANCELLED");
  });

  it("regenerating replaces the URL (the old one stops working) and deleting revokes it", async () => {
    const { member } = await setUp();
    const first = ((await (await member.request("/api/me/calendar-feed", { method: "POST" })).json()) as { url: string }).url.replace(
      BASE_URL,
      "",
    );
    const second = ((await (await member.request("/api/me/calendar-feed", { method: "POST" })).json()) as { url: string }).url.replace(
      BASE_URL,
      "",
    );
    expect(second).not.toBe(first);
    expect((await ctx.request(first)).status).toBe(404);
    expect((await ctx.request(second)).status).toBe(200);
    expect((await member.request("/api/me/calendar-feed", { method: "DELETE" })).status).toBe(204);
    expect((await ctx.request(second)).status).toBe(404);
    expect(await (await member.request("/api/me/calendar-feed")).json()).toEqual({ active: false, createdAt: null });
  });

  it("needs a valid token; managing it needs a session", async () => {
    for (const path of ["/api/calendar/nope.ics", `/api/calendar/${"a".repeat(43)}.ics`, "/api/calendar/.ics"]) {
      const res = await ctx.request(path);
      expect(res.status, path).toBe(404);
      expect(await res.text()).not.toContain("BEGIN:VCALENDAR");
    }
    expect((await ctx.request("/api/me/calendar-feed")).status).toBe(401);
    expect((await ctx.request("/api/me/calendar-feed", { method: "POST" })).status).toBe(401);
    expect((await ctx.request("/api/me/calendar-feed", { method: "DELETE" })).status).toBe(401);
  });

  it("the token is not stored in clear", async () => {
    const { member } = await setUp();
    const url = ((await (await member.request("/api/me/calendar-feed", { method: "POST" })).json()) as { url: string }).url;
    const token = /calendar\/(.+)\.ics$/.exec(url)![1]!;
    const rows = await queryRows<{ token_hash: string }>(ctx.deps.db, sql`select token_hash from calendar_feeds`);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(rows)).not.toContain(token);
  });
});
