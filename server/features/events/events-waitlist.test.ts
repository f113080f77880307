import { addDays, todayIn } from "@common/time";
import { asc, eq, like } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { eventAttendees, events, eventWaitlist, mailOutbox } from "../../db/schema";
import { createEvent, errorOf, signedIn, type TestUser } from "../../test/factories";
import { BASE_URL, setupTestContext } from "../../test/setup";

const ctx = setupTestContext();
const today = () => todayIn("UTC");
const SEAT_OPENED = "A seat opened up: you are registered for";
/** The plain waitlist mails (docs/decisions/072-event-itip.md): no .ics, a waiting member holds no calendar entry. */
const WAITING = "You are on the waitlist for OWASP meetup";
const LEFT = "You left the waitlist for OWASP meetup";
const UNREGISTERED = "Registration cancelled: OWASP meetup";

/** A one-seat event in Berlin, well ahead. */
const event = (values: Partial<typeof events.$inferInsert> = {}) =>
  createEvent(ctx, {
    description: "Talks, pizza; and a CTF",
    eventDate: "2030-05-10",
    location: "Berlin, Germany",
    maxAttendees: 1,
    ...values,
  });

const mailsTo = (to: string) => ctx.deps.db.select().from(mailOutbox).where(eq(mailOutbox.to, to)).orderBy(asc(mailOutbox.createdAt));
const allMails = () => ctx.deps.db.select().from(mailOutbox);
const attendeeIds = async (eventId: string) =>
  (await ctx.deps.db.select({ u: eventAttendees.userId }).from(eventAttendees).where(eq(eventAttendees.eventId, eventId)))
    .map((r) => r.u)
    .sort();
const waitingIds = async (eventId: string) =>
  (
    await ctx.deps.db
      .select({ u: eventWaitlist.userId })
      .from(eventWaitlist)
      .where(eq(eventWaitlist.eventId, eventId))
      .orderBy(asc(eventWaitlist.createdAt), asc(eventWaitlist.userId))
  ).map((r) => r.u);

const post = (u: TestUser, path: string) => u.request(path, { method: "POST" });
const del = (u: TestUser, path: string) => u.request(path, { method: "DELETE" });
const reg = (id: string) => `/api/events/${id}/registration`;
const wait = (id: string) => `/api/events/${id}/waitlist`;

