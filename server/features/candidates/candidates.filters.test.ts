import { sql } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { candidateListDtoSchema } from "@common/candidates.schema";
import { eq } from "drizzle-orm";
import { seedBench } from "../../cli/bench-seed";
import { profiles } from "../../db/schema";
import { createUser, errorOf, setProfile, signedIn } from "../../test/factories";
import { setupTestContext } from "../../test/setup";
import { editDistance } from "./candidates.words";
import { candidateFacets, normaliseFilters, unfilteredFacets } from "./candidates.service";

const ctx = setupTestContext();

let minutes = 0;
async function candidate(name: string, profile: Parameters<typeof setProfile>[2] = {}) {
  const u = await createUser(ctx, { name });
  await setProfile(ctx, u.id, { isOpenToWork: true, createdAt: new Date(Date.UTC(2026, 0, 1, 0, minutes++)), ...profile });
  return u;
}

async function list(query: string, cookie?: string) {
  const res = await ctx.request(`/api/candidates?${query}`, { cookie });
  expect(res.status, query).toBe(200);
  return candidateListDtoSchema.parse(await res.json());
}
const names = (l: { candidates: { fullName: string }[] }) => l.candidates.map((c) => c.fullName).sort();
const words = async () =>
  (await ctx.deps.db.execute<{ word: string; profiles: number }>(sql`select word, profiles from candidate_words order by word`)).rows.map(
    (r) => `${r.word}:${r.profiles}`,
  );

describe("the word dictionary (candidate_words)", () => {
  it("holds the words of open-to-work profiles with their counts, kept by inserts, updates and deletes", async () => {
    const a = await candidate("Ana Lopes", { title: "Threat Hunter", expertise: ["Threat Modeling"], bio: "I fuzz parsers." });
    const b = await candidate("Ben Lopes", { title: "Developer" });
    const closed = await createUser(ctx, { name: "Carl Closed" });
    await setProfile(ctx, closed.id, { title: "Kubernetes Wizard" });
    const all = await words();
    expect(all).toEqual(expect.arrayContaining(["lopes:2", "threat:1", "modeling:1", "hunter:1", "fuzz:1", "parsers:1", "developer:1"]));
    // Closed profiles and short words ("i") are not in it.
    expect(all.some((w) => w.startsWith("kubernetes") || w.startsWith("carl") || w.startsWith("i:"))).toBe(false);
    await setProfile(ctx, b.id, { isOpenToWork: false });
    expect(await words()).toContain("lopes:1");
    expect((await words()).some((w) => w.startsWith("developer"))).toBe(false);
    await setProfile(ctx, a.id, { expertise: ["Fuzzing"] });
    expect(await words()).toEqual(expect.arrayContaining(["fuzzing:1"]));
    expect((await words()).some((w) => w.startsWith("modeling"))).toBe(false);
    await ctx.deps.db.execute(sql`delete from profiles where id = ${a.id}`);
    expect(await words()).toEqual([]);
  });
});

describe("typo tolerance on every field", () => {
  it("corrects a typo in a skill, a bio word and a two-word skill; finds as many as the right spelling", async () => {
    for (let i = 0; i < 6; i++) await candidate(`Sam ${i}`, { expertise: ["Security Testing"] });
    await candidate("Tia Bio", { bio: "Years of threat modeling for banks." });
    await candidate("Uma Other", { expertise: ["Kubernetes"] });
    const right = await list("q=security");
    const typo = await list("q=secutiry");
    expect(right.total).toBe(6);
    expect(names(typo)).toEqual(names(right));
    expect(names(await list("q=thraet"))).toEqual(["Tia Bio"]);
    expect(names(await list("q=thraet%20modelign"))).toEqual(["Tia Bio"]);
    expect((await list("q=kubrenetes")).candidates.map((c) => c.fullName)).toEqual(["Uma Other"]);
    // A word that starts a known word is a prefix, not a typo: nothing is added to it.
    expect((await list("q=secur")).total).toBe(6);
  });

  it("does not correct a known word, and a far word finds nothing", async () => {
    await candidate("Maria Kowalski", { title: "Security Champion" });
    await candidate("Marek Kowalsk", { title: "Developer" });
    expect(names(await list("q=kowalski"))).toEqual(["Maria Kowalski"]);
    expect(names(await list("q=kowalskj"))).toEqual(["Marek Kowalsk", "Maria Kowalski"]);
    expect((await list("q=zzzzzz")).total).toBe(0);
  });

  it("counts edits with a swap of neighbours as one", () => {
    expect(editDistance("secutiry", "security")).toBe(2);
    expect(editDistance("thraet", "threat")).toBe(1);
    expect(editDistance("kowalskj", "kowalsk")).toBe(1);
    expect(editDistance("", "abc")).toBe(3);
  });
});

