import { asc, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { mailOutbox, signInKnownClients, user } from "../db/schema";
import { createHousekeeping } from "../lib/housekeeping";
import { unlockToken } from "../lib/sign-in-protection";
import { signToken } from "../lib/signed-token";
import { createUser, errorOf, TEST_PASSWORD } from "../test/factories";
import { BASE_URL, cookieFrom, setupTestContext } from "../test/setup";

/**
 * Sign-in protection without a lockout weapon (docs/decisions/055): failures are counted per account
 * whatever the body's encoding; a locked account refuses only clients that never signed in to it.
 */
const ctx = setupTestContext({ env: { TRUST_PROXY: "true" } });
const WRONG = "wrong-password-guess";

const json = (email: string, password: string, xff: string, cookie?: string) =>
  ctx.request("/api/auth/sign-in/email", { json: { email, password }, headers: { "x-forwarded-for": xff }, cookie });
const form = (email: string, password: string, xff: string) =>
  ctx.request("/api/auth/sign-in/email", {
    body: new URLSearchParams({ email, password }).toString(),
    headers: { "content-type": "application/x-www-form-urlencoded", "x-forwarded-for": xff },
  });

/** `n` wrong passwords on the account, each from its own address (no per-client limit reached). */
async function fail(email: string, n: number, send = json, prefix = "198.51.100") {
  const statuses: number[] = [];
  for (let i = 0; i < n; i++) statuses.push((await send(email, WRONG, `${prefix}.${i}`)).status);
  return statuses;
}

const deviceCookieOf = (res: Response) =>
  res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0]!)
    .find((c) => c.startsWith("appsec-device="));

async function expectLocked(res: Response) {
  expect(res.status).toBe(429);
  expect(res.headers.get("retry-after")).toMatch(/^\d+$/);
  expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(800);
  expect(await errorOf(res)).toMatchObject({ code: "RATE_LIMITED" });
}

const unlockLinkOf = async (to: string) => {
  const [mail] = await ctx.deps.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.to, to))
    .orderBy(asc(mailOutbox.createdAt), asc(mailOutbox.id));
  const token = /\/unlock-sign-in\?token=([^\s"&]+)/.exec(mail!.text)?.[1];
  expect(token).toBeTruthy();
  return decodeURIComponent(token!);
};
const unlock = (token: string) => ctx.request("/api/sign-in/unlock", { json: { token } });

describe("failures are counted per account whatever the body's encoding", () => {
  it("20 form-encoded wrong guesses lock the account like JSON ones: the 21st from a new address gets 429", async () => {
    const u = await createUser(ctx, { email: "form@example.test" });
    expect(await fail(u.email, 20, form)).toEqual(Array(20).fill(401));
    await expectLocked(await form(u.email, WRONG, "203.0.113.50"));
    await expectLocked(await json(u.email, TEST_PASSWORD, "203.0.113.51"));
  });

  it("form-encoded and JSON failures add up on one account", async () => {
    const u = await createUser(ctx, { email: "mixed@example.test" });
    expect(await fail(u.email, 10, form, "198.51.100")).toEqual(Array(10).fill(401));
    expect(await fail(u.email, 10, json, "192.0.2")).toEqual(Array(10).fill(401));
    await expectLocked(await form(u.email, TEST_PASSWORD, "203.0.113.52"));
  });

  it("the per client and account limit counts form-encoded bodies too (the 11th in a minute: 429)", async () => {
    const u = await createUser(ctx, { email: "client@example.test" });
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await form(u.email, WRONG, "203.0.113.9")).status);
    expect(statuses).toEqual([...Array(10).fill(401), 429]);
  });
});

/** 19 failures already on the account (as the counter holds them), then the 20th through the API: locked, owner mailed. */
async function lock(email: string) {
  await ctx.deps.db.execute(sql`INSERT INTO rate_limits (key, count, window_start) VALUES (${`sign-in-account:${email}`}, 19, now())`);
  expect((await json(email, WRONG, "198.51.100.200")).status).toBe(401);
}

