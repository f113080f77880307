import { asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { addDays, todayIn, zonedToUtc } from "@common/time";
import { appointments, mailOutbox, profiles } from "../../db/schema";
import { createLogger } from "../../lib/logger";
import { createScheduler } from "../../lib/scheduler";
import { registerScheduledTasks } from "../../scheduled-tasks";
import { errorOf, setProfile, signedIn } from "../../test/factories";
import { BASE_URL, setupTestContext } from "../../test/setup";
import { expireStaleRequests, sendSessionReminders } from "./session-tasks.service";
import { formatInZone } from "./session";

const ctx = setupTestContext();
const mailsTo = (to: string) =>
  ctx.deps.db.select().from(mailOutbox).where(eq(mailOutbox.to, to)).orderBy(asc(mailOutbox.createdAt), asc(mailOutbox.id));
const HOUR = 3_600_000;

async function mentor(tz = "UTC") {
  const m = await signedIn(ctx, "mentor");
  await setProfile(ctx, m.id, { expertise: ["Threat Modeling"], bio: "I help people into AppSec.", timezone: tz });
  return m;
}

/** Books through the API, so starts_at is what the service computes. */
async function book(member: Awaited<ReturnType<typeof signedIn>>, mentorId: string, date: string, time = "10:00 AM") {
  const res = await member.request("/api/appointments", { json: { mentorId, date, time, topic: "Threat modeling basics" } });
  expect(res.status).toBe(201);
  return (await res.json()).appointment.id as string;
}

/** Two app instances on one database: each has its own scheduler with every task registered. */
function instance(clock: () => Date) {
  const scheduler = createScheduler({ db: ctx.deps.db, logger: createLogger("silent"), now: clock });
  registerScheduledTasks(scheduler, ctx.deps);
  return scheduler;
}

describe("starts_at", () => {
  it("is the session's instant in the mentor's zone", async () => {
    const m = await mentor("America/New_York");
    const member = await signedIn(ctx);
    const date = addDays(todayIn("America/New_York"), 3);
    const id = await book(member, m.id, date, "9:00 AM");
    const [row] = await ctx.deps.db.select().from(appointments).where(eq(appointments.id, id));
    expect(row!.startsAt.toISOString()).toBe(zonedToUtc(date, "9:00 AM", "America/New_York").toISOString());
  });
});

describe("request expiry (48 h)", () => {
  it("expires a pending request after 48 hours, mails both once, even with two instances", async () => {
    const m = await mentor();
    const member = await signedIn(ctx);
    const id = await book(member, m.id, addDays(todayIn("UTC"), 10));
    const before = (await mailsTo(member.email)).length;

    let clock = new Date(Date.now() + 47 * HOUR);
    const a = instance(() => clock);
    const b = instance(() => clock);
    await Promise.all([a.runIfDue("mentorship:expire-requests"), b.runIfDue("mentorship:expire-requests")]);
    expect((await ctx.deps.db.select().from(appointments).where(eq(appointments.id, id)))[0]!.status).toBe("pending");

    clock = new Date(Date.now() + 49 * HOUR);
    const ran = await Promise.all([a.tick(), b.tick()]);
    expect(ran.flat().filter((n) => n === "mentorship:expire-requests")).toHaveLength(1);
    expect((await ctx.deps.db.select().from(appointments).where(eq(appointments.id, id)))[0]!.status).toBe("expired");

    const menteeMails = (await mailsTo(member.email)).slice(before);
    expect(menteeMails).toHaveLength(1);
    expect(menteeMails[0]!.subject).toMatch(/^Your session request to .+ expired$/);
    expect(menteeMails[0]!.html).toContain(`${BASE_URL}/mentorship`);
    const mentorMails = (await mailsTo(m.email)).filter((x) => x.subject.includes("expired"));
    expect(mentorMails).toHaveLength(1);
    expect(mentorMails[0]!.text).toContain(`${BASE_URL}/profile?tab=appointments`);
    // No other member's e-mail in the mentee's mail.
    expect(menteeMails[0]!.text).not.toContain(m.email);

    // A later run finds nothing more to do.
    expect(await expireStaleRequests(ctx.deps, new Date(Date.now() + 100 * HOUR))).toBe(0);
    // The slot is free again and the expired request cannot be approved.
    const detail = await (await ctx.request(`/api/mentors/${m.id}`)).json();
    expect(detail.taken).toEqual([]);
    const decide = await m.request(`/api/appointments/${id}/decision`, { json: { status: "approved" } });
    expect(decide.status).toBe(409);
  });

  it("leaves approved, declined and fresh requests alone; expires a request whose time has come", async () => {
    const m = await mentor();
    const member = await signedIn(ctx);
    const approved = await book(member, m.id, addDays(todayIn("UTC"), 5), "9:00 AM");
    expect((await m.request(`/api/appointments/${approved}/decision`, { json: { status: "approved" } })).status).toBe(200);
    const fresh = await book(member, m.id, addDays(todayIn("UTC"), 5), "10:00 AM");
    expect(await expireStaleRequests(ctx.deps, new Date(Date.now() + HOUR))).toBe(0);
    // Six days later both would be in the past: the pending one expires, the approved one stays.
    expect(await expireStaleRequests(ctx.deps, new Date(Date.now() + 7 * 24 * HOUR))).toBe(1);
    const rows = await ctx.deps.db.select({ id: appointments.id, status: appointments.status }).from(appointments);
    expect(Object.fromEntries(rows.map((r) => [r.id, r.status]))).toEqual({ [approved]: "approved", [fresh]: "expired" });
  });
});

describe("reminders (24 h before)", () => {
  it("reminds mentor and mentee once, 24 hours before an approved session", async () => {
    const m = await mentor("Europe/Berlin");
    const member = await signedIn(ctx);
    const date = addDays(todayIn("Europe/Berlin"), 4);
    const id = await book(member, m.id, date, "2:00 PM");
    const pending = await book(member, m.id, date, "3:00 PM");
    expect((await m.request(`/api/appointments/${id}/decision`, { json: { status: "approved" } })).status).toBe(200);
    const startsAt = zonedToUtc(date, "2:00 PM", "Europe/Berlin").getTime();

    expect(await sendSessionReminders(ctx.deps, new Date(startsAt - 25 * HOUR))).toBe(0);
    let clock = new Date(startsAt - 23 * HOUR);
    const a = instance(() => clock);
    const b = instance(() => clock);
    await Promise.all([a.runIfDue("mentorship:reminders"), b.runIfDue("mentorship:reminders")]);
    expect(await sendSessionReminders(ctx.deps, new Date(startsAt - 22 * HOUR))).toBe(0);
    clock = new Date(startsAt - HOUR);
    await Promise.all([a.tick(), b.tick()]);

    for (const [to, other] of [
      [member, m],
      [m, member],
    ] as const) {
      const reminders = (await mailsTo(to.email)).filter((x) => x.subject.startsWith("Reminder:"));
      expect(reminders).toHaveLength(1);
      // Each reader's own zone (docs/decisions/030): the mentor's Berlin, the member's profile zone (UTC).
      expect(reminders[0]!.subject).toContain(
        formatInZone(zonedToUtc(date, "2:00 PM", "Europe/Berlin"), to === m ? "Europe/Berlin" : "UTC"),
      );
      expect(reminders[0]!.replyTo).toBe(other.email);
      expect(reminders[0]!.html).toContain(`${BASE_URL}/profile?tab=appointments`);
    }
    const [row] = await ctx.deps.db.select().from(appointments).where(eq(appointments.id, pending));
    expect(row!.remindedAt).toBeNull();
  });

  it("reminds both again 1 hour before, with the meeting link, once across two instances, after the 24-hour one", async () => {
    const m = await mentor();
    const member = await signedIn(ctx);
    const date = addDays(todayIn("UTC"), 3);
    const id = await book(member, m.id, date, "3:00 PM");
    expect((await m.request(`/api/appointments/${id}/decision`, { json: { status: "approved" } })).status).toBe(200);
    await ctx.deps.db.update(appointments).set({ location: "https://meet.example.com/mentor-room" }).where(eq(appointments.id, id));
    const startsAt = zonedToUtc(date, "3:00 PM", "UTC").getTime();
    const soon = (to: string) => mailsTo(to).then((ms) => ms.filter((x) => x.subject.startsWith("Starting in 1 hour")));

    // 90 minutes before: the 24-hour reminder (never sent yet) goes; the 1-hour one not yet.
    expect(await sendSessionReminders(ctx.deps, new Date(startsAt - 90 * 60_000))).toBe(1);
    expect(await soon(member.email)).toHaveLength(0);
    const clock = new Date(startsAt - 50 * 60_000);
    const a = instance(() => clock);
    const b = instance(() => clock);
    await Promise.all([a.runIfDue("mentorship:reminders"), b.runIfDue("mentorship:reminders")]);
    await Promise.all([sendSessionReminders(ctx.deps, clock), sendSessionReminders(ctx.deps, clock)]);
    for (const [to, other] of [
      [member, m],
      [m, member],
    ] as const) {
      const mails = await soon(to.email);
      expect(mails).toHaveLength(1);
      expect(mails[0]!.subject).toBe(`Starting in 1 hour: mentorship session with ${other.name}`);
      expect(mails[0]!.text).toContain("Meeting link: https://meet.example.com/mentor-room");
    }
    // The 24-hour one went once, not again within the last hour.
    expect((await mailsTo(member.email)).filter((x) => x.subject.startsWith("Reminder:"))).toHaveLength(1);
  });

  it("sends nothing for a cancelled session", async () => {
    const m = await mentor();
    const member = await signedIn(ctx);
    const date = addDays(todayIn("UTC"), 2);
    const id = await book(member, m.id, date, "11:00 AM");
    expect((await m.request(`/api/appointments/${id}/decision`, { json: { status: "approved" } })).status).toBe(200);
    expect((await member.request(`/api/appointments/${id}/cancel`, { method: "POST" })).status).toBe(200);
    expect(await sendSessionReminders(ctx.deps, new Date(zonedToUtc(date, "11:00 AM", "UTC").getTime() - HOUR))).toBe(0);
  });
});

describe("weekly availability", () => {
  const week = (times: Partial<Record<string, string[]>>) => ({
    availability: { 0: [], 1: [], 2: [], 3: [], 4: [], 5: [], 6: [], ...times },
  });

  it("a mentor sets their weekly hours; booking follows them; visitors, members and bad input are refused", async () => {
    const m = await mentor();
    const member = await signedIn(ctx);
    const admin = await signedIn(ctx, "admin");

    const initial = await (await m.request("/api/mentors/me/availability")).json();
    expect(initial.isDefault).toBe(true);
    expect(initial.availability["1"]).toEqual(["9:00 AM", "10:00 AM", "11:00 AM", "1:00 PM", "2:00 PM", "3:00 PM", "4:00 PM"]);

    expect((await ctx.request("/api/mentors/me/availability", { method: "PUT", json: week({}) })).status).toBe(401);
    const stranger = await member.request("/api/mentors/me/availability", { method: "PUT", json: week({ 1: ["9:00 AM"] }) });
    expect(stranger.status).toBe(403);
    const bad = await m.request("/api/mentors/me/availability", { method: "PUT", json: week({ 1: ["9:30 AM"] }) });
    expect(bad.status).toBe(400);
    expect((await errorOf(bad)).message).toBeTruthy();
    expect((await ctx.deps.db.select({ a: profiles.availability }).from(profiles).where(eq(profiles.id, m.id)))[0]!.a).toBeNull();

    // Evenings only, on the weekday of the date we will book.
    const date = addDays(todayIn("UTC"), 3);
    const weekday = String(new Date(`${date}T00:00:00Z`).getUTCDay());
    const set = await m.request("/api/mentors/me/availability", {
      method: "PUT",
      json: week({ [weekday]: ["7:00 PM", "6:00 PM", "6:00 PM"] }),
    });
    expect(set.status).toBe(200);
    const saved = await set.json();
    expect(saved.isDefault).toBe(false);
    expect(saved.availability[weekday]).toEqual(["6:00 PM", "7:00 PM"]);

    const detail = await (await ctx.request(`/api/mentors/${m.id}`)).json();
    expect(detail.availability[weekday]).toEqual(["6:00 PM", "7:00 PM"]);

    const refused = await member.request("/api/appointments", {
      json: { mentorId: m.id, date, time: "10:00 AM", topic: "Threat modeling basics" },
    });
    expect(refused.status).toBe(400);
    expect((await errorOf(refused)).fields?.time).toMatch(/is not available at 10:00 AM on \w+days\. Please choose another time\.$/);
    await book(member, m.id, date, "6:00 PM");

    // An admin (who may mentor) can set hours too; reset goes back to the default.
    expect((await admin.request("/api/mentors/me/availability", { method: "PUT", json: week({ 2: ["8:00 AM"] }) })).status).toBe(200);
    const reset = await (await m.request("/api/mentors/me/availability", { method: "DELETE" })).json();
    expect(reset.isDefault).toBe(true);
  });
});