describe("did you mean", () => {
  it("suggests the nearest known words when a term finds nothing, and nothing otherwise", async () => {
    await candidate("Ana Lopes", { expertise: ["Kubernetes"], title: "Cloud Engineer" });
    await candidate("Ben Berg", { title: "Pentester", expertise: ["Burp Suite"] });
    // Each word is corrected, but no one holds both: nothing found, the corrected term is suggested.
    const none = await list("q=kubernetse%20pentestre");
    expect(none.total).toBe(0);
    expect(none.didYouMean).toBe("kubernetes pentester");
    expect((await list("q=kubernetes")).didYouMean).toBeNull();
    expect((await list("q=zzzzzz")).didYouMean).toBeNull();
  });
});

describe("filters and live counts", () => {
  it("a term that finds nothing has the counts its statements would give (every one 0), with or without filters", async () => {
    await candidate("Ana", { expertise: ["SAST"], location: "Remote", yearsExperience: 4, availableFrom: "immediately" });
    const cases: [string, string, { skill?: string[] }][] = [
      ["q=zzzzzz", "zzzzzz", {}],
      ["q=zzzzzz&skill=sast", "zzzzzz", { skill: ["sast"] }],
      ["q=sast", "sast", {}],
    ];
    for (const [query, q, f] of cases) {
      const got = await list(query);
      expect(got.facets, query).toEqual(await candidateFacets(ctx.deps.db, q, normaliseFilters(f)));
    }
    expect((await list("q=zzzzzz")).facets.experience.every((b) => b.count === 0)).toBe(true);
    expect((await list("q=sast")).facets.skills).toEqual([{ value: "SAST", count: 1 }]);
  });

  it("a term with no filter has its four counts read in one statement, the same as the four statements give", async () => {
    await seed();
    await candidate("Fay", {
      expertise: ["Fuzzing", "Go"],
      location: "Lisbon, Portugal",
      yearsExperience: 3,
      availableFrom: "immediately",
    });
    await candidate("Gus", { title: "Security Lead", expertise: ["SAST"], location: "Berlin, Germany", availableFrom: "1-month" });
    for (const q of [undefined, "sast", "security lead", "thraet modelign", "fuzzing", "zzzzzz"]) {
      expect(await unfilteredFacets(ctx.deps.db, q), q).toEqual(await candidateFacets(ctx.deps.db, q, normaliseFilters(undefined)));
    }
    // Through the API: the list's counts are those, and one grouped statement is run for them, not four.
    const expected = await candidateFacets(ctx.deps.db, "sast", normaliseFilters(undefined));
    const db = ctx.deps.db as typeof ctx.deps.db & { dialect: { sqlToQuery(q: unknown): { sql: string } } };
    const grouped: string[] = [];
    const original = db.execute.bind(db);
    const execute = vi.spyOn(db, "execute").mockImplementation(((query: Parameters<typeof db.execute>[0]) => {
      const text = db.dialect.sqlToQuery(query).sql;
      if (/group by/.test(text)) grouped.push(text);
      return original(query);
    }) as typeof db.execute);
    try {
      const got = await list("q=sast");
      expect(got.facets).toEqual(expected);
      expect(grouped).toHaveLength(1);
      grouped.length = 0;
      await list("");
      expect(grouped).toHaveLength(1);
    } finally {
      execute.mockRestore();
    }
  });

  async function seed() {
    await candidate("Ana", { expertise: ["SAST", "Threat Modeling"], location: "Berlin, Germany", yearsExperience: 1 });
    await candidate("Ben", { expertise: ["SAST"], location: "Berlin, Germany", yearsExperience: 4 });
    await candidate("Cy", { expertise: ["Threat Modeling"], location: "Remote", yearsExperience: 12, title: "Security Lead" });
    await candidate("Di", { expertise: ["sast", "Fuzzing"], location: "remote", yearsExperience: 7 });
    await candidate("Ed", { expertise: [], location: null, yearsExperience: null });
    const closed = await createUser(ctx, { name: "Closed" });
    await setProfile(ctx, closed.id, { expertise: ["SAST"], location: "Berlin, Germany", yearsExperience: 4 });
  }

  it("filters by skills (every one, any case), location and experience band, alone and together", async () => {
    await seed();
    expect(names(await list("skill=sast"))).toEqual(["Ana", "Ben", "Di"]);
    expect(names(await list("skill=SAST&skill=threat%20modeling"))).toEqual(["Ana"]);
    expect(names(await list("location=remote"))).toEqual(["Cy", "Di"]);
    expect(names(await list("experience=3-5"))).toEqual(["Ben"]);
    expect(names(await list("experience=11%2B"))).toEqual(["Cy"]);
    expect(names(await list("skill=sast&location=Berlin,%20Germany&experience=0-2"))).toEqual(["Ana"]);
    expect(names(await list("q=security&skill=threat%20modeling"))).toEqual(["Cy"]);
    expect((await list("skill=nothing")).total).toBe(0);
  });

  it("counts each value among what the term and the other filters find", async () => {
    await seed();
    const all = (await list("")).facets;
    expect(all.skills).toEqual([
      { value: expect.stringMatching(/^sast$/i), count: 3 },
      { value: "Threat Modeling", count: 2 },
      { value: "Fuzzing", count: 1 },
    ]);
    expect(all.locations).toEqual([
      { value: "Berlin, Germany", count: 2 },
      { value: expect.stringMatching(/^remote$/i), count: 2 },
    ]);
    expect(all.experience).toEqual([
      { value: "0-2", count: 1 },
      { value: "3-5", count: 1 },
      { value: "6-10", count: 1 },
      { value: "11+", count: 1 },
    ]);
    // With a location chosen: the skills and years count within it, the locations ignore their own choice.
    const berlin = (await list("location=berlin,%20germany")).facets;
    expect(berlin.skills).toEqual([
      { value: "SAST", count: 2 },
      { value: "Threat Modeling", count: 1 },
    ]);
    expect(berlin.locations.map((l) => l.count)).toEqual([2, 2]);
    expect(berlin.experience.map((b) => b.count)).toEqual([1, 1, 0, 0]);
    // With a term: only its matches count.
    expect((await list("q=security")).facets.skills).toEqual([{ value: "Threat Modeling", count: 1 }]);
  });

  it("rejects bad filters with 400 and names the field", async () => {
    for (const q of [
      "experience=99",
      `skill=${"x".repeat(61)}`,
      "skill=a&skill=b&skill=c&skill=d&skill=e&skill=f",
      `location=${"x".repeat(101)}`,
    ]) {
      const res = await ctx.request(`/api/candidates?${q}`);
      expect(res.status, q).toBe(400);
      expect((await errorOf(res)).code).toBe("VALIDATION_FAILED");
    }
  });

  it("a visitor's filtered list and facets hold no e-mail; a member's list has them", async () => {
    await seed();
    const raw = await (await ctx.request("/api/candidates?skill=sast")).text();
    expect(raw).not.toContain("@example.test");
    const member = await signedIn(ctx);
    expect((await list("skill=sast", member.cookie)).candidates.every((c) => c.email?.endsWith("@example.test"))).toBe(true);
  });

  it.runIf(process.env.TEST_DATABASE_URL)("the availability filter is served by its index (EXPLAIN on PostgreSQL)", async () => {
    await seed();
    const db = ctx.deps.db;
    // Enough open profiles, their years spread, that each filter's own index is the cheapest: with a handful
    // of rows every partial index on open profiles cost the same and the planner took any of them.
    await seedBench(db, 300);
    await db.execute(sql`analyze profiles`);
    const plan = await db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      return (
        await tx.execute<{ "QUERY PLAN": string }>(
          sql`explain select id from profiles where available_from = 'immediately' and is_open_to_work`,
        )
      ).rows
        .map((r) => r["QUERY PLAN"])
        .join("\n");
    });
    expect(plan).toContain("profiles_open_available_from_idx");
  });

  it.runIf(process.env.TEST_DATABASE_URL)("filters and the dictionary lookup are served by indexes (EXPLAIN on PostgreSQL)", async () => {
    await seed();
    const db = ctx.deps.db;
    // Enough open profiles, their years spread, that each filter's own index is the cheapest: with a handful
    // of rows every partial index on open profiles cost the same and the planner took any of them.
    await seedBench(db, 300);
    await db.execute(sql`analyze profiles`);
    const plans = await db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const plan = async (q: ReturnType<typeof sql>) =>
        (await tx.execute<{ "QUERY PLAN": string }>(sql`explain ${q}`)).rows.map((r) => r["QUERY PLAN"]).join("\n");
      return [
        await plan(sql`select id from profiles where profiles_expertise_lower(expertise) @> '{sast}'::text[]`),
        await plan(sql`select id from profiles where lower(location) = 'remote' and is_open_to_work`),
        await plan(sql`select id from profiles where years_experience between 3 and 5 and is_open_to_work`),
      ];
    });
    expect(plans[0]).toContain("profiles_expertise_lower_gin_idx");
    expect(plans[1]).toContain("profiles_open_location_idx");
    expect(plans[2]).toContain("profiles_open_years_idx");
    // A dictionary of a real size (the bench's 12,000 profiles hold a few thousand words): the typed
    // words are looked up through the trigram index, never by reading every word.
    await db.execute(sql`insert into candidate_words select 'w' || md5(g::text), 1 from generate_series(1, 50000) g`);
    await db.execute(sql`analyze candidate_words`);
    const dictPlan = async (q: ReturnType<typeof sql>) =>
      (await db.execute<{ "QUERY PLAN": string }>(sql`explain ${q}`)).rows.map((r) => r["QUERY PLAN"]).join("\n");
    expect(await dictPlan(sql`select word from candidate_words where word % 'secutiry'`)).toContain(
      "Bitmap Index Scan on candidate_words_trgm_idx",
    );
    expect(await dictPlan(sql`select 1 from candidate_words where word like 'secu%'`)).toContain(
      "Bitmap Index Scan on candidate_words_trgm_idx",
    );
  });
});

