import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { mailOutbox, signInKnownClients } from "../db/schema";
import { unlockToken } from "../lib/sign-in-protection";
import { signToken } from "../lib/signed-token";
import { createUser, errorOf, TEST_PASSWORD } from "../test/factories";
import { BASE_URL, setupTestContext } from "../test/setup";

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
  const [mail] = await ctx.deps.db.select().from(mailOutbox).where(eq(mailOutbox.to, to));
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
