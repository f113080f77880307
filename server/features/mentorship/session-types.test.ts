/**
 * Session types and booking rules (docs/decisions/084-session-types.md): a mentor's own types with their
 * length, seats, buffers and notice; slots cut to the type's length across a week and across daylight-saving
 * changes; the booking window and per-date extra hours; group seats and their waitlist; bad input refused
 * with field messages and nothing written.
 */
import { and, asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { defaultAvailability, type SessionTypeDto } from "@common/mentorship.schema";
import { addDays, todayIn, zonedToUtc } from "@common/time";
import { appointments, mailOutbox, mentorSessionTypes, mentorSettings } from "../../db/schema";
import { parseIcs } from "../../lib/ics.testkit";
import { errorOf, setProfile, signedIn, type TestUser } from "../../test/factories";
import { setupTestContext } from "../../test/setup";
import { openSlotList, slotProblem, type SlotType } from "./slots";
import type { MentorRules } from "./session";

const ctx = setupTestContext();
const BERLIN = "Europe/Berlin";
const NY = "America/New_York";
const TOKYO = "Asia/Tokyo";

async function mentorIn(timezone = BERLIN) {
  const m = await signedIn(ctx, "mentor");
  await setProfile(ctx, m.id, { expertise: ["AppSec"], bio: "I help people into AppSec.", timezone });
  return m;
}
const settings = (extra: Record<string, unknown> = {}) => ({
  meetingLocation: null,
  minNoticeHours: 0,
  bufferMinutes: 0,
  datesOff: [],
  ...extra,
});
async function createType(m: TestUser, body: Record<string, unknown>) {
  const res = await m.request("/api/mentors/me/session-types", { json: body });
  expect(res.status, JSON.stringify(await res.clone().json())).toBe(201);
  return (await res.json()) as SessionTypeDto;
}
const typesOf = async (mentorId: string) =>
  ctx.deps.db.select().from(mentorSessionTypes).where(eq(mentorSessionTypes.mentorId, mentorId)).orderBy(asc(mentorSessionTypes.createdAt));
const rowsOf = async (mentorId: string) => ctx.deps.db.select().from(appointments).where(eq(appointments.mentorId, mentorId));
const book = (u: TestUser, body: Record<string, unknown>) =>
  u.request("/api/appointments", { json: { topic: "Threat modeling help", ...body } });
/** A date some days ahead in the mentor's zone, on a weekday with the default hours (every day has them). */
const dayAhead = (zone: string, days = 3) => addDays(todayIn(zone), days);
const mailsTo = async (u: TestUser) =>
  ctx.deps.db.select().from(mailOutbox).where(eq(mailOutbox.to, u.email)).orderBy(asc(mailOutbox.createdAt), asc(mailOutbox.id));

describe("a mentor's session types", () => {
  it("the mentor creates, reads, changes and removes their own; strangers 403, visitors 401, an admin may only read", async () => {
    const m = await mentorIn();
    const t = await createType(m, { title: "Quick question", durationMinutes: 30, kind: "one_to_one", description: "Ask me anything." });
    expect(t).toMatchObject({ title: "Quick question", durationMinutes: 30, kind: "one_to_one", capacity: 1, minNoticeHours: 0 });
    const list = await (await m.request("/api/mentors/me/session-types")).json();
    // The mentor's default 60-minute type comes first (given on first read), then the new one.
    expect(list.sessionTypes.map((x: SessionTypeDto) => [x.title, x.durationMinutes])).toEqual([
      ["1:1 mentorship session", 60],
      ["Quick question", 30],
    ]);

    const put = await m.request(`/api/session-types/${t.id}`, {
      method: "PUT",
      json: { title: "Quick question", durationMinutes: 45, kind: "one_to_one", bufferAfterMinutes: 15 },
    });
    expect(put.status).toBe(200);
    expect(await put.json()).toMatchObject({ durationMinutes: 45, bufferAfterMinutes: 15 });

    const stranger = await signedIn(ctx, "mentor");
    const member = await signedIn(ctx);
    const admin = await signedIn(ctx, "admin");
    expect((await stranger.request(`/api/session-types/${t.id}`)).status).toBe(403);
    expect(
      (
        await stranger.request(`/api/session-types/${t.id}`, {
          method: "PUT",
          json: { title: "Mine now", durationMinutes: 30, kind: "one_to_one" },
        })
      ).status,
    ).toBe(403);
    expect((await stranger.request(`/api/session-types/${t.id}`, { method: "DELETE" })).status).toBe(403);
    expect((await member.request("/api/mentors/me/session-types")).status).toBe(403);
    expect(
      (await member.request("/api/mentors/me/session-types", { json: { title: "Mine", durationMinutes: 30, kind: "one_to_one" } })).status,
    ).toBe(403);
    expect((await ctx.request(`/api/session-types/${t.id}`)).status).toBe(401);
    expect((await ctx.request("/api/mentors/me/session-types")).status).toBe(401);
    expect((await admin.request(`/api/session-types/${t.id}`)).status).toBe(200);
    expect((await admin.request(`/api/session-types/${t.id}`, { method: "DELETE" })).status).toBe(403);
    expect((await typesOf(m.id)).find((x) => x.id === t.id)).toMatchObject({
      title: "Quick question",
      durationMinutes: 45,
      archivedAt: null,
    });

    expect((await m.request(`/api/session-types/${t.id}`, { method: "DELETE" })).status).toBe(204);
    const after = await (await m.request("/api/mentors/me/session-types")).json();
    expect(after.sessionTypes.map((x: SessionTypeDto) => x.title)).toEqual(["1:1 mentorship session"]);
    // The last type stays: members must be able to book.
    const last = await m.request(`/api/session-types/${after.sessionTypes[0].id}`, { method: "DELETE" });
    expect(last.status).toBe(409);
  });

  it("refuses bad rules with a 400 naming the field, and writes nothing", async () => {
    const m = await mentorIn();
    await m.request("/api/mentors/me/session-types"); // the default type exists
    const before = (await typesOf(m.id)).length;
    const refused = async (body: Record<string, unknown>, field: string, message: RegExp) => {
      const res = await m.request("/api/mentors/me/session-types", { json: body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect((await errorOf(res)).fields?.[field]).toMatch(message);
    };
    await refused({ title: "Too short", durationMinutes: 10, kind: "one_to_one" }, "durationMinutes", /between 15 and 120 minutes/);
    await refused({ title: "Too long", durationMinutes: 150, kind: "one_to_one" }, "durationMinutes", /between 15 and 120 minutes/);
    await refused({ title: "Odd length", durationMinutes: 50, kind: "one_to_one" }, "durationMinutes", /multiple of 15/);
    await refused({ title: "Tiny group", durationMinutes: 60, kind: "group", capacity: 1 }, "capacity", /between 2 and 50 seats/);
    await refused({ title: "Huge group", durationMinutes: 60, kind: "group", capacity: 51 }, "capacity", /between 2 and 50 seats/);
    await refused({ title: "Group without seats", durationMinutes: 60, kind: "group" }, "capacity", /between 2 and 50 seats/);
    await refused({ title: "Crowded one-to-one", durationMinutes: 60, kind: "one_to_one", capacity: 3 }, "capacity", /one seat/);
    await refused(
      { title: "Long buffer", durationMinutes: 60, kind: "one_to_one", bufferBeforeMinutes: 300 },
      "bufferBeforeMinutes",
      /at most 240/,
    );
    await refused({ title: "1:1 mentorship session", durationMinutes: 30, kind: "one_to_one" }, "title", /already offer/);
    // A notice beyond the booking window could never be met.
    expect((await m.request("/api/mentors/me/settings", { method: "PUT", json: settings({ bookingWindowDays: 7 }) })).status).toBe(200);
    await refused(
      { title: "Far ahead", durationMinutes: 60, kind: "one_to_one", minNoticeHours: 200 },
      "minNoticeHours",
      /beyond your 7-day booking window/,
    );
    expect((await typesOf(m.id)).length).toBe(before);
  });

  it("refuses impossible or overlapping settings: a window out of 7–90 days, notice beyond it, extra hours on a date off", async () => {
    const m = await mentorIn();
    await createType(m, { title: "Deep dive", durationMinutes: 120, kind: "one_to_one", minNoticeHours: 400 });
    const put = (body: Record<string, unknown>) => m.request("/api/mentors/me/settings", { method: "PUT", json: settings(body) });
    const date = dayAhead(BERLIN, 5);
    for (const [body, field, message] of [
      [{ bookingWindowDays: 5 }, "bookingWindowDays", /between 7 and 90 days/],
      [{ bookingWindowDays: 91 }, "bookingWindowDays", /between 7 and 90 days/],
      [{ bookingWindowDays: 14 }, "bookingWindowDays", /needs 400 hours' notice/],
      [{ datesOff: [date], extraHours: { [date]: ["6:00 PM"] } }, "extraHours", /date off and has extra hours/],
      [{ extraHours: { [date]: ["6:30 PM"] } }, `extraHours.${date}.0`, /choose times from the list/],
      [{ extraHours: { [date]: [] } }, `extraHours.${date}`, /at least one hour/],
    ] as const) {
      const res = await put(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect((await errorOf(res)).fields?.[field]).toMatch(message);
    }
    expect(await ctx.deps.db.select().from(mentorSettings).where(eq(mentorSettings.userId, m.id))).toEqual([]);
    const ok = await put({ bookingWindowDays: 60, extraHours: { [date]: ["6:00 PM", "7:00 PM"] } });
    expect(ok.status).toBe(200);
    expect(await ok.json()).toMatchObject({ bookingWindowDays: 60, extraHours: { [date]: ["6:00 PM", "7:00 PM"] } });
    // Left out, the window and the extra hours are kept.
    expect(await (await put({ bufferMinutes: 10 })).json()).toMatchObject({ bookingWindowDays: 60, bufferMinutes: 10 });
  });
});

describe("slots follow the type", () => {
  it("a 30-minute type yields 30-minute slots; booking one stores its length; the 60-minute type then avoids it", async () => {
    const m = await mentorIn();
    const quick = await createType(m, { title: "Quick question", durationMinutes: 30, kind: "one_to_one" });
    const date = dayAhead(BERLIN, 4);
    const slots = await (await ctx.request(`/api/mentors/${m.id}/slots?type=${quick.id}`)).json();
    expect(slots.sessionType.durationMinutes).toBe(30);
    const times = slots.slots.filter((s: { date: string }) => s.date === date).map((s: { time: string }) => s.time);
    // The default hours 9–12 and 1–5 PM, cut into half hours.
    expect(times).toEqual([
      "9:00 AM",
      "9:30 AM",
      "10:00 AM",
      "10:30 AM",
      "11:00 AM",
      "11:30 AM",
      "1:00 PM",
      "1:30 PM",
      "2:00 PM",
      "2:30 PM",
      "3:00 PM",
      "3:30 PM",
      "4:00 PM",
      "4:30 PM",
    ]);
    const starts = slots.slots.filter((s: { date: string }) => s.date === date).map((s: { startsAt: string }) => Date.parse(s.startsAt));
    expect(starts[1] - starts[0]).toBe(30 * 60_000);

    const member = await signedIn(ctx);
    const res = await book(member, { mentorId: m.id, date, time: "9:30 AM", sessionTypeId: quick.id });
    expect(res.status).toBe(201);
    const [row] = await rowsOf(m.id);
    expect(row).toMatchObject({ durationMinutes: 30, sessionTypeId: quick.id, time: "9:30 AM", groupSeat: false });

    // The hour-long default type: 9:00 would overlap 9:30–10:00; 10:00 is free.
    const detail = await (await ctx.request(`/api/mentors/${m.id}`)).json();
    expect(detail.sessionTypes[0].durationMinutes).toBe(60);
    expect(detail.open[date]).not.toContain("9:00 AM");
    expect(detail.open[date]).toContain("10:00 AM");
    const other = await signedIn(ctx);
    const overlap = await book(other, { mentorId: m.id, date, time: "9:00 AM" });
    expect(overlap.status).toBe(409);
    expect((await errorOf(overlap)).message).toMatch(/another session at that time/);
    // A start that is not on the type's grid.
    const offGrid = await book(other, { mentorId: m.id, date, time: "10:15 AM", sessionTypeId: quick.id });
    expect(offGrid.status).toBe(400);
    expect((await errorOf(offGrid)).fields?.time).toMatch(/is not available at 10:15 AM/);
    // Another mentor's type is not bookable here.
    const elsewhere = await createType(await mentorIn(), { title: "Theirs", durationMinutes: 30, kind: "one_to_one" });
    const wrongType = await book(other, { mentorId: m.id, date, time: "10:00 AM", sessionTypeId: elsewhere.id });
    expect(wrongType.status).toBe(400);
    expect((await errorOf(wrongType)).fields?.sessionTypeId).toMatch(/does not offer/);
    expect((await rowsOf(m.id)).length).toBe(1);
  });

  it("two members asking at once for overlapping times of two types (9:00–10:00 and 9:30–10:00) get one session, not both", async () => {
    const m = await mentorIn();
    const quick = await createType(m, { title: "Quick question", durationMinutes: 30, kind: "one_to_one" });
    for (let round = 0; round < 4; round++) {
      const date = dayAhead(BERLIN, 2 + round);
      const [a, b] = await Promise.all([signedIn(ctx), signedIn(ctx)]);
      // Each passes the check made before its transaction; under the mentor's lock only one may be written.
      const results = await Promise.all([
        book(a, { mentorId: m.id, date, time: "9:00 AM" }),
        book(b, { mentorId: m.id, date, time: "9:30 AM", sessionTypeId: quick.id }),
      ]);
      expect(results.map((r) => r.status).sort(), `round ${round}`).toEqual([201, 409]);
      const refused = results.find((r) => r.status === 409)!;
      expect((await errorOf(refused)).message).toMatch(/another session at that time/);
      expect((await rowsOf(m.id)).filter((r) => r.date === date)).toHaveLength(1);
    }
  });

  it("the type's notice and buffers are refused by the server and left out of its slots; nothing is written", async () => {
    const m = await mentorIn();
    const careful = await createType(m, {
      title: "Planned review",
      durationMinutes: 60,
      kind: "one_to_one",
      minNoticeHours: 96,
      bufferBeforeMinutes: 30,
    });
    const member = await signedIn(ctx);
    const soon = dayAhead(BERLIN, 2);
    const early = await book(member, { mentorId: m.id, date: soon, time: "11:00 AM", sessionTypeId: careful.id });
    expect(early.status).toBe(400);
    expect((await errorOf(early)).fields?.time).toMatch(/needs at least 96 hours' notice/);
    const slots = await (await ctx.request(`/api/mentors/${m.id}/slots?type=${careful.id}`)).json();
    expect(slots.slots.some((s: { date: string }) => s.date === soon)).toBe(false);

    const later = dayAhead(BERLIN, 6);
    expect((await book(member, { mentorId: m.id, date: later, time: "9:00 AM" })).status).toBe(201);
    // 10:00 starts right after the 9:00 session ends: the type wants 30 minutes before it.
    const tight = await book(await signedIn(ctx), { mentorId: m.id, date: later, time: "10:00 AM", sessionTypeId: careful.id });
    expect(tight.status).toBe(400);
    expect((await errorOf(tight)).fields?.time).toMatch(/keeps 30 minutes between sessions/);
    expect((await rowsOf(m.id)).length).toBe(1);
  });

  it("the mentor's booking window replaces the fixed 30 days; extra hours on a date open slots there", async () => {
    const m = await mentorIn(NY);
    const extraDate = dayAhead(NY, 5);
    const put = await m.request("/api/mentors/me/settings", {
      method: "PUT",
      json: settings({ bookingWindowDays: 7, extraHours: { [extraDate]: ["6:00 PM"] } }),
    });
    expect(put.status).toBe(200);
    const member = await signedIn(ctx);
    const far = await book(member, { mentorId: m.id, date: dayAhead(NY, 10), time: "9:00 AM" });
    expect(far.status).toBe(400);
    expect((await errorOf(far)).fields?.date).toBe("Please choose a date within the next 7 days");
    const detail = await (await ctx.request(`/api/mentors/${m.id}`)).json();
    expect(Object.keys(detail.open).every((d) => d <= dayAhead(NY, 7))).toBe(true);
    expect(detail.open[extraDate]).toContain("6:00 PM");
    expect(detail.open[dayAhead(NY, 4)]).not.toContain("6:00 PM");
    expect((await book(member, { mentorId: m.id, date: extraDate, time: "6:00 PM" })).status).toBe(201);
    const notExtra = await book(await signedIn(ctx), { mentorId: m.id, date: dayAhead(NY, 4), time: "6:00 PM" });
    expect(notExtra.status).toBe(400);
  });
});

describe("group sessions", () => {
  it("a group type takes N bookings, then waitlists; a freed seat goes to the first waiting, each with their own .ics", async () => {
    const m = await mentorIn();
    const office = await createType(m, { title: "Office hours", durationMinutes: 60, kind: "group", capacity: 2 });
    const date = dayAhead(BERLIN, 3);
    const [a, b, c, d] = await Promise.all([signedIn(ctx), signedIn(ctx), signedIn(ctx), signedIn(ctx)]);
    const statuses: string[] = [];
    for (const u of [a!, b!, c!, d!]) {
      const res = await book(u, { mentorId: m.id, date, time: "2:00 PM", sessionTypeId: office.id, timezone: TOKYO });
      expect(res.status).toBe(201);
      statuses.push((await res.json()).appointment.status);
    }
    expect(statuses).toEqual(["approved", "approved", "waitlisted", "waitlisted"]);
    const slots = await (await ctx.request(`/api/mentors/${m.id}/slots?type=${office.id}`)).json();
    expect(slots.slots.find((s: { date: string; time: string }) => s.date === date && s.time === "2:00 PM")).toMatchObject({
      seatsLeft: 0,
    });
    // A member has one seat or waitlist place.
    const again = await book(a!, { mentorId: m.id, date, time: "2:00 PM", sessionTypeId: office.id });
    expect(again.status).toBe(409);
    // The seats' holders each got their own invitation; the waitlisted a waitlist mail and no file.
    const invitation = async (u: TestUser) => {
      const mail = (await mailsTo(u)).find((x) => x.subject.toLowerCase().includes("confirmed"));
      expect(mail, u.email).toBeTruthy();
      expect(mail!.text).toContain("Session: Office hours (group, 60 minutes)");
      return parseIcs(mail!.attachments![0]!.content, { base64: true });
    };
    const [icsA, icsB] = [await invitation(a!), await invitation(b!)];
    expect(icsA.method).toBe("REQUEST");
    expect(icsA.uid).not.toBe(icsB.uid);
    expect((await mailsTo(c!)).map((x) => x.subject)).toEqual([expect.stringMatching(/waitlist/)]);

    // a cancels: c (first on the waitlist) gets the seat; d waits on.
    const rows = await rowsOf(m.id);
    const idOf = (u: TestUser) => rows.find((r) => r.userId === u.id)!.id;
    expect((await a!.request(`/api/appointments/${idOf(a!)}/cancel`, { json: {} })).status).toBe(200);
    const now = await ctx.deps.db
      .select()
      .from(appointments)
      .where(and(eq(appointments.mentorId, m.id)))
      .orderBy(asc(appointments.createdAt));
    expect(now.map((r) => r.status)).toEqual(["cancelled", "approved", "approved", "waitlisted"]);
    const icsC = await invitation(c!);
    expect(icsC.uid).toBe(`appointment-${idOf(c!)}@appsec.community`);
    // a's calendar drops the entry: the same UID with a higher SEQUENCE.
    const cancel = (await mailsTo(a!)).find((x) => x.subject.toLowerCase().includes("cancel"))!;
    const icsCancel = parseIcs(cancel.attachments![0]!.content, { base64: true });
    expect([icsCancel.method, icsCancel.uid, icsCancel.sequence]).toEqual(["CANCEL", icsA.uid, icsA.sequence + 1]);
    // d leaves the waitlist themselves.
    expect((await d!.request(`/api/appointments/${idOf(d!)}/cancel`, { json: {} })).status).toBe(200);
  });
});

describe("slots across the week and daylight-saving changes", () => {
  const rules: MentorRules = {
    meetingLocation: null,
    minNoticeHours: 0,
    bufferMinutes: 0,
    datesOff: [],
    bookingWindowDays: 14,
    extraHours: {},
  };
  const half: SlotType = {
    id: "t",
    kind: "one_to_one",
    capacity: 1,
    durationMinutes: 30,
    bufferBeforeMinutes: 0,
    bufferAfterMinutes: 15,
    minNoticeHours: 0,
  };
  const mentor = (timezone: string) => ({ id: "m", fullName: "Mentor", timezone, availability: defaultAvailability() });

  for (const [zone, before, after, offBefore, offAfter] of [
    // Spring: Europe moves on 29 March 2026, the US on 8 March 2026.
    [BERLIN, "2026-03-27", "2026-03-30", 1, 2],
    [NY, "2026-03-06", "2026-03-09", -5, -4],
    // Autumn: Europe on 25 October 2026, the US on 1 November 2026.
    [BERLIN, "2026-10-23", "2026-10-26", 2, 1],
    [NY, "2026-10-30", "2026-11-02", -4, -5],
  ] as const) {
    it(`${zone} around ${after}: the same local slots every day, each at the instant of that day's offset`, () => {
      const now = new Date(`${addDays(before, -3)}T00:00:00Z`);
      const list = openSlotList(mentor(zone), rules, half, [], now);
      const byDate = (d: string) => list.filter((s) => s.date === d);
      expect(byDate(before).map((s) => s.time)).toEqual(byDate(after).map((s) => s.time));
      expect(byDate(before)).toHaveLength(14);
      // 9:00 AM local is 9 − offset o'clock UTC on each side of the change.
      const utcHour = (d: string) => new Date(byDate(d).find((s) => s.time === "9:00 AM")!.startsAt).getUTCHours();
      expect(utcHour(before)).toBe(9 - offBefore);
      expect(utcHour(after)).toBe(9 - offAfter);
      // Every day of the week between has its slots, the night of the change included.
      for (let d: string = before; d <= after; d = addDays(d, 1)) expect(byDate(d).length).toBe(14);
    });
  }

  it("buffers count in real minutes on the day after a change: after a session, before the next one", () => {
    const now = new Date("2026-03-26T00:00:00Z");
    const busy = [
      {
        id: "b",
        date: "2026-03-30",
        time: "10:00 AM",
        startsAt: zonedToUtc("2026-03-30", "10:00 AM", BERLIN),
        durationMinutes: 30,
        sessionTypeId: "t",
        groupSeat: false,
      },
    ];
    const problem = (time: string) => slotProblem(mentor(BERLIN), rules, half, busy, "2026-03-30", time, now);
    // 9:30–10:00 ends where the booked session begins: the type keeps 15 minutes after its sessions.
    expect(problem("9:30 AM")?.message).toMatch(/keeps 15 minutes between sessions/);
    expect(problem("9:00 AM")).toBeNull();
    expect(problem("10:00 AM")?.code).toBe("CONFLICT");
    // 10:30 begins where the booked one ends: no buffer is wanted before it.
    expect(problem("10:30 AM")).toBeNull();
  });
});

describe("the default type comes with the capability, reads never write (docs/decisions/086)", () => {
  it("a member approved as a mentor, or made one by an admin, has the default type before anything reads it", async () => {
    const admin = await signedIn(ctx, "admin");
    const applicant = await signedIn(ctx, "mentor_applicant");
    expect(await typesOf(applicant.id)).toHaveLength(0);
    expect((await admin.request(`/api/admin/mentor-applications/${applicant.id}/approve`, { json: {} })).status).toBe(200);
    expect((await typesOf(applicant.id)).map((t) => [t.title, t.durationMinutes, t.kind])).toEqual([
      ["1:1 mentorship session", 60, "one_to_one"],
    ]);

    const member = await signedIn(ctx);
    expect(
      (
        await admin.request(`/api/admin/users/${member.id}/role`, {
          method: "PUT",
          json: { role: "mentor", reason: "Mentors the AppSec track" },
        })
      ).status,
    ).toBe(200);
    expect(await typesOf(member.id)).toHaveLength(1);
    // Granted again (or kept): still one.
    expect(
      (await admin.request(`/api/admin/users/${member.id}/role`, { method: "PUT", json: { role: "user", reason: "Steps back for now" } }))
        .status,
    ).toBe(200);
    expect(
      (
        await admin.request(`/api/admin/users/${member.id}/role`, {
          method: "PUT",
          json: { role: "mentor", reason: "Mentors the AppSec track" },
        })
      ).status,
    ).toBe(200);
    expect(await typesOf(member.id)).toHaveLength(1);
  });

  it("a mentor with no type offers none: the page, the slots and their own list write nothing, and booking is refused", async () => {
    const m = await mentorIn();
    await ctx.deps.db.delete(mentorSessionTypes).where(eq(mentorSessionTypes.mentorId, m.id));
    const page = await (await ctx.request(`/api/mentors/${m.id}`)).json();
    expect(page.sessionTypes).toEqual([]);
    expect(page.open).toEqual({});
    expect((await (await m.request("/api/mentors/me/session-types")).json()).sessionTypes).toEqual([]);
    const mentee = await signedIn(ctx);
    const res = await mentee.request("/api/appointments", {
      json: { mentorId: m.id, date: addDays(todayIn(BERLIN), 3), time: "10:00 AM", topic: "Threat modeling help" },
    });
    expect(res.status).toBe(400);
    expect((await errorOf(res)).fields?.sessionTypeId).toBe("This mentor does not offer this session type");
    expect(await typesOf(m.id)).toHaveLength(0);
    expect(await rowsOf(m.id)).toHaveLength(0);
  });
});
