import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { mailOutbox, newsletterSubscribers } from "../../db/schema";
import { errorOf } from "../../test/factories";
import { BASE_URL, setupTestContext } from "../../test/setup";

const ctx = setupTestContext();
const subscribe = (email: unknown) => ctx.request("/api/newsletter", { json: { email } });
const confirm = (token: unknown) => ctx.request("/api/newsletter/confirm", { json: { token } });
async function tokenOf(email: string) {
  const [row] = await ctx.deps.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email));
  return row!.confirmToken!;
}

describe("POST /api/newsletter", () => {
  it("stores the address (trimmed, lowercased) unconfirmed and mails it an absolute confirmation link", async () => {
    const res = await subscribe("  Reader@Example.test ");
    expect(res.status).toBe(201);
    const rows = await ctx.deps.db.select().from(newsletterSubscribers);
    expect(rows.map((r) => r.email)).toEqual(["reader@example.test"]);
    expect(rows[0]!.confirmedAt).toBeNull();
    const mails = await ctx.deps.db.select().from(mailOutbox);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.to).toBe("reader@example.test");
    expect(mails[0]!.subject).toBe("Confirm your AppSec Community newsletter subscription");
    expect(mails[0]!.text).toContain(`${BASE_URL}/newsletter/confirm?token=${rows[0]!.confirmToken}`);
    expect(mails[0]!.text).not.toContain(rows[0]!.unsubscribeToken);
  });

  it("answers 409 with the spec message for a confirmed duplicate in any case", async () => {
    await subscribe("dup@example.test");
    await confirm(await tokenOf("dup@example.test"));
    const before = (await ctx.deps.db.select().from(mailOutbox)).length;
    const res = await subscribe("DUP@example.test");
    expect(res.status).toBe(409);
    expect((await errorOf(res)).message).toBe("You're already subscribed to our newsletter!");
    expect(await ctx.deps.db.select().from(newsletterSubscribers)).toHaveLength(1);
    expect(await ctx.deps.db.select().from(mailOutbox)).toHaveLength(before);
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

describe("double opt-in", () => {
  it("an unconfirmed address re-subscribing gets a fresh link; the old one stops working", async () => {
    await subscribe("again@example.test");
    const first = await tokenOf("again@example.test");
    expect((await subscribe("again@example.test")).status).toBe(201);
    const second = await tokenOf("again@example.test");
    expect(second).not.toBe(first);
    expect((await confirm(first)).status).toBe(404);
    expect((await confirm(second)).status).toBe(200);
  });

  it("confirming counts the subscriber, tells the team, and sends the subscriber an unsubscribe link; the link works once", async () => {
    await subscribe("conf@example.test");
    const token = await tokenOf("conf@example.test");
    const res = await confirm(token);
    expect(res.status).toBe(200);
    const [row] = await ctx.deps.db.select().from(newsletterSubscribers);
    expect(row!.confirmedAt).not.toBeNull();
    expect(row!.confirmToken).toBeNull();
    const mails = await ctx.deps.db.select().from(mailOutbox);
    const team = mails.find((m) => m.to === ctx.deps.config.teamEmail)!;
    expect(team.subject).toBe("New newsletter subscriber");
    const welcome = mails.find((m) => m.subject === "You're subscribed to the AppSec Community newsletter")!;
    expect(welcome.to).toBe("conf@example.test");
    expect(welcome.text).toContain(`${BASE_URL}/newsletter/unsubscribe?token=${row!.unsubscribeToken}`);
    // One-click unsubscribe (RFC 8058) on the subscriber's mail, and the HTML layout with the same link.
    expect(welcome.headers).toMatchObject({
      "List-Unsubscribe": `<${BASE_URL}/api/newsletter/unsubscribe?token=${row!.unsubscribeToken}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    });
    expect(welcome.html).toContain(`${BASE_URL}/newsletter/unsubscribe?token=${row!.unsubscribeToken}`);
    expect((await confirm(token)).status).toBe(404);
  });

  it("rejects a missing or made-up token with 400/404 and confirms nothing", async () => {
    await subscribe("x@example.test");
    expect((await confirm("")).status).toBe(400);
    expect((await confirm("made-up-token-123")).status).toBe(404);
    const [row] = await ctx.deps.db.select().from(newsletterSubscribers);
    expect(row!.confirmedAt).toBeNull();
  });
});

describe("one-click unsubscribe (RFC 8058)", () => {
  async function confirmed(email: string) {
    await subscribe(email);
    await confirm(await tokenOf(email));
    const [row] = await ctx.deps.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email));
    return row!.unsubscribeToken;
  }

  it("accepts the mail provider's cross-origin form POST and removes only that subscriber", async () => {
    const token = await confirmed("bye@example.test");
    await confirmed("stay@example.test");
    const res = await ctx.request(`/api/newsletter/unsubscribe?token=${token}`, {
      method: "POST",
      noOrigin: true,
      headers: { "content-type": "application/x-www-form-urlencoded", origin: "https://mail.provider.example" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(res.status).toBe(200);
    const rows = await ctx.deps.db.select().from(newsletterSubscribers);
    expect(rows.map((r) => r.email)).toEqual(["stay@example.test"]);
    // The address may subscribe again afterwards.
    expect((await subscribe("bye@example.test")).status).toBe(201);
  });

  it("is idempotent for an unknown token and refuses a malformed one with 400", async () => {
    await confirmed("keep@example.test");
    expect((await ctx.request("/api/newsletter/unsubscribe?token=00000000-0000-4000-8000-000000000000", { method: "POST" })).status).toBe(
      200,
    );
    expect((await ctx.request("/api/newsletter/unsubscribe?token=nope", { method: "POST" })).status).toBe(400);
    expect(await ctx.deps.db.select().from(newsletterSubscribers)).toHaveLength(1);
  });
});
