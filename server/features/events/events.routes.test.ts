import { addDays, todayIn } from "@common/time";
import { describe, expect, it } from "vitest";
import { contactMessages, eventAttendees, events, mailOutbox, offerings, sponsorInquiries } from "../../db/schema";
import { createEvent, errorOf, signedIn } from "../../test/factories";
import { setupTestContext } from "../../test/setup";

const ctx = setupTestContext();
const today = () => todayIn("UTC");

const event = (values: Partial<typeof events.$inferInsert> = {}) => createEvent(ctx, values);

describe("events", () => {
  it("lists upcoming events soonest first, with counts and my registration; featured and mine filters", async () => {
    const later = await event({ eventDate: addDays(today(), 10), isFeatured: true });
    const soon = await event({ eventDate: addDays(today(), 1) });
    await event({ eventDate: addDays(today(), -2), title: "Past" });
    const u = await signedIn(ctx);
    await u.request(`/api/events/${later.id}/registration`, { method: "POST" });
    const all = await (await u.request("/api/events")).json();
    expect(all.events.map((e: { id: string }) => e.id)).toEqual([soon.id, later.id]);
    expect(all.events[1]).toMatchObject({ attendeesCount: 1, isAttending: true });
    expect((await (await u.request("/api/events?filter=featured")).json()).events).toHaveLength(1);
    expect((await (await u.request("/api/events?filter=mine")).json()).events.map((e: { id: string }) => e.id)).toEqual([later.id]);
    expect((await (await ctx.request("/api/events?filter=mine")).json()).events).toEqual([]);
  });

  it("registration needs a session; cancel works; a full event refuses", async () => {
    const e = await event({ maxAttendees: 1 });
    expect((await ctx.request(`/api/events/${e.id}/registration`, { method: "POST" })).status).toBe(401);
    const a = await signedIn(ctx);
    const b = await signedIn(ctx);
    expect((await a.request(`/api/events/${e.id}/registration`, { method: "POST" })).status).toBe(200);
    const full = await b.request(`/api/events/${e.id}/registration`, { method: "POST" });
    expect(full.status).toBe(409);
    expect((await errorOf(full)).message).toBe("This event is full");
    expect((await a.request(`/api/events/${e.id}/registration`, { method: "DELETE" })).status).toBe(200);
    expect((await b.request(`/api/events/${e.id}/registration`, { method: "POST" })).status).toBe(200);
  });

  it("20 concurrent registrations for the last seat: exactly one succeeds", async () => {
    const e = await event({ maxAttendees: 3 });
    const early = await Promise.all([signedIn(ctx), signedIn(ctx)]);
    for (const u of early) await u.request(`/api/events/${e.id}/registration`, { method: "POST" });
    const racers = await Promise.all(Array.from({ length: 20 }, () => signedIn(ctx)));
    const statuses = (await Promise.all(racers.map((u) => u.request(`/api/events/${e.id}/registration`, { method: "POST" })))).map(
      (r) => r.status,
    );
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
    expect(await ctx.deps.db.select().from(eventAttendees)).toHaveLength(3);
  });

  it("offers an .ics with the parsed start time", async () => {
    const e = await event({ eventDate: "2030-05-10", eventTime: "6:00 PM EST" });
    const res = await ctx.request(`/api/events/${e.id}/ics`);
    const ics = await res.text();
    expect(res.headers.get("content-type")).toContain("text/calendar");
    expect(ics).toContain("DTSTART:20300510T230000Z");
    const free = await event({ eventDate: "2030-05-11", eventTime: "Evening" });
    expect(await (await ctx.request(`/api/events/${free.id}/ics`)).text()).toContain("DTSTART;VALUE=DATE:20300511");
  });

  it("admin event management is admin-only and validates", async () => {
    const member = await signedIn(ctx);
    const admin = await signedIn(ctx, "admin");
    const body = {
      title: "AppSec Day",
      description: "All day",
      eventDate: addDays(today(), 5),
      startTime: "09:00",
      endTime: "17:00",
      timeZone: "Europe/Berlin",
      location: "Berlin",
      maxAttendees: "",
      isFeatured: true,
    };
    for (const [path, method] of [
      ["/api/admin/events", "GET"],
      ["/api/admin/events", "POST"],
    ] as const) {
      expect((await ctx.request(path, { method, json: method === "POST" ? body : undefined })).status).toBe(401);
      expect((await member.request(path, { method, json: method === "POST" ? body : undefined })).status).toBe(403);
    }
    const created = await admin.request("/api/admin/events", { json: body });
    expect(created.status).toBe(201);
    const { event: ev } = await created.json();
    expect((await member.request(`/api/admin/events/${ev.id}`, { method: "DELETE" })).status).toBe(403);
    const bad = await admin.request("/api/admin/events", { json: { ...body, title: "" } });
    expect((await errorOf(bad)).message).toBe("Please fill in all required fields");
    expect((await admin.request("/api/admin/events", { json: { ...body, maxAttendees: 0 } })).status).toBe(400);
    expect((await admin.request(`/api/admin/events/${ev.id}`, { method: "PUT", json: { ...body, maxAttendees: 50 } })).status).toBe(200);
    const list = await (await admin.request("/api/admin/events?q=berlin")).json();
    expect(list.events[0]).toMatchObject({ maxAttendees: 50, isFeatured: true });
    expect((await admin.request(`/api/admin/events/${ev.id}`, { method: "DELETE", json: { reason: "Test clean-up" } })).status).toBe(200);
    expect((await admin.request(`/api/admin/events/${ev.id}`, { method: "DELETE", json: { reason: "Test clean-up" } })).status).toBe(404);
  });
});

