/**
 * The dev trigger of the reminder task (docs/decisions/077-reminders-and-join-links.md): a browser journey
 * runs the task at an instant of its choosing for its own sessions only; closed without the dev outbox.
 */
import { asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { addDays, todayIn, zonedToUtc } from "@common/time";
import { appointments, mailOutbox } from "../../db/schema";
import { setProfile, signedIn, type TestUser } from "../../test/factories";
import { setupTestContext, type TestContext } from "../../test/setup";

const ctx = setupTestContext({ env: { DEV_MAIL: "true" } });
const closed = setupTestContext();
const NY = "America/New_York";
const HOUR = 3_600_000;

async function approvedSession(c: TestContext, days: number) {
  const mentor = await signedIn(c, "mentor");
  await setProfile(c, mentor.id, { expertise: ["AppSec"], bio: "I help people into AppSec.", timezone: NY });
  const mentee = await signedIn(c);
  const date = addDays(todayIn(NY), days);
  const res = await mentee.request("/api/appointments", {
    json: { mentorId: mentor.id, date, time: "9:00 AM", topic: "Threat modeling help", timezone: "Asia/Tokyo" },
  });
  expect(res.status).toBe(201);
  const id = (await res.json()).appointment.id as string;
  expect((await mentor.request(`/api/appointments/${id}/decision`, { json: { status: "approved" } })).status).toBe(200);
  // A join link on the session, as the mentor's meeting place gives it.
  await c.deps.db.update(appointments).set({ location: "https://meet.example.test/room-1" }).where(eq(appointments.id, id));
  return { mentor, mentee, id, startsAt: zonedToUtc(date, "9:00 AM", NY) };
}
const remindersTo = async (u: TestUser) =>
  (
    await ctx.deps.db.select().from(mailOutbox).where(eq(mailOutbox.to, u.email)).orderBy(asc(mailOutbox.createdAt), asc(mailOutbox.id))
  ).filter((m) => m.subject.startsWith("Reminder:") || m.subject.startsWith("Starting in 1 hour"));
const trigger = (c: TestContext, at: Date, appointmentIds: string[]) =>
  c.request("/api/dev/mentorship/send-reminders", { json: { at: at.toISOString(), appointmentIds } });

describe("POST /api/dev/mentorship/send-reminders", () => {
  it("sends the named sessions' 24-hour and 1-hour reminders at the instant given, each once, and leaves other sessions alone", async () => {
    const mine = await approvedSession(ctx, 5);
    const other = await approvedSession(ctx, 5);
    expect(other.startsAt).toEqual(mine.startsAt);

    const dayBefore = new Date(mine.startsAt.getTime() - 23 * HOUR);
    expect(await (await trigger(ctx, dayBefore, [mine.id])).json()).toEqual({ reminded: 1 });
    expect(await (await trigger(ctx, dayBefore, [mine.id])).json()).toEqual({ reminded: 0 });
    const halfHourBefore = new Date(mine.startsAt.getTime() - HOUR / 2);
    expect(await (await trigger(ctx, halfHourBefore, [mine.id])).json()).toEqual({ reminded: 1 });
    expect(await (await trigger(ctx, halfHourBefore, [mine.id])).json()).toEqual({ reminded: 0 });

    for (const u of [mine.mentee, mine.mentor]) {
      const mails = await remindersTo(u);
      expect(mails.map((m) => m.subject.split(":")[0])).toEqual(["Reminder", "Starting in 1 hour"]);
      for (const m of mails) expect(m.text).toContain("Meeting link: https://meet.example.test/room-1");
    }
    expect(await remindersTo(other.mentee)).toEqual([]);
    expect(await remindersTo(other.mentor)).toEqual([]);
  });

  it("asks for an instant and at least one session", async () => {
    expect((await ctx.request("/api/dev/mentorship/send-reminders", { json: { appointmentIds: [] } })).status).toBe(400);
  });

  it("is not found without the dev outbox", async () => {
    const s = await approvedSession(closed, 2);
    const res = await trigger(closed, new Date(s.startsAt.getTime() - 23 * HOUR), [s.id]);
    expect(res.status).toBe(404);
    const [row] = await closed.deps.db.select().from(appointments).where(eq(appointments.id, s.id));
    expect(row!.remindedAt).toBeNull();
  });
});