describe("a locked account refuses only clients that never signed in to it", () => {
  it("the owner's known address and device cookie get in with the right password; a new address gets 429, right password or not", async () => {
    const u = await createUser(ctx, { email: "owner@example.test" });
    const first = await json(u.email, TEST_PASSWORD, "192.0.2.10");
    expect(first.status).toBe(200);
    const device = deviceCookieOf(first);
    expect(device).toBeTruthy();
    const attributes = first.headers.getSetCookie().find((c) => c.startsWith("appsec-device="))!;
    expect(attributes).toMatch(/HttpOnly/i);
    expect(attributes).toMatch(/SameSite=Lax/i);
    expect(attributes).toMatch(/Path=\//);
    expect(attributes).toMatch(/Max-Age=\d{7,}/);
    // Stored as HMACs: no plain address in the table.
    const known = await ctx.deps.db.select().from(signInKnownClients);
    expect(known.map((k) => k.kind).sort()).toEqual(["address", "device"]);
    expect(JSON.stringify(known)).not.toContain("192.0.2.10");

    expect(await fail(u.email, 20)).toEqual(Array(20).fill(401));
    await expectLocked(await json(u.email, TEST_PASSWORD, "203.0.113.77"));
    await expectLocked(await json(u.email, WRONG, "203.0.113.78"));
    // The owner: from the address they used before, or from anywhere with the browser's device cookie.
    expect((await json(u.email, TEST_PASSWORD, "192.0.2.10")).status).toBe(200);
    expect((await json(u.email, TEST_PASSWORD, "203.0.113.79", device)).status).toBe(200);
    // A forged device cookie is no device.
    await expectLocked(await json(u.email, TEST_PASSWORD, "203.0.113.80", `appsec-device=${device!.split("=")[1]!.slice(0, -2)}xx`));
    // IPv6: the known address's /64 is known.
    const v6 = await createUser(ctx, { email: "v6@example.test" });
    expect((await json(v6.email, TEST_PASSWORD, "2001:db8:5:5::1")).status).toBe(200);
    await lock(v6.email);
    expect((await json(v6.email, TEST_PASSWORD, "2001:db8:5:5::beef")).status).toBe(200);
    await expectLocked(await json(v6.email, TEST_PASSWORD, "2001:db8:5:6::1"));
  });

  it("the owner is mailed once per lock, with the unlock link and the words that a known device still works", async () => {
    const u = await createUser(ctx, { email: "mailed@example.test" });
    await lock(u.email);
    await expectLocked(await json(u.email, WRONG, "203.0.113.1"));
    expect((await json(u.email, WRONG, "192.0.2.99")).status).toBe(429);
    const mails = await ctx.deps.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, u.email))
      .orderBy(asc(mailOutbox.createdAt), asc(mailOutbox.id));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe("Sign-in to your AppSec Community account paused");
    expect(mails[0]!.text).toContain("Signing in from a device or network you used before still works");
    expect(mails[0]!.text).toContain(`${BASE_URL}/unlock-sign-in?token=`);
  });

  it("an unknown e-mail gets the same answers: 401 twenty times, then 429 with Retry-After; nobody is mailed", async () => {
    const statuses = await fail("nobody@example.test", 20);
    expect(statuses).toEqual(Array(20).fill(401));
    const refused = await json("nobody@example.test", TEST_PASSWORD, "203.0.113.5");
    const u = await createUser(ctx, { email: "somebody@example.test" });
    await lock(u.email);
    const real = await json(u.email, TEST_PASSWORD, "203.0.113.6");
    expect(refused.status).toBe(real.status);
    expect(Boolean(refused.headers.get("retry-after"))).toBe(true);
    const body = (r: unknown) => ({ ...(r as { error: object }).error, requestId: undefined });
    expect(body(await refused.json())).toEqual(body(await real.json()));
    expect(await ctx.deps.db.select().from(mailOutbox).where(eq(mailOutbox.to, "nobody@example.test"))).toHaveLength(0);
  });
});

describe("lifting the lock", () => {
  it("a password reset lifts it", async () => {
    const u = await createUser(ctx, { email: "reset@example.test" });
    await lock(u.email);
    await expectLocked(await json(u.email, TEST_PASSWORD, "203.0.113.20"));
    const token = "lift-reset-token";
    await ctx.deps.auth.$context.then((c) =>
      c.internalAdapter.createVerificationValue({
        identifier: `reset-password:${token}`,
        value: u.id,
        expiresAt: new Date(Date.now() + 60_000),
      }),
    );
    const reset = await ctx.request("/api/auth/reset-password", { json: { token, newPassword: "A-brand-new-passphrase-7" } });
    expect(reset.status).toBe(200);
    expect((await json(u.email, "A-brand-new-passphrase-7", "203.0.113.21")).status).toBe(200);
  });

  it("the mailed link lifts it once; a reused, expired, forged or other-purpose token answers 400 and lifts nothing", async () => {
    const u = await createUser(ctx, { email: "unlock@example.test" });
    await lock(u.email);
    const token = await unlockLinkOf(u.email);
    const [, payload, mac] = token.split(".");
    const forged = `v1.${payload}.${mac!.slice(0, -2)}${mac!.endsWith("AA") ? "BB" : "AA"}`;
    const expired = unlockToken(
      ctx.deps.config.authSecret,
      u.id,
      Buffer.from(payload!, "base64url").toString().split("\n")[1]!.split(" ")[1]!,
      new Date(Date.now() - 48 * 3600_000),
    );
    const otherPurpose = signToken(ctx.deps.config.authSecret, "unsubscribe:comment-mails", u.id);
    for (const bad of [forged, expired, otherPurpose, "nonsense"]) {
      const res = await unlock(bad);
      expect(res.status).toBe(400);
      expect((await errorOf(res)).code).toBe("BAD_REQUEST");
    }
    await expectLocked(await json(u.email, TEST_PASSWORD, "203.0.113.30"));

    const ok = await unlock(token);
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({ unlocked: true });
    expect((await json(u.email, TEST_PASSWORD, "203.0.113.31")).status).toBe(200);
    const again = await unlock(token);
    expect(again.status).toBe(400);
  });

  it("a link of an earlier lock does not lift a newer one", async () => {
    const u = await createUser(ctx, { email: "renewed@example.test" });
    await lock(u.email);
    const old = await unlockLinkOf(u.email);
    expect((await unlock(old)).status).toBe(200);
    await lock(u.email);
    expect((await unlock(old)).status).toBe(400);
    await expectLocked(await json(u.email, TEST_PASSWORD, "203.0.113.40"));
  });
});

