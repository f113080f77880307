import { sql } from "drizzle-orm";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { isDatabaseUnavailable } from "../lib/errors";
import { signedIn } from "../test/factories";
import { createJob } from "../test/job-factory";
import { setupTestContext } from "../test/setup";

const ctx = setupTestContext();
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

describe("bounded waits (decision 027)", () => {
  it("knows the database's 'not now' from a real fault, through Drizzle's wrapping", () => {
    expect(isDatabaseUnavailable({ code: "55P03" })).toBe(true); // lock_timeout
    expect(isDatabaseUnavailable({ code: "57014" })).toBe(true); // statement_timeout
    expect(isDatabaseUnavailable({ code: "57P01" })).toBe(true); // admin shutdown (a restart)
    expect(isDatabaseUnavailable({ code: "08006" })).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error("Failed query"), { cause: { code: "ECONNREFUSED" } }))).toBe(true);
    expect(isDatabaseUnavailable(new Error("timeout exceeded when trying to connect"))).toBe(true);
    expect(isDatabaseUnavailable({ code: "23505" })).toBe(false);
    expect(isDatabaseUnavailable(new TypeError("x is undefined"))).toBe(false);
  });

  it.runIf(onPostgres)(
    "a locked table slows only the routes that read it, and they answer 503 with Retry-After within the lock timeout",
    async () => {
      await createJob(ctx, { title: "Locked away" });
      const locker = new pg.Client({ connectionString: ctx.database.url });
      await locker.connect();
      try {
        await locker.query("BEGIN");
        await locker.query("LOCK TABLE jobs IN ACCESS EXCLUSIVE MODE");
        const started = Date.now();
        const [jobs, mentors, health] = await Promise.all([
          ctx.request("/api/jobs"),
          ctx.request("/api/mentors"),
          ctx.request("/api/health?deep=1"),
        ]);
        expect(mentors.status).toBe(200);
        expect(health.status).toBe(200);
        expect(jobs.status).toBe(503);
        expect(jobs.headers.get("retry-after")).toBe("2");
        expect(((await jobs.json()) as { error: { code: string } }).error.code).toBe("UNAVAILABLE");
        // The lock timeout (2 s) bounds the wait, not the 15 s the lock is held.
        expect(Date.now() - started).toBeLessThan(10_000);
      } finally {
        await locker.query("ROLLBACK").catch(() => {});
        await locker.end();
      }
      expect((await ctx.request("/api/jobs")).status).toBe(200);
    },
  );

  it.runIf(onPostgres)("a database that drops every connection answers 503 with Retry-After, never 500", async () => {
    await ctx.database.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid() and application_name <> 'appsec-listener'`,
    );
    // The pool's idle connections were ended under it: the next queries fail or reconnect, none answers 500.
    const statuses = await Promise.all(Array.from({ length: 10 }, () => ctx.request("/api/jobs").then((r) => r.status)));
    expect(statuses.every((s) => s === 200 || s === 503)).toBe(true);
  });
  it("a write whose handler answered but whose fence failed answers a whole 503: none of the handler's headers describe its body", async () => {
    const member = await signedIn(ctx);
    const fence = ctx.deps.caches.fence;
    // The listener did not answer in time (decision 027): the write's request hears "unavailable".
    ctx.deps.caches.fence = async () => {
      throw Object.assign(new Error("the change listener did not answer: connection failure"), { code: "08006" });
    };
    try {
      const res = await member.request("/api/me/notification-preferences", { method: "PUT", json: { blog_comment: false } });
      expect(res.status).toBe(503);
      expect(res.headers.get("retry-after")).toBe("2");
      const body = new Uint8Array(await res.arrayBuffer());
      // Before: Hono merged the handler's 200 headers into the error answer, its Content-Length among them, so
      // the length described another body and a keep-alive client lost the answer (UND_ERR_SOCKET in the soak).
      expect(Number(res.headers.get("content-length"))).toBe(body.byteLength);
      expect(res.headers.get("content-encoding")).toBeNull();
      expect(JSON.parse(new TextDecoder().decode(body))).toMatchObject({ error: { code: "UNAVAILABLE" } });
      // What the middlewares around the handler give every answer is still there.
      expect(res.headers.get("x-request-id")).toBeTruthy();
      expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    } finally {
      ctx.deps.caches.fence = fence;
    }
  });
});