/** Parses a base64 .ics attachment strictly enough to catch a broken file: CRLF lines, folding, one VEVENT. */
function parseIcs(base64: string) {
  const raw = Buffer.from(base64, "base64").toString("utf8");
  expect(raw.endsWith("\r\n")).toBe(true);
  expect(raw.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
  const lines = raw
    .replace(/\r\n[ \t]/g, "")
    .split("\r\n")
    .filter(Boolean);
  expect(lines[0]).toBe("BEGIN:VCALENDAR");
  expect(lines.at(-1)).toBe("END:VCALENDAR");
  expect(lines.filter((l) => l === "BEGIN:VEVENT")).toHaveLength(1);
  const props: Record<string, string> = {};
  for (const l of lines.slice(lines.indexOf("BEGIN:VEVENT") + 1, lines.indexOf("END:VEVENT"))) {
    const i = l.indexOf(":");
    expect(i).toBeGreaterThan(0);
    props[l.slice(0, i).split(";")[0]!] = l
      .slice(i + 1)
      .replace(/\\([,;\\])/g, "$1")
      .replace(/\\n/g, "\n");
  }
  return props;
}

/** Checks one registration mail: recipient, subject, absolute link, parseable .ics of the event. */
function expectEventMail(
  mail: typeof mailOutbox.$inferSelect | undefined,
  to: string,
  subject: string,
  ev: { id: string; title: string },
  sequence = 0,
) {
  expect(mail).toBeDefined();
  expect(mail!.to).toBe(to);
  expect(mail!.subject).toBe(subject);
  // The event's own page (docs/decisions/031-event-times-and-pages.md).
  expect(mail!.text).toContain(`${BASE_URL}/events/${ev.id}`);
  expect(mail!.html).toContain(`href="${BASE_URL}/events/${ev.id}"`);
  // The calendar file, and the check-in code's QR image (docs/decisions/076-event-check-in.md).
  expect(mail!.attachments!.map((a) => a.contentType.split(";")[0])).toEqual(["text/calendar", "image/png"]);
  const [att] = mail!.attachments!;
  // An iTIP invitation (RFC 5546): the MIME part names the same method as the file.
  expect(att).toMatchObject({ filename: "event.ics", contentType: "text/calendar; charset=utf-8; method=REQUEST" });
  const ics = parseIcs(att!.content);
  expect(ics).toMatchObject({
    UID: `event-${ev.id}@appsec.community`,
    SUMMARY: ev.title,
    DTSTART: "20300510T230000Z",
    LOCATION: "Berlin, Germany",
    SEQUENCE: String(sequence),
  });
}

describe("registration mails", () => {
  it("registering mails a confirmation with the .ics once; cancelling mails a CANCEL once (docs/decisions/072-event-itip.md)", async () => {
    const ev = await event({ maxAttendees: null });
    const u = await signedIn(ctx);
    expect((await post(u, reg(ev.id))).status).toBe(200);
    expect((await post(u, reg(ev.id))).status).toBe(200); // idempotent: no second mail
    const mails = await mailsTo(u.email);
    expect(mails).toHaveLength(1);
    expectEventMail(mails[0], u.email, "You are registered for OWASP meetup", ev);
    // The time in the event's zone, named ("6:00 PM EST" on a May date is 7:00 PM New York summer time).
    expect(mails[0]!.text).toContain("When: Friday, May 10, 2030, 7:00 PM – 8:00 PM EDT (America/New_York)");
    expect((await del(u, reg(ev.id))).status).toBe(200);
    expect((await del(u, reg(ev.id))).status).toBe(200); // idempotent: no second CANCEL
    expect(await allMails()).toHaveLength(2);
    const cancel = (await mailsTo(u.email))[1]!;
    expect(cancel.subject).toBe("Registration cancelled: OWASP meetup");
    expect(cancel.attachments![0]!.contentType).toContain("method=CANCEL");
    expect(parseIcs(cancel.attachments![0]!.content)).toMatchObject({
      UID: `event-${ev.id}@appsec.community`,
      SEQUENCE: "1",
      STATUS: "CANCELLED",
    });
  });

  it("an event with a free-text time still sends a parseable all-day .ics", async () => {
    const ev = await event({ eventTime: "Evening", maxAttendees: null });
    const u = await signedIn(ctx);
    await post(u, reg(ev.id));
    const [mail] = await mailsTo(u.email);
    const ics = parseIcs(mail!.attachments![0]!.content);
    expect(ics.DTSTART).toBe("20300510");
    expect(ics.SUMMARY).toBe("OWASP meetup");
  });

  it("a full event still refuses with the spec's message and mails nothing", async () => {
    const ev = await event();
    const [a, b] = await Promise.all([signedIn(ctx), signedIn(ctx)]);
    await post(a, reg(ev.id));
    const full = await post(b, reg(ev.id));
    expect(full.status).toBe(409);
    expect((await errorOf(full)).message).toBe("This event is full");
    expect(await mailsTo(b.email)).toHaveLength(0);
  });
});

describe("waitlist routes", () => {
  it("need a session (401) and an existing event (404); bad ids are 400", async () => {
    const ev = await event();
    for (const method of ["POST", "DELETE"]) {
      expect((await ctx.request(wait(ev.id), { method })).status).toBe(401);
      expect((await ctx.request(reg(ev.id), { method })).status).toBe(401);
    }
    const u = await signedIn(ctx);
    const missing = "00000000-0000-4000-8000-000000000000";
    for (const [method, path] of [
      ["POST", wait(missing)],
      ["DELETE", wait(missing)],
      ["DELETE", reg(missing)],
      ["POST", reg(missing)],
    ] as const) {
      const res = await u.request(path, { method });
      expect(res.status).toBe(404);
      expect((await errorOf(res)).message).toBe("Event not found");
    }
    expect((await post(u, wait("not-a-uuid"))).status).toBe(400);
    expect(await ctx.deps.db.select().from(eventWaitlist)).toHaveLength(0);
  });

  it("a member joins a full event's waitlist, sees their place, and leaves; the first cancellation promotes the first in line", async () => {
    const ev = await event();
    const [a, b, c, d] = await Promise.all([signedIn(ctx), signedIn(ctx), signedIn(ctx), signedIn(ctx)]);
    expect((await post(a, reg(ev.id))).status).toBe(200);
    const joined = await post(b, wait(ev.id));
    expect(joined.status).toBe(200);
    expect(await joined.json()).toEqual({ registered: false, waitlistPosition: 1 });
    expect(await (await post(c, wait(ev.id))).json()).toEqual({ registered: false, waitlistPosition: 2 });
    expect(await (await post(d, wait(ev.id))).json()).toEqual({ registered: false, waitlistPosition: 3 });
    // Joining again keeps the place; registering while waiting is still refused.
    expect(await (await post(b, wait(ev.id))).json()).toEqual({ registered: false, waitlistPosition: 1 });
    expect((await post(b, reg(ev.id))).status).toBe(409);
    // An attendee "joining" just stays registered.
    expect(await (await post(a, wait(ev.id))).json()).toEqual({ registered: true, waitlistPosition: null });

    const listed = async (u: TestUser | null) =>
      ((await (await (u ?? ctx).request("/api/events")).json()).events as { id: string }[]).find((e) => e.id === ev.id);
    expect(await listed(d)).toMatchObject({ attendeesCount: 1, isAttending: false, waitlistCount: 3, waitlistPosition: 3 });
    expect(await listed(a)).toMatchObject({ isAttending: true, waitlistCount: 3, waitlistPosition: null });
    expect(await listed(null)).toMatchObject({ waitlistCount: 3, waitlistPosition: null });

    // a's confirmation and one plain waitlist confirmation each (docs/decisions/072-event-itip.md).
    expect(await allMails()).toHaveLength(4);
    for (const u of [b, c, d]) expect((await mailsTo(u.email)).map((m) => [m.subject, m.attachments ?? []])).toEqual([[WAITING, []]]);
    expect((await del(a, reg(ev.id))).status).toBe(200);
    expect(await attendeeIds(ev.id)).toEqual([b.id]);
    expect(await waitingIds(ev.id)).toEqual([c.id, d.id]);
    const promoted = (await mailsTo(b.email)).at(-1);
    // SEQUENCE 1: a's unregistration raised it for a's CANCEL (docs/decisions/072-event-itip.md).
    expectEventMail(promoted, b.email, `${SEAT_OPENED} OWASP meetup`, ev, 1);
    expect(promoted!.text).toContain("you were next on the waitlist");
    // a's unregistration: a CANCEL (docs/decisions/072-event-itip.md).
    expect((await mailsTo(a.email)).map((m) => m.subject)).toEqual([
      "You are registered for OWASP meetup",
      "Registration cancelled: OWASP meetup",
    ]);
    expect(await listed(b)).toMatchObject({ isAttending: true, waitlistPosition: null, waitlistCount: 2 });
    expect(await listed(d)).toMatchObject({ waitlistPosition: 2 });

    const left = await del(c, wait(ev.id));
    expect(left.status).toBe(200);
    expect(await left.json()).toEqual({ registered: false, waitlistPosition: null });
    expect(await listed(d)).toMatchObject({ waitlistPosition: 1, waitlistCount: 1 });
    expect((await del(c, wait(ev.id))).status).toBe(200); // leaving twice is harmless
    // b cancels: d gets the seat; c (who left) gets no seat mail, only the confirmation of leaving.
    await del(b, reg(ev.id));
    expect(await attendeeIds(ev.id)).toEqual([d.id]);
    expect((await mailsTo(c.email)).map((m) => m.subject)).toEqual([WAITING, LEFT]);
    expect((await mailsTo(d.email)).map((m) => m.subject)).toEqual([WAITING, `${SEAT_OPENED} OWASP meetup`]);
    // The last cancellation with nobody waiting frees the seat for anyone.
    await del(d, reg(ev.id));
    expect(await attendeeIds(ev.id)).toEqual([]);
    expect(await (await post(c, wait(ev.id))).json()).toEqual({ registered: true, waitlistPosition: null });
    expect((await mailsTo(c.email)).map((m) => m.subject)).toEqual([WAITING, LEFT, "You are registered for OWASP meetup"]);
  });

  it("admins use the member routes like anyone else", async () => {
    const ev = await event();
    const [a, admin] = await Promise.all([signedIn(ctx), signedIn(ctx, "admin")]);
    await post(a, reg(ev.id));
    expect(await (await post(admin, wait(ev.id))).json()).toEqual({ registered: false, waitlistPosition: 1 });
    expect(await (await del(admin, wait(ev.id))).json()).toEqual({ registered: false, waitlistPosition: null });
    expect(await waitingIds(ev.id)).toEqual([]);
  });

  it("ties in created_at go to the lower user id", async () => {
    const ev = await event();
    const [a, x, y] = await Promise.all([signedIn(ctx), signedIn(ctx), signedIn(ctx)]);
    await post(a, reg(ev.id));
    const at = new Date("2030-01-01T00:00:00Z");
    await ctx.deps.db.insert(eventWaitlist).values([
      { eventId: ev.id, userId: x.id, createdAt: at },
      { eventId: ev.id, userId: y.id, createdAt: at },
    ]);
    const [first, second] = [x, y].sort((p, q) => (p.id < q.id ? -1 : 1));
    const place = async (u: TestUser) =>
      ((await (await u.request("/api/events")).json()).events as { waitlistPosition: number }[])[0]!.waitlistPosition;
    expect([await place(first!), await place(second!)]).toEqual([1, 2]);
    await del(a, reg(ev.id));
    expect(await attendeeIds(ev.id)).toEqual([first!.id]);
  });

  it("past events: no waitlist joins, and a cancellation promotes nobody", async () => {
    const ev = await event({ eventDate: addDays(today(), -1) });
    const [a, b, w] = await Promise.all([signedIn(ctx), signedIn(ctx), signedIn(ctx)]);
    await ctx.deps.db.insert(eventAttendees).values({ eventId: ev.id, userId: a.id });
    const res = await post(b, wait(ev.id));
    expect(res.status).toBe(409);
    expect((await errorOf(res)).message).toBe("This event has already taken place");
    await ctx.deps.db.insert(eventWaitlist).values({ eventId: ev.id, userId: w.id });
    await del(a, reg(ev.id));
    expect(await attendeeIds(ev.id)).toEqual([]);
    expect(await waitingIds(ev.id)).toEqual([w.id]);
    expect(await allMails()).toHaveLength(0);
  });

  it("an admin raising max_attendees promotes that many in order; making it unlimited promotes everyone", async () => {
    const ev = await event();
    const [a, w1, w2, w3, w4, admin] = await Promise.all([
      signedIn(ctx),
      signedIn(ctx),
      signedIn(ctx),
      signedIn(ctx),
      signedIn(ctx),
      signedIn(ctx, "admin"),
    ]);
    await post(a, reg(ev.id));
    for (const w of [w1!, w2!, w3!, w4!]) await post(w, wait(ev.id));
    // The same time as the row's "6:00 PM EST" (23:00Z, one hour): no change to mail.
    const body = {
      title: ev.title,
      description: ev.description,
      eventDate: ev.eventDate,
      startTime: "19:00",
      endTime: "20:00",
      timeZone: "America/New_York",
      location: ev.location,
      isFeatured: false,
    };
    // Anonymous and members cannot.
    expect((await ctx.request(`/api/admin/events/${ev.id}`, { method: "PUT", json: { ...body, maxAttendees: 9 } })).status).toBe(401);
    expect((await w1!.request(`/api/admin/events/${ev.id}`, { method: "PUT", json: { ...body, maxAttendees: 9 } })).status).toBe(403);
    expect(await attendeeIds(ev.id)).toEqual([a!.id]);

    expect((await admin!.request(`/api/admin/events/${ev.id}`, { method: "PUT", json: { ...body, maxAttendees: 3 } })).status).toBe(200);
    expect(await attendeeIds(ev.id)).toEqual([a!.id, w1!.id, w2!.id].sort());
    expect(await waitingIds(ev.id)).toEqual([w3!.id, w4!.id]);
    for (const w of [w1!, w2!]) expectEventMail((await mailsTo(w.email)).at(-1), w.email, `${SEAT_OPENED} OWASP meetup`, ev);
    // A bad edit changes nothing and promotes nobody.
    expect(
      (await admin!.request(`/api/admin/events/${ev.id}`, { method: "PUT", json: { ...body, maxAttendees: null, title: "" } })).status,
    ).toBe(400);
    expect(await waitingIds(ev.id)).toEqual([w3!.id, w4!.id]);

    expect((await admin!.request(`/api/admin/events/${ev.id}`, { method: "PUT", json: { ...body, maxAttendees: "" } })).status).toBe(200);
    expect(await waitingIds(ev.id)).toEqual([]);
    expect(await attendeeIds(ev.id)).toHaveLength(5);
    expect(
      await ctx.deps.db
        .select()
        .from(mailOutbox)
        .where(like(mailOutbox.subject, `${SEAT_OPENED}%`)),
    ).toHaveLength(4);
  });

  it("deleting an upcoming event removes its waitlist and mails its attendee and waiting member a CANCEL once each", async () => {
    const ev = await event();
    const [a, w, admin] = await Promise.all([signedIn(ctx), signedIn(ctx), signedIn(ctx, "admin")]);
    await post(a, reg(ev.id));
    await post(w, wait(ev.id));
    const before = (await allMails()).length;
    expect((await admin.request(`/api/admin/events/${ev.id}`, { method: "DELETE", json: { reason: "Test clean-up" } })).status).toBe(200);
    expect(await ctx.deps.db.select().from(eventWaitlist)).toHaveLength(0);
    const after = await allMails();
    expect(after).toHaveLength(before + 2);
    for (const u of [a, w]) {
      const cancel = (await mailsTo(u.email)).filter((m) => m.subject === "Cancelled: OWASP meetup");
      expect(cancel).toHaveLength(1);
      expect(cancel[0]!.attachments![0]!.contentType).toContain("method=CANCEL");
      expect(parseIcs(cancel[0]!.attachments![0]!.content)).toMatchObject({
        UID: `event-${ev.id}@appsec.community`,
        SEQUENCE: "1",
        STATUS: "CANCELLED",
      });
    }
  });

  it("an attendee deleting their account hands the seat to the first in line", async () => {
    const ev = await event();
    const [a, w] = await Promise.all([signedIn(ctx), signedIn(ctx)]);
    await post(a, reg(ev.id));
    await post(w, wait(ev.id));
    expect((await a.request("/api/account", { method: "DELETE", json: { password: a.password } })).status).toBe(200);
    expect(await attendeeIds(ev.id)).toEqual([w.id]);
    expectEventMail((await mailsTo(w.email)).at(-1), w.email, `${SEAT_OPENED} OWASP meetup`, ev);
  });
});

describe("waitlist under concurrency", () => {
  /** Invariants after any mix of operations on one event. */
  async function expectConsistent(eventId: string, capacity: number) {
    const attendees = await attendeeIds(eventId);
    const waiting = await waitingIds(eventId);
    expect(attendees.length).toBeLessThanOrEqual(capacity);
    expect(attendees.filter((id) => waiting.includes(id))).toEqual([]);
    // A waitlist only exists while the event is full.
    if (waiting.length) expect(attendees).toHaveLength(capacity);
    return { attendees, waiting };
  }

  it("20 concurrent cancellations, registrations and waitlist joins: capacity holds, FIFO holds, one mail per promotion", async () => {
    const ev = await event({ maxAttendees: 3 });
    const users = await Promise.all(Array.from({ length: 24 }, () => signedIn(ctx)));
    const holders = users.slice(0, 3);
    const queue = users.slice(3, 7); // waiting before the race, in this order
    const registrants = users.slice(7, 15);
    const joiners = users.slice(15, 24);
    for (const u of holders) expect((await post(u, reg(ev.id))).status).toBe(200);
    for (const u of queue) await post(u, wait(ev.id));
    expect(await waitingIds(ev.id)).toEqual(queue.map((u) => u.id));
    await ctx.deps.db.delete(mailOutbox);

    const ops = [
      ...holders.map((u) => () => del(u, reg(ev.id))),
      ...registrants.map((u) => () => post(u, reg(ev.id))),
      ...joiners.map((u) => () => post(u, wait(ev.id))),
    ];
    expect(ops).toHaveLength(20);
    // Interleave the kinds so cancellations land between the others.
    const order = ops.map((op, i) => ({ op, k: (i * 7) % ops.length })).sort((p, q) => p.k - q.k);
    const results = await Promise.all(order.map(({ op }) => op()));
    expect(results.map((r) => r.status).filter((s) => s !== 200 && s !== 409)).toEqual([]);

    const { attendees, waiting } = await expectConsistent(ev.id, 3);
    // The three freed seats went to the first three in line; nobody jumped the queue.
    expect(attendees).toEqual(
      queue
        .slice(0, 3)
        .map((u) => u.id)
        .sort(),
    );
    expect(waiting[0]).toBe(queue[3]!.id);
    expect(waiting.slice(1).sort()).toEqual(joiners.map((u) => u.id).sort());
    // Every registration attempt met a full event (the queue was never empty).
    const statusOf = (u: TestUser) =>
      results[order.findIndex(({ op }) => op === ops[[...holders, ...registrants, ...joiners].indexOf(u)])]!.status;
    expect(registrants.map(statusOf)).toEqual(registrants.map(() => 409));
    expect(holders.map(statusOf)).toEqual([200, 200, 200]);
    // One seat mail per promotion; each holder one CANCEL, each queued joiner one plain confirmation (decision 072).
    const mails = await allMails();
    const seatMails = mails.filter((m) => m.subject === `${SEAT_OPENED} OWASP meetup`);
    expect(seatMails.map((m) => m.to).sort()).toEqual(
      queue
        .slice(0, 3)
        .map((u) => u.email)
        .sort(),
    );
    expect(seatMails.every((m) => m.attachments?.length === 2)).toBe(true); // the .ics and the check-in QR
    const sent = (subject: string) =>
      mails
        .filter((m) => m.subject === subject)
        .map((m) => m.to)
        .sort();
    expect(sent(UNREGISTERED)).toEqual(holders.map((u) => u.email).sort());
    expect(sent(WAITING)).toEqual(joiners.map((u) => u.email).sort());
    expect(mails).toHaveLength(3 + holders.length + joiners.length);
  });

  it("20 concurrent operations on a short queue: seats freed after the queue empties go to newcomers, with the right mail each", async () => {
    const ev = await event({ maxAttendees: 3 });
    const users = await Promise.all(Array.from({ length: 21 }, () => signedIn(ctx)));
    const holders = users.slice(0, 3);
    const queue = users.slice(3, 4);
    const registrants = users.slice(4, 12);
    const joiners = users.slice(12, 21);
    for (const u of holders) await post(u, reg(ev.id));
    for (const u of queue) await post(u, wait(ev.id));
    await ctx.deps.db.delete(mailOutbox);

    const ops: (() => Promise<{ u: TestUser; kind: string; res: Response }>)[] = [
      ...holders.map((u) => async () => ({ u, kind: "cancel", res: await del(u, reg(ev.id)) })),
      ...registrants.map((u) => async () => ({ u, kind: "register", res: await post(u, reg(ev.id)) })),
      ...joiners.map((u) => async () => ({ u, kind: "join", res: await post(u, wait(ev.id)) })),
    ];
    expect(ops).toHaveLength(20);
    const outcomes = await Promise.all(
      ops
        .map((op, i) => ({ op, k: (i * 7) % ops.length }))
        .sort((p, q) => p.k - q.k)
        .map(({ op }) => op()),
    );
    const { attendees, waiting } = await expectConsistent(ev.id, 3);
    // The one member waiting before the race got the first freed seat.
    expect(attendees).toContain(queue[0]!.id);

    const mails = await allMails();
    const mailsOf = (email: string) => mails.filter((m) => m.to === email).map((m) => m.subject);
    for (const { u, kind, res } of outcomes) {
      const body = (await res.json()) as { registered?: boolean; waitlistPosition?: number | null; error?: { message: string } };
      if (kind === "cancel") {
        expect(res.status).toBe(200);
        // The unregistration's CANCEL (docs/decisions/072-event-itip.md).
        expect(mailsOf(u.email)).toEqual([UNREGISTERED]);
      } else if (kind === "register") {
        // Either a seat (and one confirmation) or "full" (and no mail).
        if (res.status === 200) expect(mailsOf(u.email)).toEqual(["You are registered for OWASP meetup"]);
        else {
          expect(body.error?.message).toBe("This event is full");
          expect(mailsOf(u.email)).toEqual([]);
          expect(attendees).not.toContain(u.id);
        }
      } else if (body.registered) {
        // Joined while a seat was free: registered at once with the plain confirmation.
        expect(mailsOf(u.email)).toEqual(["You are registered for OWASP meetup"]);
      } else if (attendees.includes(u.id)) {
        // Queued (the plain waitlist confirmation), then promoted by a later cancellation: exactly one "seat opened" mail.
        expect(mailsOf(u.email).sort()).toEqual([`${SEAT_OPENED} OWASP meetup`, WAITING]);
      } else {
        expect(waiting).toContain(u.id);
        expect(mailsOf(u.email)).toEqual([WAITING]);
      }
    }
    expect(mailsOf(queue[0]!.email)).toEqual([`${SEAT_OPENED} OWASP meetup`]);
    // Everyone who got a seat has exactly one seat mail (with the .ics); nobody else has any.
    const seatMails = mails.filter((m) => m.subject === "You are registered for OWASP meetup" || m.subject.startsWith(SEAT_OPENED));
    expect(seatMails.map((m) => m.to).sort()).toEqual(
      users
        .filter((u) => attendees.includes(u.id))
        .map((u) => u.email)
        .sort(),
    );
    expect(seatMails.every((m) => m.attachments?.length === 2)).toBe(true); // the .ics and the check-in QR
    expect(mails.filter((m) => m.subject === WAITING).every((m) => !m.attachments?.length)).toBe(true);
  });
});
