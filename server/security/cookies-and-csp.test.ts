import { describe, expect, it } from "vitest";
import { createApp } from "../app";
import { createDeps } from "../bootstrap";
import { loadConfig } from "../config";
import { imageSources } from "../lib/image-sources";
import { createLogger } from "../lib/logger";
import { createUser, TEST_PASSWORD } from "../test/factories";
import { setupTestContext } from "../test/setup";

/**
 * Production cookies and the CSP's img-src: session cookies are __Host- cookies (Secure,
 * Path=/, no Domain), which no subdomain and nothing on plain http can set or shadow; pictures come
 * from this site and the configured hosts only, so stored content cannot carry a tracking pixel.
 */
const ctx = setupTestContext();
const PROD_URL = "https://appsec.example";

/** An app on the test database under the given environment (production when asked). */
async function appUnder(env: Record<string, string>) {
  const config = loadConfig({
    AUTH_SECRET: "test-secret-test-secret-test-secret-123",
    DATA_DIR: ctx.deps.config.dataDir,
    LOG_LEVEL: "silent",
    ...env,
  } as NodeJS.ProcessEnv);
  const { deps } = await createDeps(config, {
    database: ctx.database,
    logger: createLogger("silent"),
    storage: ctx.deps.storage,
    deliverOnSend: false,
  });
  return { app: createApp(deps), deps, config };
}

const signIn = (app: ReturnType<typeof createApp>, origin: string, email: string) =>
  app.request("/api/auth/sign-in/email", {
    method: "POST",
    headers: { origin, "content-type": "application/json" },
    body: JSON.stringify({ email, password: TEST_PASSWORD }),
  });

const cookieHeader = (res: Response) =>
  res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0]!)
    .join("; ");

describe("session cookies", () => {
  it("in production are __Host- cookies (Secure, Path=/, no Domain), and they sign the user in and out", async () => {
    const { app, deps } = await appUnder({ NODE_ENV: "production", BASE_URL: PROD_URL });
    try {
      const u = await createUser(ctx);
      const res = await signIn(app, PROD_URL, u.email);
      expect(res.status).toBe(200);
      const set = res.headers.getSetCookie();
      expect(set.map((c) => c.split("=")[0]).sort()).toEqual([
        // The signed device cookie that keeps a known browser signed-in-able during a sign-in pause (decision 055).
        "__Host-appsec-device",
        "__Host-better-auth.session_data",
        "__Host-better-auth.session_token",
      ]);
      for (const c of set) {
        expect(c).toMatch(/;\s*Secure/i);
        expect(c).toMatch(/;\s*Path=\/(;|$)/i);
        expect(c).not.toMatch(/;\s*Domain=/i);
        expect(c).toMatch(/;\s*HttpOnly/i);
      }
      const cookie = cookieHeader(res);
      const me = await app.request("/api/me", { headers: { cookie } });
      expect(me.status).toBe(200);
      expect(((await me.json()) as { user: { email: string } }).user.email).toBe(u.email);
      // A cookie of the old name is nobody.
      const old = cookie.replaceAll("__Host-better-auth.", "__Secure-better-auth.");
      expect((await app.request("/api/me", { headers: { cookie: old } })).status).toBe(401);
      const out = await app.request("/api/auth/sign-out", { method: "POST", headers: { origin: PROD_URL, cookie } });
      expect(out.status).toBe(200);
      expect(out.headers.getSetCookie().some((c) => c.startsWith("__Host-better-auth.session_token=;"))).toBe(true);
      expect((await app.request("/api/me", { headers: { cookie } })).status).toBe(401);
    } finally {
      await deps.sessions.stop();
    }
  });

  it("outside production keep their plain names (http://localhost has no Secure cookies)", async () => {
    const u = await createUser(ctx);
    const res = await signIn(ctx.app, ctx.deps.config.baseUrl, u.email);
    expect(res.status).toBe(200);
    const names = res.headers.getSetCookie().map((c) => c.split("=")[0]);
    expect(names.sort()).toEqual(["appsec-device", "better-auth.session_data", "better-auth.session_token"]);
    expect(res.headers.getSetCookie().every((c) => !/;\s*Secure/i.test(c))).toBe(true);
  });
});

const imgSrc = (res: Response) => /img-src ([^;]+)/.exec(res.headers.get("content-security-policy") ?? "")?.[1]?.split(" ");

describe("the CSP's img-src", () => {
  it("allows this site, data: and blob: and the app's own picture host, never any https host", async () => {
    const sources = imgSrc(await ctx.request("/api/health"));
    expect(sources).toEqual(["'self'", "data:", "blob:", "https://images.unsplash.com"]);
    expect(sources).not.toContain("https:");
    expect(sources).not.toContain("*");
  });

  it("adds the configured storage host and the avatar hosts of the configured sign-in providers", async () => {
    const { app, deps } = await appUnder({
      NODE_ENV: "test",
      BASE_URL: "http://localhost:3000",
      S3_ENDPOINT: "https://s3.storage.example:9000/some/path",
      S3_BUCKET: "uploads",
      S3_ACCESS_KEY_ID: "id",
      S3_SECRET_ACCESS_KEY: "secret",
      GITHUB_CLIENT_ID: "gh",
      GITHUB_CLIENT_SECRET: "gh-secret",
    });
    try {
      const sources = imgSrc(await app.request("/api/health"));
      expect(sources).toEqual([
        "'self'",
        "data:",
        "blob:",
        "https://images.unsplash.com",
        "https://s3.storage.example:9000",
        "https://avatars.githubusercontent.com",
      ]);
    } finally {
      await deps.sessions.stop();
    }
  });

  it("without storage or providers configured, is the fixed list", () => {
    expect(imageSources({ s3: undefined, oauth: { google: undefined, github: undefined, linkedin: undefined } })).toEqual([
      "'self'",
      "data:",
      "blob:",
      "https://images.unsplash.com",
    ]);
  });
});
