import { and, asc, eq } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { CHECK_IN_CODE_FORMAT } from "@common/event-check-in.schema";
import { eventAttendees, events, mailOutbox, staffActions } from "../../db/schema";
import { createEvent, errorOf, signedIn, type TestUser } from "../../test/factories";
import { setupTestContext } from "../../test/setup";
import { checkInCodes } from "./check-in-codes";

// Check-in at the door (docs/decisions/076-event-check-in.md).
let clock = new Date();
const ctx = setupTestContext({ now: () => clock });
const HOUR = 3_600_000;
const CODE = /^[2-9A-HJ-NP-Z]{8}$/;

/** A one-seat event in Berlin, a month ahead (its door times read in Europe/Berlin). */
async function event(values: Partial<typeof events.$inferInsert> = {}) {
  const startsAt = new Date(Date.now() + 30 * 24 * HOUR);
  return createEvent(ctx, {
    title: "OWASP meetup",
    eventDate: startsAt.toISOString().slice(0, 10),
    eventTime: "6:00 PM",
    startsAt,
    endsAt: new Date(startsAt.getTime() + 2 * HOUR),
    timeZone: "Europe/Berlin",
    location: "Berlin, Germany",
    ...values,
  });
}

const reg = (u: TestUser, id: string) => u.request(`/api/events/${id}/registration`, { method: "POST" });
const door = (id: string) => `/api/admin/events/${id}/check-in`;
const checkIn = (u: TestUser, id: string, code: string) => u.request(door(id), { method: "POST", json: { code } });
const undo = (u: TestUser, id: string, code: string, reason?: string) =>
  u.request(door(id), { method: "DELETE", json: { code, ...(reason === undefined ? {} : { reason }) } });

async function codeOf(eventId: string, userId: string) {
  const [row] = await ctx.deps.db
    .select({ code: eventAttendees.checkInCode, at: eventAttendees.checkedInAt, by: eventAttendees.checkedInBy })
    .from(eventAttendees)
    .where(and(eq(eventAttendees.eventId, eventId), eq(eventAttendees.userId, userId)));
  return row!;
}
const mailsTo = (to: string) =>
  ctx.deps.db.select().from(mailOutbox).where(eq(mailOutbox.to, to)).orderBy(asc(mailOutbox.createdAt), asc(mailOutbox.id));

/** A registration mail carries the code in both parts and its QR as an inline PNG (Content-ID). */
async function expectCodeMail(to: string, subject: string, code: string) {
  const mail = (await mailsTo(to)).find((m) => m.subject.startsWith(subject));
  expect(mail).toBeDefined();
  const shown = `${code.slice(0, 4)} ${code.slice(4)}`;
  expect(mail!.text).toContain(`Your check-in code: ${shown}`);
  expect(mail!.html).toContain(`Your check-in code: ${shown}`);
  const png = mail!.attachments!.find((a) => a.contentType === "image/png");
  expect(png).toBeDefined();
  expect(mail!.html).toContain(`src="cid:${png!.cid}"`);
  expect(mail!.html).toContain(`alt="QR code of your check-in code ${shown}"`);
  const bytes = Buffer.from(png!.content, "base64");
  expect(bytes.subarray(1, 4).toString("latin1")).toBe("PNG");
  // The .ics is still there beside it.
  expect(mail!.attachments!.some((a) => a.contentType.startsWith("text/calendar"))).toBe(true);
}

