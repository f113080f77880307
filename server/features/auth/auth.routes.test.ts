import { asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { mailOutbox, profiles, session } from "../../db/schema";
import { createUser, errorOf, signedIn, TEST_PASSWORD } from "../../test/factories";
import { cookieFrom, setupTestContext } from "../../test/setup";

const ctx = setupTestContext();

const signUp = (body: Record<string, unknown>, headers: Record<string, string> = {}) =>
  ctx.request("/api/auth/sign-up/email", { json: body, headers });

describe("sign-up", () => {
  it("creates the account and a profile with title and company, queues the verification mail; sign-in follows", async () => {
    const res = await signUp({
      name: "Grace Hopper",
      email: "Grace@Example.test",
      password: "correct-horse-battery-1",
      title: "AppSec Engineer",
      company: "Navy",
    });
    expect(res.status).toBe(200);
    // Sign-up itself never signs in (its answer must not tell new and existing addresses apart).
    expect(cookieFrom(res)).not.toContain("better-auth.session_token=");
    const signInRes = await ctx.request("/api/auth/sign-in/email", {
      json: { email: "grace@example.test", password: "correct-horse-battery-1" },
    });
    expect(signInRes.status).toBe(200);
    const cookie = cookieFrom(signInRes);
    const me = await ctx.request("/api/me", { cookie });
    expect(me.status).toBe(200);
    const body = await me.json();
    expect(body.user).toMatchObject({ email: "grace@example.test", role: "user" });
    expect(body.profile).toMatchObject({ fullName: "Grace Hopper", title: "AppSec Engineer", company: "Navy", role: "user" });
    const mails = await ctx.deps.db.select().from(mailOutbox).where(eq(mailOutbox.to, "grace@example.test"));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toMatch(/verify/i);
    expect(mails[0]!.text).toContain("/api/auth/verify-email?token=");
  });

  it("rejects a short password, a short name and a bad e-mail without creating anything", async () => {
    expect((await signUp({ name: "Al", email: "a@example.test", password: "short" })).status).toBe(400);
    const shortName = await signUp({ name: "A", email: "b@example.test", password: "long-enough-passphrase-1" });
    expect(shortName.status).toBe(400);
    expect((await errorOf(shortName)).message).toBe("Name must be at least 2 characters");
    expect((await signUp({ name: "Alan", email: "not-an-email", password: "long-enough-passphrase-1" })).status).toBe(400);
    expect(await ctx.deps.db.select().from(profiles)).toHaveLength(0);
  });

  it("a duplicate e-mail (any case) answers like a new one, creates nothing and mails the owner", async () => {
    await createUser(ctx, { email: "dup@example.test" });
    const fresh = await signUp({ name: "Someone New", email: "fresh@example.test", password: "long-enough-passphrase-1" });
    const dup = await signUp({ name: "Someone Else", email: "DUP@example.test", password: "long-enough-passphrase-1" });
    expect(dup.status).toBe(fresh.status);
    const shape = (b: { token: unknown; user: Record<string, unknown> }) => ({ token: b.token, keys: Object.keys(b.user).sort() });
    expect(shape(await dup.json())).toEqual(shape(await fresh.json()));
    expect(cookieFrom(dup)).toBe(cookieFrom(fresh));
    expect(await ctx.deps.db.select().from(profiles)).toHaveLength(2);
    const toOwner = await ctx.deps.db.select().from(mailOutbox).where(eq(mailOutbox.to, "dup@example.test"));
    expect(toOwner).toHaveLength(1);
    expect(toOwner[0]!.subject).toBe("You already have an AppSec Community account");
    expect(toOwner[0]!.text).toContain("http://localhost:3000/forgot-password");
  });
});

describe("sign-in and sign-out", () => {
  it("signs in with the right password and refuses a wrong one", async () => {
    const u = await createUser(ctx);
    const ok = await ctx.request("/api/auth/sign-in/email", { json: { email: u.email, password: TEST_PASSWORD } });
    expect(ok.status).toBe(200);
    const bad = await ctx.request("/api/auth/sign-in/email", { json: { email: u.email, password: "wrong-password" } });
    expect(bad.status).toBe(401);
  });

  it("signing in again in the same browser replaces the old session", async () => {
    const u = await createUser(ctx);
    const first = cookieFrom(await ctx.request("/api/auth/sign-in/email", { json: { email: u.email, password: TEST_PASSWORD } }));
    await ctx.request("/api/auth/sign-in/email", { json: { email: u.email, password: TEST_PASSWORD }, cookie: first });
    const sessions = await ctx.deps.db.select().from(session).where(eq(session.userId, u.id));
    expect(sessions).toHaveLength(1);
  });

  it("log out ends every session of the user (global sign-out)", async () => {
    const a = await signedIn(ctx);
    // a second browser of the same user
    const other = cookieFrom(await ctx.request("/api/auth/sign-in/email", { json: { email: a.email, password: TEST_PASSWORD } }));
    expect((await ctx.deps.db.select().from(session).where(eq(session.userId, a.id))).length).toBe(2);
    const out = await a.request("/api/auth/sign-out", { method: "POST" });
    expect(out.status).toBe(200);
    expect(await ctx.deps.db.select().from(session).where(eq(session.userId, a.id))).toHaveLength(0);
    // This browser's cookies are cleared.
    const cleared = out.headers
      .getSetCookie()
      .filter((c) => /max-age=0/i.test(c))
      .map((c) => c.split("=")[0]);
    expect(cleared).toEqual(expect.arrayContaining(["better-auth.session_token", "better-auth.session_data"]));
    // The other browser's token no longer opens a session once its one-minute cookie cache is gone.
    const tokenOnly = other
      .split("; ")
      .filter((c) => c.startsWith("better-auth.session_token="))
      .join("; ");
    expect((await ctx.request("/api/me", { cookie: tokenOnly })).status).toBe(401);
  });

  it("rate-limits sign-in attempts with 429", async () => {
    const u = await createUser(ctx);
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const res = await ctx.request("/api/auth/sign-in/email", { json: { email: u.email, password: "wrong-password" } });
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(statuses[10]).toBe(429);
    const res = await ctx.request("/api/auth/sign-in/email", { json: { email: u.email, password: TEST_PASSWORD } });
    expect(res.status).toBe(429);
    expect(res.headers.get("retry-after")).toBeTruthy();
    // another account from the same client is still allowed (per-account limit) …
    const other = await createUser(ctx);
    expect((await ctx.request("/api/auth/sign-in/email", { json: { email: other.email, password: TEST_PASSWORD } })).status).toBe(200);
  });

  it("limits one client to 60 sign-in attempts a minute across accounts", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 61; i++) {
      statuses.push(
        (await ctx.request("/api/auth/sign-in/email", { json: { email: `nobody${i}@example.test`, password: "wrong-password" } })).status,
      );
    }
    expect(statuses.slice(0, 60).every((s) => s === 401)).toBe(true);
    expect(statuses[60]).toBe(429);
  });

  it("a state-changing request from another origin is refused", async () => {
    const u = await createUser(ctx);
    const res = await ctx.request("/api/auth/sign-in/email", {
      json: { email: u.email, password: TEST_PASSWORD },
      headers: { origin: "https://evil.example" },
    });
    expect(res.status).toBe(403);
  });
});

