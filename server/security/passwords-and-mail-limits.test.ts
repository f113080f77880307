import { asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { mailOutbox, profiles, user } from "../db/schema";
import { passwordProblems } from "../lib/passwords";
import { createUser, errorOf, signedIn, TEST_PASSWORD } from "../test/factories";
import { setupTestContext } from "../test/setup";

const ctx = setupTestContext();

const weak = async (res: Response) => {
  expect(res.status).toBe(400);
  return errorOf(res);
};

describe("passwords", () => {
  it("knows short, common and decorated-common passwords", () => {
    expect(passwordProblems("short-pass1")).toEqual(["Password must be at least 12 characters"]);
    expect(passwordProblems("password1234")).toEqual(["This password is too common. Please choose a different one."]);
    expect(passwordProblems("iloveyou1234!")).toHaveLength(1);
    expect(passwordProblems("aaaaaaaaaaaaaa")).toHaveLength(1);
    expect(passwordProblems("qwerty")).toHaveLength(2);
    expect(passwordProblems("correct-horse-battery-staple")).toEqual([]);
  });

  it("sign-up refuses a short or common password with VALIDATION_FAILED and its reasons, creating nothing", async () => {
    const short = await weak(
      await ctx.request("/api/auth/sign-up/email", { json: { name: "Short Pw", email: "s@example.test", password: "Short-pw-1" } }),
    );
    // The one error body (decision 068): VALIDATION_FAILED, the reasons as the field's message.
    expect(short).toMatchObject({ code: "VALIDATION_FAILED", message: "Password must be at least 12 characters" });
    const common = await weak(
      await ctx.request("/api/auth/sign-up/email", { json: { name: "Common Pw", email: "c@example.test", password: "qwertyuiop123" } }),
    );
    expect(common).toMatchObject({
      code: "VALIDATION_FAILED",
      fields: { password: "This password is too common. Please choose a different one." },
    });
    expect(await ctx.deps.db.select().from(profiles)).toHaveLength(0);
  });

  it("reset and change apply the same rule and keep the old password", async () => {
    const member = await signedIn(ctx);
    const change = await weak(
      await member.request("/api/auth/change-password", { json: { currentPassword: TEST_PASSWORD, newPassword: "password12345" } }),
    );
    expect(change).toMatchObject({ code: "VALIDATION_FAILED", fields: { newPassword: expect.any(String) } });
    const token = "weak-reset-token";
    await ctx.deps.auth.$context.then((c) =>
      c.internalAdapter.createVerificationValue({
        identifier: `reset-password:${token}`,
        value: member.id,
        expiresAt: new Date(Date.now() + 60_000),
      }),
    );
    expect((await weak(await ctx.request("/api/auth/reset-password", { json: { token, newPassword: "abc" } }))).code).toBe(
      "VALIDATION_FAILED",
    );
    const ok = await ctx.request("/api/auth/sign-in/email", { json: { email: member.email, password: TEST_PASSWORD } });
    expect(ok.status).toBe(200);
  });

  it("change-password is rate-limited", async () => {
    const member = await signedIn(ctx);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await member.request("/api/auth/change-password", {
        json: { currentPassword: "wrong-password-guess", newPassword: "A-fresh-passphrase-99" },
      });
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 5).every((s) => s !== 429)).toBe(true);
    expect(statuses[5]).toBe(429);
  });
});

describe("endpoints that mail an address from the request are rate-limited", () => {
  const mailsTo = async (to: string) =>
    (await ctx.deps.db.select().from(mailOutbox).where(eq(mailOutbox.to, to)).orderBy(asc(mailOutbox.createdAt), asc(mailOutbox.id)))
      .length;

  it("send-verification-email: at most 3 mails an hour to one address", async () => {
    const u = await createUser(ctx, { email: "victim@example.test" });
    await ctx.deps.db.update(user).set({ emailVerified: false }).where(eq(user.id, u.id));
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const res = await ctx.request("/api/auth/send-verification-email", { json: { email: "victim@example.test" } });
      statuses.push(res.status);
    }
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(9);
    expect(await mailsTo("victim@example.test")).toBeLessThanOrEqual(3);
  });

  it("request-password-reset: per address, whichever client asks", async () => {
    await createUser(ctx, { email: "target@example.test" });
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      const res = await ctx.request("/api/auth/request-password-reset", {
        json: { email: "target@example.test", redirectTo: "/reset-password" },
      });
      statuses.push(res.status);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
    expect(await mailsTo("target@example.test")).toBe(3);
  });

  it("sign-up: at most 3 attempts an hour for one address (each may mail its owner)", async () => {
    await createUser(ctx, { email: "owner@example.test" });
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      const res = await ctx.request("/api/auth/sign-up/email", {
        json: { name: "Probe Person", email: "owner@example.test", password: "A-long-probe-passphrase-1" },
      });
      statuses.push(res.status);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
    expect(await mailsTo("owner@example.test")).toBe(3);
  });

  it("sign-up: refused attempts (a common password) send no mail and do not use up the address's allowance", async () => {
    for (const password of ["password1234", "qwertyuiop123", "Sunshine2024!!", "iloveyou12345"]) {
      const res = await ctx.request("/api/auth/sign-up/email", {
        json: { name: "Careful Person", email: "careful@example.test", password },
      });
      expect(res.status, password).toBe(400);
    }
    const ok = await ctx.request("/api/auth/sign-up/email", {
      json: { name: "Careful Person", email: "careful@example.test", password: "A-long-and-fine-passphrase-8" },
    });
    expect(ok.status).toBe(200);
    expect(await mailsTo("careful@example.test")).toBe(1);
  });
});