describe("offerings", () => {
  const valid = {
    title: "Threat modeling workshop",
    description: "A hands-on half-day workshop for dev teams.",
    category: "Training",
    price: "",
    contactInfo: "me@example.test",
  };
  it("validates, stores (empty price → null) and lists with filters; author or admin deletes", async () => {
    const u = await signedIn(ctx);
    expect((await ctx.request("/api/offerings", { json: valid })).status).toBe(401);
    const checks: [Record<string, unknown>, string, string][] = [
      [{ title: "ab" }, "title", "Title must be at least 3 characters"],
      [{ description: "short" }, "description", "Description must be at least 20 characters"],
      [{ category: "Games" }, "category", "Please select a valid category"],
      [{ contactInfo: "nope" }, "contactInfo", "Please enter a valid email address"],
    ];
    for (const [patch, field, message] of checks) {
      const res = await u.request("/api/offerings", { json: { ...valid, ...patch } });
      expect((await errorOf(res)).fields?.[field]).toBe(message);
    }
    const { offering } = await (await u.request("/api/offerings", { json: valid })).json();
    const [row] = await ctx.deps.db.select().from(offerings);
    expect(row!.price).toBeNull();
    // Listed for everyone once an admin approved it (offerings are reviewed like jobs).
    await ctx.deps.db.update(offerings).set({ status: "approved" });
    expect((await (await ctx.request("/api/offerings?category=Tools")).json()).offerings).toHaveLength(0);
    const list = await (await ctx.request("/api/offerings?category=Training&q=WORKSHOP")).json();
    expect(list.offerings[0]).toMatchObject({ id: offering.id, canDelete: false });
    const other = await signedIn(ctx);
    expect((await other.request(`/api/offerings/${offering.id}`, { method: "DELETE" })).status).toBe(403);
    expect((await u.request(`/api/offerings/${offering.id}`, { method: "DELETE" })).status).toBe(200);
  });
});