describe("/api/me", () => {
  it("is 401 without a session", async () => {
    const res = await ctx.request("/api/me");
    expect(res.status).toBe(401);
    expect((await errorOf(res)).code).toBe("UNAUTHORIZED");
  });

  it.each(["user", "supporter", "recruiter", "contractor", "mentor_applicant", "mentor", "admin"] as const)(
    "returns the user, profile and role for %s",
    async (role) => {
      const u = await signedIn(ctx, role);
      const res = await u.request("/api/me");
      expect(res.status).toBe(200);
      const body = await res.json();
      expect(body.user).toMatchObject({ id: u.id, email: u.email, role });
      expect(body.profile).toMatchObject({ id: u.id, role, fullName: u.name });
    },
  );
});

describe("/api/session", () => {
  it("is 200 with me: null for a visitor (no failed request on visitor pages)", async () => {
    const res = await ctx.request("/api/session");
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ me: null });
  });

  it("returns the same user and profile as /api/me when signed in", async () => {
    const u = await signedIn(ctx, "recruiter");
    const res = await u.request("/api/session");
    expect(res.status).toBe(200);
    const { me } = await res.json();
    expect(me).toEqual(await (await u.request("/api/me")).json());
  });
});

describe("app edges", () => {
  it("unknown /api path is a JSON 404 and responses carry security headers", async () => {
    const res = await ctx.request("/api/nope");
    expect(res.status).toBe(404);
    expect((await errorOf(res)).code).toBe("NOT_FOUND");
    expect(res.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("x-request-id")).toBeTruthy();
  });

  it("health answers ok without a query; ?deep=1 also checks the database", async () => {
    const res = await ctx.request("/api/health");
    expect(await res.json()).toEqual({ status: "ok" });
    const deep = await ctx.request("/api/health?deep=1");
    expect(await deep.json()).toEqual({ status: "ok", database: "ok", listener: "up" });
  });

  it("deep health says degraded while the change listener reconnects, and down (503, Retry-After) without a database", async () => {
    const { changes, db } = ctx.deps;
    const up = Object.getOwnPropertyDescriptor(changes, "up")!;
    Object.defineProperty(changes, "up", { get: () => false, configurable: true });
    const execute = db.execute;
    try {
      const degraded = await ctx.request("/api/health?deep=1");
      expect(degraded.status).toBe(200);
      expect(await degraded.json()).toEqual({ status: "degraded", database: "ok", listener: "down" });
      db.execute = (() =>
        Promise.reject(Object.assign(new Error("connect ECONNREFUSED"), { code: "ECONNREFUSED" }))) as unknown as typeof db.execute;
      const down = await ctx.request("/api/health?deep=1");
      expect(down.status).toBe(503);
      expect(down.headers.get("retry-after")).toBe("2");
      expect(await down.json()).toEqual({ status: "down", database: "down", listener: "down" });
    } finally {
      db.execute = execute;
      Object.defineProperty(changes, "up", up);
    }
  });
});

