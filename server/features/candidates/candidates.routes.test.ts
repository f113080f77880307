import { describe, expect, it } from "vitest";
import { pageWindow } from "@common/candidates.schema";
import { errorOf, setProfile, signedIn } from "../../test/factories";
import { setupTestContext } from "../../test/setup";

const ctx = setupTestContext();

async function candidate(name: string, profile: Parameters<typeof setProfile>[2] = {}) {
  const u = await signedIn(ctx, "user", { name });
  await setProfile(ctx, u.id, { isOpenToWork: true, ...profile });
  return u;
}

describe("GET /api/candidates", () => {
  it("lists only open-to-work profiles, never an e-mail for visitors", async () => {
    const open = await candidate("Olivia Open", { title: "Security Engineer" });
    await signedIn(ctx, "user", { name: "Closed Carl" });
    const res = await ctx.request("/api/candidates");
    const raw = await res.text();
    expect(raw).not.toContain("@example.test");
    const body = JSON.parse(raw);
    expect(body.total).toBe(1);
    expect(body.candidates[0]).toMatchObject({ id: open.id, fullName: "Olivia Open" });
    expect(body.candidates[0].email).toBeUndefined();
    const member = await signedIn(ctx);
    const signed = await (await member.request("/api/candidates")).json();
    expect(signed.candidates[0].email).toBe(open.email);
  });

  it("searches name, title, bio (contains) or an expertise entry, case-insensitively", async () => {
    await candidate("Alice Anders", { title: "Pentester" });
    await candidate("Bob Brown", { bio: "I love THREAT modeling" });
    await candidate("Cara Cole", { expertise: ["Kubernetes", "AWS"] });
    const q = async (text: string) => (await (await ctx.request(`/api/candidates?q=${encodeURIComponent(text)}`)).json()).total;
    expect(await q("anders")).toBe(1);
    expect(await q("PENTEST")).toBe(1);
    expect(await q("threat")).toBe(1);
    expect(await q("kubernetes")).toBe(1);
    expect(await q("zzz")).toBe(0);
  });

  it("pages by 9, newest first", async () => {
    for (let i = 0; i < 11; i++) await candidate(`Person ${i}`, { createdAt: new Date(Date.now() - i * 60_000) });
    const p1 = await (await ctx.request("/api/candidates?page=1")).json();
    const p2 = await (await ctx.request("/api/candidates?page=2")).json();
    expect(p1.candidates).toHaveLength(9);
    expect(p1.candidates[0].fullName).toBe("Person 0");
    expect(p2.candidates).toHaveLength(2);
    expect(p2.total).toBe(11);
    expect((await ctx.request("/api/candidates?page=0")).status).toBe(400);
  });

  it("says whether there is more from one extra row; equal dates page without duplicates; offsets are bounded", async () => {
    const same = new Date("2026-01-01T00:00:00Z");
    for (let i = 0; i < 11; i++) await candidate(`Twin ${i}`, { createdAt: same });
    const p1 = await (await ctx.request("/api/candidates?page=1")).json();
    const p2 = await (await ctx.request("/api/candidates?page=2")).json();
    expect(p1).toMatchObject({ hasMore: true, totalCapped: false, total: 11 });
    expect(p2).toMatchObject({ hasMore: false });
    const ids = [...p1.candidates, ...p2.candidates].map((c: { id: string }) => c.id);
    expect(new Set(ids).size).toBe(11);
    expect((await ctx.request("/api/candidates?page=200")).status).toBe(400);
  });
});

describe("pageWindow", () => {
  it("shows at most 5 links centred on the current page", () => {
    expect(pageWindow(1, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(2, 10)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(6, 10)).toEqual([4, 5, 6, 7, 8]);
    expect(pageWindow(9, 10)).toEqual([6, 7, 8, 9, 10]);
  });
});

describe("GET /api/candidates/:id (docs/decisions/047-candidate-card-rows.md)", () => {
  const profile = {
    title: "AppSec Lead",
    bio: "Ten years of secure code review.\nAnd threat modeling.",
    location: "Lisbon",
    yearsExperience: 10,
    website: "https://ana.example",
    githubUrl: "https://github.com/ana",
    linkedinUrl: "https://linkedin.com/in/ana",
    expertise: ["SAST", "Threat Modeling"],
  };

  it("a visitor gets the whole profile without the e-mail; a member, a recruiter and an admin with it", async () => {
    const ana = await candidate("Ana Open", profile);
    const res = await ctx.request(`/api/candidates/${ana.id}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("public, no-cache");
    const raw = await res.text();
    expect(raw).not.toContain("@example.test");
    expect(JSON.parse(raw).candidate).toEqual({ id: ana.id, fullName: "Ana Open", company: null, avatarUrl: null, ...profile });
    for (const role of ["user", "recruiter", "admin"] as const) {
      const viewer = await signedIn(ctx, role);
      const r = await viewer.request(`/api/candidates/${ana.id}`);
      expect(r.status).toBe(200);
      expect(r.headers.get("cache-control")).toBe("private, no-store");
      expect((await r.json()).candidate).toMatchObject({ ...profile, email: ana.email });
    }
  });

  it("404 for a profile that is not open to work and for an unknown id, for visitors and members alike", async () => {
    const closed = await signedIn(ctx, "user", { name: "Closed Carl" });
    await setProfile(ctx, closed.id, { bio: "Not looking." });
    const member = await signedIn(ctx);
    for (const request of [ctx.request, member.request]) {
      for (const id of [closed.id, "nobody"]) {
        const res = await request(`/api/candidates/${id}`);
        expect(res.status).toBe(404);
        expect((await errorOf(res)).code).toBe("NOT_FOUND");
      }
    }
    // A member who stops being open to work leaves with the flag.
    const ana = await candidate("Ana Open", profile);
    expect((await ctx.request(`/api/candidates/${ana.id}`)).status).toBe(200);
    await setProfile(ctx, ana.id, { isOpenToWork: false });
    expect((await ctx.request(`/api/candidates/${ana.id}`)).status).toBe(404);
  });

  it("a directory row's bio is an excerpt cut at a word, the detail has it whole", async () => {
    const bio = `${"word ".repeat(100)}end`;
    const ana = await candidate("Ana Open", { bio });
    const row = (await (await ctx.request("/api/candidates")).json()).candidates[0];
    expect(row.bio.length).toBeLessThanOrEqual(240);
    expect(row.bio).toMatch(/^(word )+word…$/);
    expect((await (await ctx.request(`/api/candidates/${ana.id}`)).json()).candidate.bio).toBe(bio);
  });
});
