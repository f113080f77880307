import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { seedBench } from "../../cli/bench-seed";
import { mulberry32 } from "../../cli/bench-terms";
import { signedIn } from "../../test/factories";
import { setupTestContext } from "../../test/setup";

/**
 * Cached searches made again from their rows after a write (decision 092) are what a fresh read gives. The
 * bench's data (160 jobs, 1,600 profiles: terms whose ranked windows are full and terms with every match in
 * them, skills equal to a term first), then random writes straight into the database as another instance
 * makes them (new, edited, moved, hidden and deleted rows, old ones and new ones); after every few, each
 * cached answer (visitors and members, a filter, a second page) against the same request read afresh.
 */
const ctx = setupTestContext({ env: { LIST_CACHE_MS: "60000" } });

const TERMS = [
  "security",
  "engineer",
  "cloud security",
  "kubernetes",
  "owasp",
  "threat modeling",
  "python",
  "appsec",
  "product",
  "burp suite",
];
const TITLES = [
  "Application Security Engineer",
  "Product Security Engineer",
  "Security Champion",
  "Kubernetes Hardening Lead",
  "Python Developer",
];
const SKILLS = ["OWASP", "SAST", "DAST", "Threat Modeling", "AWS", "Kubernetes", "Burp Suite", "Python", "Go", "Cloud Security"];
const ROUNDS = 6;
/** Seeding and reading every answer afresh each round take a while on a loaded machine. */
const TIMEOUT_MS = 120_000;
const WRITES_PER_ROUND = 3;

/** Every answer of `paths` as it is served now (cached), then as a fresh read gives it. */
async function cachedThenFresh(paths: string[], request: (path: string) => Promise<Response>) {
  const read = () => Promise.all(paths.map(async (p) => [p, await (await request(p)).json()] as const));
  const cached = await read();
  ctx.deps.caches.clear();
  const fresh = await read();
  return { cached: Object.fromEntries(cached), fresh: Object.fromEntries(fresh) };
}

const stats = (name: string) => ctx.deps.caches.listing().find((c) => c.name === name)!;

