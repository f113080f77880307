import { desc, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { jobs } from "../../db/schema";
import { RECENT_ROWS, searchSource, textSearch, wordsOrTypos, type SearchSource } from "../../lib/search";
import { errorOf, signedIn, type TestUser } from "../../test/factories";
import { createJob } from "../../test/job-factory";
import { setupTestContext } from "../../test/setup";

const ctx = setupTestContext();

interface Board {
  jobs: { id: string; title: string }[];
  total: number | null;
  hasMore: boolean;
  nextCursor: string | null;
}

const daysAgo = (d: number) => new Date(Date.now() - d * 86400_000);

async function search(who: TestUser | null, term: string, extra = ""): Promise<Board> {
  const path = `/api/jobs?search=${encodeURIComponent(term)}${extra}`;
  const res = who ? await who.request(path) : await ctx.request(path);
  expect(res.status).toBe(200);
  return (await res.json()) as Board;
}
const titles = (b: Board) => b.jobs.map((j) => j.title);

describe("GET /api/jobs?search= (ranked search)", () => {
  it("matches word prefixes and english word variants, for visitors and members", async () => {
    await createJob(ctx, { title: "Senior Pentester" });
    await createJob(ctx, { title: "Penetration Testing Lead" });
    await createJob(ctx, { title: "Cloud Engineer" });
    const member = await signedIn(ctx);
    for (const who of [null, member]) {
      expect(titles(await search(who, "pen")).sort()).toEqual(["Penetration Testing Lead", "Senior Pentester"]);
      // "tests" → stem "test" → "Testing"; a partly typed word still matches ("penetrat" → Penetration).
      expect(titles(await search(who, "tests"))).toEqual(["Penetration Testing Lead"]);
      expect(titles(await search(who, "penetrat"))).toEqual(["Penetration Testing Lead"]);
      expect((await search(who, "PEN")).total).toBe(2);
    }
  });

  it("needs every word to match (AND), each as a prefix", async () => {
    await createJob(ctx, { title: "Cloud Security Lead" });
    await createJob(ctx, { title: "Cloud Engineer" });
    await createJob(ctx, { title: "Team Lead", skills: ["Leadership"] });
    const member = await signedIn(ctx);
    expect(titles(await search(member, "cloud lead"))).toEqual(["Cloud Security Lead"]);
    expect(titles(await search(member, "clo lea"))).toEqual(["Cloud Security Lead"]);
    expect((await search(member, "cloud nothinglikethis")).total).toBe(0);
  });

  it("members search title, skills, company and description, best match first", async () => {
    // Newest first would put the description-only match first: ranking must not.
    const inDescription = await createJob(ctx, {
      title: "Security Engineer",
      description: "You will pair with our kubernetes team.",
      datePosted: daysAgo(1),
    });
    const inCompany = await createJob(ctx, { title: "AppSec Lead", company: "Kubernetes Experts Ltd", datePosted: daysAgo(2) });
    const inSkills = await createJob(ctx, { title: "Platform Security", skills: ["Kubernetes", "Go"], datePosted: daysAgo(3) });
    const inTitle = await createJob(ctx, { title: "Kubernetes Security Engineer", datePosted: daysAgo(4) });
    await createJob(ctx, { title: "Unrelated", datePosted: daysAgo(0) });
    const member = await signedIn(ctx);
    const found = await search(member, "kuber");
    expect(found.jobs.map((j) => j.id)).toEqual([inTitle.id, inSkills.id, inCompany.id, inDescription.id]);
    expect(found.total).toBe(4);
    // A field equal to the whole term comes first (docs/decisions/036): the skill "Kubernetes".
    const exact = await search(member, "Kubernetes");
    expect(exact.jobs.map((j) => j.id)).toEqual([inSkills.id, inTitle.id, inCompany.id, inDescription.id]);
    expect(exact.total).toBe(4);
  });

  it("ties keep the board's order (newest first)", async () => {
    const older = await createJob(ctx, { title: "Threat Modeler", datePosted: daysAgo(5) });
    const newer = await createJob(ctx, { title: "Threat Modeler", datePosted: daysAgo(1) });
    expect((await search(null, "threat")).jobs.map((j) => j.id)).toEqual([newer.id, older.id]);
  });

  it("tolerates a typo in the title (corrected through the word dictionary)", async () => {
    await createJob(ctx, { title: "Senior Pentester" });
    await createJob(ctx, { title: "Cloud Engineer" });
    expect(titles(await search(null, "pentestr"))).toEqual(["Senior Pentester"]);
    expect(titles(await search(null, "sneior pentester"))).toEqual(["Senior Pentester"]);
  });

  it("treats tsquery and SQL syntax in the input as plain text (200, never an error)", async () => {
    await createJob(ctx, { title: "Pentester" });
    const member = await signedIn(ctx);
    const nasty = [
      "a & | ! ( ) : * '",
      "pen:*A",
      "pen:* | !x",
      "'; drop table jobs; --",
      "\\",
      "<->",
      "(((",
      "pen<2>ter",
      "%",
      "_",
      "'",
      "!!",
      "🙂",
      "x".repeat(200),
    ];
    for (const term of nasty) {
      for (const who of [null, member]) await search(who, term);
    }
    expect(titles(await search(member, "pen:*"))).toEqual(["Pentester"]);
    // Punctuation only: no word to look for, so nothing is found (the wildcard is not one).
    expect((await search(member, "%")).total).toBe(0);
    expect((await ctx.deps.db.select({ id: jobs.id }).from(jobs)).length).toBe(1);
  });

  it("visitors cannot find a job by its company, location or description, nor reorder by them", async () => {
    const hidden = await createJob(ctx, {
      title: "Cloud Engineer",
      company: "Northwind Traders",
      location: "Lisbon, Portugal",
      description: "Work on the zebracorn platform.",
      datePosted: daysAgo(3),
    });
    const visitorTerms = ["northwind", "north", "traders", "lisbon", "portugal", "zebracorn", "zebra", "cloud northwind"];
    for (const term of visitorTerms) {
      const b = await search(null, term);
      expect(b.jobs, term).toHaveLength(0);
      expect(b.total, term).toBe(0);
    }
    const member = await signedIn(ctx);
    expect((await search(member, "northwind")).jobs.map((j) => j.id)).toEqual([hidden.id]);
    expect((await search(member, "zebracorn")).jobs.map((j) => j.id)).toEqual([hidden.id]);
    expect((await search(member, "cloud north")).jobs.map((j) => j.id)).toEqual([hidden.id]);

    // Same visible match; the older one also has the term in its hidden company and description.
    // A visitor's order must not show that (it stays newest first); a member's may.
    const plain = await createJob(ctx, { title: "Red Team Operator", datePosted: daysAgo(1) });
    const loaded = await createJob(ctx, {
      title: "Red Team Operator",
      company: "Red Team Corp",
      description: "Red team, red team, red team.",
      datePosted: daysAgo(2),
    });
    expect((await search(null, "red team")).jobs.map((j) => j.id)).toEqual([plain.id, loaded.id]);
    expect((await search(member, "red team")).jobs.map((j) => j.id)).toEqual([loaded.id, plain.id]);
  });

  it("pages ranked results by an offset cursor: every match once, in rank order, first page counted", async () => {
    for (let i = 0; i < 3; i++) await createJob(ctx, { title: `Engineer ${i}`, description: "Some appsec work.", datePosted: daysAgo(i) });
    for (let i = 0; i < 2; i++) await createJob(ctx, { title: `AppSec Engineer ${i}`, datePosted: daysAgo(10 + i) });
    await createJob(ctx, { title: "Not matching" });
    const member = await signedIn(ctx);
    const all = (await search(member, "appsec", "&pageSize=50")).jobs.map((j) => j.id);
    expect(all).toHaveLength(5);

    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const page: Board = await search(member, "appsec", `&pageSize=2${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`);
      if (pages === 0) expect(page.total).toBe(5);
      else expect(page.total).toBeNull();
      expect(page.hasMore).toBe(page.nextCursor !== null);
      seen.push(...page.jobs.map((j) => j.id));
      cursor = page.nextCursor;
      pages++;
    } while (cursor && pages < 10);
    expect(pages).toBe(3);
    expect(seen).toEqual(all);
    // Title matches (AppSec Engineer …) come before description-only ones.
    expect(titles(await search(member, "appsec", "&pageSize=2"))).toEqual(["AppSec Engineer 0", "AppSec Engineer 1"]);
  });

  it("a cursor of the other kind, or an offset past the bound, is a 400", async () => {
    for (let i = 0; i < 3; i++) await createJob(ctx, { title: `AppSec Engineer ${i}` });
    const keyset = ((await (await ctx.request("/api/jobs?pageSize=1")).json()) as Board).nextCursor!;
    const offset = (await search(null, "appsec", "&pageSize=1")).nextCursor!;
    expect(keyset).not.toBe(offset);
    const bad = [
      await ctx.request(`/api/jobs?search=appsec&cursor=${keyset}`),
      await ctx.request(`/api/jobs?cursor=${offset}`),
      await ctx.request(`/api/jobs?search=appsec&cursor=${Buffer.from('["offset",1001]').toString("base64url")}`),
      await ctx.request(`/api/jobs?search=appsec&cursor=${Buffer.from('["offset",-1]').toString("base64url")}`),
    ];
    for (const res of bad) {
      expect(res.status).toBe(400);
      expect((await errorOf(res)).message).toBe("Invalid page cursor");
    }
    expect((await ctx.request("/api/jobs?search=appsec&page=500&pageSize=50")).status).toBe(400);
  });

  it('counts a search within the blocks it read: exact up to 100, then "100+"', async () => {
    await ctx.deps.db.execute(sql`
      insert into jobs (title, company, location, job_board_url, description, skills, is_approved, is_admin_reviewed, date_posted)
      select 'Cloud Engineer ' || g, 'Acme', 'Remote', 'https://jobs.example.com/' || g, 'A cloud role.', '{}', true, true,
             now() - (g || ' minutes')::interval
      from generate_series(1, 150) g`);
    await createJob(ctx, { title: "Cloud Cloud Security", datePosted: daysAgo(2) });
    const member = await signedIn(ctx);
    const first = (await (await member.request("/api/jobs?search=cloud&pageSize=50")).json()) as Board & { totalCapped: boolean };
    expect(first.total).toBe(100);
    expect(first.totalCapped).toBe(true);
    expect(first.jobs).toHaveLength(50);
    expect(first.hasMore).toBe(true);
    // A page of 100 reads two blocks: its total says so.
    const big = (await (await member.request("/api/jobs?search=cloud&pageSize=100")).json()) as Board & { totalCapped: boolean };
    expect([big.total, big.totalCapped]).toEqual([151, false]);
    const few = await search(member, "security");
    expect(titles(few)).toEqual(["Cloud Cloud Security"]);
    expect(few.total).toBe(1);
    expect((few as Board & { totalCapped: boolean }).totalCapped).toBe(false);
    // A page past the last match still answers with the count.
    const past = await search(member, "security", "&page=3&pageSize=10");
    expect(past.jobs).toEqual([]);
    expect(past.total).toBe(1);
  });

  it("ranks block by block (100 newest matches each): the best of each block first, every match once", async () => {
    // 120 plain matches, newest first; a strong match (the term twice in its title) in each block.
    await ctx.deps.db.execute(sql`
      insert into jobs (title, company, location, job_board_url, description, skills, is_approved, is_admin_reviewed, date_posted)
      select 'Cloud Engineer ' || g, 'Acme', 'Remote', 'https://jobs.example.com/' || g, 'A role.', '{}', true, true,
             now() - (g || ' minutes')::interval
      from generate_series(1, 120) g`);
    const inFirst = await createJob(ctx, { title: "Cloud Cloud Architect", datePosted: new Date(Date.now() - 50 * 60_000 - 30_000) });
    const inSecond = await createJob(ctx, { title: "Cloud Cloud Lead", datePosted: new Date(Date.now() - 110 * 60_000 - 30_000) });
    const member = await signedIn(ctx);
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const page: Board = await search(member, "cloud", `&pageSize=30${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`);
      seen.push(...page.jobs.map((j) => j.id));
      cursor = page.nextCursor;
      pages++;
    } while (cursor && pages < 10);
    expect(seen).toHaveLength(122);
    expect(new Set(seen).size).toBe(122);
    // The first block's best leads page 1; the second block's best leads the first page drawn from it.
    expect(seen[0]).toBe(inFirst.id);
    expect(seen[100]).toBe(inSecond.id);
  });

  it("finds matches older than the newest 1000 jobs, alone or after newer ones, in the same order", async () => {
    // 1100 newer jobs that do not match, around them matches: 60 among the newest, 60 beyond the first 1000.
    await ctx.deps.db.execute(sql`
      insert into jobs (title, company, location, job_board_url, description, skills, is_approved, is_admin_reviewed, date_posted)
      select case when g % 18 = 0 and g <= 1080 then 'Fuzzing Lead ' || g else 'Other Role ' || g end,
             'Acme', 'Remote', 'https://jobs.example.com/' || g, 'A role.', '{}', true, true, now() - (g || ' minutes')::interval
      from generate_series(1, 1100) g`);
    await ctx.deps.db.execute(sql`
      insert into jobs (title, company, location, job_board_url, description, skills, is_approved, is_admin_reviewed, date_posted)
      select 'Fuzzing Lead old ' || g, 'Acme', 'Remote', 'https://jobs.example.com/old' || g, 'A role.', '{}', true, true,
             now() - interval '2 days' - (g || ' minutes')::interval
      from generate_series(1, 60) g`);
    const rare = await createJob(ctx, { title: "Zebracorn Wrangler", datePosted: daysAgo(5) });
    expect((await search(null, "zebracorn")).jobs.map((j) => j.id)).toEqual([rare.id]);

    const member = await signedIn(ctx);
    const seen: string[] = [];
    let cursor: string | null = null;
    let first: Board | null = null;
    do {
      const page: Board = await search(member, "fuzzing", `&pageSize=50${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`);
      first ??= page;
      seen.push(...page.jobs.map((j) => j.id));
      cursor = page.nextCursor;
    } while (cursor);
    expect([first!.total, (first as Board & { totalCapped: boolean }).totalCapped]).toEqual([100, true]);
    expect(seen).toHaveLength(120);
    expect(new Set(seen).size).toBe(120);
    // Blocks of the 100 newest matches: all 60 newer ones are in the first block, before any of the last 20.
    const titlesById = new Map<string, string>();
    for (const chunk of [0, 1, 2]) {
      const page: Board = await search(member, "fuzzing", `&pageSize=50&page=${chunk + 1}`);
      for (const j of page.jobs) titlesById.set(j.id, j.title);
    }
    const lastBlock = seen.slice(100).map((id) => titlesById.get(id) ?? "");
    expect(lastBlock.every((t) => t.startsWith("Fuzzing Lead old"))).toBe(true);
  });

  it("puts a title or skill equal to the whole term first however old, then the ranked rest, each row once across pages", async () => {
    const rest = [];
    for (let i = 0; i < 5; i++) rest.push(await createJob(ctx, { title: `Fuzzing Lead ${i}`, datePosted: daysAgo(i) }));
    const skill = await createJob(ctx, { title: "Harness Engineer", skills: ["Fuzzing"], datePosted: daysAgo(20) });
    const title = await createJob(ctx, { title: "Fuzzing", datePosted: daysAgo(25) });
    const first = await search(null, "  FUZZING ", "&pageSize=3");
    // The title equal to the term, then the skill, then the ranked matches (newest first here).
    expect(first.jobs.map((j) => j.id)).toEqual([title.id, skill.id, rest[0]!.id]);
    expect([first.total, first.hasMore]).toEqual([7, true]);
    const seen = first.jobs.map((j) => j.id);
    let cursor = first.nextCursor;
    while (cursor) {
      const page = await search(null, "fuzzing", `&pageSize=3&cursor=${encodeURIComponent(cursor)}`);
      seen.push(...page.jobs.map((j) => j.id));
      cursor = page.nextCursor;
    }
    expect(seen).toEqual([title.id, skill.id, ...rest.map((j) => j.id)]);
  });

  it("corrects a word only when it starts no word of the dictionary", async () => {
    await createJob(ctx, { title: "Security Engineer", datePosted: daysAgo(1) });
    await createJob(ctx, { title: "Security Champion", datePosted: daysAgo(2) });
    await createJob(ctx, { title: "Ssecurity Officer", datePosted: daysAgo(3) });
    // A known word is never corrected: the typo-like title is not added to a real word's matches.
    expect(titles(await search(null, "security")).sort()).toEqual(["Security Champion", "Security Engineer"]);
    expect(titles(await search(null, "ssecurity"))).toEqual(["Ssecurity Officer"]);
    // No word "securty" anywhere: corrected to the fewest-edit word, "security" (1 edit; "ssecurity" is 2),
    // and paged like any search (docs/decisions/088).
    const first = await search(null, "securty", "&pageSize=1");
    expect([first.jobs.length, first.total, first.hasMore]).toEqual([1, 2, true]);
    const second = await search(null, "securty", `&pageSize=1&cursor=${encodeURIComponent(first.nextCursor!)}`);
    expect([...titles(first), ...titles(second)].sort()).toEqual(["Security Champion", "Security Engineer"]);
    expect(second.hasMore).toBe(false);
    // A transposition pg_trgm's default threshold (0.6) misses: "secutiry" (0.44).
    expect(titles(await search(null, "secutiry")).sort()).toEqual(["Security Champion", "Security Engineer"]);
  });

  it("a member's interest marks come with the search results, nobody else's", async () => {
    const marked = await createJob(ctx, { title: "Cloud Architect", datePosted: daysAgo(1) });
    const other = await createJob(ctx, { title: "Cloud Engineer", datePosted: daysAgo(2) });
    const m = await signedIn(ctx);
    const stranger = await signedIn(ctx);
    expect((await m.request(`/api/jobs/${marked.id}/interest`, { method: "POST" })).status).toBe(200);
    const flags = async (who: TestUser | null) =>
      ((await search(who, "cloud")) as unknown as { jobs: { id: string; isInterested: boolean }[] }).jobs.map((j) => [
        j.id,
        j.isInterested,
      ]);
    expect(await flags(m)).toEqual([
      [marked.id, true],
      [other.id, false],
    ]);
    expect(await flags(stranger)).toEqual([
      [marked.id, false],
      [other.id, false],
    ]);
    expect((await flags(null)).map(([, f]) => f === true)).toEqual([false, false]);
  });

  it.runIf(process.env.TEST_DATABASE_URL)("the search condition can be served by the GIN indexes (EXPLAIN on PostgreSQL)", async () => {
    // The search condition alone: with is_approved next to it, a small table is cheaper read through a
    // partial is_approved index, which would say nothing about the search indexes.
    for (let i = 0; i < 50; i++) await createJob(ctx, { title: `Job ${i}` });
    await ctx.deps.db.execute(sql`analyze jobs`);
    for (const weights of ["", "AB"]) {
      const s = textSearch("pentester", { vector: jobs.searchVector, weights, fuzzy: [jobs.title] })!;
      const plan = await ctx.deps.db.transaction(async (tx) => {
        await tx.execute(sql`set local enable_seqscan = off`);
        const res = await tx.execute<Record<string, string>>(sql`explain select id from ${jobs} where ${wordsOrTypos(s).match}`);
        return res.rows.map((r) => Object.values(r).join(" ")).join("\n");
      });
      expect(plan).toContain("jobs_search_idx");
      expect(plan).toContain("jobs_title_trgm_idx");
    }
  });

  it.runIf(process.env.TEST_DATABASE_URL)("neither source of a search window reads the whole table (EXPLAIN on PostgreSQL)", async () => {
    // Bulk setup without the request statement timeout (5 s): on a loaded machine the 5,000 rows' vectors take longer.
    await ctx.deps.db.transaction(async (tx) => {
      await tx.execute(sql`set local statement_timeout = 0`);
      await tx.execute(sql`
        insert into jobs (title, company, location, job_board_url, description, skills, is_approved, is_admin_reviewed, date_posted)
        select 'Other Role ' || g, 'Acme', 'Remote', 'https://jobs.example.com/' || g, 'A role with a longer description, ' || repeat('text ', 40),
               '{}', true, true, now() - (g || ' minutes')::interval
        from generate_series(1, 5000) g`);
    });
    await ctx.deps.db.execute(sql`analyze jobs`);
    const s = textSearch("zebracorn", { vector: jobs.searchVector, weights: "AB", fuzzy: [jobs.title] })!;
    const plan = async (source: SearchSource) => {
      const q = ctx.deps.db
        .select({ id: jobs.id })
        .from(
          searchSource(ctx.deps.db, jobs, sql`${jobs.isApproved}`, s.words.match, source, [
            sql`${jobs.datePosted} desc`,
            sql`${jobs.id} desc`,
          ]),
        )
        .where(s.words.match)
        .orderBy(desc(jobs.datePosted), desc(jobs.id))
        .limit(101);
      const res = await ctx.deps.db.execute<Record<string, string>>(sql`explain ${q}`);
      return res.rows.map((r) => Object.values(r).join(" ")).join("\n");
    };
    const recent = await plan("recent");
    expect(recent).toMatch(/Index Scan using jobs_(approved_)?posted_idx/);
    expect(recent).toMatch(new RegExp(`Limit .*rows=${RECENT_ROWS} `));
    const matching = await plan("matching");
    expect(matching).toContain("jobs_search_idx");
    expect(matching).not.toContain("Seq Scan");
  });
});
