import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { AppError } from "../lib/errors";
import type { AppEnv } from "../lib/context";
import { signedIn } from "../test/factories";
import { setupTestContext } from "../test/setup";
import { requireCapability, requireUser } from "./require-role";
import { sameOrigin } from "./same-origin";
import { sessionMiddleware } from "./session";

const ctx = setupTestContext();

/** A tiny app wired like server/app.ts, to test the guards on their own. */
function guardedApp() {
  const app = new Hono<AppEnv>();
  app.use("*", async (c, next) => {
    c.set("deps", ctx.deps);
    await next();
  });
  app.use("*", sameOrigin, sessionMiddleware);
  app.get("/member-only", requireUser, (c) => c.json({ id: c.get("user")!.id }));
  app.get("/recruiters", requireCapability("recruiter", "admin"), (c) => c.json({ ok: true }));
  app.post("/change", requireUser, (c) => c.json({ changed: true }));
  app.onError((err, c) =>
    err instanceof AppError ? c.json({ error: { code: err.code, message: err.message } }, err.status) : c.json({ error: "x" }, 500),
  );
  return app;
}

const call = (path: string, init: { method?: string; cookie?: string; origin?: string | null; site?: string } = {}) => {
  const headers: Record<string, string> = {};
  if (init.cookie) headers.cookie = init.cookie;
  if (init.origin !== null) headers.origin = init.origin ?? "http://localhost:3000";
  if (init.site) headers["sec-fetch-site"] = init.site;
  return guardedApp().request(path, { method: init.method ?? "GET", headers });
};

describe("requireUser / requireCapability", () => {
  it("401 for a visitor, 403 for the wrong role, 200 for the right ones", async () => {
    const member = await signedIn(ctx, "user");
    const recruiter = await signedIn(ctx, "recruiter");
    const admin = await signedIn(ctx, "admin");
    expect((await call("/member-only")).status).toBe(401);
    expect((await call("/member-only", { cookie: member.cookie })).status).toBe(200);
    expect((await call("/recruiters")).status).toBe(401);
    const denied = await call("/recruiters", { cookie: member.cookie });
    expect(denied.status).toBe(403);
    expect(((await denied.json()) as { error: { message: string } }).error.message).toBe("You do not have permission to access this page");
    expect((await call("/recruiters", { cookie: recruiter.cookie })).status).toBe(200);
    expect((await call("/recruiters", { cookie: admin.cookie })).status).toBe(200);
  });

  it("a forged or garbage session cookie is a visitor", async () => {
    const res = await call("/member-only", { cookie: "better-auth.session_token=forged.value; better-auth.session_data=abc" });
    expect(res.status).toBe(401);
  });
});

describe("same-origin rule for state-changing requests", () => {
  it("refuses another origin, a cross-site fetch, and a cookie-bearing request with neither header", async () => {
    const member = await signedIn(ctx);
    expect((await call("/change", { method: "POST", cookie: member.cookie, origin: "https://evil.example" })).status).toBe(403);
    expect((await call("/change", { method: "POST", cookie: member.cookie, origin: null, site: "cross-site" })).status).toBe(403);
    expect((await call("/change", { method: "POST", cookie: member.cookie, origin: null })).status).toBe(403);
  });

  it("allows our own origin and same-origin fetches; GET is never blocked", async () => {
    const member = await signedIn(ctx);
    expect((await call("/change", { method: "POST", cookie: member.cookie })).status).toBe(200);
    expect((await call("/change", { method: "POST", cookie: member.cookie, origin: null, site: "same-origin" })).status).toBe(200);
    expect((await call("/member-only", { cookie: member.cookie, origin: "https://evil.example" })).status).toBe(200);
  });
});
