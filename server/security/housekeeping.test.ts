import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { mailOutbox, rateLimits, sentReminders, session, verification } from "../db/schema";
import { createHousekeeping } from "../lib/housekeeping";
import { createMailer } from "../lib/mail";
import { createUser } from "../test/factories";
import { setupTestContext } from "../test/setup";

const ctx = setupTestContext();
const ago = (ms: number) => new Date(Date.now() - ms);

describe("housekeeping", () => {
  it("prunes old rate-limit windows, expired sessions and tokens, reminder marks of past weeks, and keeps live ones", async () => {
    const u = await createUser(ctx);
    await ctx.deps.db.insert(rateLimits).values([
      { key: "old", count: 3, windowStart: ago(2 * 86400_000) },
      { key: "live", count: 1, windowStart: ago(60_000) },
    ]);
    const s = (expiresAt: Date) => ({
      id: randomUUID(),
      token: randomUUID(),
      userId: u.id,
      expiresAt,
      createdAt: ago(1000),
      updatedAt: ago(1000),
    });
    await ctx.deps.db.insert(session).values([s(ago(1000)), s(new Date(Date.now() + 86400_000))]);
    const v = (expiresAt: Date) => ({ id: randomUUID(), identifier: `x-${randomUUID()}`, value: "v", expiresAt });
    await ctx.deps.db.insert(verification).values([v(ago(1000)), v(new Date(Date.now() + 3600_000))]);

    // Before: sent_reminders only grew (one row per member, reminder and event, for ever).
    await ctx.deps.db.insert(sentReminders).values([
      { key: "event:old:24h", sentAt: ago(8 * 86400_000) },
      { key: "event:recent:24h", sentAt: ago(86400_000) },
    ]);

    const removed = await createHousekeeping(ctx.deps).runOnce();
    expect(removed).toEqual({ rateLimits: 1, sessions: 1, verifications: 1, knownClients: 0, reminders: 1 });
    expect((await ctx.deps.db.select().from(sentReminders)).map((r) => r.key)).toEqual(["event:recent:24h"]);
    expect((await ctx.deps.db.select().from(rateLimits)).map((r) => r.key)).toEqual(["live"]);
    expect(await ctx.deps.db.select().from(session)).toHaveLength(1);
    expect(await ctx.deps.db.select().from(verification)).toHaveLength(1);
  });
});

describe("the mail outbox claims a batch in one statement", () => {
  it("two instances delivering at once send each mail once", async () => {
    for (let i = 0; i < 30; i++) await ctx.deps.mailer.send({ to: `m${i}@example.test`, subject: `Mail ${i}`, text: "Hello" });
    const other = createMailer({ db: ctx.deps.db, logger: ctx.deps.logger, from: "x@example.test", deliverOnSend: false });
    const [a, b] = await Promise.all([ctx.deps.mailer.deliverDue(), other.deliverDue()]);
    const again = await ctx.deps.mailer.deliverDue();
    expect(a + b + again).toBe(30);
    const rows = await ctx.deps.db.select({ status: mailOutbox.status }).from(mailOutbox);
    expect(rows.every((r) => r.status === "sent")).toBe(true);
    expect(
      Number((await ctx.deps.db.execute<{ n: number }>(sql`select count(*)::int as n from mail_outbox where attempts > 0`)).rows[0]!.n),
    ).toBe(0);
  });
});
