import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createApp } from "../app";
import { createDeps } from "../bootstrap";
import { loadConfig } from "../config";
import { blogComments, blogPosts, user } from "../db/schema";
import { createLogger } from "../lib/logger";
import { createUser, signedIn, TEST_PASSWORD } from "../test/factories";
import { BASE_URL, setupTestContext } from "../test/setup";

const ctx = setupTestContext();

async function articleWithComment(authorId: string, status: "draft" | "pending" | "published" | "rejected") {
  const [post] = await ctx.deps.db
    .insert(blogPosts)
    .values({
      title: `A ${status} article`,
      content: "<p>Body</p>",
      slug: `a-${status}-${Math.random().toString(36).slice(2)}`,
      status,
      authorId,
    })
    .returning({ id: blogPosts.id });
  await ctx.deps.db.insert(blogComments).values({ postId: post!.id, userId: authorId, content: "A comment that must stay private" });
  return post!.id;
}

describe("comments of an article a visitor may not see", () => {
  it("are listed only to those who may read the article", async () => {
    const author = await signedIn(ctx);
    const stranger = await signedIn(ctx);
    const admin = await signedIn(ctx, "admin");
    for (const status of ["draft", "pending", "rejected"] as const) {
      const id = await articleWithComment(author.id, status);
      expect((await ctx.request(`/api/blog/articles/${id}/comments`)).status, status).toBe(404);
      expect((await stranger.request(`/api/blog/articles/${id}/comments`)).status, status).toBe(404);
      expect((await author.request(`/api/blog/articles/${id}/comments`)).status, status).toBe(200);
      expect((await admin.request(`/api/blog/articles/${id}/comments`)).status, status).toBe(200);
    }
    const published = await articleWithComment(author.id, "published");
    const res = await ctx.request(`/api/blog/articles/${published}/comments`);
    expect(res.status).toBe(200);
    expect((await res.json()).comments).toHaveLength(1);
    expect((await ctx.request("/api/blog/articles/00000000-0000-4000-8000-000000000000/comments")).status).toBe(404);
  });
});

describe("the dev outbox is closed unless asked for", () => {
  it("answers 404 without DEV_MAIL=true", async () => {
    expect((await ctx.request("/api/dev/mail")).status).toBe(404);
    expect((await ctx.request("/dev/mail")).status).not.toBe(200);
  });

  it("stays closed in production even with DEV_MAIL=true", () => {
    const env = {
      NODE_ENV: "production",
      DEV_MAIL: "true",
      AUTH_SECRET: "x".repeat(40),
      BASE_URL: "https://appsec.example",
    } as NodeJS.ProcessEnv;
    expect(loadConfig(env).devMail).toBe(false);
    expect(loadConfig({ DEV_MAIL: "true", DATA_DIR: "/tmp/appsec-cfg", AUTH_SECRET: "x".repeat(40) } as NodeJS.ProcessEnv).devMail).toBe(
      true,
    );
  });
});

describe("npm start's dev outbox is for the local default only", () => {
  /** The config a package.json script gives the server under the operator's environment. */
  function configUnder(script: "start" | "dev", env: Record<string, string>) {
    const command = (JSON.parse(readFileSync("package.json", "utf8")) as { scripts: Record<string, string> }).scripts[script]!;
    const assignment = /\bDEV_MAIL=(\S+)/.exec(command)?.[1] ?? "";
    const value = execFileSync("sh", ["-c", `printf %s ${assignment}`], { env: { PATH: process.env.PATH ?? "", ...env } }).toString();
    return loadConfig({ ...env, DEV_MAIL: value, DATA_DIR: "/tmp/appsec-cfg", AUTH_SECRET: "x".repeat(40) } as NodeJS.ProcessEnv);
  }

  it("opens it on the embedded database without SMTP", () => {
    for (const script of ["start", "dev"] as const) expect(configUnder(script, {}).devMail, script).toBe(true);
  });

  it("keeps it closed when started on PostgreSQL (the README's DATABASE_URL=… npm start) or with real SMTP", () => {
    for (const script of ["start", "dev"] as const) {
      expect(configUnder(script, { DATABASE_URL: "postgres://app@db.example/appsec" }).devMail, script).toBe(false);
      expect(configUnder(script, { SMTP_URL: "smtps://u:p@smtp.example:465" }).devMail, script).toBe(false);
      expect(configUnder(script, { DEV_MAIL: "false" }).devMail, script).toBe(false);
    }
  });
});

describe("e-mail verification in production without SMTP", () => {
  it("an unverified account cannot sign in, and sign-up does not sign in", async () => {
    const config = loadConfig({
      NODE_ENV: "production",
      BASE_URL,
      AUTH_SECRET: "test-secret-test-secret-test-secret-123",
      DATA_DIR: ctx.deps.config.dataDir,
      LOG_LEVEL: "silent",
    } as NodeJS.ProcessEnv);
    expect(config.smtpUrl).toBeUndefined();
    const { deps } = await createDeps(config, {
      database: ctx.database,
      logger: createLogger("silent"),
      storage: ctx.deps.storage,
      deliverOnSend: false,
    });
    try {
      const prod = createApp(deps);
      const post = (path: string, json: unknown) =>
        prod.request(path, {
          method: "POST",
          headers: { origin: BASE_URL, "content-type": "application/json" },
          body: JSON.stringify(json),
        });
      const signUp = await post("/api/auth/sign-up/email", {
        name: "Mallory Unverified",
        email: "mallory@example.test",
        password: "A-long-passphrase-for-mallory-7",
      });
      expect(signUp.status).toBe(200);
      expect(signUp.headers.getSetCookie().some((c) => c.includes("session_token=") && !c.includes("Max-Age=0"))).toBe(false);
      const signIn = await post("/api/auth/sign-in/email", { email: "mallory@example.test", password: "A-long-passphrase-for-mallory-7" });
      expect(signIn.status).toBe(403);
      // Once verified, the same account signs in.
      const u = await createUser(ctx, { email: "verified@example.test" });
      const [row] = await ctx.deps.db.select({ v: user.emailVerified }).from(user).where(eq(user.id, u.id));
      expect(row!.v).toBe(true);
      expect((await post("/api/auth/sign-in/email", { email: u.email, password: TEST_PASSWORD })).status).toBe(200);
    } finally {
      await deps.sessions.stop();
    }
  });
});
