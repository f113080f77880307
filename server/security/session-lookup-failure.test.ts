import { sql } from "drizzle-orm";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { errorOf, signedIn } from "../test/factories";
import { setupTestContext } from "../test/setup";

const ctx = setupTestContext();

/** The session token alone: the instance cannot answer from the signed cookie cache and must read the session table. */
const tokenOnly = (cookie: string) =>
  cookie
    .split("; ")
    .filter((c) => c.includes("session_token"))
    .join("; ");

describe("a failed session lookup never makes a member anonymous", () => {
  it("answers 503 with Retry-After when the session table cannot be read, and the member again once it can", async () => {
    const member = await signedIn(ctx);
    const cookie = tokenOnly(member.cookie);
    expect((await ctx.request("/api/me", { cookie })).status).toBe(200);
    await ctx.deps.db.execute(sql`ALTER TABLE "session" RENAME TO session_away`);
    try {
      // A cookie this instance has not seen in this form: better-auth must read the table, which fails.
      const res = await ctx.request("/api/me", { cookie: `${cookie}; x=1` });
      expect(res.status).toBe(503);
      expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
      expect((await errorOf(res)).code).toBe("UNAVAILABLE");
      // A write is refused the same way, not answered "You must be logged in".
      const write = await ctx.request("/api/newsletter/subscribe", { cookie: `${cookie}; x=2`, json: { email: "a@example.com" } });
      expect(write.status).toBe(503);
    } finally {
      await ctx.deps.db.execute(sql`ALTER TABLE session_away RENAME TO "session"`);
    }
    expect((await ctx.request("/api/me", { cookie: `${cookie}; x=3` })).status).toBe(200);
  });

  it("still treats a cookie that is truly invalid as a visitor", async () => {
    const res = await ctx.request("/api/me", { cookie: "better-auth.session_token=not-a-token.forged" });
    expect(res.status).toBe(401);
    expect((await ctx.request("/api/jobs", { cookie: "better-auth.session_token=not-a-token.forged" })).status).toBe(200);
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)("answers 503 while another transaction holds the session table past lock_timeout", async () => {
    const member = await signedIn(ctx);
    const cookie = tokenOnly(member.cookie);
    const url = new URL(process.env.TEST_DATABASE_URL!);
    const name = await ctx.deps.db.execute(sql`select current_database() as name`);
    url.pathname = `/${(name.rows[0] as { name: string }).name}`;
    const locker = new pg.Client({ connectionString: url.toString() });
    await locker.connect();
    try {
      await locker.query("BEGIN");
      await locker.query('LOCK TABLE "session" IN ACCESS EXCLUSIVE MODE');
      const res = await ctx.request("/api/me", { cookie: `${cookie}; y=1` });
      expect(res.status).toBe(503);
      expect(res.headers.get("retry-after")).toBeTruthy();
    } finally {
      await locker.query("ROLLBACK");
      await locker.end();
    }
    expect((await ctx.request("/api/me", { cookie: `${cookie}; y=2` })).status).toBe(200);
  });
});
