import { apiErrorSchema } from "@common/errors";
import { asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { mailOutbox } from "../db/schema";
import { createUser } from "../test/factories";
import { BASE_URL, setupTestContext } from "../test/setup";
import { isSafeCallback } from "./callback-url";

/**
 * Open redirect through better-auth's callbacks: every form that a browser or a router
 * could read as another host is refused with 400 before better-auth redirects to it; our own paths
 * still work.
 */
const ctx = setupTestContext();

const HOSTILE = [
  "/.//evil.example/phish",
  "/..//evil.example",
  "/a/..//evil.example",
  "/a/b/../..//evil.example",
  "//evil.example",
  "///evil.example",
  "/\\evil.example",
  "/\\/evil.example",
  "\\\\evil.example",
  "/%2F%2Fevil.example",
  "/%2f/evil.example",
  "%2F%2Fevil.example",
  "/%5C%5Cevil.example",
  "/%2e//evil.example",
  "/\t/evil.example",
  "/\n/evil.example",
  " //evil.example",
  "https://evil.example/phish",
  "http://evil.example",
  "HTTP://EVIL.EXAMPLE/",
  "http://localhost:3000.evil.example/",
  "http://localhost:3000@evil.example/",
  "http://user@localhost:3000/profile",
  "http://localhost:3001/",
  "https://localhost:3000/",
  "http://localhost:3000//evil.example",
  "javascript:alert(1)",
  "data:text/html,<script>alert(1)</script>",
  "evil.example",
];
const OURS = ["/", "/profile", "/login?redirect=/jobs", "/login?redirect=%2Fjobs", "/blog/a-post#comments", `${BASE_URL}/profile`];

const isOurs = (location: string | null) =>
  location !== null && new URL(location, BASE_URL).origin === BASE_URL && !location.startsWith("//");

async function expectRefused(res: Response, name: string) {
  expect(res.status).toBe(400);
  expect(res.headers.get("location")).toBeNull();
  const body = apiErrorSchema.parse(await res.json());
  expect(body.error.code).toBe("BAD_REQUEST");
  expect(body.error.message).toContain(name);
  expect(body.error.requestId).toBe(res.headers.get("x-request-id"));
}

describe("isSafeCallback", () => {
  it.each(HOSTILE)("refuses %j", (value) => {
    expect(isSafeCallback(value, BASE_URL)).toBe(false);
  });
  it.each(OURS)("accepts %j", (value) => {
    expect(isSafeCallback(value, BASE_URL)).toBe(true);
  });
  it("refuses what is not a string", () => {
    expect(isSafeCallback(["/"], BASE_URL)).toBe(false);
    expect(isSafeCallback({ href: "/" }, BASE_URL)).toBe(false);
  });
});

describe("callbacks in the query string (verify-email, reset-password links)", () => {
  it.each(HOSTILE)("GET /api/auth/verify-email with callbackURL=%j answers 400, never a redirect", async (value) => {
    const res = await ctx.request(`/api/auth/verify-email?token=x&callbackURL=${encodeURIComponent(value)}`);
    await expectRefused(res, "callbackURL");
  });

  it("refuses a hostile value hidden behind a harmless one of the same name", async () => {
    const res = await ctx.request(`/api/auth/verify-email?token=x&callbackURL=/&callbackURL=${encodeURIComponent("/.//evil.example")}`);
    await expectRefused(res, "callbackURL");
  });

  it.each(["errorCallbackURL", "redirectTo", "newUserCallbackURL"])("refuses a hostile %s in the query string", async (name) => {
    const res = await ctx.request(`/api/auth/reset-password/x?${name}=${encodeURIComponent("/..//evil.example")}`);
    await expectRefused(res, name);
  });

  it.each(OURS)("GET /api/auth/verify-email with callbackURL=%j still redirects, to this site", async (value) => {
    const res = await ctx.request(`/api/auth/verify-email?token=x&callbackURL=${encodeURIComponent(value)}`);
    expect(res.status).toBe(302);
    expect(isOurs(res.headers.get("location"))).toBe(true);
  });
});

describe("callbacks in POST bodies", () => {
  it.each(HOSTILE)("POST /api/auth/request-password-reset with redirectTo=%j answers 400 and mails nothing", async (value) => {
    const user = await createUser(ctx);
    const res = await ctx.request("/api/auth/request-password-reset", { json: { email: user.email, redirectTo: value } });
    await expectRefused(res, "redirectTo");
    expect(
      await ctx.deps.db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.to, user.email))
        .orderBy(asc(mailOutbox.createdAt), asc(mailOutbox.id)),
    ).toEqual([]);
  });

  it.each([
    ["/api/auth/sign-up/email", { email: "new@example.com", password: "A-long-enough-pass-1", name: "New Person" }, "callbackURL"],
    ["/api/auth/sign-in/email", { email: "new@example.com", password: "A-long-enough-pass-1" }, "callbackURL"],
    ["/api/auth/send-verification-email", { email: "new@example.com" }, "callbackURL"],
    ["/api/auth/sign-in/social", { provider: "github" }, "callbackURL"],
    ["/api/auth/sign-in/social", { provider: "github" }, "errorCallbackURL"],
    ["/api/auth/sign-in/social", { provider: "github" }, "newUserCallbackURL"],
  ] as const)("POST %s with a hostile %s answers 400", async (path, body, name) => {
    const res = await ctx.request(path, { json: { ...body, [name]: "/.//evil.example/phish" } });
    await expectRefused(res, name);
  });

  it("refuses a hostile callback in a form-encoded body too", async () => {
    const res = await ctx.request("/api/auth/request-password-reset", {
      body: new URLSearchParams({ email: "a@example.com", redirectTo: "//evil.example" }),
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    await expectRefused(res, "redirectTo");
  });

  it("refuses a callback that is not a string", async () => {
    const res = await ctx.request("/api/auth/request-password-reset", { json: { email: "a@example.com", redirectTo: ["/"] } });
    await expectRefused(res, "redirectTo");
  });

  it.each(["/reset-password", `${BASE_URL}/reset-password`])("a password reset with redirectTo=%j is still sent", async (value) => {
    const user = await createUser(ctx);
    const res = await ctx.request("/api/auth/request-password-reset", { json: { email: user.email, redirectTo: value } });
    expect(res.status).toBe(200);
    const mails = await ctx.deps.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, user.email))
      .orderBy(asc(mailOutbox.createdAt), asc(mailOutbox.id));
    expect(mails).toHaveLength(1);
  });
});