describe("contact and sponsors", () => {
  it("contact messages are validated, stored and mailed to the team", async () => {
    const bad = await ctx.request("/api/contact", { json: { name: "A", email: "x", subject: "Hi", message: "short" } });
    const err = await errorOf(bad);
    expect(err.fields).toMatchObject({
      name: "Name must be at least 2 characters",
      email: "Please enter a valid email address",
      subject: "Subject must be at least 5 characters",
      message: "Message must be at least 10 characters",
    });
    const ok = await ctx.request("/api/contact", {
      json: { name: "Ann", email: "ann@example.test", subject: "Hello there", message: "I would like to help out." },
    });
    expect(ok.status).toBe(201);
    expect(await ctx.deps.db.select().from(contactMessages)).toHaveLength(1);
    const mails = await ctx.deps.db.select().from(mailOutbox);
    expect(mails[0]).toMatchObject({ to: ctx.deps.config.teamEmail, subject: "[Contact] Hello there" });
  });

  it("contact is rate-limited", async () => {
    const body = { name: "Ann", email: "ann@example.test", subject: "Hello there", message: "I would like to help out." };
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await ctx.request("/api/contact", { json: body })).status);
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
  });

  it("sponsor inquiries are validated, stored and mailed", async () => {
    const bad = await ctx.request("/api/sponsors/inquiries", { json: { tier: "platinum" } });
    expect((await errorOf(bad)).fields).toMatchObject({
      firstName: "First name is required",
      tier: "Please select a sponsorship tier",
      phone: "Phone number is required",
    });
    const ok = await ctx.request("/api/sponsors/inquiries", {
      json: {
        firstName: "Sam",
        lastName: "Sponsor",
        companyName: "SecureCo",
        email: "sam@secure.example",
        phone: "+1 555 0100",
        tier: "gold",
      },
    });
    expect(ok.status).toBe(201);
    expect(await ctx.deps.db.select().from(sponsorInquiries)).toHaveLength(1);
    expect((await ctx.deps.db.select().from(mailOutbox))[0]!.subject).toBe("Sponsorship interest: SecureCo (gold)");
  });
});

describe("events pages", () => {
  it("upcoming and admin lists page 24 at a time, each event once, past events only for the admin; a bad cursor is 400", async () => {
    const admin = await signedIn(ctx, "admin");
    await ctx.deps.db.insert(events).values(
      Array.from({ length: 27 }, (_, i) => ({
        title: `Meetup ${String(i).padStart(2, "0")}`,
        description: "Talks",
        // Several on one day: the order still has a tie-breaker, so no page repeats or skips one.
        eventDate: i < 25 ? addDays(today(), 1 + Math.floor(i / 3)) : addDays(today(), -1 - i),
        eventTime: "6:00 PM UTC",
        location: "Berlin",
      })),
    );
    type Page = { events: { id: string; title: string }[]; nextCursor: string | null };
    const walk = async (path: string, req: typeof ctx.request) => {
      const seen: string[] = [];
      let cursor: string | null = null;
      let pages = 0;
      do {
        const res = await req(`${path}${cursor ? `${path.includes("?") ? "&" : "?"}cursor=${encodeURIComponent(cursor)}` : ""}`);
        expect(res.status).toBe(200);
        const page = (await res.json()) as Page;
        expect(page.events.length).toBeLessThanOrEqual(24);
        seen.push(...page.events.map((e) => e.id));
        cursor = page.nextCursor;
        pages++;
      } while (cursor && pages < 5);
      return { seen, pages };
    };
    const upcoming = await walk("/api/events?filter=all", ctx.request);
    expect(upcoming.pages).toBe(2);
    expect(upcoming.seen).toHaveLength(25);
    expect(new Set(upcoming.seen).size).toBe(25);
    const all = await walk("/api/admin/events", admin.request);
    expect(all.seen).toHaveLength(27);
    expect(new Set(all.seen).size).toBe(27);
    expect((await ctx.request("/api/events?cursor=nope")).status).toBe(400);
    expect((await admin.request("/api/admin/events?cursor=nope")).status).toBe(400);
  });
});
