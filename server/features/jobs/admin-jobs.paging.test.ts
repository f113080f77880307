import { describe, expect, it } from "vitest";
import { errorOf, signedIn } from "../../test/factories";
import { createJob } from "../../test/job-factory";
import { setupTestContext } from "../../test/setup";

const ctx = setupTestContext();

interface AdminPage {
  jobs: { id: string }[];
  total: number | null;
  hasMore: boolean;
  nextCursor: string | null;
}

describe("GET /api/admin/jobs paging", () => {
  it("pages by cursor: every job once, newest first, total on the first page only", async () => {
    const admin = await signedIn(ctx, "admin");
    const same = new Date("2026-03-01T10:00:00.000Z");
    const ids: string[] = [];
    for (let i = 0; i < 4; i++) ids.push((await createJob(ctx, { datePosted: same, isApproved: i % 2 === 0 })).id);
    const newer = await createJob(ctx, { datePosted: new Date("2026-03-02T10:00:00.000Z"), isApproved: false, isAdminReviewed: false });
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const res = await admin.request(`/api/admin/jobs?pageSize=2${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`);
      expect(res.status).toBe(200);
      const body = (await res.json()) as AdminPage;
      expect(body.jobs.length).toBeLessThanOrEqual(2);
      if (pages === 0) expect(body.total).toBe(5);
      else expect(body.total).toBeNull();
      expect(body.hasMore).toBe(body.nextCursor !== null);
      seen.push(...body.jobs.map((j) => j.id));
      cursor = body.nextCursor;
      pages++;
    } while (cursor && pages < 10);
    expect(pages).toBe(3);
    expect(seen).toEqual([newer.id, ...[...ids].sort().reverse()]);
  });

  it("pages the pending view and refuses a malformed cursor", async () => {
    const admin = await signedIn(ctx, "admin");
    for (let i = 0; i < 3; i++) await createJob(ctx, { isApproved: false, isAdminReviewed: false });
    await createJob(ctx);
    const first = (await (await admin.request("/api/admin/jobs?view=pending&pageSize=2")).json()) as AdminPage;
    expect(first.total).toBe(3);
    expect(first.hasMore).toBe(true);
    const second = (await (await admin.request(`/api/admin/jobs?view=pending&pageSize=2&cursor=${first.nextCursor}`)).json()) as AdminPage;
    expect(second.jobs).toHaveLength(1);
    expect(second.hasMore).toBe(false);
    const bad = await admin.request("/api/admin/jobs?cursor=not-a-cursor");
    expect(bad.status).toBe(400);
    expect((await errorOf(bad)).message).toBe("Invalid page cursor");
  });
});
