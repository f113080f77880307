import { describe, expect, it } from "vitest";
import { seedBench } from "./cli/bench-seed";
import { seedDemo } from "./cli/seed";
import { signedIn, type TestUser } from "./test/factories";
import { JUDGEMENTS, OLD_EXACT_TITLE, type Expected, type Judgement } from "./test/fixtures/search-judgements";
import { createJob } from "./test/job-factory";
import { setupTestContext } from "./test/setup";

/**
 * Relevance measured (docs/decisions/036-search-cache-workers.md): the judged query set over the demo
 * data and the bench data (12,000 profiles, 1,200 jobs: more than a search's newest-rows window), through
 * the API as a visitor or a member. Reports the share of judged queries whose expected result is where
 * it must be, per area and kind, and fails below 95 %.
 */
const ctx = setupTestContext();
const GOAL = 0.95;
const day = 86_400_000;

interface Card {
  title?: string;
  skills?: string[];
  company?: string | null;
  fullName?: string;
}

let member: TestUser;

/** The data (in the test itself: the test context empties the database before each test). */
async function seed() {
  await seedDemo(ctx.deps);
  await seedBench(ctx.deps.db, 12_000);
  // The old posting: the only job titled exactly "Security Engineer", 45 days old (still open).
  await createJob(ctx, {
    title: OLD_EXACT_TITLE,
    company: "Old Town Software",
    skills: ["SAST"],
    datePosted: new Date(Date.now() - 45 * day),
    expiresAt: new Date(Date.now() + 10 * day),
  });
  member = await signedIn(ctx);
}

async function results(j: Judgement): Promise<Card[]> {
  const path =
    j.area === "jobs"
      ? `/api/jobs?search=${encodeURIComponent(j.q)}&pageSize=10`
      : j.area === "candidates"
        ? `/api/candidates?q=${encodeURIComponent(j.q)}${j.filters ? `&${j.filters}` : ""}`
        : `/api/mentors?q=${encodeURIComponent(j.q)}`;
  const res = j.as === "member" ? await member.request(path) : await ctx.request(path);
  expect(res.status, `${j.area} ${j.q}`).toBe(200);
  const body = (await res.json()) as { jobs?: Card[]; candidates?: Card[]; mentors?: Card[] };
  const list = body.jobs ?? body.candidates ?? body.mentors ?? [];
  // The candidates page holds 9: a second page completes a top 10.
  if (j.area === "candidates" && j.within > list.length && list.length === 9) {
    const more = await (j.as === "member" ? member.request(`${path}&page=2`) : ctx.request(`${path}&page=2`));
    list.push(...((await more.json()) as { candidates: Card[] }).candidates);
  }
  return list;
}

const eq = (a: string | null | undefined, b: string) => (a ?? "").toLowerCase() === b.toLowerCase();
function fits(card: Card, e: Expected): boolean {
  if ("title" in e) return eq(card.title, e.title);
  if ("titleHas" in e) return (card.title ?? "").toLowerCase().includes(e.titleHas);
  if ("skill" in e) return (card.skills ?? []).some((s) => eq(s, e.skill));
  if ("company" in e) return eq(card.company, e.company);
  if ("name" in e) return eq(card.fullName, e.name);
  return false;
}
function judge(j: Judgement, list: Card[]): boolean {
  if ("none" in j.expect) return list.length === 0;
  const at = list.findIndex((c) => fits(c, j.expect));
  return at >= 0 && at < j.within;
}

describe("search relevance (judged query set)", () => {
  it("has at least 40 judged queries of every kind the issue names", () => {
    expect(JUDGEMENTS.length).toBeGreaterThanOrEqual(40);
    const kinds = new Set(JUDGEMENTS.map((j) => j.kind));
    for (const k of ["exact", "prefix", "typo", "two-word", "skill", "company", "old"] as const) expect(kinds).toContain(k);
  });

  it(`puts the expected results in the top 3 / top 10 for at least ${GOAL * 100} % of judged queries`, async () => {
    await seed();
    const misses: string[] = [];
    const byArea = new Map<string, [number, number]>();
    for (const j of JUDGEMENTS) {
      const list = await results(j);
      const right = judge(j, list);
      const key = `${j.area}/${j.kind}`;
      const [r, n] = byArea.get(key) ?? [0, 0];
      byArea.set(key, [r + (right ? 1 : 0), n + 1]);
      if (!right) {
        const shown = list.slice(0, j.within).map((c) => c.title ?? c.fullName);
        misses.push(`${j.area} "${j.q}" as ${j.as}: want ${JSON.stringify(j.expect)} in top ${j.within}, got ${JSON.stringify(shown)}`);
      }
    }
    const right = JUDGEMENTS.length - misses.length;
    const share = right / JUDGEMENTS.length;
    const lines = [...byArea].sort().map(([k, [r, n]]) => `  ${k}: ${r}/${n}`);
    console.log(
      `search relevance: ${right}/${JUDGEMENTS.length} judged queries right (${(share * 100).toFixed(1)} %)\n${lines.join("\n")}` +
        (misses.length ? `\nmisses:\n  ${misses.join("\n  ")}` : ""),
    );
    expect(share, misses.join("\n")).toBeGreaterThanOrEqual(GOAL);
  }, 240_000);
});
