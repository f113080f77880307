import { eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { user } from "../db/schema";
import { createChangeFeed } from "../lib/change-feed";
import { createLogger } from "../lib/logger";
import { createSessionVersions } from "../lib/session-versions";
import { createUser, signedIn, signIn, TEST_PASSWORD } from "../test/factories";
import { cookieFrom, setupTestContext } from "../test/setup";

const ctx = setupTestContext();

const article = { title: "Threat modeling 101", content: "<p>Start with a data-flow diagram of the system.</p>", excerpt: "How to start" };

describe("sessions end at once", () => {
  it("after sign-out the old cookie is refused on the next request, for reads and writes", async () => {
    const member = await signedIn(ctx);
    expect((await member.request("/api/me")).status).toBe(200);
    expect((await member.request("/api/auth/sign-out", { method: "POST", json: {} })).status).toBe(200);
    expect((await member.request("/api/me")).status).toBe(401);
    expect((await member.request("/api/blog/articles", { json: article })).status).toBe(401);
  });

  it("sign-out ends the user's sessions in every browser", async () => {
    const member = await signedIn(ctx);
    const otherBrowser = await signIn(ctx, member.email);
    expect((await ctx.request("/api/me", { cookie: otherBrowser })).status).toBe(200);
    await member.request("/api/auth/sign-out", { method: "POST", json: {} });
    expect((await ctx.request("/api/me", { cookie: otherBrowser })).status).toBe(401);
  });

  it("a failed sign-in attempt from a signed-in browser leaves its session alone; a successful one replaces it", async () => {
    const member = await signedIn(ctx);
    expect((await member.request("/api/auth/sign-in/email", { json: {} })).status).toBe(400);
    expect((await member.request("/api/auth/sign-in/email", { json: { email: member.email, password: "not-the-password" } })).status).toBe(
      401,
    );
    expect((await member.request("/api/me")).status).toBe(200);
    const again = await member.request("/api/auth/sign-in/email", { json: { email: member.email, password: TEST_PASSWORD } });
    expect(again.status).toBe(200);
    expect((await member.request("/api/me")).status).toBe(401);
    expect((await ctx.request("/api/me", { cookie: cookieFrom(again) })).status).toBe(200);
  });

  it("a demotion applies to the very next request", async () => {
    const admin = await signedIn(ctx, "admin");
    const recruiter = await signedIn(ctx, "recruiter");
    expect((await recruiter.request("/api/recruiter/jobs")).status).toBe(200);
    const res = await admin.request(`/api/admin/users/${recruiter.id}/role`, {
      method: "PUT",
      json: { role: "user", reason: "Staffing change" },
    });
    expect(res.status).toBe(200);
    expect((await recruiter.request("/api/recruiter/jobs")).status).toBe(403);
    const me = await (await recruiter.request("/api/me")).json();
    expect(me.user.role).toBe("user");
  });

  it("a deleted account's cookie answers 401, not 500", async () => {
    const member = await signedIn(ctx);
    expect((await member.request("/api/me")).status).toBe(200);
    expect((await member.request("/api/account", { method: "DELETE", json: { password: member.password } })).status).toBe(200);
    expect((await member.request("/api/me")).status).toBe(401);
    expect((await member.request("/api/blog/articles", { json: article })).status).toBe(401);
  });

  it("changing the password with revokeOtherSessions ends the other browsers' sessions", async () => {
    const member = await signedIn(ctx);
    const otherBrowser = await signIn(ctx, member.email);
    const res = await member.request("/api/auth/change-password", {
      json: { currentPassword: TEST_PASSWORD, newPassword: "A-much-longer-passphrase-42", revokeOtherSessions: true },
    });
    expect(res.status).toBe(200);
    expect((await ctx.request("/api/me", { cookie: otherBrowser })).status).toBe(401);
    expect((await ctx.request("/api/me", { cookie: cookieFrom(res) })).status).toBe(200);
  });

  it("a password change ends the other browsers' sessions even when the client does not ask for it", async () => {
    const member = await createUser(ctx);
    let password = TEST_PASSWORD;
    for (const [i, revokeOtherSessions] of [undefined, false].entries()) {
      const here = await signIn(ctx, member.email, password);
      const otherBrowser = await signIn(ctx, member.email, password);
      expect((await ctx.request("/api/me", { cookie: otherBrowser })).status).toBe(200);
      const newPassword = `A-much-longer-passphrase-4${i}`;
      const res = await ctx.request("/api/auth/change-password", {
        cookie: here,
        json: { currentPassword: password, newPassword, revokeOtherSessions },
      });
      expect(res.status).toBe(200);
      password = newPassword;
      expect((await ctx.request("/api/me", { cookie: otherBrowser })).status, String(revokeOtherSessions)).toBe(401);
      // the browser that changed it stays signed in with the cookie it got back
      expect((await ctx.request("/api/me", { cookie: cookieFrom(res) })).status).toBe(200);
    }
  });

  it("a password reset ends every existing session", async () => {
    const member = await signedIn(ctx);
    expect((await member.request("/api/me")).status).toBe(200);
    const token = "reset-token-for-test";
    await ctx.deps.auth.$context.then((c) =>
      c.internalAdapter.createVerificationValue({
        identifier: `reset-password:${token}`,
        value: member.id,
        expiresAt: new Date(Date.now() + 60_000),
      }),
    );
    const res = await ctx.request("/api/auth/reset-password", { json: { token, newPassword: "A-much-longer-passphrase-42" } });
    expect(res.status).toBe(200);
    expect((await member.request("/api/me")).status).toBe(401);
  });

  it("another instance learns of a role change through the database notification", async () => {
    // A second app on the same database, with its own in-memory versions (another process, in effect).
    const feed = await createChangeFeed(ctx.database, createLogger("silent"));
    const sessions = createSessionVersions(ctx.database.db, feed);
    try {
      const recruiter = await signedIn(ctx, "recruiter");
      // The other instance has cached the recruiter's current version.
      expect(await sessions.current(recruiter.id)).toBe(await ctx.deps.sessions.current(recruiter.id));
      const before = await sessions.current(recruiter.id);
      await ctx.deps.db.update(user).set({ role: "user" }).where(eq(user.id, recruiter.id));
      await vi.waitFor(async () => expect(await sessions.current(recruiter.id)).not.toBe(before), { timeout: 5000, interval: 20 });
    } finally {
      await feed.stop();
    }
  });
});

describe("session versions", () => {
  it("bump when a session ends or the role changes, not on unrelated updates", async () => {
    const u = await createUser(ctx);
    const version = async () => (await ctx.deps.db.select({ v: user.sessionVersion }).from(user).where(eq(user.id, u.id)))[0]!.v;
    const v0 = await version();
    await ctx.deps.db.update(user).set({ updatedAt: new Date() }).where(eq(user.id, u.id));
    expect(await version()).toBe(v0);
    await ctx.deps.db.update(user).set({ role: "supporter" }).where(eq(user.id, u.id));
    expect(await version()).toBe(v0 + 1);
    const cookie = await signIn(ctx, u.email);
    await ctx.request("/api/auth/sign-out", { method: "POST", json: {}, cookie });
    expect(await version()).toBeGreaterThan(v0 + 1);
  });
});

describe("remembered sessions (decision 021)", () => {
  it("repeat requests with the same cookies skip better-auth's lookup", async () => {
    const member = await signedIn(ctx);
    const lookups = vi.spyOn(ctx.deps.auth.api, "getSession");
    for (let i = 0; i < 5; i++) expect((await member.request("/api/me")).status).toBe(200);
    // The first request learns whose cookies they are, the second trusts them; the rest skip the lookup.
    expect(lookups).toHaveBeenCalledTimes(2);
  });

  it("a warm entry still ends at once on sign-out from another browser", async () => {
    const member = await signedIn(ctx);
    const otherBrowser = await signIn(ctx, member.email);
    for (let i = 0; i < 3; i++) expect((await ctx.request("/api/me", { cookie: otherBrowser })).status).toBe(200);
    await member.request("/api/auth/sign-out", { method: "POST", json: {} });
    expect((await ctx.request("/api/me", { cookie: otherBrowser })).status).toBe(401);
  });

  it("a warm entry sees a demotion on the very next request", async () => {
    const admin = await signedIn(ctx, "admin");
    const recruiter = await signedIn(ctx, "recruiter");
    for (let i = 0; i < 3; i++) expect((await recruiter.request("/api/recruiter/jobs")).status).toBe(200);
    expect(
      (await admin.request(`/api/admin/users/${recruiter.id}/role`, { method: "PUT", json: { role: "user", reason: "Staffing change" } }))
        .status,
    ).toBe(200);
    expect((await recruiter.request("/api/recruiter/jobs")).status).toBe(403);
  });

  it("a change made straight in the database (another instance, the admin CLI) is seen on the next request", async () => {
    const member = await signedIn(ctx);
    for (let i = 0; i < 3; i++) expect((await member.request("/api/recruiter/jobs")).status).toBe(403);
    await ctx.deps.db.update(user).set({ role: "recruiter" }).where(eq(user.id, member.id));
    // The trigger's NOTIFY reaches this instance's listener asynchronously; the role checks use the session's user.
    await vi.waitFor(async () => expect((await member.request("/api/recruiter/jobs")).status).toBe(200));
  });
});