describe("searches made again after writes equal a fresh read (decision 092)", () => {
  it(
    "jobs: visitors, members, a filter and a second page",
    async () => {
      await seedBench(ctx.database.db, 1600);
      const member = await signedIn(ctx);
      await ctx.deps.changes.fence();
      const rand = mulberry32(0x0921);
      const pick = <T>(xs: readonly T[]) => xs[Math.floor(rand() * xs.length)]!;
      const search = TERMS.map((t) => `/api/jobs?search=${encodeURIComponent(t)}`);
      // A second page: the cursor the first page gives (an offset: the same after any write).
      const second = await Promise.all(
        search.slice(0, 3).map(async (p) => `${p}&cursor=${((await (await ctx.request(p)).json()) as { nextCursor: string }).nextCursor}`),
      );
      const anon = [...search, ...search.map((p) => `${p}&skill=AWS`), ...second];
      const before = stats("jobs.search");
      let inserted = 0;
      for (let round = 0; round < ROUNDS; round++) {
        // Warm: every answer cached (and made again by the writes below, or dropped).
        await Promise.all([...anon.map((p) => ctx.request(p)), ...search.map((p) => member.request(p))]);
        for (let w = 0; w < WRITES_PER_ROUND; w++) {
          const ids = (await ctx.database.db.execute<{ id: string }>(sql`select id from jobs order by date_posted desc, id desc`)).rows;
          // Mostly among the newest (in every broad term's window), sometimes any.
          const target = ids[Math.floor(rand() < 0.7 ? rand() * 30 : rand() * ids.length)]!.id;
          const kind = pick(["insert", "insert", "title", "skills", "hide", "delete"] as const);
          if (kind === "insert") {
            const n = ++inserted;
            await ctx.database.db.execute(
              sql`insert into jobs (title, company, location, job_board_url, description, skills, date_posted, recruiter_id, is_approved, is_admin_reviewed)
                values (${`${pick(TITLES)} w${n}`}, ${`Company w${n}`}, 'Remote', ${`https://jobs.example.com/w/${n}`}, 'Written by the test.',
                        ${`{${pick(SKILLS)},${pick(SKILLS)}}`}::text[], now() - make_interval(hours => ${Math.floor(rand() * 200)}), 'u97', ${rand() < 0.9}, true)`,
            );
          } else if (kind === "title") {
            await ctx.database.db.execute(
              sql`update jobs set title = ${`${pick(TITLES)} edited`}, updated_at = now() where id = ${target}`,
            );
          } else if (kind === "skills") {
            await ctx.database.db.execute(
              sql`update jobs set skills = ${`{${pick(SKILLS)}}`}::text[], updated_at = now() where id = ${target}`,
            );
          } else if (kind === "hide") {
            await ctx.database.db.execute(sql`update jobs set is_approved = not is_approved where id = ${target}`);
          } else {
            await ctx.database.db.execute(sql`delete from jobs where id = ${target}`);
          }
          await ctx.deps.changes.fence();
        }
        const a = await cachedThenFresh(anon, (p) => ctx.request(p));
        expect(a.cached, `round ${round}, visitors`).toEqual(a.fresh);
        const m = await cachedThenFresh(search, (p) => member.request(p));
        expect(m.cached, `round ${round}, members`).toEqual(m.fresh);
      }
      // The writes were followed by refreshes, not only by loads.
      expect(stats("jobs.search").refreshed - before.refreshed).toBeGreaterThan(ROUNDS * 2);
    },
    TIMEOUT_MS,
  );

  it(
    "candidates: visitors, members and a second page",
    async () => {
      await seedBench(ctx.database.db, 1600);
      const member = await signedIn(ctx);
      await ctx.deps.changes.fence();
      const rand = mulberry32(0x0922);
      const pick = <T>(xs: readonly T[]) => xs[Math.floor(rand() * xs.length)]!;
      const search = TERMS.map((t) => `/api/candidates?q=${encodeURIComponent(t)}`);
      const anon = [...search, ...search.slice(0, 3).map((p) => `${p}&page=2`)];
      const before = stats("candidates.search");
      for (let round = 0; round < ROUNDS; round++) {
        await Promise.all([...anon.map((p) => ctx.request(p)), ...search.map((p) => member.request(p))]);
        for (let w = 0; w < WRITES_PER_ROUND; w++) {
          // Profiles are listed newest first by creation: u1 is the newest, in every broad term's window.
          const g = rand() < 0.7 ? 1 + Math.floor(rand() * 60) : 1 + Math.floor(rand() * 1600);
          const id = `u${g}`;
          const kind = pick(["profile", "profile", "expertise", "open"] as const);
          if (kind === "profile") {
            const skill = pick(SKILLS);
            await ctx.database.db.execute(
              sql`update profiles set title = ${pick(TITLES)}, bio = ${`Works on ${skill} (round ${round}).`}, updated_at = now() where id = ${id}`,
            );
          } else if (kind === "expertise") {
            await ctx.database.db.execute(sql`update profiles set expertise = ${`{${pick(SKILLS)}}`}::text[] where id = ${id}`);
          } else {
            await ctx.database.db.execute(sql`update profiles set is_open_to_work = not is_open_to_work where id = ${id}`);
          }
          await ctx.deps.changes.fence();
        }
        const a = await cachedThenFresh(anon, (p) => ctx.request(p));
        expect(a.cached, `round ${round}, visitors`).toEqual(a.fresh);
        const m = await cachedThenFresh(search, (p) => member.request(p));
        expect(m.cached, `round ${round}, members`).toEqual(m.fresh);
      }
      expect(stats("candidates.search").refreshed - before.refreshed).toBeGreaterThan(ROUNDS * 2);
    },
    TIMEOUT_MS,
  );
});
