/**
 * Calendar-grade sessions (docs/decisions/030-calendar-grade-sessions.md): each reader's own zone,
 * cancellation reasons, reschedule proposals, meeting places, booking rules; every .ics parsed with ical.js.
 */
import { asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { addDays, todayIn, zonedToUtc } from "@common/time";
import { appointments, mailOutbox } from "../../db/schema";
import { parseIcs } from "../../lib/ics.testkit";
import { errorOf, setProfile, signedIn, type TestUser } from "../../test/factories";
import { setupTestContext } from "../../test/setup";

const ctx = setupTestContext();
const NY = "America/New_York";
const TOKYO = "Asia/Tokyo";

async function nyMentor() {
  const m = await signedIn(ctx, "mentor");
  await setProfile(ctx, m.id, { expertise: ["AppSec"], bio: "I help people into AppSec.", timezone: NY });
  return m;
}
const mailsTo = async (u: TestUser) =>
  ctx.deps.db.select().from(mailOutbox).where(eq(mailOutbox.to, u.email)).orderBy(asc(mailOutbox.createdAt), asc(mailOutbox.id));
const mailTo = async (u: TestUser, subject: string) => (await mailsTo(u)).filter((m) => m.subject.includes(subject));
const icsOf = (mail: { attachments: { content: string; contentType: string }[] | null }) => {
  const [att] = mail.attachments ?? [];
  expect(att).toBeTruthy();
  const ev = parseIcs(att!.content, { base64: true });
  expect(att!.contentType).toBe(`text/calendar; charset=utf-8; method=${ev.method}`);
  return ev;
};

/** A Tokyo mentee books 9:00 AM New York (a winter date: 14:00Z = 23:00 Tokyo); the mentor approves. */
async function tokyoBooking(opts: { approve?: boolean; days?: number } = {}) {
  const m = await nyMentor();
  const mentee = await signedIn(ctx);
  const date = addDays(todayIn(NY), opts.days ?? 3);
  const res = await mentee.request("/api/appointments", {
    json: { mentorId: m.id, date, time: "9:00 AM", topic: "Threat modeling help", timezone: TOKYO },
  });
  expect(res.status).toBe(201);
  const id = (await res.json()).appointment.id as string;
  if (opts.approve !== false)
    expect((await m.request(`/api/appointments/${id}/decision`, { json: { status: "approved" } })).status).toBe(200);
  return { m, mentee, id, date, startsAt: zonedToUtc(date, "9:00 AM", NY) };
}
/** "Mon 5 Jan 2026, 09:00 (America/New_York)" as the server writes it. */
const fmt = (at: Date, zone: string) =>
  `${new Intl.DateTimeFormat("en-GB", { timeZone: zone, weekday: "short", day: "numeric", month: "short", year: "numeric", hour: "2-digit", minute: "2-digit", hourCycle: "h23" }).format(at)} (${zone})`;

describe("each reader's own zone", () => {
  it("stores the booker's zone; mails show each reader their own time with the other's beside it; the .ics is REQUEST", async () => {
    const { m, mentee, id, startsAt } = await tokyoBooking();
    const hoursNY = new Intl.DateTimeFormat("en-GB", { timeZone: NY, hour: "2-digit", hourCycle: "h23" }).format(startsAt);
    const hoursTokyo = new Intl.DateTimeFormat("en-GB", { timeZone: TOKYO, hour: "2-digit", hourCycle: "h23" }).format(startsAt);
    expect([hoursNY, hoursTokyo]).toEqual(["09", "23"]);
    const [row] = await ctx.deps.db.select().from(appointments).where(eq(appointments.id, id));
    expect(row).toMatchObject({ bookerTimezone: TOKYO, sequence: 0 });

    const receipt = (await mailTo(mentee, "was sent"))[0]!;
    expect(receipt.text).toContain(`${fmt(startsAt, TOKYO)}; for`);
    const toMentee = (await mailTo(mentee, "is confirmed"))[0]!;
    const toMentor = (await mailTo(m, "confirmed"))[0]!;
    // The mentee reads Tokyo first, New York beside it; the mentor the other way round.
    expect(toMentee.text).toContain(`${fmt(startsAt, TOKYO)}; for`);
    expect(toMentee.text).toContain(fmt(startsAt, NY));
    expect(toMentee.text).toMatch(/23:00 \(Asia\/Tokyo\)/);
    expect(toMentor.text).toContain(`${fmt(startsAt, NY)}; for`);
    expect(toMentor.text).toMatch(/09:00 \(America\/New_York\)/);
    for (const mail of [toMentee, toMentor]) {
      const ev = icsOf(mail);
      expect(ev).toMatchObject({ method: "REQUEST", uid: `appointment-${id}@appsec.community`, sequence: 0, status: "CONFIRMED" });
      expect(ev.start.toISOString()).toBe(startsAt.toISOString());
      expect(ev.start.getUTCHours()).toBe(14);
      expect(ev.organizer?.email).toBe(m.email);
      expect(ev.attendees.map((a) => [a.email, a.partstat])).toEqual([
        [m.email, "ACCEPTED"],
        [mentee.email, "ACCEPTED"],
      ]);
    }
    // The page data: the instant and both zones.
    const mine = (await (await mentee.request("/api/appointments")).json()).asMentee[0];
    expect(mine).toMatchObject({ id, startsAt: startsAt.toISOString(), mentorTimezone: NY, menteeTimezone: TOKYO, sequence: 0 });
    // The download is a PUBLISH of the same UID and SEQUENCE.
    const dl = parseIcs(await (await mentee.request(`/api/appointments/${id}/ics`)).text());
    expect(dl).toMatchObject({ method: "PUBLISH", uid: `appointment-${id}@appsec.community`, sequence: 0 });
  });

  it("refuses an unknown zone with a 400 and books nothing", async () => {
    const m = await nyMentor();
    const mentee = await signedIn(ctx);
    const res = await mentee.request("/api/appointments", {
      json: { mentorId: m.id, date: addDays(todayIn(NY), 3), time: "9:00 AM", topic: "Threat modeling help", timezone: "Mars/Olympus" },
    });
    expect(res.status).toBe(400);
    expect((await errorOf(res)).fields?.timezone).toBe("Unknown time zone");
    expect(await ctx.deps.db.select().from(appointments)).toHaveLength(0);
  });

  it("reminders give each reader their own zone", async () => {
    const { m, mentee, startsAt } = await tokyoBooking({ days: 1 });
    const { sendSessionReminders } = await import("./session-tasks.service");
    // Three hours ahead: the day-ahead reminder (within the last hour, the 1-hour one goes instead; decision 077).
    await sendSessionReminders(ctx.deps, new Date(startsAt.getTime() - 3 * 3_600_000));
    expect((await mailTo(mentee, "Reminder"))[0]!.text).toContain(`coming up on ${fmt(startsAt, TOKYO)}`);
    expect((await mailTo(m, "Reminder"))[0]!.text).toContain(`coming up on ${fmt(startsAt, NY)}`);
  });
});

describe("cancellation with a reason", () => {
  it("reaches the other side in the mail and as a METHOD:CANCEL .ics with SEQUENCE + 1", async () => {
    const { m, mentee, id } = await tokyoBooking();
    const res = await mentee.request(`/api/appointments/${id}/cancel`, { json: { reason: "My flight was moved" } });
    expect(res.status).toBe(200);
    const mail = (await mailTo(m, "cancelled"))[0]!;
    expect(mail.text).toContain("Reason: My flight was moved");
    const ev = icsOf(mail);
    expect(ev).toMatchObject({ method: "CANCEL", status: "CANCELLED", sequence: 1, uid: `appointment-${id}@appsec.community` });
    expect(ev.organizer?.email).toBe(m.email);
    expect(ev.attendees.map((a) => a.email)).toContain(mentee.email);
    const row = (await (await m.request("/api/appointments")).json()).asMentor[0];
    expect(row).toMatchObject({ status: "cancelled", cancelReason: "My flight was moved", cancelledBy: "mentee", sequence: 1 });
  });

  it("works without a body, refuses an over-long reason", async () => {
    const { m, id } = await tokyoBooking();
    expect((await m.request(`/api/appointments/${id}/cancel`, { json: { reason: "x".repeat(1001) } })).status).toBe(400);
    expect((await m.request(`/api/appointments/${id}/cancel`, { method: "POST" })).status).toBe(200);
  });
});

describe("reschedule", () => {
  it("either side proposes; only the other side answers; strangers 404, visitors 401", async () => {
    const { m, mentee, id, date } = await tokyoBooking();
    const stranger = await signedIn(ctx);
    const body = { json: { date: addDays(date, 1), time: "10:00 AM" } };
    expect((await ctx.request(`/api/appointments/${id}/reschedule`, body)).status).toBe(401);
    expect((await stranger.request(`/api/appointments/${id}/reschedule`, body)).status).toBe(404);
    expect((await mentee.request(`/api/appointments/${id}/reschedule`, body)).status).toBe(200);
    expect((await mailTo(m, "proposed a new time"))[0]!.text).toMatch(/Proposed: .*10:00 \(America\/New_York\)/);
    expect((await mentee.request(`/api/appointments/${id}/reschedule/accept`, { method: "POST" })).status).toBe(403);
    expect((await stranger.request(`/api/appointments/${id}/reschedule/accept`, { method: "POST" })).status).toBe(404);
    expect((await ctx.request(`/api/appointments/${id}/reschedule/decline`, { method: "POST" })).status).toBe(401);
    expect((await stranger.request(`/api/appointments/${id}/reschedule/decline`, { method: "POST" })).status).toBe(404);
    const proposal = (await (await m.request("/api/appointments")).json()).asMentor[0].proposal;
    expect(proposal).toMatchObject({ date: addDays(date, 1), time: "10:00 AM", by: "mentee" });
  });

  it("accepting moves the session: same id and UID, SEQUENCE + 1, updated REQUEST to both", async () => {
    const { m, mentee, id, date } = await tokyoBooking();
    expect((await m.request(`/api/appointments/${id}/reschedule`, { json: { date: addDays(date, 1), time: "10:00 AM" } })).status).toBe(
      200,
    );
    expect((await mentee.request(`/api/appointments/${id}/reschedule/accept`, { method: "POST" })).status).toBe(200);
    const [row] = await ctx.deps.db.select().from(appointments).where(eq(appointments.id, id));
    const newAt = zonedToUtc(addDays(date, 1), "10:00 AM", NY);
    expect(row).toMatchObject({ date: addDays(date, 1), time: "10:00 AM", sequence: 1, status: "approved", proposedDate: null });
    expect(row!.startsAt.toISOString()).toBe(newAt.toISOString());
    for (const u of [m, mentee]) {
      const mail = (await mailTo(u, "moved to"))[0]!;
      const ev = icsOf(mail);
      expect(ev).toMatchObject({ method: "REQUEST", sequence: 1, uid: `appointment-${id}@appsec.community` });
      expect(ev.start.toISOString()).toBe(newAt.toISOString());
    }
    expect((await mailTo(mentee, "moved to"))[0]!.text).toContain(`New time: ${fmt(newAt, TOKYO)}`);
    expect((await mentee.request(`/api/appointments/${id}/reschedule/accept`, { method: "POST" })).status).toBe(409);
  });

  it("declining leaves the session unchanged and tells the proposer", async () => {
    const { m, mentee, id, date, startsAt } = await tokyoBooking();
    await m.request(`/api/appointments/${id}/reschedule`, { json: { date: addDays(date, 2), time: "11:00 AM" } });
    expect((await mentee.request(`/api/appointments/${id}/reschedule/decline`, { method: "POST" })).status).toBe(200);
    const [row] = await ctx.deps.db.select().from(appointments).where(eq(appointments.id, id));
    expect(row).toMatchObject({ date, time: "9:00 AM", sequence: 0, proposedDate: null });
    expect(row!.startsAt.toISOString()).toBe(startsAt.toISOString());
    expect((await mailTo(m, "declined the new time"))[0]!.text).toContain(`stays on ${fmt(startsAt, NY)}`);
  });

  it("validates the proposed slot exactly as booking does", async () => {
    const { m, mentee, id, date } = await tokyoBooking();
    const other = await signedIn(ctx);
    await other.request("/api/appointments", {
      json: { mentorId: m.id, date: addDays(date, 1), time: "2:00 PM", topic: "Another member" },
    });
    const propose = (json: object) => mentee.request(`/api/appointments/${id}/reschedule`, { json });
    expect((await propose({ date: addDays(date, 1), time: "2:00 PM" })).status).toBe(409);
    const off = await propose({ date: addDays(date, 1), time: "8:00 PM" });
    expect(off.status).toBe(400);
    expect((await errorOf(off)).message).toMatch(/not available at 8:00 PM/);
    expect((await propose({ date: addDays(todayIn(NY), 40), time: "10:00 AM" })).status).toBe(400);
    expect((await propose({ date, time: "9:00 AM" })).status).toBe(400);
    expect((await ctx.deps.db.select().from(appointments).where(eq(appointments.id, id)))[0]!.proposedDate).toBeNull();
  });
});

describe("meeting place and booking rules", () => {
  it("a mentor's meeting link becomes the session's; the mentor changes it per session: LOCATION/URL, SEQUENCE + 1", async () => {
    const m = await nyMentor();
    const mentee = await signedIn(ctx);
    const settings = { meetingLocation: "https://meet.example.com/ana", minNoticeHours: 0, bufferMinutes: 0, datesOff: [] };
    expect((await mentee.request("/api/mentors/me/settings", { method: "PUT", json: settings })).status).toBe(403);
    expect((await m.request("/api/mentors/me/settings", { method: "PUT", json: { ...settings, meetingLocation: "ftp://x" } })).status).toBe(
      400,
    );
    expect((await m.request("/api/mentors/me/settings", { method: "PUT", json: settings })).status).toBe(200);
    const date = addDays(todayIn(NY), 3);
    const { appointment } = await (
      await mentee.request("/api/appointments", {
        json: { mentorId: m.id, date, time: "9:00 AM", topic: "Threat modeling help", timezone: TOKYO },
      })
    ).json();
    await m.request(`/api/appointments/${appointment.id}/decision`, { json: { status: "approved" } });
    const invite = icsOf((await mailTo(mentee, "is confirmed"))[0]!);
    expect(invite).toMatchObject({ location: "https://meet.example.com/ana", url: "https://meet.example.com/ana" });
    expect(
      (await mentee.request(`/api/appointments/${appointment.id}/location`, { method: "PUT", json: { location: "Café" } })).status,
    ).toBe(403);
    expect(
      (await m.request(`/api/appointments/${appointment.id}/location`, { method: "PUT", json: { location: "Room 4, 1 Main St" } })).status,
    ).toBe(200);
    const update = (await mailTo(mentee, "New meeting place"))[0]!;
    expect(update.text).toContain("Place: Room 4, 1 Main St");
    expect(icsOf(update)).toMatchObject({ method: "REQUEST", sequence: 1, location: "Room 4, 1 Main St" });
  });

  it("minimum notice, buffer and dates off are refused by the server with clear messages, and left out of the open slots", async () => {
    const m = await nyMentor();
    const mentee = await signedIn(ctx);
    const day = addDays(todayIn(NY), 5);
    const put = (json: object) =>
      m.request("/api/mentors/me/settings", {
        method: "PUT",
        json: { meetingLocation: null, minNoticeHours: 0, bufferMinutes: 0, datesOff: [], ...json },
      });
    const book = (date: string, time: string) =>
      mentee.request("/api/appointments", { json: { mentorId: m.id, date, time, topic: "Threat modeling help" } });

    expect((await put({ datesOff: [day] })).status).toBe(200);
    const off = await book(day, "10:00 AM");
    expect(off.status).toBe(400);
    expect((await errorOf(off)).message).toContain(`is not taking sessions on ${day}`);
    expect((await (await ctx.request(`/api/mentors/${m.id}`)).json()).open[day]).toBeUndefined();

    expect((await put({ minNoticeHours: 24 * 3 })).status).toBe(200);
    const soon = await book(addDays(todayIn(NY), 1), "10:00 AM");
    expect(soon.status).toBe(400);
    expect((await errorOf(soon)).message).toContain("needs at least 72 hours' notice");
    expect((await (await ctx.request(`/api/mentors/${m.id}`)).json()).open[addDays(todayIn(NY), 1)]).toBeUndefined();

    expect((await put({ bufferMinutes: 30 })).status).toBe(200);
    expect((await book(day, "10:00 AM")).status).toBe(201);
    const next = await book(day, "11:00 AM");
    expect(next.status).toBe(400);
    expect((await errorOf(next)).message).toContain("keeps 30 minutes between sessions");
    const open = (await (await ctx.request(`/api/mentors/${m.id}`)).json()).open[day] as string[];
    expect(open).not.toContain("11:00 AM");
    expect(open).not.toContain("9:00 AM");
    expect(open).toContain("1:00 PM");
    expect((await book(day, "1:00 PM")).status).toBe(201);

    expect((await put({ minNoticeHours: 721 })).status).toBe(400);
    expect((await put({ bufferMinutes: -1 })).status).toBe(400);
    expect((await put({ datesOff: ["soon"] })).status).toBe(400);
  });
});
