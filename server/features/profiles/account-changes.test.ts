import { asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { calendarFeeds, emailChanges, mailOutbox, user } from "../../db/schema";
import { errorOf, signedIn, TEST_PASSWORD } from "../../test/factories";
import { BASE_URL, setupTestContext } from "../../test/setup";

/**
 * Account changes need the password (docs/decisions/038): deleting the account and changing its sign-in
 * address ask for it again; the address changes only through a link mailed to the new one, with a notice
 * to the old; a new password turns the calendar feed's secret address off.
 */
const ctx = setupTestContext();
const mailsTo = (to: string) =>
  ctx.deps.db.select().from(mailOutbox).where(eq(mailOutbox.to, to)).orderBy(asc(mailOutbox.createdAt), asc(mailOutbox.id));
const userRow = async (id: string) => (await ctx.deps.db.select().from(user).where(eq(user.id, id)))[0];
const tokenIn = (text: string) => /emailToken=([A-Za-z0-9_-]{43})/.exec(text)?.[1];

describe("DELETE /api/account", () => {
  it("asks for the current password: a visitor 401, none or a wrong one 400 (nothing deleted), the right one deletes", async () => {
    const u = await signedIn(ctx);
    expect((await ctx.request("/api/account", { method: "DELETE", json: { password: TEST_PASSWORD } })).status).toBe(401);
    const none = await u.request("/api/account", { method: "DELETE" });
    expect(none.status).toBe(400);
    const wrong = await u.request("/api/account", { method: "DELETE", json: { password: "Not-my-password-1" } });
    expect(wrong.status).toBe(400);
    expect((await errorOf(wrong)).fields).toEqual({ password: "Your current password is not correct" });
    expect(await userRow(u.id)).toBeDefined();
    const res = await u.request("/api/account", { method: "DELETE", json: { password: TEST_PASSWORD } });
    expect(res.status).toBe(200);
    expect(await userRow(u.id)).toBeUndefined();
  });

  it("another member's password does not delete mine", async () => {
    const [u, stranger] = await Promise.all([signedIn(ctx), signedIn(ctx, "user", { email: "stranger@example.test" })]);
    await ctx.deps.auth.api.changePassword({
      body: { currentPassword: TEST_PASSWORD, newPassword: "Stranger-long-passphrase-9" },
      headers: new Headers({ cookie: stranger.cookie }),
    });
    expect((await u.request("/api/account", { method: "DELETE", json: { password: "Stranger-long-passphrase-9" } })).status).toBe(400);
    expect(await userRow(u.id)).toBeDefined();
  });
});

describe("changing the sign-in address", () => {
  it("asks for the password, mails a link to the new address and a notice to the old, and changes nothing yet", async () => {
    const u = await signedIn(ctx);
    expect((await ctx.request("/api/account/email", { json: { newEmail: "new@example.test", password: TEST_PASSWORD } })).status).toBe(401);
    const wrong = await u.request("/api/account/email", { json: { newEmail: "new@example.test", password: "Not-my-password-1" } });
    expect(wrong.status).toBe(400);
    expect(await mailsTo("new@example.test")).toEqual([]);
    const bad = await u.request("/api/account/email", { json: { newEmail: "not an address", password: TEST_PASSWORD } });
    expect(bad.status).toBe(400);
    expect(Object.keys((await errorOf(bad)).fields ?? {})).toEqual(["newEmail"]);

    const res = await u.request("/api/account/email", { json: { newEmail: " New@Example.test ", password: TEST_PASSWORD } });
    expect(res.status).toBe(202);
    const [link] = await mailsTo("new@example.test");
    expect(link!.subject).toBe("Confirm your new AppSec Community address");
    expect(link!.text).toContain(`${BASE_URL}/settings?tab=security&emailToken=`);
    const notice = (await mailsTo(u.email)).find((m) => m.subject === "A change of your AppSec Community address was asked for");
    expect(notice?.text).toContain("n***@example.test");
    expect(notice?.text).toContain(`${BASE_URL}/forgot-password`);
    expect((await userRow(u.id))!.email).toBe(u.email);
  });

  it("applies the change only with the link's token, for the same account, keeping its sessions", async () => {
    const u = await signedIn(ctx);
    const stranger = await signedIn(ctx);
    await u.request("/api/account/email", { json: { newEmail: "moved@example.test", password: TEST_PASSWORD } });
    const token = tokenIn((await mailsTo("moved@example.test"))[0]!.text)!;
    expect(token).toBeTruthy();

    expect((await ctx.request("/api/account/email/confirm", { json: { token } })).status).toBe(401);
    const foreign = await stranger.request("/api/account/email/confirm", { json: { token } });
    expect(foreign.status).toBe(400);
    expect((await userRow(stranger.id))!.email).toBe(stranger.email);
    expect((await u.request("/api/account/email/confirm", { json: { token: "x".repeat(43) } })).status).toBe(400);

    const res = await u.request("/api/account/email/confirm", { json: { token } });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ email: "moved@example.test" });
    const row = await userRow(u.id);
    expect(row).toMatchObject({ email: "moved@example.test", emailVerified: true });
    // The same session goes on, and sees the new address at once.
    const me = await u.request("/api/me");
    expect(me.status).toBe(200);
    expect(((await me.json()) as { user: { email: string } }).user.email).toBe("moved@example.test");
    // The link works once; the new address signs in, the old one does not.
    expect((await u.request("/api/account/email/confirm", { json: { token } })).status).toBe(400);
    const signIn = (email: string) => ctx.request("/api/auth/sign-in/email", { json: { email, password: TEST_PASSWORD } });
    expect((await signIn("moved@example.test")).status).toBe(200);
    expect((await signIn(u.email)).status).toBe(401);
  });

  it("an expired link changes nothing", async () => {
    const u = await signedIn(ctx);
    await u.request("/api/account/email", { json: { newEmail: "late@example.test", password: TEST_PASSWORD } });
    const token = tokenIn((await mailsTo("late@example.test"))[0]!.text)!;
    await ctx.deps.db
      .update(emailChanges)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(emailChanges.userId, u.id));
    expect((await u.request("/api/account/email/confirm", { json: { token } })).status).toBe(400);
    expect((await userRow(u.id))!.email).toBe(u.email);
  });

  it("an address that already has an account is told so, with the same answer and no pending change", async () => {
    const [u, other] = await Promise.all([signedIn(ctx), signedIn(ctx)]);
    const res = await u.request("/api/account/email", { json: { newEmail: other.email, password: TEST_PASSWORD } });
    expect(res.status).toBe(202);
    const mails = await mailsTo(other.email);
    expect(mails.map((m) => m.subject)).toEqual(["This address already has an AppSec Community account"]);
    expect(mails[0]!.text).not.toMatch(/emailToken=/);
    expect(await ctx.deps.db.select().from(emailChanges)).toEqual([]);
  });

  it("is rate-limited per member (5 an hour)", async () => {
    const u = await signedIn(ctx);
    for (let i = 0; i < 5; i++) {
      expect((await u.request("/api/account/email", { json: { newEmail: `n${i}@example.test`, password: TEST_PASSWORD } })).status).toBe(
        202,
      );
    }
    const res = await u.request("/api/account/email", { json: { newEmail: "n5@example.test", password: TEST_PASSWORD } });
    expect(res.status).toBe(429);
    expect(await mailsTo("n5@example.test")).toEqual([]);
  });
});