describe("a password asked again (account deletion, e-mail change) obeys the same lock and counts failures", () => {
  const request = (path: string, method: string, body: unknown, cookie: string, xff: string) =>
    ctx.request(path, { method, json: body, cookie, headers: { "x-forwarded-for": xff } });

  it("a wrong password at account deletion is the 20th failure: locked; the right one from a new address then gets 429 and deletes nothing", async () => {
    const u = await createUser(ctx, { email: "delete@example.test" });
    const cookie = cookieFrom(await json(u.email, TEST_PASSWORD, "192.0.2.50"));
    await ctx.deps.db.execute(sql`INSERT INTO rate_limits (key, count, window_start) VALUES (${`sign-in-account:${u.email}`}, 19, now())`);
    const wrong = await request("/api/account", "DELETE", { password: WRONG }, cookie, "203.0.113.60");
    expect(wrong.status).toBe(400);
    await expectLocked(await json(u.email, TEST_PASSWORD, "203.0.113.61"));
    await expectLocked(
      await request("/api/account", "DELETE", { password: TEST_PASSWORD }, cookie.replace(/appsec-device=[^;]*;?\s*/, ""), "203.0.113.62"),
    );
    expect(await ctx.deps.db.select().from(user).where(eq(user.id, u.id))).toHaveLength(1);
    // From the address the owner signed in from, it goes through.
    expect((await request("/api/account", "DELETE", { password: TEST_PASSWORD }, cookie, "192.0.2.50")).status).toBe(200);
  });

  it("a wrong password at e-mail change counts too, and the lock holds there for new clients", async () => {
    const u = await createUser(ctx, { email: "change@example.test" });
    const cookie = cookieFrom(await json(u.email, TEST_PASSWORD, "192.0.2.70"));
    const session = cookie.replace(/appsec-device=[^;]*;?\s*/, "");
    await ctx.deps.db.execute(sql`INSERT INTO rate_limits (key, count, window_start) VALUES (${`sign-in-account:${u.email}`}, 19, now())`);
    const wrong = await request("/api/account/email", "POST", { newEmail: "new@example.test", password: WRONG }, session, "203.0.113.70");
    expect(wrong.status).toBe(400);
    await expectLocked(await json(u.email, TEST_PASSWORD, "203.0.113.71"));
    await expectLocked(
      await request("/api/account/email", "POST", { newEmail: "new@example.test", password: TEST_PASSWORD }, session, "203.0.113.72"),
    );
    expect(
      (await request("/api/account/email", "POST", { newEmail: "new@example.test", password: TEST_PASSWORD }, cookie, "203.0.113.73"))
        .status,
    ).toBe(202);
  });
});

describe("known clients are forgotten after 90 days unseen", () => {
  it("housekeeping prunes them; a client seen since stays", async () => {
    const u = await createUser(ctx, { email: "old@example.test" });
    const day = 86400_000;
    await ctx.deps.db.insert(signInKnownClients).values([
      { userId: u.id, kind: "address", clientHash: "old", lastSeenAt: new Date(Date.now() - 91 * day) },
      { userId: u.id, kind: "device", clientHash: "recent", lastSeenAt: new Date(Date.now() - 89 * day) },
    ]);
    const removed = await createHousekeeping(ctx.deps).runOnce();
    expect(removed?.knownClients).toBe(1);
    expect((await ctx.deps.db.select().from(signInKnownClients)).map((k) => k.clientHash)).toEqual(["recent"]);
  });
});