describe("check-in codes", () => {
  it("each registration gets its own 8-character code from the unambiguous alphabet; the mail carries it and its QR", async () => {
    const ev = await event({ maxAttendees: 10 });
    const members = await Promise.all([signedIn(ctx), signedIn(ctx), signedIn(ctx)]);
    for (const m of members) expect((await reg(m, ev.id)).status).toBe(200);
    const codes = await Promise.all(members.map(async (m) => (await codeOf(ev.id, m.id)).code));
    for (const c of codes) expect(c).toMatch(CODE);
    expect(new Set(codes).size).toBe(3);
    await expectCodeMail(members[0]!.email, "You are registered for OWASP meetup", codes[0]!);
  });

  it("registrations written without a code (the previous release, the migration's existing rows) get one from the column default", async () => {
    const ev = await event({ maxAttendees: 500 });
    const people = await Promise.all(Array.from({ length: 5 }, () => signedIn(ctx)));
    await ctx.deps.db.insert(eventAttendees).values(people.map((p) => ({ eventId: ev.id, userId: p.id })));
    const rows = await ctx.deps.db
      .select({ code: eventAttendees.checkInCode })
      .from(eventAttendees)
      .where(eq(eventAttendees.eventId, ev.id));
    expect(rows.map((r) => r.code).every((c) => CODE.test(c))).toBe(true);
    expect(new Set(rows.map((r) => r.code)).size).toBe(5);
  });

  it("a code is unique per event: the database refuses a second registration with the same code", async () => {
    const ev = await event({ maxAttendees: 10 });
    const [a, b] = await Promise.all([signedIn(ctx), signedIn(ctx)]);
    await ctx.deps.db.insert(eventAttendees).values({ eventId: ev.id, userId: a.id, checkInCode: "ABCD2345" });
    await expect(ctx.deps.db.insert(eventAttendees).values({ eventId: ev.id, userId: b.id, checkInCode: "ABCD2345" })).rejects.toThrow();
    // Another event may hold the same code.
    const other = await event();
    await ctx.deps.db.insert(eventAttendees).values({ eventId: other.id, userId: b.id, checkInCode: "ABCD2345" });
  });

  describe("a drawn code another attendee of the event holds is drawn again (docs/decisions/087)", () => {
    afterEach(() => vi.restoreAllMocks());

    it("registering: the second draw is used, no 500, and the code mail carries it", async () => {
      const ev = await event({ maxAttendees: 10 });
      const [a, b] = await Promise.all([signedIn(ctx), signedIn(ctx)]);
      await ctx.deps.db.insert(eventAttendees).values({ eventId: ev.id, userId: a.id, checkInCode: "ABCD2345" });
      const draw = vi.spyOn(checkInCodes, "draw").mockReturnValueOnce("ABCD2345").mockReturnValueOnce("WXYZ6789");
      expect((await reg(b, ev.id)).status).toBe(200);
      expect(draw).toHaveBeenCalledTimes(2);
      expect((await codeOf(ev.id, b.id)).code).toBe("WXYZ6789");
      expect((await codeOf(ev.id, a.id)).code).toBe("ABCD2345");
      await expectCodeMail(b.email, "You are registered for OWASP meetup", "WXYZ6789");
    });

    it("promoting from the waitlist: the promoted member is seated with a fresh code, not dropped", async () => {
      const ev = await event({ maxAttendees: 2 });
      const [a, b, w] = await Promise.all([signedIn(ctx), signedIn(ctx), signedIn(ctx)]);
      expect((await reg(a, ev.id)).status).toBe(200);
      expect((await reg(b, ev.id)).status).toBe(200);
      expect((await w.request(`/api/events/${ev.id}/waitlist`, { method: "POST" })).status).toBe(200);
      const taken = (await codeOf(ev.id, b.id)).code;
      vi.spyOn(checkInCodes, "draw").mockReturnValueOnce(taken).mockReturnValueOnce("MNPQ2345");
      expect((await a.request(`/api/events/${ev.id}/registration`, { method: "DELETE" })).status).toBe(200);
      expect((await codeOf(ev.id, w.id)).code).toBe("MNPQ2345");
      await expectCodeMail(w.email, "A seat opened up: you are registered for OWASP meetup", "MNPQ2345");
    });

    it("draws are from the alphabet without 0/O/1/I, 8 long", () => {
      for (let i = 0; i < 200; i++) expect(checkInCodes.draw()).toMatch(CODE);
    });
  });

  it("the member promoted from the waitlist gets the code and QR in the 'A seat opened up' mail", async () => {
    const ev = await event({ maxAttendees: 1 });
    const [a, w] = await Promise.all([signedIn(ctx), signedIn(ctx)]);
    expect((await reg(a, ev.id)).status).toBe(200);
    expect((await w.request(`/api/events/${ev.id}/waitlist`, { method: "POST" })).status).toBe(200);
    expect((await a.request(`/api/events/${ev.id}/registration`, { method: "DELETE" })).status).toBe(200);
    await expectCodeMail(w.email, "A seat opened up: you are registered for OWASP meetup", (await codeOf(ev.id, w.id)).code);
  });

  it("a member reads their own code and QR; a waiting member, a stranger and a visitor get none", async () => {
    const ev = await event({ maxAttendees: 1 });
    const [a, w, stranger] = await Promise.all([signedIn(ctx), signedIn(ctx), signedIn(ctx)]);
    await reg(a, ev.id);
    await w.request(`/api/events/${ev.id}/waitlist`, { method: "POST" });
    const mine = `/api/events/${ev.id}/check-in`;
    const res = await a.request(mine);
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.code).toBe((await codeOf(ev.id, a.id)).code);
    expect(body.checkedInAt).toBeNull();
    expect(body.qrSvg).toMatch(/^<svg[^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    const waiting = await w.request(mine);
    expect(waiting.status).toBe(404);
    expect((await errorOf(waiting)).message).toBe("You are on the waitlist: your check-in code comes with your seat.");
    const none = await stranger.request(mine);
    expect(none.status).toBe(404);
    expect((await errorOf(none)).message).toBe("You are not registered for this event, so you have no check-in code.");
    expect((await ctx.request(mine)).status).toBe(401);
  });
});

describe("checking in at the door", () => {
  async function setup() {
    const ev = await event({ maxAttendees: 2 });
    const [a, b, w, admin] = await Promise.all([signedIn(ctx), signedIn(ctx), signedIn(ctx), signedIn(ctx, "admin")]);
    await reg(a, ev.id);
    await reg(b, ev.id);
    await w.request(`/api/events/${ev.id}/waitlist`, { method: "POST" });
    return { ev, a, b, w, admin, codeA: (await codeOf(ev.id, a.id)).code, codeB: (await codeOf(ev.id, b.id)).code };
  }

  it("an admin checks a code in once; the second check-in says when and by whom (409) and changes nothing", async () => {
    const { ev, a, admin, codeA } = await setup();
    clock = new Date("2030-05-10T16:05:00Z"); // 18:05 in Berlin
    // Typed in lower case with a space, as read out at the door.
    const res = await checkIn(admin, ev.id, `${codeA.slice(0, 4).toLowerCase()} ${codeA.slice(4)}`);
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({ registered: 2, checkedIn: 1, attendee: { userId: a.id, code: codeA, checkedInBy: admin.name } });
    expect(body.attendee.checkedInAt).toBe("2030-05-10T16:05:00.000Z");
    clock = new Date("2030-05-10T16:30:00Z");
    const again = await checkIn(admin, ev.id, codeA);
    expect(again.status).toBe(409);
    expect((await errorOf(again)).message).toBe(`${a.name} was already checked in at 18:05 by ${admin.name}.`);
    expect((await codeOf(ev.id, a.id)).at?.toISOString()).toBe("2030-05-10T16:05:00.000Z");
    clock = new Date();
  });

  it("two devices checking the same code at once: exactly one 200 and one 409", async () => {
    const { ev, admin, codeA, codeB } = await setup();
    const second = await signedIn(ctx, "admin");
    const results = await Promise.all([
      checkIn(admin, ev.id, codeA),
      checkIn(second, ev.id, codeA),
      checkIn(second, ev.id, codeB),
      checkIn(admin, ev.id, codeB),
    ]);
    expect(
      results
        .slice(0, 2)
        .map((r) => r.status)
        .sort(),
    ).toEqual([200, 409]);
    expect(
      results
        .slice(2)
        .map((r) => r.status)
        .sort(),
    ).toEqual([200, 409]);
    const list = await (await admin.request(door(ev.id))).json();
    expect(list).toMatchObject({ registered: 2, checkedIn: 2 });
  });

  it("an unknown code answers 404 with a clear message; a malformed one 400; nothing is written", async () => {
    const { ev, admin, w } = await setup();
    const unknown = await checkIn(admin, ev.id, "ZZZZ9999");
    expect(unknown.status).toBe(404);
    expect((await errorOf(unknown)).message).toBe(
      "No registration for this event has the code ZZZZ 9999. Check the code; a member on the waitlist has no code until a seat opens up for them.",
    );
    for (const code of ["0OIL1234", "ABC", "", 42]) {
      const bad = await admin.request(door(ev.id), { method: "POST", json: { code } });
      expect(bad.status).toBe(400);
      expect((await errorOf(bad)).message).toContain(CHECK_IN_CODE_FORMAT);
    }
    const list = await (await admin.request(door(ev.id))).json();
    expect(list.checkedIn).toBe(0);
    // The waiting member is not on the door list at all.
    expect(list.attendees.map((p: { userId: string }) => p.userId)).not.toContain(w.id);
    expect((await checkIn(admin, "00000000-0000-4000-8000-000000000000", "ABCD2345")).status).toBe(404);
  });

  it("a member who gave their seat back cannot be checked in with their old code", async () => {
    const { ev, a, admin, codeA } = await setup();
    await a.request(`/api/events/${ev.id}/registration`, { method: "DELETE" });
    expect((await checkIn(admin, ev.id, codeA)).status).toBe(404);
  });

  it("a cancelled event checks nobody in (409)", async () => {
    const { ev, admin, codeA } = await setup();
    await ctx.deps.db.update(events).set({ status: "cancelled" }).where(eq(events.id, ev.id));
    const res = await checkIn(admin, ev.id, codeA);
    expect(res.status).toBe(409);
    expect((await errorOf(res)).message).toBe("This event has been cancelled");
  });

  it("the door list and check-in are admin-only: a visitor 401, a member, an attendee and the event's (non-admin) organizer 403", async () => {
    const { ev, a, admin, codeA } = await setup();
    const organizer = await signedIn(ctx);
    await ctx.deps.db.update(events).set({ organizerId: organizer.id }).where(eq(events.id, ev.id));
    const member = await signedIn(ctx);
    expect((await ctx.request(door(ev.id))).status).toBe(401);
    expect((await ctx.request(door(ev.id), { method: "POST", json: { code: codeA } })).status).toBe(401);
    for (const u of [member, a, organizer]) {
      expect((await u.request(door(ev.id))).status).toBe(403);
      expect((await checkIn(u, ev.id, codeA)).status).toBe(403);
      expect((await undo(u, ev.id, codeA, "Tapped the wrong row")).status).toBe(403);
    }
    expect((await codeOf(ev.id, a.id)).at).toBeNull();
    const list = await admin.request(door(ev.id));
    expect(list.status).toBe(200);
    expect(await list.json()).toMatchObject({
      event: { id: ev.id, title: "OWASP meetup", timeZone: "Europe/Berlin" },
      registered: 2,
      checkedIn: 0,
    });
  });

  it("undo needs a reason (400, nothing changed), then clears the check-in and writes a staff-log row; undoing again is 409", async () => {
    const { ev, a, admin, codeA } = await setup();
    await checkIn(admin, ev.id, codeA);
    const noReason = await undo(admin, ev.id, codeA);
    expect(noReason.status).toBe(400);
    expect((await codeOf(ev.id, a.id)).at).not.toBeNull();
    expect(await ctx.deps.db.select().from(staffActions)).toHaveLength(0);

    const res = await undo(admin, ev.id, codeA, "Tapped the wrong row");
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ checkedIn: 0, attendee: { userId: a.id, checkedInAt: null, checkedInBy: null } });
    const [row] = await ctx.deps.db.select().from(staffActions);
    expect(row).toMatchObject({ action: "event.check_in_undo", actorId: admin.id, targetId: ev.id, reason: "Tapped the wrong row" });
    expect(row!.before).toEqual({ userId: a.id, checkedIn: true });

    const twice = await undo(admin, ev.id, codeA, "Again");
    expect(twice.status).toBe(409);
    expect((await errorOf(twice)).message).toBe(`${a.name} is not checked in.`);
    expect(await ctx.deps.db.select().from(staffActions)).toHaveLength(1);
    // Checked in again after the undo.
    expect((await checkIn(admin, ev.id, codeA)).status).toBe(200);
  });

  it("the attendee CSV has a 'Checked in at' column (empty for the rest and the waitlist)", async () => {
    const { ev, a, b, w, admin, codeA } = await setup();
    clock = new Date("2030-05-10T16:05:00Z");
    await checkIn(admin, ev.id, codeA);
    clock = new Date();
    const lines = (await (await admin.request(`/api/admin/events/${ev.id}/attendees.csv`)).text()).trim().split("\r\n");
    expect(lines[0]).toBe('"Name","Email","Status","Waitlist place","Since","Checked in at"');
    expect(lines.find((l) => l.includes(a.email))).toMatch(/"registered","","[^"]+","2030-05-10T16:05:00.000Z"$/);
    expect(lines.find((l) => l.includes(b.email))).toMatch(/"registered","","[^"]+",""$/);
    expect(lines.find((l) => l.includes(w.email))).toMatch(/"waitlist","1","[^"]+",""$/);
  });
});

