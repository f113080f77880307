import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { correctTerm } from "../../lib/word-dictionary";
import { signedIn, type TestUser } from "../../test/factories";
import { createJob } from "../../test/job-factory";
import { setupTestContext } from "../../test/setup";

/** The jobs' word dictionary (migration 0052, docs/decisions/088-job-word-dictionary.md). */
const ctx = setupTestContext();

const words = async () =>
  (await ctx.deps.db.execute<{ word: string; jobs: number }>(sql`select word, jobs from job_words order by word`)).rows.map(
    (r) => `${r.word}:${r.jobs}`,
  );

async function search(who: TestUser | null, term: string) {
  const path = `/api/jobs?search=${encodeURIComponent(term)}`;
  const res = who ? await who.request(path) : await ctx.request(path);
  expect(res.status).toBe(200);
  return (await res.json()) as { jobs: { title: string }[]; total: number | null };
}
const titles = (b: { jobs: { title: string }[] }) => b.jobs.map((j) => j.title).sort();

describe("the jobs' word dictionary (job_words)", () => {
  it("holds the words of approved jobs' titles, skills, companies and descriptions, kept by inserts, updates, hiding and deletes", async () => {
    const a = await createJob(ctx, {
      title: "Threat Hunter",
      skills: ["Threat Modeling"],
      company: "Fuzzers Ltd",
      description: "We fuzz parsers at scale.",
    });
    const b = await createJob(ctx, { title: "Kernel Developer", skills: [], company: "Acme", description: "C and Rust." });
    await createJob(ctx, { title: "Pending Wizard", skills: [], company: "Acme", description: "Waiting.", isApproved: false });
    const all = await words();
    expect(all).toEqual(
      expect.arrayContaining(["threat:1", "hunter:1", "modeling:1", "fuzzers:1", "fuzz:1", "parsers:1", "scale:1", "kernel:1", "acme:1"]),
    );
    // Jobs not on the board, short words ("we", "c") and numbers are not in it.
    expect(all.some((w) => w.startsWith("pending") || w.startsWith("wizard") || w.startsWith("we:") || w.startsWith("c:"))).toBe(false);
    // Approved: its words come in.
    await ctx.deps.db.execute(sql`update jobs set is_approved = true where title = 'Pending Wizard'`);
    expect(await words()).toEqual(expect.arrayContaining(["wizard:1", "acme:2"]));
    // Hidden from the board (back to pending, as an edit or a rejection does): its words go.
    await ctx.deps.db.execute(sql`update jobs set is_approved = false where id = ${b.id}`);
    expect(await words()).toContain("acme:1");
    expect((await words()).some((w) => w.startsWith("kernel"))).toBe(false);
    // An edit of a searched field moves the counts; one of another field costs nothing.
    await ctx.deps.db.execute(sql`update jobs set skills = array['Fuzzing'] where id = ${a.id}`);
    expect(await words()).toEqual(expect.arrayContaining(["fuzzing:1", "threat:1"]));
    expect((await words()).some((w) => w.startsWith("modeling"))).toBe(false);
    const before = await words();
    await ctx.deps.db.execute(sql`update jobs set location = 'Lisbon' where id = ${a.id}`);
    expect(await words()).toEqual(before);
    await ctx.deps.db.execute(sql`delete from jobs where id = ${a.id}`);
    expect(await words()).toEqual(["acme:1", "waiting:1", "wizard:1", "pending:1"].sort());
  });
});

describe("typo tolerance on every field of a job (the word dictionary)", () => {
  it("corrects a typo in a skill, a description word and a title word; finds what the right spelling finds", async () => {
    for (let i = 0; i < 4; i++) await createJob(ctx, { title: `Platform Engineer ${i}`, skills: ["Kubernetes"] });
    await createJob(ctx, { title: "Analyst", skills: [], description: "Years of threat modeling for banks." });
    await createJob(ctx, { title: "Senior Pentester", skills: [] });
    const member = await signedIn(ctx);
    // A skill (visitors search titles and skills).
    expect(titles(await search(null, "kubrenetes"))).toEqual(titles(await search(null, "kubernetes")));
    expect((await search(null, "kubrenetes")).total).toBe(4);
    // A description word (members search descriptions).
    expect(titles(await search(member, "thraet modelign"))).toEqual(["Analyst"]);
    expect((await search(null, "thraet modelign")).total).toBe(0);
    // A title word among right ones.
    expect(titles(await search(null, "sneior pentester"))).toEqual(["Senior Pentester"]);
    // How many jobs hold the rarest looked-up word (the search reads a rare term's matches at once).
    expect((await correctTerm(ctx.deps.db, "job_words", "kubernetes")).rarest).toBe(4);
    expect((await correctTerm(ctx.deps.db, "job_words", "kubrenetes senior")).rarest).toBe(1);
    expect((await correctTerm(ctx.deps.db, "job_words", "kube zzzzzz")).rarest).toBe(0);
    expect((await correctTerm(ctx.deps.db, "job_words", "go")).rarest).toBeNull();
    // A prefix being typed is not corrected; a far word finds nothing.
    expect((await search(null, "kuber")).total).toBe(4);
    expect((await search(null, "zzzzzz")).total).toBe(0);
  });

  it("a word no job holds in any form makes the words find nothing; a stem, a stop word or a pending job's word does not", async () => {
    for (let i = 0; i < 4; i++) await createJob(ctx, { title: `Platform Engineer ${i}`, skills: ["Kubernetes"] });
    await createJob(ctx, { title: "Analyst", skills: [], description: "She runs the threat models." });
    await createJob(ctx, { title: "Quantum Wizard", skills: [], isApproved: false });
    const findsNothing = async (term: string) => (await correctTerm(ctx.deps.db, "job_words", term)).wordsFindNothing;
    // No job holds "xyzzyq" (nor anything within two edits of it): the term finds nothing (docs/decisions/094).
    expect(await findsNothing("kubernetes xyzzyq")).toBe(true);
    expect((await search(null, "kubernetes xyzzyq")).total).toBe(0);
    // A word the dictionary does not know that still matches: an english stem ("running" finds "runs").
    expect(await findsNothing("running threat")).toBe(false);
    const member = await signedIn(ctx);
    expect(titles(await search(member, "running threat"))).toEqual(["Analyst"]);
    // A stop word: the english query ignores it (as before).
    expect(await findsNothing("kubernetes about")).toBe(false);
    expect((await search(null, "kubernetes about")).total).toBe(4);
    // A word of a job not on the board is not proof of anything either way: the search is run (and finds none).
    expect(await findsNothing("quantum")).toBe(false);
    expect((await search(null, "quantum")).total).toBe(0);
    // A corrected word is not absent: its corrections are searched.
    expect(await findsNothing("kubrenetes")).toBe(false);
    expect((await search(null, "kubrenetes")).total).toBe(4);
  });

  it("a new job's words correct the next search at once (the cached answer is dropped)", async () => {
    await createJob(ctx, { title: "Cloud Engineer", skills: [] });
    expect((await search(null, "graphql pentestr")).total).toBe(0);
    await createJob(ctx, { title: "GraphQL Pentester", skills: [] });
    await ctx.deps.changes.fence();
    expect(titles(await search(null, "graphql pentestr"))).toEqual(["GraphQL Pentester"]);
  });
});
