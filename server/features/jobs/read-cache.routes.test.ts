import { sql } from "drizzle-orm";
import pg from "pg";
import { describe, expect, it, vi } from "vitest";
import { setProfile, signedIn } from "../../test/factories";
import { createJob } from "../../test/job-factory";
import { eventually } from "../../test/eventually";
import { setupTestContext } from "../../test/setup";

// The list cache on, as in production (decision 023); other test files run with it off.
const ctx = setupTestContext({ env: { LIST_CACHE_MS: "60000" } });

interface Board {
  jobs: { id: string; title: string; company?: string; isInterested?: boolean }[];
  redacted: boolean;
}
const titles = async (res: Response) => ((await res.json()) as Board).jobs.map((j) => j.title);
const json = <T>(res: Response) => res.json() as Promise<T>;

describe("cached public lists stay fresh", () => {
  it("a job approved through the API is on the next visitor's board at once", async () => {
    const admin = await signedIn(ctx, "admin");
    await createJob(ctx, { title: "Already Live" });
    const pending = await createJob(ctx, { title: "Waiting Review", isApproved: false, isAdminReviewed: false });
    expect(await titles(await ctx.request("/api/jobs"))).toEqual(["Already Live"]);
    expect((await admin.request(`/api/admin/jobs/${pending.id}/approve`, { method: "POST" })).status).toBe(200);
    expect(await titles(await ctx.request("/api/jobs"))).toContain("Waiting Review");
  });

  it("a row changed outside this app (another instance, the admin CLI) reaches the cached board through NOTIFY", async () => {
    const job = await createJob(ctx, { title: "Before" });
    expect(await titles(await ctx.request("/api/jobs"))).toEqual(["Before"]);
    // Not through the API: only the trigger's NOTIFY lists_changed can tell the app.
    await ctx.database.db.execute(sql`update jobs set title = 'After' where id = ${job.id}`);
    expect(await eventually(async () => (await titles(await ctx.request("/api/jobs")))[0] === "After")).toBe(true);
  });

  it("visitors and members share no page, and interest marks stay each member's own", async () => {
    const job = await createJob(ctx, { title: "Shared", company: "Hidden Corp" });
    const visitor = await json<Board>(await ctx.request("/api/jobs"));
    expect(visitor.redacted).toBe(true);
    expect(visitor.jobs[0]!.company).toBeUndefined();
    const a = await signedIn(ctx);
    const b = await signedIn(ctx);
    expect((await a.request(`/api/jobs/${job.id}/interest`, { method: "POST" })).status).toBe(200);
    const pageA = await json<Board>(await a.request("/api/jobs"));
    const pageB = await json<Board>(await b.request("/api/jobs"));
    expect(pageA.jobs[0]).toMatchObject({ company: "Hidden Corp", isInterested: true });
    expect(pageB.jobs[0]).toMatchObject({ company: "Hidden Corp", isInterested: false });
    // The shared page was not changed by A's marks.
    expect((await json<Board>(await a.request("/api/jobs"))).jobs[0]!.isInterested).toBe(true);
    expect((await json<Board>(await ctx.request("/api/jobs"))).jobs[0]!.company).toBeUndefined();
  });

  it("a member's marks follow their clicks at once, and changes made elsewhere through NOTIFY", async () => {
    const job = await createJob(ctx, { title: "Marked" });
    const m = await signedIn(ctx);
    const marked = async () => (await json<Board>(await m.request("/api/jobs"))).jobs[0]!.isInterested;
    expect(await marked()).toBe(false);
    expect((await m.request(`/api/jobs/${job.id}/interest`, { method: "POST" })).status).toBe(200);
    expect(await marked()).toBe(true);
    expect((await m.request(`/api/jobs/${job.id}/interest`, { method: "DELETE" })).status).toBe(200);
    expect(await marked()).toBe(false);
    await ctx.database.db.execute(sql`insert into job_interests (user_id, job_id) values (${m.id}, ${job.id})`);
    expect(await eventually(async () => (await marked()) === true)).toBe(true);
  });

  it("a profile saved through the API shows in the candidates directory at once", async () => {
    const m = await signedIn(ctx, "user", { name: "Casey Candidate" });
    await setProfile(ctx, m.id, { isOpenToWork: false });
    ctx.deps.caches.clear();
    const before = await json<{ candidates: { fullName: string }[] }>(await ctx.request("/api/candidates"));
    expect(before.candidates).toHaveLength(0);
    const saved = await m.request("/api/profile", { method: "PUT", json: { fullName: "Casey Candidate", isOpenToWork: true } });
    expect(saved.status).toBe(200);
    const after = await json<{ candidates: { fullName: string }[] }>(await ctx.request("/api/candidates"));
    expect(after.candidates.map((c) => c.fullName)).toEqual(["Casey Candidate"]);
  });

  it("a new mentor (role change by an admin) is in the mentors directory at once", async () => {
    const admin = await signedIn(ctx, "admin");
    const u = await signedIn(ctx, "user", { name: "Morgan Mentor" });
    const names = async () =>
      (await json<{ mentors: { fullName: string }[] }>(await ctx.request("/api/mentors"))).mentors.map((x) => x.fullName);
    expect(await names()).not.toContain("Morgan Mentor");
    expect(
      (await admin.request(`/api/admin/users/${u.id}/role`, { method: "PUT", json: { role: "mentor", reason: "Staffing change" } })).status,
    ).toBe(200);
    expect(await names()).toContain("Morgan Mentor");
  });

  it("searches are cached by normalised term and a new matching job appears in the next search, made here or elsewhere", async () => {
    const admin = await signedIn(ctx, "admin");
    await createJob(ctx, { title: "Cloud Security Engineer" });
    await ctx.deps.changes.fence();
    const search = (term: string) => ctx.request(`/api/jobs?search=${encodeURIComponent(term)}`).then(titles);
    expect(await search("kubernetes")).toEqual([]);
    expect(await search("  KUBERNETES ")).toEqual([]);
    expect(ctx.deps.caches.listing().find((c) => c.name === "jobs.search")?.entries).toBe(1);
    // Approved through the API: in this instance's next search at once.
    const pending = await createJob(ctx, { title: "Kubernetes Security Lead", isApproved: false, isAdminReviewed: false });
    expect(await search("kubernetes")).toEqual([]);
    expect((await admin.request(`/api/admin/jobs/${pending.id}/approve`, { method: "POST" })).status).toBe(200);
    expect(await search("Kubernetes")).toEqual(["Kubernetes Security Lead"]);
    // Written by another instance (straight into the database): through the notification.
    await ctx.database.db.execute(sql`update jobs set title = 'Kubernetes Platform Security' where title = 'Cloud Security Engineer'`);
    expect(await eventually(async () => (await search("kubernetes")).length === 2)).toBe(true);
  });

  it("a write to a job no cached search holds or matches keeps them all; one that matches drops only its term (decision 049)", async () => {
    const old = await createJob(ctx, { title: "Legacy Mainframe Operator", skills: ["COBOL"] });
    await ctx.database.db.execute(sql`update jobs set date_posted = now() - interval '20 days' where id = ${old.id}`);
    await createJob(ctx, { title: "Kubernetes Security Lead", skills: ["Helm"] });
    await createJob(ctx, { title: "Threat Modeling Expert", skills: ["STRIDE"] });
    await ctx.deps.changes.fence();
    const search = (term: string) => ctx.request(`/api/jobs?search=${encodeURIComponent(term)}`).then(titles);
    const stats = () => ctx.deps.caches.listing().find((c) => c.name === "jobs.search")!;
    expect(await search("kubernetes")).toEqual(["Kubernetes Security Lead"]);
    expect(await search("threat")).toEqual(["Threat Modeling Expert"]);
    expect(await search("qx zz")).toEqual([]);
    const before = stats();
    // Straight into the database (as another instance would): a row no search holds, matching none of the terms.
    await ctx.database.db.execute(sql`update jobs set skills = array['COBOL', 'JCL'] where id = ${old.id}`);
    await ctx.deps.changes.fence();
    expect(await search("kubernetes")).toEqual(["Kubernetes Security Lead"]);
    expect(await search("threat")).toEqual(["Threat Modeling Expert"]);
    expect(await search("qx zz")).toEqual([]);
    expect(stats()).toMatchObject({ entries: 3, misses: before.misses, hits: before.hits + 3 });
    // A new job matching one term changes that term only, and shows in its next search: the page is made
    // again from the rows it ranked and the new one (decision 092), not loaded from the whole table.
    await createJob(ctx, { title: "Threat Hunter", skills: ["Splunk"] });
    await ctx.deps.changes.fence();
    expect(await search("threat")).toEqual(["Threat Hunter", "Threat Modeling Expert"]);
    expect(await search("kubernetes")).toEqual(["Kubernetes Security Lead"]);
    expect(stats()).toMatchObject({ misses: before.misses, refreshed: before.refreshed + 1 });
    // The old job's title changed to match: it enters "kubernetes" though older than the rest.
    await ctx.database.db.execute(sql`update jobs set title = 'Kubernetes on the Mainframe' where id = ${old.id}`);
    await ctx.deps.changes.fence();
    expect(await search("kubernetes")).toEqual(["Kubernetes Security Lead", "Kubernetes on the Mainframe"]);
    // A term that found nothing though its word was looked up in the word dictionary depends on it
    // (docs/decisions/088: any write may give the word a correction): every write drops it.
    expect(await search("nothing-like-it")).toEqual([]);
    const dictionaryBound = stats().misses;
    await ctx.database.db.execute(sql`update jobs set skills = array['COBOL'] where id = ${old.id}`);
    await ctx.deps.changes.fence();
    expect(await search("nothing-like-it")).toEqual([]);
    expect(await search("qx zz")).toEqual([]);
    expect(stats().misses).toBe(dictionaryBound + 1);
  });

  it("candidate and mentor searches come from memory until a profile changes", async () => {
    const m = await signedIn(ctx, "user", { name: "Quinn Query" });
    await setProfile(ctx, m.id, { isOpenToWork: true, title: "Threat modeler" });
    // Written straight to the database: let its notification arrive before the cache is watched.
    await ctx.deps.changes.fence();
    const names = async (term: string) =>
      (await json<{ candidates: { fullName: string }[] }>(await ctx.request(`/api/candidates?q=${term}`))).candidates.map(
        (c) => c.fullName,
      );
    expect(await names("threat")).toEqual(["Quinn Query"]);
    expect(await names("THREAT")).toEqual(["Quinn Query"]);
    expect(ctx.deps.caches.listing().find((c) => c.name === "candidates.search")).toMatchObject({ entries: 1, hits: 1 });
    await ctx.database.db.execute(sql`update profiles set title = 'Pentester' where id = ${m.id}`);
    expect(await eventually(async () => (await names("threat")).length === 0)).toBe(true);
    const mentors = await ctx.request("/api/mentors?q=cloud");
    expect(mentors.status).toBe(200);
    expect(ctx.deps.caches.listing().find((c) => c.name === "mentors.search")?.entries).toBe(1);
  });

  it("a profile outside the directories (not open to work, not a mentor) changing to match a term drops no search (decision 049)", async () => {
    const open = await signedIn(ctx, "user", { name: "Olga Open" });
    const closed = await signedIn(ctx, "user", { name: "Carl Closed" });
    await setProfile(ctx, open.id, { isOpenToWork: true, title: "Fuzzing specialist" });
    await setProfile(ctx, closed.id, { isOpenToWork: false, title: "Accountant" });
    await ctx.deps.changes.fence();
    const names = async (term: string) =>
      (await json<{ candidates: { fullName: string }[] }>(await ctx.request(`/api/candidates?q=${term}`))).candidates.map(
        (c) => c.fullName,
      );
    const mentorNames = async (term: string) =>
      (await json<{ mentors: { fullName: string }[] }>(await ctx.request(`/api/mentors?q=${term}`))).mentors.map((m) => m.fullName);
    const stats = (name: string) => ctx.deps.caches.listing().find((c) => c.name === name)!;
    expect(await names("fuzzing")).toEqual(["Olga Open"]);
    expect(await mentorNames("fuzzing")).toEqual([]);
    const [candidates, mentors] = [stats("candidates.search"), stats("mentors.search")];
    await setProfile(ctx, closed.id, { title: "Fuzzing expert" });
    await ctx.deps.changes.fence();
    expect(await names("fuzzing")).toEqual(["Olga Open"]);
    expect(await mentorNames("fuzzing")).toEqual([]);
    expect(stats("candidates.search").misses).toBe(candidates.misses);
    expect(stats("mentors.search").misses).toBe(mentors.misses);
    // Open to work now: it enters the next search.
    await setProfile(ctx, closed.id, { isOpenToWork: true });
    await ctx.deps.changes.fence();
    expect((await names("fuzzing")).sort()).toEqual(["Carl Closed", "Olga Open"]);
  });
  it("saving a profile under the same name writes no account row: the cached searches it cannot change stay (decision 049)", async () => {
    const other = await signedIn(ctx, "user", { name: "Sam Stable" });
    await setProfile(ctx, other.id, { isOpenToWork: true, title: "Kernel hacker" });
    const me = await signedIn(ctx, "user", { name: "Pat Profile" });
    await ctx.deps.changes.fence();
    const names = async (term: string) =>
      (await json<{ candidates: { fullName: string }[] }>(await ctx.request(`/api/candidates?q=${term}`))).candidates.map(
        (c) => c.fullName,
      );
    expect(await names("kernel")).toEqual(["Sam Stable"]);
    const misses = ctx.deps.caches.listing().find((c) => c.name === "candidates.search")!.misses;
    const save = (fullName: string) =>
      me.request("/api/profile", {
        method: "PUT",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ fullName, title: "Gardener", bio: "Grows tomatoes.", expertise: [], isOpenToWork: true }),
      });
    expect((await save("Pat Profile")).status).toBe(200);
    expect(await names("kernel")).toEqual(["Sam Stable"]);
    expect(ctx.deps.caches.listing().find((c) => c.name === "candidates.search")!.misses).toBe(misses);
    // A new name is the account's too (the e-mail header, the session): written, and every search reading accounts goes.
    expect((await save("Pat Renamed")).status).toBe(200);
    const [row] = await ctx.database.db.execute<{ name: string }>(sql`select name from "user" where id = ${me.id}`).then((r) => r.rows);
    expect(row?.name).toBe("Pat Renamed");
    expect(await names("kernel")).toEqual(["Sam Stable"]);
    expect(ctx.deps.caches.listing().find((c) => c.name === "candidates.search")!.misses).toBe(misses + 1);
  });
  it("a row matching a term only as a typo drops the searches that looked for typos, not those the words answered (decision 049)", async () => {
    await createJob(ctx, { title: "Security Architect", skills: ["Zero Trust"] });
    await ctx.deps.changes.fence();
    const search = (term: string) => ctx.request(`/api/jobs?search=${encodeURIComponent(term)}`).then(titles);
    const stats = () => ctx.deps.caches.listing().find((c) => c.name === "jobs.search")!;
    expect(await search("security")).toEqual(["Security Architect"]); // by words
    expect(await search("securty")).toEqual(["Security Architect"]); // no word matches: by typos
    const misses = stats().misses;
    await createJob(ctx, { title: "Secuirty Auditor", skills: ["ISO 27001"] });
    await ctx.deps.changes.fence();
    // A typo of "security" and of "securty": the words' answer cannot change, the typos' one can.
    expect(await search("security")).toEqual(["Security Architect"]);
    expect(stats().misses).toBe(misses);
    expect((await search("securty")).sort()).toEqual(["Secuirty Auditor", "Security Architect"]);
    expect(stats().misses).toBe(misses + 1);
  });

  it("the filter options stay cached through writes that change none of them, and follow those that do (decision 090)", async () => {
    const filters = async () => ((await (await ctx.request("/api/jobs/filters")).json()) as { skills: string[] }).skills;
    const stats = () => ctx.deps.caches.listing().find((c) => c.name === "jobs.filters")!;
    const fuzzing = await createJob(ctx, { skills: ["Fuzzing", "OWASP"] });
    const other = await createJob(ctx, { skills: ["OWASP"] });
    // Their notifications handled first (PostgreSQL delivers them a moment later, and they would drop what is kept).
    await ctx.deps.caches.fence();
    expect(await filters()).toEqual(["Fuzzing", "OWASP"]);
    const misses = stats().misses;
    // A write that adds and removes no option (another instance's, through NOTIFY): the list is kept.
    await ctx.database.db.execute(sql`update jobs set title = 'Renamed' where id = ${other.id}`);
    await ctx.deps.caches.fence();
    expect(await filters()).toEqual(["Fuzzing", "OWASP"]);
    expect(stats().misses).toBe(misses);
    // A new option, and the last job holding one going: each at the next request.
    await ctx.database.db.execute(sql`update jobs set skills = array['OWASP', 'Kubernetes'] where id = ${other.id}`);
    expect(await eventually(async () => (await filters()).includes("Kubernetes"))).toBe(true);
    await ctx.database.db.execute(sql`delete from jobs where id = ${fuzzing.id}`);
    expect(await eventually(async () => !(await filters()).includes("Fuzzing"))).toBe(true);
    expect(await filters()).toEqual(["Kubernetes", "OWASP"]);
  });

  it.runIf(Boolean(process.env.TEST_DATABASE_URL))(
    "a write's row check does not queue behind statements that hold every pooled connection (decision 099)",
    async () => {
      await createJob(ctx, { title: "Fuzzing Lead", skills: ["Fuzzing"] });
      await ctx.deps.caches.fence();
      expect(await titles(await ctx.request("/api/jobs?search=fuzzing"))).toEqual(["Fuzzing Lead"]);
      // Every connection of the main pool busy for 2 s (slow searches, say).
      const sleeps = Array.from({ length: 10 }, () => ctx.database.db.execute(sql`select pg_sleep(2)`));
      // The moment the first connection is free again.
      const freed = Promise.race(sleeps).then(() => "a pooled connection free again");
      await new Promise((r) => setTimeout(r, 200));
      // Another instance inserts a job the search does not find: its check runs, and the kept search is
      // answered once it is done — not once a pooled connection is free.
      const other = new pg.Client({ connectionString: ctx.database.url });
      await other.connect();
      try {
        await other.query(
          `insert into jobs (title, company, location, job_board_url, description, skills, is_approved, is_admin_reviewed)
           values ('Cloud Architect', 'Acme', 'Remote', 'https://jobs.example.com/c1', 'Clouds.', array['AWS'], true, true)`,
        );
      } finally {
        await other.end();
      }
      await ctx.deps.caches.fence();
      const read = ctx
        .request("/api/jobs?search=fuzzing")
        .then(async (res) => ((await titles(res)).join() === "Fuzzing Lead" ? "read" : "wrong"));
      expect(await Promise.race([read, freed])).toBe("read");
      await Promise.all(sleeps);
    },
  );

  it("an insert is judged from the inserted jobs alone: options all shown keep the lists without reading every option again; a new one drops the lists it is new to", async () => {
    type Filters = { skills: string[]; locations: string[] };
    const member = await signedIn(ctx);
    const visitorFilters = async () => (await (await ctx.request("/api/jobs/filters")).json()) as Filters;
    const memberFilters = async () => (await (await member.request("/api/jobs/filters")).json()) as Filters;
    const stats = () => ctx.deps.caches.listing().find((c) => c.name === "jobs.filters")!;
    await createJob(ctx, { skills: ["Fuzzing", "OWASP"], location: "Berlin, Germany" });
    await ctx.deps.caches.fence();
    expect((await visitorFilters()).skills).toEqual(["Fuzzing", "OWASP"]);
    expect((await memberFilters()).locations).toEqual(["Berlin"]);
    // Every statement the row checks run, as text.
    const db = ctx.deps.db as typeof ctx.deps.db & { dialect: { sqlToQuery(q: unknown): { sql: string } } };
    const statements: string[] = [];
    const original = db.execute.bind(db);
    const execute = vi.spyOn(db, "execute").mockImplementation(((query: Parameters<typeof db.execute>[0]) => {
      statements.push(db.dialect.sqlToQuery(query).sql);
      return original(query);
    }) as typeof db.execute);
    try {
      const misses = stats().misses;
      // Another instance inserts a job whose skills and city are shown: both lists are kept, and the check
      // read the new job by key, not every option of the board.
      await ctx.database.db.execute(
        sql`insert into jobs (title, company, location, job_board_url, description, skills, is_approved, is_admin_reviewed)
            values ('Fuzzing Engineer', 'Acme', 'Berlin, Germany', 'https://jobs.example.com/f1', 'Fuzz things.', array['OWASP'], true, true)`,
      );
      await ctx.deps.caches.fence();
      expect((await visitorFilters()).skills).toEqual(["Fuzzing", "OWASP"]);
      expect((await memberFilters()).locations).toEqual(["Berlin"]);
      expect(stats().misses).toBe(misses);
      expect(statements.some((q) => /distinct unnest\(skills\) as v/.test(q))).toBe(false);
      // A job in a new city: the member's list (which shows cities) goes, the visitor's stays.
      await ctx.database.db.execute(
        sql`insert into jobs (title, company, location, job_board_url, description, skills, is_approved, is_admin_reviewed)
            values ('AppSec Lead', 'Acme', 'Lisbon, Portugal', 'https://jobs.example.com/f2', 'Lead.', array['OWASP'], true, true)`,
      );
      await ctx.deps.caches.fence();
      expect((await memberFilters()).locations).toEqual(["Berlin", "Lisbon"]);
      expect((await visitorFilters()).skills).toEqual(["Fuzzing", "OWASP"]);
      expect(stats().misses).toBe(misses + 1);
      // A job not approved yet adds nothing.
      await ctx.database.db.execute(
        sql`insert into jobs (title, company, location, job_board_url, description, skills, is_approved, is_admin_reviewed)
            values ('Pending', 'Acme', 'Madrid, Spain', 'https://jobs.example.com/f3', 'Later.', array['Go'], false, false)`,
      );
      await ctx.deps.caches.fence();
      expect((await memberFilters()).locations).toEqual(["Berlin", "Lisbon"]);
      expect(stats().misses).toBe(misses + 1);
    } finally {
      execute.mockRestore();
    }
  });
});