describe("password reset", () => {
  it("mails a reset link; the new password works, the old one and old sessions do not", async () => {
    const u = await signedIn(ctx);
    const req = await ctx.request("/api/auth/request-password-reset", {
      json: { email: u.email, redirectTo: "http://localhost:3000/reset-password" },
    });
    expect(req.status).toBe(200);
    const [mail] = await ctx.deps.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, u.email))
      .orderBy(asc(mailOutbox.createdAt), asc(mailOutbox.id));
    expect(mail!.subject).toMatch(/reset/i);
    const link = /http\S+\/api\/auth\/reset-password\/(\S+?)\?callbackURL=\S+/.exec(mail!.text);
    expect(link).not.toBeNull();
    const token = link![1]!;
    const reset = await ctx.request("/api/auth/reset-password", { json: { newPassword: "brand-new-pass-1", token } });
    expect(reset.status).toBe(200);
    expect(await ctx.deps.db.select().from(session).where(eq(session.userId, u.id))).toHaveLength(0);
    const oldPw = await ctx.request("/api/auth/sign-in/email", { json: { email: u.email, password: TEST_PASSWORD } });
    expect(oldPw.status).toBe(401);
    const newPw = await ctx.request("/api/auth/sign-in/email", { json: { email: u.email, password: "brand-new-pass-1" } });
    expect(newPw.status).toBe(200);
    // the token is single-use
    expect((await ctx.request("/api/auth/reset-password", { json: { newPassword: "another-pass-12", token } })).status).toBe(400);
  });

  it("answers the same for an unknown address (no account enumeration) and sends nothing", async () => {
    const res = await ctx.request("/api/auth/request-password-reset", {
      json: { email: "nobody@example.test", redirectTo: "/reset-password" },
    });
    expect(res.status).toBe(200);
    expect(await ctx.deps.db.select().from(mailOutbox)).toHaveLength(0);
  });
});

describe("caching", () => {
  it("public lists carry an ETag and answer 304 when unchanged", async () => {
    const first = await ctx.request("/api/blog/posts");
    const tag = first.headers.get("etag");
    expect(tag).toBeTruthy();
    expect(first.headers.get("cache-control")).toBe("public, no-cache");
    const again = await ctx.request("/api/blog/posts", { headers: { "if-none-match": tag! } });
    expect(again.status).toBe(304);
  });
});
