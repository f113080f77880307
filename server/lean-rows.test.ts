import { describe, expect, it } from "vitest";
import { setProfile, signedIn } from "./test/factories";
import { createJob } from "./test/job-factory";
import { setupTestContext } from "./test/setup";

const ctx = setupTestContext();

const keysOf = (rows: object[]) => [...new Set(rows.flatMap((r) => Object.keys(r)))].sort();

/**
 * List and search answers carry what the cards show, not the long texts their pages show
 * (docs/decisions/039-embedded-search-lane.md): every row serialised, cached and sent costs.
 */
describe("lean list rows", () => {
  it("mentor directory and search: no bio, no time zone (the mentor's page has them)", async () => {
    const m = await signedIn(ctx, "mentor", { name: "Mina Cloud" });
    await setProfile(ctx, m.id, {
      title: "Cloud Architect",
      bio: "A long story about many audits.",
      expertise: ["Cloud Security"],
      timezone: "Europe/Paris",
    });
    const card = ["avatarUrl", "company", "expertise", "fullName", "id", "title"];
    for (const path of ["/api/mentors", "/api/mentors?q=cloud"]) {
      const body = (await (await ctx.request(path)).json()) as { mentors: object[] };
      expect(body.mentors.length).toBe(1);
      expect(keysOf(body.mentors)).toEqual(card);
    }
    // The mentor's page still has them.
    const detail = (await (await ctx.request(`/api/mentors/${m.id}`)).json()) as { mentor: { bio: string; timezone: string } };
    expect(detail.mentor).toMatchObject({ bio: "A long story about many audits.", timezone: "Europe/Paris" });
  });

  it("job board and search, as a visitor and as a member: no description", async () => {
    await createJob(ctx, { title: "Cloud Security Engineer", description: "A very long description of the role." });
    const member = await signedIn(ctx);
    for (const path of ["/api/jobs", "/api/jobs?search=cloud"]) {
      for (const request of [ctx.request, member.request]) {
        const body = (await (await request(path)).json()) as { jobs: object[] };
        expect(body.jobs.length).toBe(1);
        expect(keysOf(body.jobs)).not.toContain("description");
      }
    }
  });
});
