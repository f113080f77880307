import { describe, expect, it } from "vitest";
import { setProfile, signedIn } from "./test/factories";
import { createJob } from "./test/job-factory";
import { setupTestContext } from "./test/setup";

// The list cache on, as in production (decision 023).
const ctx = setupTestContext({ env: { LIST_CACHE_MS: "60000" } });

const entries = (name: string) => ctx.deps.caches.listing().find((c) => c.name === name)?.entries ?? 0;

/**
 * Search results are cached by the normalised term (docs/decisions/036, docs/caching.md): case, outer
 * and inner white space do not make a new entry; the filters and visitor/member do.
 */
describe("search cache keys", () => {
  it("`Cloud  `, `cloud` and ` CLOUD\\t` share one entry in each search cache; visitor and member do not", async () => {
    await createJob(ctx, { title: "Cloud Security Engineer" });
    const person = await signedIn(ctx, "user", { name: "Cleo Cloud" });
    await setProfile(ctx, person.id, { isOpenToWork: true, title: "Cloud Architect" });
    await ctx.deps.changes.fence();
    const terms = ["Cloud  ", "cloud", " CLOUD\t", "cloud"];
    for (const t of terms) {
      const q = encodeURIComponent(t);
      expect((await ctx.request(`/api/jobs?search=${q}`)).status).toBe(200);
      expect((await ctx.request(`/api/candidates?q=${q}`)).status).toBe(200);
      expect((await ctx.request(`/api/mentors?q=${q}`)).status).toBe(200);
    }
    expect([entries("jobs.search"), entries("candidates.search"), entries("mentors.search")]).toEqual([1, 1, 1]);
    // Two inner spaces are one.
    await ctx.request(`/api/jobs?search=${encodeURIComponent("cloud   security")}`);
    await ctx.request(`/api/jobs?search=${encodeURIComponent("Cloud Security")}`);
    expect(entries("jobs.search")).toBe(2);
    // A member sees other fields (company): an entry of its own; a filter too.
    expect((await person.request(`/api/jobs?search=cloud`)).status).toBe(200);
    expect(entries("jobs.search")).toBe(3);
    await ctx.request(`/api/jobs?search=cloud&skill=AWS`);
    expect(entries("jobs.search")).toBe(4);
    // A blank term is no search: the board's own cache, not a search entry.
    await ctx.request(`/api/jobs?search=${encodeURIComponent("   ")}`);
    expect(entries("jobs.search")).toBe(4);
  });
});