describe("admin figures", () => {
  it("the dashboard counts registrations and check-ins of the events of the last 30 days (not later or older ones)", async () => {
    clock = new Date();
    const today = clock.toISOString().slice(0, 10);
    const daysAgo = (n: number) => new Date(clock.getTime() - n * 24 * HOUR).toISOString().slice(0, 10);
    const [recent, old, ahead] = await Promise.all([
      createEvent(ctx, { eventDate: today }),
      createEvent(ctx, { eventDate: daysAgo(40) }),
      createEvent(ctx, { eventDate: daysAgo(-5) }),
    ]);
    const [a, b, admin] = await Promise.all([signedIn(ctx), signedIn(ctx), signedIn(ctx, "admin")]);
    for (const ev of [recent, old, ahead])
      await ctx.deps.db.insert(eventAttendees).values([
        { eventId: ev.id, userId: a.id },
        { eventId: ev.id, userId: b.id, checkedInAt: clock },
      ]);
    const old2 = await createEvent(ctx, { eventDate: daysAgo(10) });
    await ctx.deps.db.insert(eventAttendees).values({ eventId: old2.id, userId: a.id });
    const stats = await (await admin.request("/api/admin/stats")).json();
    expect(stats.eventAttendance).toEqual({ registered: 3, checkedIn: 1 });
  });
});
