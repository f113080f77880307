import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { profiles } from "../../db/schema";
import { textSearch, wordsOrTypos } from "../../lib/search";
import { createUser, setProfile, signedIn } from "../../test/factories";
import { setupTestContext } from "../../test/setup";

const ctx = setupTestContext();

let minutes = 0;
/** An open-to-work profile; each one is newer than the last (the list's normal order is newest first). */
async function candidate(name: string, profile: Parameters<typeof setProfile>[2] = {}) {
  const u = await createUser(ctx, { name });
  await setProfile(ctx, u.id, { isOpenToWork: true, createdAt: new Date(Date.UTC(2026, 0, 1, 0, minutes++)), ...profile });
  return u;
}

interface List {
  candidates: { id: string; fullName: string; email?: string }[];
  total: number;
}
async function find(term: string, cookie?: string): Promise<List> {
  const res = await ctx.request(`/api/candidates?q=${encodeURIComponent(term)}`, { cookie });
  expect(res.status).toBe(200);
  return (await res.json()) as List;
}
const names = (l: List) => l.candidates.map((c) => c.fullName);

describe("GET /api/candidates?q= (ranked search)", () => {
  it("finds by name, title, expertise and bio, by word prefix and word variant", async () => {
    await candidate("Alice Anders", { title: "Pentester" });
    await candidate("Bob Brown", { title: "Developer", expertise: ["Penetration Testing"] });
    await candidate("Cara Cole", { title: "Architect", bio: "I keep testing our threat models." });
    expect(names(await find("ali"))).toEqual(["Alice Anders"]);
    expect(names(await find("pen")).sort()).toEqual(["Alice Anders", "Bob Brown"]);
    expect(names(await find("tests")).sort()).toEqual(["Bob Brown", "Cara Cole"]);
    expect(names(await find("threat model"))).toEqual(["Cara Cole"]);
    expect(names(await find("bob penetration"))).toEqual(["Bob Brown"]);
    expect((await find("bob threat")).total).toBe(0);
  });

  it("ranks name and title matches before expertise, and expertise before the bio; ties newest first", async () => {
    // Created best match first, so newest first (the order without a search) is the reverse.
    const title = await candidate("Fay Fox", { title: "Kubernetes Security Engineer" });
    const expertise = await candidate("Eve Eng", { expertise: ["Kubernetes"] });
    const bio = await candidate("Dan Doe", { bio: "Curious about kubernetes." });
    const tieOld = await candidate("Gil Gray", { title: "Cloud Architect" });
    const tieNew = await candidate("Hal Hunt", { title: "Cloud Architect" });
    expect((await find("kuber")).candidates.map((c) => c.id)).toEqual([title.id, expertise.id, bio.id]);
    expect((await find("cloud")).candidates.map((c) => c.id)).toEqual([tieNew.id, tieOld.id]);
    // A field equal to the whole term comes first (docs/decisions/036): the expertise entry "Kubernetes".
    expect((await find("kubernetes")).candidates.map((c) => c.id)).toEqual([expertise.id, title.id, bio.id]);
  });

  it("tolerates a typo in a name or title", async () => {
    await candidate("Maria Kowalski", { title: "Security Champion" });
    await candidate("Other Person", { title: "Developer" });
    expect(names(await find("kowalsky"))).toEqual(["Maria Kowalski"]);
    expect(names(await find("secruity champion"))).toEqual(["Maria Kowalski"]);
  });

  it("matches typos only when the words find nothing", async () => {
    await candidate("Maria Kowalski", { title: "Security Champion" });
    await candidate("Marek Kowalsk", { title: "Developer" });
    // The words find Maria; Marek's name is only like the term, and is not added.
    expect(names(await find("kowalski"))).toEqual(["Maria Kowalski"]);
    // No word "kowalskj" anywhere: typos find both.
    expect(names(await find("kowalskj")).sort()).toEqual(["Marek Kowalsk", "Maria Kowalski"]);
  });

  it('counts within the blocks a page reads ("100+"), and later pages read further', async () => {
    await ctx.deps.db.execute(sql`
      insert into "user" (id, name, email, email_verified, role, created_at, updated_at)
      select 'bulk' || g, 'Bulk ' || g, 'bulk' || g || '@example.test', true, 'user', now(), now() from generate_series(1, 105) g`);
    await ctx.deps.db.execute(sql`
      insert into profiles (id, full_name, title, is_open_to_work, created_at)
      select 'bulk' || g, 'Bulk ' || g, 'Senior Pentester', true, now() - (g || ' minutes')::interval from generate_series(1, 105) g`);
    const first = (await (await ctx.request("/api/candidates?q=pentester")).json()) as List & { totalCapped: boolean; hasMore: boolean };
    expect([first.candidates.length, first.total, first.totalCapped, first.hasMore]).toEqual([9, 100, true, true]);
    // Only the card's fields: nothing of how the page was read.
    expect(Object.keys(first.candidates[0]!)).not.toContain("matches");
    const last = (await (await ctx.request("/api/candidates?q=pentester&page=12")).json()) as List & {
      totalCapped: boolean;
      hasMore: boolean;
    };
    expect([last.candidates.length, last.total, last.totalCapped, last.hasMore]).toEqual([6, 105, false, false]);
  });

  it("input with tsquery or SQL syntax is plain text; visitors never get e-mail addresses", async () => {
    const u = await candidate("Olivia Open", { title: "Pentester" });
    for (const term of ["a & | ! ( ) : * '", "pen:*A", "'; delete from profiles; --", "<->", "\\", "%"]) await find(term);
    const visitor = await ctx.request("/api/candidates?q=olivia");
    const raw = await visitor.text();
    expect(JSON.parse(raw).total).toBe(1);
    expect(raw).not.toContain(u.email);
    const member = await signedIn(ctx);
    expect((await find("olivia", member.cookie)).candidates[0]?.email).toBe(u.email);
  });

  it("the recruiter search ranks the same way", async () => {
    await candidate("Jon Jones", { title: "Threat Modeling Lead" });
    await candidate("Ivy Irons", { bio: "Learning about threat modeling." });
    const r = await signedIn(ctx, "recruiter");
    const body = (await (await r.request("/api/recruiter/candidates?q=threat")).json()) as List;
    expect(names(body)).toEqual(["Jon Jones", "Ivy Irons"]);
  });

  it.runIf(process.env.TEST_DATABASE_URL)("the search condition can be served by the GIN indexes (EXPLAIN on PostgreSQL)", async () => {
    for (let i = 0; i < 30; i++) await candidate(`Person ${i}`);
    await ctx.deps.db.execute(sql`analyze profiles`);
    const s = textSearch("kowalski", { vector: profiles.searchVector, fuzzy: [profiles.fullName, profiles.title] })!;
    const plan = await ctx.deps.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const res = await tx.execute<Record<string, string>>(sql`explain select id from ${profiles} where ${wordsOrTypos(s).match}`);
      return res.rows.map((r) => Object.values(r).join(" ")).join("\n");
    });
    expect(plan).toContain("profiles_search_idx");
    expect(plan).toContain("profiles_full_name_trgm_idx");
    expect(plan).toContain("profiles_title_trgm_idx");
  });
});
