import { asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { events, mailOutbox } from "../../db/schema";
import { parseIcs } from "../../lib/ics.testkit";
import { errorOf, setProfile, signedIn } from "../../test/factories";
import { BASE_URL, setupTestContext } from "../../test/setup";
import { backfillEventTimes } from "./events.service";

/** Structured times, change and cancel mails, admin people/CSV (docs/decisions/031-event-times-and-pages.md). */
const ctx = setupTestContext();

const body = {
  title: "Threat modeling night",
  description: "Talks and a workshop",
  eventDate: "2030-07-15",
  startTime: "18:00",
  endTime: "20:00",
  timeZone: "Europe/Berlin",
  location: "Berlin, Germany",
  maxAttendees: 1,
  isFeatured: false,
};
const mailsTo = (to: string) => ctx.deps.db.select().from(mailOutbox).where(eq(mailOutbox.to, to)).orderBy(asc(mailOutbox.createdAt));
const icsOf = (mail: typeof mailOutbox.$inferSelect) => {
  // One calendar file (a registration mail also carries the check-in QR image, docs/decisions/076).
  const calendars = (mail.attachments ?? []).filter((a) => a.contentType.startsWith("text/calendar"));
  expect(calendars).toHaveLength(1);
  return { part: calendars[0]!, ics: parseIcs(calendars[0]!.content, { base64: true }) };
};

async function setup() {
  const [admin, member, waiting] = await Promise.all([signedIn(ctx, "admin"), signedIn(ctx), signedIn(ctx)]);
  const res = await admin.request("/api/admin/events", { json: body });
  expect(res.status).toBe(201);
  const { event } = (await res.json()) as { event: { id: string } };
  expect((await member.request(`/api/events/${event.id}/registration`, { method: "POST" })).status).toBe(200);
  expect((await waiting.request(`/api/events/${event.id}/waitlist`, { method: "POST" })).status).toBe(200);
  return { admin, member, waiting, id: event.id };
}

describe("structured event times", () => {
  it("an admin creates an event from a date, times and a zone; the API answers instants, the zone and the old text", async () => {
    const { id, member } = await setup();
    const { event } = await (await member.request(`/api/events/${id}`)).json();
    expect(event).toMatchObject({
      startsAt: "2030-07-15T16:00:00.000Z",
      endsAt: "2030-07-15T18:00:00.000Z",
      timeZone: "Europe/Berlin",
      status: "scheduled",
      timeNeedsFixing: false,
      isAttending: true,
      eventTime: "18:00-20:00 Europe/Berlin",
    });
    // The confirmation is an iTIP REQUEST with the event's UID at SEQUENCE 0.
    const [mail] = await mailsTo(member.email);
    const { part, ics } = icsOf(mail!);
    expect(part.contentType).toBe("text/calendar; charset=utf-8; method=REQUEST");
    expect(ics).toMatchObject({ method: "REQUEST", uid: `event-${id}@appsec.community`, sequence: 0, url: `${BASE_URL}/events/${id}` });
    expect(ics.start.toISOString()).toBe("2030-07-15T16:00:00.000Z");
    expect(ics.end.toISOString()).toBe("2030-07-15T18:00:00.000Z");
    expect(ics.attendees.map((a) => a.email)).toEqual([member.email]);
    expect(ics.organizer?.email).toBe(ctx.deps.config.teamEmail);
    expect(mail!.text).toContain("When: Monday, July 15, 2030, 6:00 PM – 8:00 PM GMT+2 (Europe/Berlin)");
  });

  it("bad times are 400 with a clear message per field and write nothing", async () => {
    const admin = await signedIn(ctx, "admin");
    const checks: Array<[Record<string, unknown>, string, string]> = [
      [{ timeZone: "Mars/Olympus" }, "timeZone", "Choose a time zone from the list (e.g. Europe/Berlin)"],
      [{ timeZone: undefined }, "timeZone", "Choose a time zone"],
      [{ startTime: "6pm" }, "startTime", "Start time must be a time like 18:00"],
      [{ endTime: "17:00" }, "endTime", "The event must end after it starts"],
      [{ eventDate: "2030-02-30" }, "eventDate", "Choose the event's date (YYYY-MM-DD)"],
      [{ endDate: "2030-08-15" }, "endDate", "An event lasts at most 14 days"],
    ];
    for (const [patch, field, message] of checks) {
      const res = await admin.request("/api/admin/events", { json: { ...body, ...patch } });
      expect(res.status).toBe(400);
      expect((await errorOf(res)).fields?.[field]).toBe(message);
    }
    expect(await ctx.deps.db.select().from(events)).toHaveLength(0);
    // An event past midnight names its end date.
    const late = await admin.request("/api/admin/events", {
      json: { ...body, startTime: "22:00", endDate: "2030-07-16", endTime: "02:00" },
    });
    expect(late.status).toBe(201);
  });

  it("GET /api/events/:id: 404 for no such event, 400 for a malformed id", async () => {
    expect((await ctx.request("/api/events/00000000-0000-4000-8000-000000000000")).status).toBe(404);
    expect((await ctx.request("/api/events/nope")).status).toBe(400);
  });

  it("the backfill parses the previous release's free text once, reads a bare time in the organizer's zone, and lists the rest", async () => {
    const organizer = await signedIn(ctx, "admin");
    await setProfile(ctx, organizer.id, { timezone: "Asia/Tokyo" });
    const rows = await ctx.deps.db
      .insert(events)
      .values([
        { title: "A", description: "d", eventDate: "2030-01-15", eventTime: "7pm PST", location: "x" },
        { title: "B", description: "d", eventDate: "2030-07-15", eventTime: "18:00", location: "x", organizerId: organizer.id },
        { title: "C", description: "d", eventDate: "2030-07-15", eventTime: "18:00", location: "x" },
        { title: "D", description: "d", eventDate: "2030-07-15", eventTime: "Evening, after work", location: "x" },
      ])
      .returning();
    expect(await backfillEventTimes(ctx.deps.db)).toEqual({ parsed: 2, unparsed: 2 });
    const byTitle = Object.fromEntries((await ctx.deps.db.select().from(events)).map((e) => [e.title, e]));
    expect(byTitle.A!.startsAt?.toISOString()).toBe("2030-01-16T03:00:00.000Z");
    expect(byTitle.B).toMatchObject({ timeZone: "Asia/Tokyo" });
    expect(byTitle.B!.startsAt?.toISOString()).toBe("2030-07-15T09:00:00.000Z");
    expect(byTitle.C!.startsAt).toBeNull();
    // Idempotent: a second run changes nothing and parses nothing new.
    expect(await backfillEventTimes(ctx.deps.db)).toEqual({ parsed: 0, unparsed: 2 });
    const list = await (await organizer.request("/api/admin/events?needsFixing=true")).json();
    expect(list.events.map((e: { title: string }) => e.title).sort()).toEqual(["C", "D"]);
    expect(list.events.every((e: { timeNeedsFixing: boolean }) => e.timeNeedsFixing)).toBe(true);
    expect(rows).toHaveLength(4);
  });
});

describe("changes reach registrants (iTIP)", () => {
  it("a changed time mails the attendee a REQUEST with SEQUENCE 1 and the waiting member a plain mail; a save without change mails nobody", async () => {
    const { admin, member, waiting, id } = await setup();
    const before = await ctx.deps.db.select().from(mailOutbox);
    const res = await admin.request(`/api/admin/events/${id}`, { method: "PUT", json: { ...body, startTime: "19:00", endTime: "21:00" } });
    expect(res.status).toBe(200);
    // A waiting member holds no seat, so no calendar entry: no REQUEST, their place instead (docs/decisions/072-event-itip.md).
    const waitingUpdates = (await mailsTo(waiting.email)).filter((m) => m.subject === "Updated: Threat modeling night");
    expect(waitingUpdates).toHaveLength(1);
    expect(waitingUpdates[0]!.attachments ?? []).toEqual([]);
    expect(waitingUpdates[0]!.text).toContain("You are on the waitlist (place 1)");
    for (const u of [member]) {
      const updates = (await mailsTo(u.email)).filter((m) => m.subject === "Updated: Threat modeling night");
      expect(updates).toHaveLength(1);
      const { part, ics } = icsOf(updates[0]!);
      expect(part.contentType).toContain("method=REQUEST");
      expect(ics).toMatchObject({ method: "REQUEST", uid: `event-${id}@appsec.community`, sequence: 1, status: "CONFIRMED" });
      expect(ics.start.toISOString()).toBe("2030-07-15T17:00:00.000Z");
      expect(ics.attendees.map((a) => a.email)).toEqual([u.email]);
      expect(updates[0]!.text).toContain("Before:");
    }
    expect((await ctx.deps.db.select().from(mailOutbox)).length).toBe(before.length + 2);
    const { event } = await (await ctx.request(`/api/events/${id}`)).json();
    expect(event).toMatchObject({ status: "rescheduled", previousStartsAt: "2030-07-15T16:00:00.000Z" });
    // The same input again: no change, no mail, no new SEQUENCE.
    await admin.request(`/api/admin/events/${id}`, {
      method: "PUT",
      json: { ...body, startTime: "19:00", endTime: "21:00", isFeatured: true },
    });
    expect((await ctx.deps.db.select().from(mailOutbox)).length).toBe(before.length + 2);
    // A new place is a change too: SEQUENCE 2.
    await admin.request(`/api/admin/events/${id}`, {
      method: "PUT",
      json: { ...body, startTime: "19:00", endTime: "21:00", location: "Hamburg" },
    });
    const last = (await mailsTo(member.email)).at(-1)!;
    expect(icsOf(last).ics).toMatchObject({ sequence: 2, location: "Hamburg" });
    // The public .ics carries the same SEQUENCE.
    const pub = parseIcs(await (await ctx.request(`/api/events/${id}/ics`)).text());
    expect(pub).toMatchObject({ method: "PUBLISH", sequence: 2, uid: `event-${id}@appsec.community` });
  });

  it("cancelling mails a CANCEL (SEQUENCE+1, STATUS:CANCELLED) once to each, closes registration, and keeps the page", async () => {
    const { admin, member, waiting, id } = await setup();
    const other = await signedIn(ctx);
    expect((await member.request(`/api/admin/events/${id}/cancel`, { method: "POST" })).status).toBe(403);
    expect((await ctx.request(`/api/admin/events/${id}/cancel`, { method: "POST" })).status).toBe(401);
    const res = await admin.request(`/api/admin/events/${id}/cancel`, { method: "POST", json: { reason: "The venue closed" } });
    expect(await res.json()).toEqual({ cancelled: true, mailed: 2 });
    for (const u of [member, waiting]) {
      const cancels = (await mailsTo(u.email)).filter((m) => m.subject === "Cancelled: Threat modeling night");
      expect(cancels).toHaveLength(1);
      const { part, ics } = icsOf(cancels[0]!);
      expect(part.contentType).toBe("text/calendar; charset=utf-8; method=CANCEL");
      expect(ics).toMatchObject({ method: "CANCEL", status: "CANCELLED", sequence: 1, uid: `event-${id}@appsec.community` });
    }
    // Again: nothing more.
    expect(
      await (await admin.request(`/api/admin/events/${id}/cancel`, { method: "POST", json: { reason: "The venue closed" } })).json(),
    ).toEqual({
      cancelled: true,
      mailed: 0,
    });
    expect((await mailsTo(member.email)).filter((m) => m.subject.startsWith("Cancelled"))).toHaveLength(1);
    const closed = await other.request(`/api/events/${id}/registration`, { method: "POST" });
    expect(closed.status).toBe(409);
    expect((await errorOf(closed)).message).toBe("This event has been cancelled");
    expect((await admin.request(`/api/admin/events/${id}`, { method: "PUT", json: body })).status).toBe(409);
    expect((await (await ctx.request(`/api/events/${id}`)).json()).event.status).toBe("cancelled");
    // Deleting a cancelled event tells nobody a second time.
    expect((await admin.request(`/api/admin/events/${id}`, { method: "DELETE", json: { reason: "Test clean-up" } })).status).toBe(200);
    expect((await mailsTo(member.email)).filter((m) => m.subject.startsWith("Cancelled"))).toHaveLength(1);
  });
});

describe("admin: attendees and waitlist", () => {
  it("the people list and the CSV are admin-only (anonymous 401, member 403) and list both in order", async () => {
    const { admin, member, waiting, id } = await setup();
    await setProfile(ctx, member.id, { fullName: '=HYPERLINK("x")' });
    for (const path of [`/api/admin/events/${id}/people`, `/api/admin/events/${id}/attendees.csv`]) {
      expect((await ctx.request(path)).status).toBe(401);
      expect((await member.request(path)).status).toBe(403);
    }
    const people = await (await admin.request(`/api/admin/events/${id}/people`)).json();
    expect(people.attendees.map((p: { email: string }) => p.email)).toEqual([member.email]);
    expect(people.waitlist).toMatchObject([{ email: waiting.email, place: 1 }]);
    const csv = await admin.request(`/api/admin/events/${id}/attendees.csv`);
    expect(csv.headers.get("content-type")).toContain("text/csv");
    const lines = (await csv.text()).trim().split("\r\n");
    expect(lines[0]).toBe('"Name","Email","Status","Waitlist place","Since","Checked in at"');
    expect(lines[1]).toContain(`"'=HYPERLINK(""x"")","${member.email}","registered"`);
    expect(lines[2]).toContain(`"${waiting.email}","waitlist","1"`);
    expect((await admin.request(`/api/admin/events/00000000-0000-4000-8000-000000000000/attendees.csv`)).status).toBe(404);
  });
});
