import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { user } from "../db/schema";
import { DISABLED_AUTH_PATHS } from "../lib/auth";
import { signedIn, TEST_PASSWORD } from "../test/factories";
import { setupTestContext } from "../test/setup";

const ctx = setupTestContext();

/**
 * better-auth endpoints the web app (web/src/lib/auth-client.ts, features/auth) calls or mails links
 * to. Every other endpoint better-auth has must be in DISABLED_AUTH_PATHS: an upgrade or a plugin that
 * adds one fails this suite until it is either listed here (used) or disabled.
 */
const USED_AUTH_ENDPOINTS = [
  "/sign-up/email",
  "/sign-in/email",
  "/sign-in/social",
  "/callback/:id",
  "/sign-out",
  "/request-password-reset",
  "/reset-password",
  "/reset-password/:token",
  "/change-password",
  "/send-verification-email",
  "/verify-email",
  "/error",
  "/ok",
];

describe("better-auth's HTTP surface", () => {
  it("every endpoint better-auth offers is either one the app uses or disabled", () => {
    const endpoints: unknown[] = Object.values(ctx.deps.auth.api);
    const paths = [
      ...new Set(endpoints.flatMap((e) => (e && typeof e === "function" && "path" in e && typeof e.path === "string" ? [e.path] : []))),
    ];
    expect(paths.length).toBeGreaterThan(20);
    const disabled = new Set<string>(DISABLED_AUTH_PATHS);
    const unaccounted = paths.filter((p) => !USED_AUTH_ENDPOINTS.includes(p) && !disabled.has(p));
    expect(unaccounted).toEqual([]);
    expect(USED_AUTH_ENDPOINTS.filter((p) => disabled.has(p))).toEqual([]);
  });

  it("endpoints the app does not use answer 404, even signed in", async () => {
    const member = await signedIn(ctx);
    for (const path of DISABLED_AUTH_PATHS) {
      const get = await member.request(`/api/auth${path}`);
      const post = await member.request(`/api/auth${path}`, { json: {} });
      expect([get.status, post.status], path).toEqual([404, 404]);
    }
  });

  it("update-user cannot store a name or a javascript: image past the profile rules", async () => {
    const member = await signedIn(ctx);
    const res = await member.request("/api/auth/update-user", { json: { name: "x".repeat(5000), image: "javascript:alert(1)" } });
    expect(res.status).toBe(404);
    const [row] = await ctx.deps.db.select({ name: user.name, image: user.image }).from(user).where(eq(user.id, member.id));
    expect(row).toEqual({ name: member.name, image: null });
  });

  it("no JSON answer hands the session token to page scripts", async () => {
    const member = await signedIn(ctx);
    const signIn = await ctx.request("/api/auth/sign-in/email", { json: { email: member.email, password: TEST_PASSWORD } });
    expect(signIn.status).toBe(200);
    const body = (await signIn.json()) as Record<string, unknown>;
    expect(body).not.toHaveProperty("token");
    expect(body.user).toMatchObject({ email: member.email });
    const token = /session_token=([^.;]+)/.exec(signIn.headers.getSetCookie().join(";"))?.[1];
    expect(token).toBeTruthy();
    expect(JSON.stringify(body)).not.toContain(token!);
    expect((await member.request("/api/auth/get-session")).status).toBe(404);
  });
});
