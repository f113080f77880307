import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { profiles } from "../../db/schema";
import { SEARCH_CACHE_MS } from "../../lib/search";
import { createUser, setProfile } from "../../test/factories";
import { setupTestContext } from "../../test/setup";

/**
 * The candidates directory's pages and facet counts live as long as a search (docs/decisions/087): every
 * table they read announces its writes, so only a write drops them, not a 5 s clock.
 */
const ctx = setupTestContext({ env: { LIST_CACHE_MS: "5000" } });

type Listing = { caches: Array<{ name: string; ttlMs: number; entries: number; hits: number }> };
const cacheOf = async (name: string) =>
  ((await (await ctx.request("/api/dev/caches")).json()) as Listing).caches.find((c) => c.name === name)!;

describe("the candidates directory's caches", () => {
  it("keep a filtered page and its counts for the searches' 10 minutes, and a profile write drops them", async () => {
    expect((await cacheOf("candidates.facets")).ttlMs).toBe(SEARCH_CACHE_MS);
    expect((await cacheOf("candidates.directory")).ttlMs).toBe(SEARCH_CACHE_MS);
    const u = await createUser(ctx, { name: "Fran Filter" });
    await setProfile(ctx, u.id, { isOpenToWork: true, location: "Berlin, Germany", expertise: ["OWASP"] });
    await ctx.deps.changes.fence();
    const ask = async () => (await (await ctx.request("/api/candidates?skill=OWASP&location=Berlin%2C%20Germany")).json()).total;
    expect(await ask()).toBe(1);
    expect(await ask()).toBe(1);
    // One entry per facet (docs/decisions/087), each asked again.
    expect(await cacheOf("candidates.facets")).toMatchObject({ entries: 4, hits: 4 });
    // Another location with the same skill: the location counts (which leave the location choice out) are shared.
    expect((await (await ctx.request("/api/candidates?skill=OWASP&location=Remote")).json()).total).toBe(0);
    expect(await cacheOf("candidates.facets")).toMatchObject({ entries: 7, hits: 5 });
    await ctx.deps.db.update(profiles).set({ isOpenToWork: false });
    await ctx.deps.changes.fence();
    expect(await ask()).toBe(0);
  });
});

describe("the location filter's statistics (docs/decisions/087)", () => {
  it("the planner estimates a location's open-to-work rows from statistics, not the 0.5 % guess", async () => {
    await ctx.deps.db.execute(sql`
      insert into "user" (id, name, email, email_verified, role, created_at, updated_at)
      select 'loc' || g, 'Person ' || g, 'loc' || g || '@stats.test', true, 'user', now(), now() from generate_series(1, 2000) g`);
    await ctx.deps.db.execute(sql`
      insert into profiles (id, full_name, location, is_open_to_work)
      select 'loc' || g, 'Person ' || g, (array['Berlin, Germany', 'Remote'])[1 + g % 2], true from generate_series(1, 2000) g`);
    await ctx.deps.db.execute(sql`analyze profiles`);
    const plan = await ctx.deps.db.execute<{ "QUERY PLAN": string }>(
      sql`explain select 1 from profiles where is_open_to_work and lower(location) = 'berlin, germany'`,
    );
    const estimate = Number(/rows=(\d+)/.exec(plan.rows[0]!["QUERY PLAN"])?.[1]);
    // 1,000 rows match; without statistics the planner says 10 (0.5 % of 2,000).
    expect(estimate).toBeGreaterThan(500);
    expect(estimate).toBeLessThan(2000);
  });
});