describe("a new password turns the calendar feed off", () => {
  async function feedOf(u: Awaited<ReturnType<typeof signedIn>>) {
    const res = await u.request("/api/me/calendar-feed", { method: "POST" });
    expect(res.status).toBeLessThan(300);
    return new URL(((await res.json()) as { url: string }).url).pathname;
  }

  it("after a password change the old feed address answers 404", async () => {
    const u = await signedIn(ctx);
    const feed = await feedOf(u);
    expect((await ctx.request(feed)).status).toBe(200);
    const res = await u.request("/api/auth/change-password", {
      json: { currentPassword: TEST_PASSWORD, newPassword: "Another-long-passphrase-42" },
    });
    expect(res.status).toBe(200);
    expect((await ctx.request(feed)).status).toBe(404);
    expect(await ctx.deps.db.select().from(calendarFeeds).where(eq(calendarFeeds.userId, u.id))).toEqual([]);
  });

  it("after a password reset too; a refused change leaves it on", async () => {
    const u = await signedIn(ctx);
    const feed = await feedOf(u);
    await u.request("/api/auth/change-password", {
      json: { currentPassword: "Not-the-password-1", newPassword: "Another-long-passphrase-42" },
    });
    expect((await ctx.request(feed)).status).toBe(200);
    await ctx.request("/api/auth/request-password-reset", { json: { email: u.email, redirectTo: "/reset-password" } });
    const token = /reset-password\/([^?\s]+)/.exec((await mailsTo(u.email)).at(-1)!.text)?.[1];
    expect((await ctx.request("/api/auth/reset-password", { json: { token, newPassword: "Another-long-passphrase-42" } })).status).toBe(
      200,
    );
    expect((await ctx.request(feed)).status).toBe(404);
  });
});
