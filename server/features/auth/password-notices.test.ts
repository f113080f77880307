import { asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { mailOutbox } from "../../db/schema";
import { signedIn, TEST_PASSWORD } from "../../test/factories";
import { BASE_URL, setupTestContext } from "../../test/setup";

/**
 * A new password is told to the account's owner: a change or a reset by someone else
 * (a stolen session, a read mailbox) does not go unnoticed.
 */
const ctx = setupTestContext();
const mailsTo = (to: string) =>
  ctx.deps.db.select().from(mailOutbox).where(eq(mailOutbox.to, to)).orderBy(asc(mailOutbox.createdAt), asc(mailOutbox.id));
const NEW_PASSWORD = "Another-long-passphrase-42";

describe("password notices", () => {
  it("a password change mails the owner, with a way to take the account back", async () => {
    const u = await signedIn(ctx);
    const res = await u.request("/api/auth/change-password", { json: { currentPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD } });
    expect(res.status).toBe(200);
    const notices = (await mailsTo(u.email)).filter((m) => m.subject === "Your AppSec Community password was changed");
    expect(notices).toHaveLength(1);
    expect(notices[0]!.text).toContain(`${BASE_URL}/forgot-password`);
    expect(notices[0]!.text).toContain("If it was not you");
    expect(notices[0]!.text).not.toContain(NEW_PASSWORD);
  });

  it("a refused change (wrong current password) mails nothing", async () => {
    const u = await signedIn(ctx);
    const res = await u.request("/api/auth/change-password", {
      json: { currentPassword: "Not-the-password-1", newPassword: NEW_PASSWORD },
    });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(await mailsTo(u.email)).toEqual([]);
  });

  it("a password reset mails the owner once it is done (not when it is asked for)", async () => {
    const u = await signedIn(ctx);
    expect(
      (await ctx.request("/api/auth/request-password-reset", { json: { email: u.email, redirectTo: "/reset-password" } })).status,
    ).toBe(200);
    const [link] = await mailsTo(u.email);
    const token = /reset-password\/([^?\s]+)/.exec(link!.text)?.[1];
    expect(token).toBeTruthy();
    expect((await mailsTo(u.email)).some((m) => m.subject === "Your AppSec Community password was reset")).toBe(false);
    const res = await ctx.request("/api/auth/reset-password", { json: { token, newPassword: NEW_PASSWORD } });
    expect(res.status).toBe(200);
    const notices = (await mailsTo(u.email)).filter((m) => m.subject === "Your AppSec Community password was reset");
    expect(notices).toHaveLength(1);
    expect(notices[0]!.text).toContain("every other session of your account was signed out");
  });
});
