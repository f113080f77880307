import { describe, expect, it } from "vitest";
import { mailOutbox, newsletterSubscribers } from "../../db/schema";
import { errorOf } from "../../test/factories";
import { setupTestContext } from "../../test/setup";

const ctx = setupTestContext();
const subscribe = (email: unknown) => ctx.request("/api/newsletter", { json: { email } });

describe("POST /api/newsletter", () => {
  it("stores the address (trimmed, lowercased) and tells the team", async () => {
    const res = await subscribe("  Reader@Example.test ");
    expect(res.status).toBe(201);
    const rows = await ctx.deps.db.select().from(newsletterSubscribers);
    expect(rows.map((r) => r.email)).toEqual(["reader@example.test"]);
    const mails = await ctx.deps.db.select().from(mailOutbox);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.to).toBe(ctx.deps.config.teamEmail);
  });

  it("answers 409 with the spec message for a duplicate in any case", async () => {
    await subscribe("dup@example.test");
    const res = await subscribe("DUP@example.test");
    expect(res.status).toBe(409);
    expect((await errorOf(res)).message).toBe("You're already subscribed to our newsletter!");
    expect(await ctx.deps.db.select().from(newsletterSubscribers)).toHaveLength(1);
    expect(await ctx.deps.db.select().from(mailOutbox)).toHaveLength(1);
  });

  it.each(["not-an-email", "", 42, "a@b", "x".repeat(250) + "@example.test"])("rejects %j with 400 and writes nothing", async (email) => {
    const res = await subscribe(email);
    expect(res.status).toBe(400);
    const err = await errorOf(res);
    expect(err.code).toBe("VALIDATION_FAILED");
    expect(err.fields?.email).toBe("Please enter a valid email address");
    expect(await ctx.deps.db.select().from(newsletterSubscribers)).toHaveLength(0);
  });

  it("rejects a body that is not JSON with 400", async () => {
    const res = await ctx.request("/api/newsletter", { method: "POST", body: "email=x", headers: { "content-type": "text/plain" } });
    expect(res.status).toBe(400);
  });

  it("is rate-limited", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await subscribe(`r${i}@example.test`)).status);
    expect(statuses.slice(0, 10).every((s) => s === 201)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});