describe("availability (docs/decisions/082)", () => {
  async function seed() {
    await candidate("Ana", { availableFrom: "immediately", location: "Remote", yearsExperience: 1 });
    await candidate("Ben", { availableFrom: "immediately", location: "Berlin", yearsExperience: 4 });
    await candidate("Cy", { availableFrom: "1-month", location: "Remote", yearsExperience: 4 });
    await candidate("Di", { availableFrom: "later", location: "Remote", yearsExperience: 12 });
    await candidate("Ed", { availableFrom: null, location: "Remote" });
    const closed = await createUser(ctx, { name: "Closed" });
    await setProfile(ctx, closed.id, { availableFrom: "immediately", location: "Remote" });
  }

  it("a member sets it on their profile, clears it, and leaving it out keeps it", async () => {
    const u = await signedIn(ctx, "user", { name: "Avery Able" });
    const put = (patch: Record<string, unknown>) =>
      u.request("/api/profile", { method: "PUT", json: { fullName: "Avery Able", isOpenToWork: true, ...patch } });
    const set = await put({ availableFrom: "3-months" });
    expect(set.status).toBe(200);
    expect(((await set.json()) as { profile: { availableFrom: string | null } }).profile.availableFrom).toBe("3-months");
    const stored = async () => (await ctx.deps.db.select().from(profiles).where(eq(profiles.id, u.id)))[0]!.availableFrom;
    expect(await put({ title: "AppSec Engineer" }).then((r) => r.status)).toBe(200);
    expect(await stored()).toBe("3-months");
    expect(await put({ availableFrom: "" }).then((r) => r.status)).toBe(200);
    expect(await stored()).toBeNull();
    const me = await u.request("/api/me");
    expect(((await me.json()) as { profile: { availableFrom: string | null } }).profile.availableFrom).toBeNull();
  });

  it("an unknown value on the profile is a 400 with the field's message, and nothing is written", async () => {
    const u = await signedIn(ctx, "user", { name: "Before Name" });
    await setProfile(ctx, u.id, { availableFrom: "1-month" });
    for (const value of ["tomorrow", 3, "IMMEDIATELY"]) {
      const res = await u.request("/api/profile", { method: "PUT", json: { fullName: "After Name", availableFrom: value } });
      expect(res.status, String(value)).toBe(400);
      expect((await errorOf(res)).fields?.availableFrom).toBe("Choose when you can start from the list");
    }
    const [p] = await ctx.deps.db.select().from(profiles).where(eq(profiles.id, u.id));
    expect(p!.fullName).toBe("Before Name");
    expect(p!.availableFrom).toBe("1-month");
  });

  it("filters the directory, alone and with the other filters; counts each option among what the others find", async () => {
    await seed();
    expect(names(await list("availability=immediately"))).toEqual(["Ana", "Ben"]);
    expect(names(await list("availability=later"))).toEqual(["Di"]);
    expect(names(await list("availability=immediately&location=remote"))).toEqual(["Ana"]);
    expect(names(await list("availability=1-month&experience=3-5"))).toEqual(["Cy"]);
    expect((await list("availability=3-months")).total).toBe(0);

    const all = (await list("")).facets;
    expect(all.availability).toEqual([
      { value: "immediately", count: 2 },
      { value: "1-month", count: 1 },
      { value: "3-months", count: 0 },
      { value: "later", count: 1 },
    ]);
    // The availability's own choice is left out of its counts; the other dimensions count within it.
    const chosen = (await list("availability=immediately")).facets;
    expect(chosen.availability.map((a) => a.count)).toEqual([2, 1, 0, 1]);
    expect(chosen.locations).toEqual([
      { value: "Berlin", count: 1 },
      { value: "Remote", count: 1 },
    ]);
    expect(chosen.experience.map((b) => b.count)).toEqual([1, 1, 0, 0]);
    // Another filter narrows the availability counts.
    expect((await list("location=remote")).facets.availability.map((a) => a.count)).toEqual([1, 1, 0, 1]);
  });

  it("an unknown availability filter is a 400 naming the field", async () => {
    for (const q of ["availability=soon", "availability=", "availability=IMMEDIATELY"]) {
      const res = await ctx.request(`/api/candidates?${q}`);
      expect(res.status, q).toBe(400);
      const err = await errorOf(res);
      expect(err.code).toBe("VALIDATION_FAILED");
      expect(err.fields?.availability, q).toBe("Choose an availability from the list");
    }
  });

  it("a saved candidate search keeps the availability", async () => {
    await seed();
    const recruiter = await signedIn(ctx, "recruiter");
    const res = await recruiter.request("/api/candidate-searches", {
      method: "POST",
      json: { name: "Ready now", frequency: "daily", query: { skill: [], availability: "immediately" } },
    });
    expect(res.status).toBe(201);
    expect(((await res.json()) as { query: { availability?: string } }).query.availability).toBe("immediately");
    const listed = await recruiter.request("/api/candidate-searches");
    expect(((await listed.json()) as { savedSearches: { query: { availability?: string } }[] }).savedSearches[0]!.query.availability).toBe(
      "immediately",
    );
  });
});
