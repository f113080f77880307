import { asc, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { mailOutbox, sentReminders } from "../../db/schema";
import { createLogger } from "../../lib/logger";
import { createScheduler } from "../../lib/scheduler";
import { registerScheduledTasks } from "../../scheduled-tasks";
import { createEvent, signedIn, type TestUser } from "../../test/factories";
import { BASE_URL, setupTestContext } from "../../test/setup";
import { sendEventReminders } from "./event-reminders.service";

/** Reminders before events and the join link kept to seat holders (docs/decisions/077-reminders-and-join-links.md). */
const ctx = setupTestContext();
const HOUR = 3_600_000;
const mailsTo = (to: string) =>
  ctx.deps.db.select().from(mailOutbox).where(eq(mailOutbox.to, to)).orderBy(asc(mailOutbox.createdAt), asc(mailOutbox.id));
const reminders = async (u: TestUser) => (await mailsTo(u.email)).filter((m) => m.subject.startsWith("Reminder:"));

function instance(clock: () => Date) {
  const scheduler = createScheduler({ db: ctx.deps.db, logger: createLogger("silent"), now: clock });
  registerScheduledTasks(scheduler, ctx.deps);
  return scheduler;
}

/** An online event with one seat, starting `inHours` from now: a seat holder and a waiting member. */
async function fullOnlineEvent(inHours = 72) {
  const startsAt = new Date(Date.now() + inHours * HOUR);
  const ev = await createEvent(ctx, {
    title: "Threat modeling night",
    startsAt,
    endsAt: new Date(startsAt.getTime() + 2 * HOUR),
    timeZone: "UTC",
    maxAttendees: 1,
  });
  const [seat, waiting] = await Promise.all([signedIn(ctx), signedIn(ctx)]);
  expect((await seat.request(`/api/events/${ev.id}/registration`, { method: "POST" })).status).toBe(200);
  expect((await waiting.request(`/api/events/${ev.id}/waitlist`, { method: "POST" })).status).toBe(200);
  return { ev, seat, waiting, startsAt };
}

describe("event reminders (24 h and 1 h before)", () => {
  it("reach the seat holder once per window, with the join link, even with two instances ticking at once; never the waitlist", async () => {
    const { ev, seat, waiting, startsAt } = await fullOnlineEvent();
    let clock = new Date(startsAt.getTime() - 25 * HOUR);
    const a = instance(() => clock);
    const b = instance(() => clock);
    await Promise.all([a.tick(), b.tick()]);
    expect(await reminders(seat)).toHaveLength(0);

    clock = new Date(startsAt.getTime() - 23 * HOUR);
    const ran = await Promise.all([a.tick(), b.tick()]);
    expect(ran.flat().filter((n) => n === "events:reminders")).toHaveLength(1);
    // Two runs racing outside the scheduler's claim (an overlap): still one mail.
    await Promise.all([sendEventReminders(ctx.deps, clock), sendEventReminders(ctx.deps, clock)]);
    const first = await reminders(seat);
    expect(first.map((m) => m.subject)).toEqual(["Reminder: Threat modeling night starts in 24 hours"]);
    expect(first[0]!.text).toContain("Join link: https://meet.example.com/owasp");
    expect(first[0]!.text).toContain(`${BASE_URL}/events/${ev.id}`);

    clock = new Date(startsAt.getTime() - 30 * 60_000);
    await Promise.all([sendEventReminders(ctx.deps, clock), sendEventReminders(ctx.deps, clock)]);
    await Promise.all([a.tick(), b.tick()]);
    const both = await reminders(seat);
    expect(both.map((m) => m.subject)).toEqual([
      "Reminder: Threat modeling night starts in 24 hours",
      "Reminder: Threat modeling night starts in 1 hour",
    ]);
    expect(both[1]!.text).toContain("Join link: https://meet.example.com/owasp");
    expect(await reminders(waiting)).toHaveLength(0);
    expect(await ctx.deps.db.select().from(sentReminders)).toHaveLength(2);
    // After the start: nothing more.
    expect(await sendEventReminders(ctx.deps, new Date(startsAt.getTime() + HOUR))).toBe(0);
  });

  it("a member registered within the last hour gets only the 1 h reminder; a cancelled event reminds nobody", async () => {
    const { seat, startsAt } = await fullOnlineEvent(0.5);
    expect(await sendEventReminders(ctx.deps, new Date())).toBe(1);
    expect((await reminders(seat)).map((m) => m.subject)).toEqual(["Reminder: Threat modeling night starts in 1 hour"]);
    expect(startsAt.getTime()).toBeGreaterThan(Date.now());

    const cancelled = await createEvent(ctx, { startsAt: new Date(Date.now() + 5 * HOUR), timeZone: "UTC", status: "cancelled" });
    const member = await signedIn(ctx);
    await ctx.deps.db.execute(
      // A seat held from before the cancellation.
      sql`insert into event_attendees (event_id, user_id) values (${cancelled.id}, ${member.id})`,
    );
    expect(await sendEventReminders(ctx.deps, new Date())).toBe(0);
    expect(await reminders(member)).toHaveLength(0);
  });

  it("a moved start is reminded again; a member who switched event_reminders off gets none", async () => {
    const { ev, seat, startsAt } = await fullOnlineEvent();
    const off = await signedIn(ctx);
    expect((await off.request("/api/me/notification-preferences", { method: "PUT", json: { event_reminders: false } })).status).toBe(200);
    const ev2 = await createEvent(ctx, { startsAt, timeZone: "UTC" });
    expect((await off.request(`/api/events/${ev2.id}/registration`, { method: "POST" })).status).toBe(200);
    await sendEventReminders(ctx.deps, new Date(startsAt.getTime() - 23 * HOUR));
    expect(await reminders(off)).toHaveLength(0);
    expect(await reminders(seat)).toHaveLength(1);

    const later = new Date(startsAt.getTime() + 48 * HOUR);
    await ctx.deps.db.execute(sql`update events set starts_at = ${later.toISOString()}::timestamptz where id = ${ev.id}`);
    await sendEventReminders(ctx.deps, new Date(later.getTime() - 23 * HOUR));
    expect(await reminders(seat)).toHaveLength(2);
  });

  it("the reminders' sent_reminders row is inserted in the same transaction as the mail: a failing mailer leaves neither", async () => {
    const { seat, startsAt } = await fullOnlineEvent();
    const send = ctx.deps.mailer.send;
    ctx.deps.mailer.send = async () => {
      throw new Error("outbox down");
    };
    try {
      await expect(sendEventReminders(ctx.deps, new Date(startsAt.getTime() - 23 * HOUR))).rejects.toThrow("outbox down");
    } finally {
      ctx.deps.mailer.send = send;
    }
    expect(await ctx.deps.db.select().from(sentReminders)).toHaveLength(0);
    expect(await sendEventReminders(ctx.deps, new Date(startsAt.getTime() - 23 * HOUR))).toBe(1);
    expect(await reminders(seat)).toHaveLength(1);
  });
});
