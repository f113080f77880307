import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { jobInterests } from "../../db/schema";
import { errorOf, signedIn } from "../../test/factories";
import { createJob } from "../../test/job-factory";
import { setupTestContext } from "../../test/setup";

const ctx = setupTestContext();

interface Page {
  jobs: { id: string; title: string; description?: string; isInterested?: boolean }[];
  total: number | null;
  totalCapped: boolean;
  hasMore: boolean;
  nextCursor: string | null;
}

async function walk(request: (path: string) => Promise<Response>, qs: string) {
  const seen: string[] = [];
  let cursor: string | null = null;
  let pages = 0;
  do {
    const res = await request(`/api/jobs?pageSize=2&${qs}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`);
    expect(res.status).toBe(200);
    const body = (await res.json()) as Page;
    if (pages === 0) expect(body.total).not.toBeNull();
    else expect(body.total).toBeNull();
    seen.push(...body.jobs.map((j) => j.id));
    expect(body.hasMore).toBe(body.nextCursor !== null);
    cursor = body.nextCursor;
    pages++;
  } while (cursor && pages < 50);
  return seen;
}

describe("GET /api/jobs keyset paging", () => {
  it("walks every approved job once, in order, across equal and microsecond-apart dates", async () => {
    const same = new Date("2026-03-01T10:00:00.000Z");
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) ids.push((await createJob(ctx, { datePosted: same })).id);
    // Three rows within one millisecond: a cursor kept as a JS Date (ms) would repeat or skip them.
    for (const us of ["123001", "123002", "123999"]) {
      ids.push((await createJob(ctx, { datePosted: sql`${`2026-03-02 10:00:00.${us}+00`}::timestamptz` })).id);
    }
    ids.push((await createJob(ctx, { datePosted: new Date("2026-02-01T00:00:00Z") })).id);
    await createJob(ctx, { isApproved: false, isAdminReviewed: false, datePosted: same });

    const res = await ctx.deps.db.execute<{ id: string }>(sql`select id from jobs where is_approved order by date_posted desc, id desc`);
    const expected = res.rows.map((r) => r.id);
    expect(expected).toHaveLength(9);

    const visitor = await walk((p) => ctx.request(p), "");
    expect(visitor).toEqual(expected);
    expect(new Set(visitor).size).toBe(9);

    const m = await signedIn(ctx);
    expect(await walk((p) => m.request(p), "")).toEqual(expected);
    // A filtered walk (not the prepared path) pages the same way.
    expect(await walk((p) => m.request(p), "skill=OWASP")).toEqual(expected);
  });

  it("says whether there is more from one extra row, and the first page's total", async () => {
    for (let i = 0; i < 3; i++) await createJob(ctx);
    const two = (await (await ctx.request("/api/jobs?pageSize=2")).json()) as Page;
    expect(two).toMatchObject({ total: 3, totalCapped: false, hasMore: true });
    const three = (await (await ctx.request("/api/jobs?pageSize=3")).json()) as Page;
    expect(three).toMatchObject({ total: 3, hasMore: false, nextCursor: null });
  });

  it("rejects a forged cursor and an unbounded offset with 400", async () => {
    for (const bad of [
      "xyz",
      Buffer.from(JSON.stringify(["now()", "1"])).toString("base64url"),
      Buffer.from('["2026-01-01 00:00:00+00","x"]').toString("base64url"),
    ]) {
      const res = await ctx.request(`/api/jobs?cursor=${bad}`);
      expect(res.status).toBe(400);
      expect((await errorOf(res)).message).toBe("Invalid page cursor");
    }
    expect((await ctx.request("/api/jobs?page=500&pageSize=50")).status).toBe(400);
  });

  it("lists carry no description; the detail does; the viewer's marks come with both", async () => {
    const job = await createJob(ctx, { description: "A long description only the detail request returns." });
    const m = await signedIn(ctx);
    await ctx.deps.db.insert(jobInterests).values({ userId: m.id, jobId: job.id });
    const list = (await (await m.request("/api/jobs")).json()) as Page;
    expect(list.jobs[0]).not.toHaveProperty("description");
    expect(list.jobs[0]!.isInterested).toBe(true);
    const detail = (await (await m.request(`/api/jobs/${job.id}`)).json()) as { job: Page["jobs"][number] };
    expect(detail.job.description).toBe("A long description only the detail request returns.");
    expect(detail.job.isInterested).toBe(true);
    const other = await signedIn(ctx);
    expect(((await (await other.request(`/api/jobs/${job.id}`)).json()) as { job: { isInterested: boolean } }).job.isInterested).toBe(
      false,
    );
  });
});
