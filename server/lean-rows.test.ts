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
    // The public rating (average and count from 3 mentees, else null: decision 085) is a card field.
    const card = ["avatarUrl", "company", "expertise", "fullName", "id", "rating", "title"];
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

  it("candidates directory and search, as a visitor and as a member: the card's fields, a bounded bio excerpt (docs/decisions/047)", async () => {
    const long = `${"Threat modeling and secure code review for payment systems. ".repeat(20)}The end.`;
    const cand = await signedIn(ctx, "user", { name: "Cleo Cloud" });
    await setProfile(ctx, cand.id, {
      isOpenToWork: true,
      title: "Cloud Security Engineer",
      bio: long,
      expertise: ["Cloud Security"],
      location: "Berlin",
      yearsExperience: 7,
      website: "https://cleo.example",
      githubUrl: "https://github.com/cleo",
      linkedinUrl: "https://linkedin.com/in/cleo",
    });
    const member = await signedIn(ctx);
    const card = ["avatarUrl", "bio", "company", "expertise", "fullName", "id", "title"];
    for (const path of ["/api/candidates", "/api/candidates?q=cloud"]) {
      for (const [request, keys] of [
        [ctx.request, card],
        [member.request, [...card, "email"].sort()],
      ] as const) {
        const body = (await (await request(path)).json()) as { candidates: { bio: string }[] };
        expect(body.candidates.length).toBe(1);
        expect(keysOf(body.candidates)).toEqual(keys);
        const bio = body.candidates[0]?.bio ?? "";
        expect(bio.length).toBeLessThanOrEqual(240);
        expect(bio.endsWith("…")).toBe(true);
      }
    }
    // The profile dialog's detail still has them.
    const detail = (await (await ctx.request(`/api/candidates/${cand.id}`)).json()) as { candidate: object };
    expect(detail.candidate).toMatchObject({ bio: long, location: "Berlin", yearsExperience: 7, githubUrl: "https://github.com/cleo" });
  });
});
