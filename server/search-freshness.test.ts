import { sql } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "./app";
import { createDeps } from "./bootstrap";
import { loadConfig } from "./config";
import { jobs, profiles, user } from "./db/schema";
import type { AppDeps } from "./lib/context";
import { createLogger } from "./lib/logger";
import { encodeOffsetCursor } from "./lib/paging";
import { signedIn, type TestUser } from "./test/factories";
import { BASE_URL, setupTestContext, type RequestOptions } from "./test/setup";

/**
 * Cached searches stay exactly as fresh as uncached ones (docs/caching.md, decision 049), tested
 * differentially: one database, two apps on it — A with the read caches on (as in production), B with
 * them off (the truth). A property run by fast-check (fc.assert over fc.gen(): every random choice is a
 * drawn value) makes one write per round, straight into the database (as another instance or the admin CLI
 * would) or through either app's API; then, once A has handled the write's notifications (its fence), A
 * and B answer the same searches of the job board, the candidates and the mentors directories and must
 * answer byte for byte the same. Whatever rule decides which cached searches a write drops, a search it
 * wrongly keeps shows here as a difference; fast-check then shrinks the run (fewer, smaller choices) and
 * reports the seed and path that replay it.
 *
 * The seed is fixed (49; CI runs that one). SEARCH_FRESHNESS_SEED=<n> runs another sequence,
 * SEARCH_FRESHNESS_PATH=<path> replays a reported counterexample, SEARCH_FRESHNESS_ROUNDS=<n> runs longer.
 */

// A: the read caches on (60 s, so nothing expires during the run and only the notifications drop entries).
const ctx = setupTestContext({ env: { LIST_CACHE_MS: "60000" } });

interface Instance {
  deps: AppDeps;
  request(path: string, opts?: RequestOptions): Promise<Response>;
}

const requester =
  (app: ReturnType<typeof createApp>) =>
  (path: string, opts: RequestOptions = {}): Promise<Response> => {
    const headers: Record<string, string> = { origin: BASE_URL, ...(opts.headers ?? {}) };
    if (opts.cookie) headers.cookie = opts.cookie;
    let body = opts.body;
    if (opts.json !== undefined) {
      headers["content-type"] = "application/json";
      body = JSON.stringify(opts.json);
    }
    return Promise.resolve(app.request(path, { method: opts.method ?? (body ? "POST" : "GET"), headers, body }));
  };

// B: a second app on the same database with the caches off (another process, in effect): the truth.
let b: Instance;
beforeAll(async () => {
  const config = loadConfig({
    NODE_ENV: "test",
    DATA_DIR: ctx.deps.config.dataDir,
    BASE_URL,
    AUTH_SECRET: "test-secret-test-secret-test-secret-123",
    LOG_LEVEL: "silent",
    LIST_CACHE_MS: "0",
  } as NodeJS.ProcessEnv);
  const { deps } = await createDeps(config, {
    database: ctx.database,
    logger: createLogger("silent"),
    storage: ctx.deps.storage,
    deliverOnSend: false,
  });
  b = { deps, request: requester(createApp(deps)) };
});
afterAll(async () => {
  await b?.deps.sessions.stop();
  await b?.deps.changes.stop();
});

// ---- random choices, drawn through fast-check, and what they pick ----

/** An unbiased 32-bit draw (fast-check's default bias toward small values would skew every pick). */
const word = () => fc.noBias(fc.integer({ min: 0, max: 0xffffffff }));

/** Choices drawn from `g` (fc.gen()): inside a property, each is recorded and shrunk on failure. */
function rngOf(g: fc.GeneratorValue) {
  const next = () => g(word) / 4294967296;
  const int = (n: number) => Math.floor(next() * n);
  const pick = <T>(xs: readonly T[]): T => xs[int(xs.length)]!;
  const chance = (p: number) => next() < p;
  const some = <T>(xs: readonly T[], max: number): T[] => {
    const n = 1 + int(max);
    const out = new Set<T>();
    for (let i = 0; i < n; i++) out.add(pick(xs));
    return [...out];
  };
  const uuid = () => {
    const h = Array.from({ length: 32 }, () => int(16).toString(16));
    h[12] = "4";
    h[16] = "8";
    return `${h.slice(0, 8).join("")}-${h.slice(8, 12).join("")}-${h.slice(12, 16).join("")}-${h.slice(16, 20).join("")}-${h.slice(20).join("")}`;
  };
  return { next, int, pick, chance, some, uuid };
}
type Rng = ReturnType<typeof rngOf>;

/** Fixed choices outside a property (the targeted tests' data): fast-check's generator at `seed`. */
const fixedRng = (seed: number) => rngOf(fc.sample(fc.gen(), { seed, numRuns: 1 })[0]!);

/** A text[] literal for a bound parameter (drizzle spreads a JS array into a list). */
const textArray = (xs: readonly string[]) => `{${xs.map((x) => `"${x.replace(/["\\]/g, "\\$&")}"`).join(",")}}`;

// ---- a small, realistic data set: some terms match more than the first ranked window (RANK_BLOCK = 100), some a few rows ----

const LEVELS = ["Senior", "Lead", "Staff", "Junior", "Principal", "", ""];
const AREAS = [
  "Application Security",
  "Cloud Security",
  "Product Security",
  "Security",
  "Offensive Security",
  "Network Security",
  "Platform",
  "Security Operations",
];
const ROLES = ["Engineer", "Architect", "Analyst", "Consultant", "Pentester", "Manager"];
const SKILLS = [
  "OWASP",
  "Threat Modeling",
  "Kubernetes",
  "AWS",
  "Burp Suite",
  "Python",
  "Go",
  "SAST",
  "Cloud Security",
  "Rust",
  "Incident Response",
];
const COMPANIES = ["Acme", "Globex", "Initech", "Umbrella", "Hooli", "Vandelay Industries"];
const DESCRIPTIONS = [
  "Own the secure development lifecycle for our product teams.",
  "Build zero trust networking for a fintech.",
  "Hunt threats and lead incident response.",
  "Review code and coach engineers.",
  "Keep our cloud accounts compliant.",
];
const LOCATIONS = ["Berlin, Germany", "London, UK", "Remote", "Paris, France"];
/** Jobs that match none of the terms below. */
const OFF_TOPIC = {
  titles: ["Barista", "Gardener", "Pastry Chef", "Carpenter"],
  skills: ["Coffee", "Pruning", "Baking"],
  company: "Bean Co",
  description: "Make people happy.",
};

const FIRST = [
  "Alice",
  "Bob",
  "Carol",
  "Dave",
  "Erin",
  "Frank",
  "Grace",
  "Heidi",
  "Ivan",
  "Judy",
  "Mallory",
  "Niaj",
  "Olivia",
  "Peggy",
  "Rupert",
  "Sybil",
  "Trent",
  "Victor",
  "Walter",
];
const LAST = ["Smith", "Jones", "Garcia", "Secord", "Müller", "Nguyen", "Kowalski", "Okafor"];
const TITLES = [
  "Security Engineer",
  "Application Security Engineer",
  "Cloud Security Architect",
  "Pentester",
  "Security Analyst",
  "DevSecOps Engineer",
  "Red Team Lead",
  "Security Consultant",
  "Head of Security",
  null,
  "Gardener",
];
const BIOS = [
  "Ten years in application security.",
  "I break things for a living.",
  "Threat modeling and secure design.",
  "Former developer, now in security.",
  null,
  "",
];
const EXPERTISE = ["Threat Modeling", "OWASP", "Cloud Security", "Kubernetes", "Red Teaming", "AppSec", "Incident Response", "Go"];

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/**
 * A posting date some whole days ago plus 12 to 13 hours: never within hours of a `days` filter's
 * boundary (7, 14, 30 days), so a cached answer and a fresh one read seconds apart agree on it.
 */
const postedAt = (r: Rng, maxDays: number) => new Date(Date.now() - r.int(maxDays) * DAY - 12 * HOUR - r.int(HOUR));
const jobTitle = (r: Rng) => [r.pick(LEVELS), r.pick(AREAS), r.pick(ROLES)].filter(Boolean).join(" ");

function jobValues(r: Rng, offTopic = false): typeof jobs.$inferInsert {
  const approved = r.chance(0.9);
  const expiry = r.next();
  return {
    id: r.uuid(),
    title: offTopic ? r.pick(OFF_TOPIC.titles) : jobTitle(r),
    company: offTopic ? OFF_TOPIC.company : r.pick(COMPANIES),
    location: r.pick(LOCATIONS),
    jobBoardUrl: `https://jobs.example.com/${r.int(1e9)}`,
    description: offTopic ? OFF_TOPIC.description : r.pick(DESCRIPTIONS),
    skills: offTopic ? r.some(OFF_TOPIC.skills, 2) : r.some(SKILLS, 3),
    datePosted: postedAt(r, 60),
    isContractorRequest: r.chance(0.2),
    publicDetails: r.chance(0.2),
    isApproved: approved,
    isAdminReviewed: approved,
    // Never within minutes of now: a job does not pass its expiry between A's read and B's.
    expiresAt: expiry < 0.5 ? null : expiry < 0.95 ? new Date(Date.now() + 30 * DAY) : new Date(Date.now() - DAY),
  };
}

function profileValues(r: Rng) {
  const first = r.pick(FIRST);
  const last = r.pick(LAST);
  return {
    fullName: `${first} ${last}`,
    title: r.pick(TITLES),
    company: r.chance(0.5) ? r.pick(COMPANIES) : null,
    bio: r.pick(BIOS),
    expertise: r.chance(0.2) ? [] : r.some(EXPERTISE, 3),
    isOpenToWork: r.chance(0.75),
    // The candidates' filters (decision 080), from the names: no extra draw, the sequence stays as it was.
    location: LOCATIONS[(first.length + last.length) % LOCATIONS.length]!,
    yearsExperience: (first.length * 7 + last.length) % 16,
  };
}

let userSeq = 0;
/** People inserted straight into the database (an account and its profile), one statement each. */
async function insertPeople(r: Rng, people: Array<{ capabilities: string[]; createdAt: Date; values?: ReturnType<typeof profileValues> }>) {
  const rows = people.map((p) => ({ ...p, id: `sf-user-${++userSeq}-${r.int(1e6)}`, values: p.values ?? profileValues(r) }));
  await ctx.deps.db.insert(user).values(
    rows.map(({ id, values, capabilities, createdAt }) => ({
      id,
      name: values.fullName,
      email: `${id}@example.test`,
      emailVerified: true,
      capabilities,
      createdAt,
      updatedAt: createdAt,
    })),
  );
  await ctx.deps.db.insert(profiles).values(rows.map(({ id, values, createdAt }) => ({ id, ...values, createdAt })));
  return rows.map((p) => p.id);
}
const insertPerson = async (r: Rng, capabilities: string[], createdAt: Date, values?: ReturnType<typeof profileValues>) =>
  (await insertPeople(r, [{ capabilities, createdAt, values }]))[0]!;

interface World {
  jobIds: string[];
  people: string[];
  admins: string[];
  /** Signed-in accounts whose profiles are part of the data set (written through PUT /api/profile). */
  writers: TestUser[];
  admin: TestUser;
  /** The signed-in viewer of the searches: a verified contractor (the contractor-only filter). */
  viewer: TestUser;
}

async function seed(r: Rng, counts: { jobs: number; people: number }): Promise<World> {
  const rows = Array.from({ length: counts.jobs }, (_, i) => jobValues(r, i % 12 === 0));
  await ctx.deps.db.insert(jobs).values(rows);
  const createdAt = (i: number) => new Date(Date.now() - (counts.people - i) * HOUR - r.int(HOUR));
  const people = await insertPeople(
    r,
    Array.from({ length: counts.people }, (_, i) => ({ capabilities: r.chance(0.3) ? ["mentor"] : [], createdAt: createdAt(i) })),
  );
  // Admins are listed as mentors only with a bio and expertise (mentorship.service.ts, isMentor).
  const admins = await insertPeople(
    r,
    Array.from({ length: 5 }, (_, i) => ({
      capabilities: ["admin"],
      createdAt: createdAt(r.int(counts.people)),
      values: { ...profileValues(r), bio: i < 3 ? "Security lead and mentor." : "", expertise: ["AppSec", "Threat Modeling"] },
    })),
  );
  const admin = await signedIn(ctx, "admin", { name: "Ada Admin" });
  const viewer = await signedIn(ctx, "user", { name: "Vera Viewer", profile: { isVerifiedContractor: true } });
  const writers = [
    await signedIn(ctx, "user", { name: "Wanda Writer", profile: { ...profileValues(r), fullName: "Wanda Writer", isOpenToWork: true } }),
    await signedIn(ctx, "mentor", { name: "Walt Writer", profile: { ...profileValues(r), fullName: "Walt Writer", isOpenToWork: true } }),
  ];
  return { jobIds: rows.map((j) => j.id!), people, admins, writers, admin, viewer };
}

// ---- the searches compared ----

/** Common words, prefixes, two and three words, exact titles and skills, names, typos, a term matching nothing. */
const TERMS = [
  "security",
  "sec",
  "engineer",
  "cloud security",
  "Application Security  Engineer",
  "cloud security architect",
  "kubernetes",
  "Threat Modeling",
  "secutiry",
  "pentester",
  "acme",
  "zero trust",
  "rust",
  "xylophone",
  "analyst",
  "architekt",
  "lead",
  "alice",
  "alice smith",
  "appsec",
  "red team",
  "devsecops",
  "incident response",
  "security engineer",
  "barista",
];

interface Probe {
  path: string;
  member: boolean;
}
const listsOf = (p: Probe) => (p.path.startsWith("/api/jobs") ? "jobs" : "people");

function probes(): Probe[] {
  const out: Probe[] = [];
  for (const term of TERMS) {
    const q = encodeURIComponent(term);
    for (const member of [false, true]) {
      // 20 a page: pages 1 and 2 both come from the first ranked window (100 newest matches).
      out.push({ path: `/api/jobs?search=${q}&pageSize=20`, member }, { path: `/api/jobs?search=${q}&pageSize=20&page=2`, member });
    }
    out.push(
      { path: `/api/candidates?q=${q}`, member: false },
      { path: `/api/candidates?q=${q}`, member: true },
      { path: `/api/candidates?q=${q}&page=2`, member: false },
      { path: `/api/mentors?q=${q}`, member: false },
      { path: `/api/mentors?q=${q}&cursor=${encodeOffsetCursor(24)}`, member: false },
    );
  }
  for (const term of ["security", "engineer", "kubernetes"]) {
    const q = encodeURIComponent(term);
    out.push(
      { path: `/api/jobs?search=${q}&skill=Kubernetes`, member: true },
      { path: `/api/jobs?search=${q}&days=7`, member: false },
      { path: `/api/jobs?search=${q}&location=Berlin`, member: true },
      { path: `/api/jobs?search=${q}&contractorOnly=true`, member: true },
      // The next page by its cursor (the total is not counted), and a page of the second window.
      { path: `/api/jobs?search=${q}&pageSize=20&cursor=${encodeOffsetCursor(20)}`, member: false },
      { path: `/api/jobs?search=${q}&page=2`, member: true },
      // The candidates' filters with a term (decision 080): a filter is applied by the load, never by the
      // row judging (a superset), so a write that moves a row in or out of a filter must still reach here.
      { path: `/api/candidates?q=${q}&skill=Kubernetes`, member: false },
      { path: `/api/candidates?q=${q}&location=Berlin,%20Germany&experience=6-10`, member: true },
    );
  }
  // Filters without a term, several skills at once.
  out.push(
    { path: "/api/candidates?skill=OWASP&skill=AppSec", member: false },
    { path: "/api/candidates?location=remote&experience=11%2B", member: false },
  );
  return out;
}

// ---- the writes ----

interface Op {
  name: string;
  /** How often, relative to the others. */
  weight: number;
  /** The searches it can change: the job board's, or the candidates' and mentors' (profiles and accounts). */
  lists: "jobs" | "people";
  run(r: Rng, w: World): Promise<string>;
}

const exec = (q: ReturnType<typeof sql>) => ctx.database.db.execute(q);
/** Through A (which fences its own write) or through B (another instance: A learns of it by notification). */
const via = (r: Rng) => (r.chance(0.5) ? { name: "A", request: ctx.request } : { name: "B", request: b.request });
const ok = async (res: Promise<Response>, what: string) => {
  const got = await res;
  if (got.status >= 300) throw new Error(`${what}: ${got.status} ${await got.text()}`);
};
const remove = (xs: string[], x: string) => xs.splice(xs.indexOf(x), 1);

const OPS: Op[] = [
  {
    name: "insert a job",
    weight: 3,
    lists: "jobs",
    async run(r, w) {
      const v = { ...jobValues(r, r.chance(0.3)), datePosted: r.chance(0.5) ? new Date(Date.now() - r.int(HOUR)) : postedAt(r, 90) };
      await ctx.deps.db.insert(jobs).values(v);
      w.jobIds.push(v.id!);
      return `insert job ${v.id} "${v.title}" approved=${v.isApproved} posted=${v.datePosted!.toISOString()}`;
    },
  },
  {
    name: "job title",
    weight: 3,
    lists: "jobs",
    async run(r, w) {
      const id = r.pick(w.jobIds);
      const title = r.chance(0.2) ? r.pick(OFF_TOPIC.titles) : jobTitle(r);
      await exec(sql`update jobs set title = ${title}, updated_at = now() where id = ${id}`);
      return `job ${id} title "${title}"`;
    },
  },
  {
    name: "job skills",
    weight: 2,
    lists: "jobs",
    async run(r, w) {
      const id = r.pick(w.jobIds);
      const skills = r.chance(0.2) ? [] : r.some([...SKILLS, ...OFF_TOPIC.skills], 3);
      await exec(sql`update jobs set skills = ${textArray(skills)}::text[] where id = ${id}`);
      return `job ${id} skills ${skills.join("/")}`;
    },
  },
  {
    name: "job company",
    weight: 1,
    lists: "jobs",
    async run(r, w) {
      const id = r.pick(w.jobIds);
      const company = r.pick([...COMPANIES, OFF_TOPIC.company]);
      await exec(sql`update jobs set company = ${company} where id = ${id}`);
      return `job ${id} company ${company}`;
    },
  },
  {
    name: "job description",
    weight: 1,
    lists: "jobs",
    async run(r, w) {
      const id = r.pick(w.jobIds);
      const description = r.pick([...DESCRIPTIONS, OFF_TOPIC.description]);
      await exec(sql`update jobs set description = ${description} where id = ${id}`);
      return `job ${id} description "${description}"`;
    },
  },
  {
    name: "approve a job",
    weight: 2,
    lists: "jobs",
    async run(r, w) {
      const [pending] = (
        await exec(sql`select id from jobs where not is_approved and not is_admin_reviewed order by date_posted desc limit 5`)
      ).rows as { id: string }[];
      if (pending && r.chance(0.5)) {
        const through = via(r);
        await ok(through.request(`/api/admin/jobs/${pending.id}/approve`, { method: "POST", cookie: w.admin.cookie }), "approve");
        return `approve job ${pending.id} through ${through.name}`;
      }
      const id = r.pick(w.jobIds);
      await exec(sql`update jobs set is_approved = true, is_admin_reviewed = true where id = ${id}`);
      return `approve job ${id}`;
    },
  },
  {
    name: "unapprove a job",
    weight: 2,
    lists: "jobs",
    async run(r, w) {
      const id = r.pick(w.jobIds);
      await exec(sql`update jobs set is_approved = false where id = ${id}`);
      return `unapprove job ${id}`;
    },
  },
  {
    name: "job expiry",
    weight: 2,
    lists: "jobs",
    async run(r, w) {
      const id = r.pick(w.jobIds);
      const past = r.chance(0.7);
      await exec(
        sql`update jobs set expires_at = ${new Date(Date.now() + (past ? -DAY : 30 * DAY)).toISOString()}::timestamptz where id = ${id}`,
      );
      return `job ${id} expires ${past ? "in the past" : "in 30 days"}`;
    },
  },
  {
    name: "job posting date",
    weight: 3,
    lists: "jobs",
    async run(r, w) {
      const id = r.pick(w.jobIds);
      const newer = r.chance(0.5);
      const at = newer ? new Date(Date.now() - r.int(HOUR)) : postedAt(r, 120);
      await exec(sql`update jobs set date_posted = ${at.toISOString()}::timestamptz where id = ${id}`);
      return `job ${id} posted ${newer ? "now" : at.toISOString()}`;
    },
  },
  {
    name: "delete a job",
    weight: 1,
    lists: "jobs",
    async run(r, w) {
      const id = r.pick(w.jobIds);
      remove(w.jobIds, id);
      if (r.chance(0.5)) {
        const through = via(r);
        await ok(through.request(`/api/admin/jobs/${id}`, { method: "DELETE", cookie: w.admin.cookie }), "delete job");
        return `delete job ${id} through ${through.name}`;
      }
      await exec(sql`delete from jobs where id = ${id}`);
      return `delete job ${id}`;
    },
  },
  {
    name: "unrelated job write",
    weight: 2,
    lists: "jobs",
    async run(r, w) {
      const id = r.pick(w.jobIds);
      await exec(sql`update jobs set updated_at = now(), expiry_warned_at = now() where id = ${id}`);
      return `job ${id} updated_at only`;
    },
  },
  {
    name: "profile fields",
    weight: 4,
    lists: "people",
    async run(r, w) {
      const id = r.pick([...w.people, ...w.admins]);
      const v = profileValues(r);
      const field = r.pick(["title", "bio", "expertise", "full_name", "is_open_to_work", "location"] as const);
      const set = {
        location: sql`location = ${v.location}, years_experience = ${v.yearsExperience}`,
        title: sql`title = ${v.title}`,
        bio: sql`bio = ${v.bio}`,
        expertise: sql`expertise = ${textArray(v.expertise)}::text[]`,
        full_name: sql`full_name = ${v.fullName}`,
        is_open_to_work: sql`is_open_to_work = not is_open_to_work`,
      }[field];
      await exec(sql`update profiles set ${set}, updated_at = now() where id = ${id}`);
      return `profile ${id} ${field} ${field === "is_open_to_work" ? "toggled" : JSON.stringify(v)}`;
    },
  },
  {
    name: "profile through the API",
    weight: 2,
    lists: "people",
    async run(r, w) {
      const writer = r.pick(w.writers);
      const v = profileValues(r);
      const through = via(r);
      const json = {
        ...v,
        fullName: r.chance(0.5) ? writer.name : v.fullName,
        title: v.title ?? undefined,
        company: v.company ?? undefined,
        bio: v.bio ?? undefined,
      };
      await ok(through.request("/api/profile", { method: "PUT", json, cookie: writer.cookie }), "profile");
      return `PUT /api/profile ${writer.id} through ${through.name} ${JSON.stringify(json)}`;
    },
  },
  {
    name: "mentor or not",
    weight: 3,
    lists: "people",
    async run(r, w) {
      const id = r.pick(w.people);
      if (r.chance(0.3)) {
        const through = via(r);
        const role = r.chance(0.5) ? "mentor" : "user";
        await ok(
          through.request(`/api/admin/users/${id}/role`, {
            method: "PUT",
            json: { role, reason: "Staffing change" },
            cookie: w.admin.cookie,
          }),
          "role",
        );
        return `role of ${id} ${role} through ${through.name}`;
      }
      const make = r.chance(0.5);
      await exec(
        make
          ? sql`update "user" set capabilities = array_append(array_remove(capabilities, 'mentor'), 'mentor') where id = ${id}`
          : sql`update "user" set capabilities = array_remove(capabilities, 'mentor') where id = ${id}`,
      );
      return `${make ? "make" : "unmake"} mentor ${id}`;
    },
  },
  {
    name: "admin's mentor profile",
    weight: 1,
    lists: "people",
    async run(r, w) {
      const id = r.pick(w.admins);
      const bio = r.chance(0.5) ? "" : "Security lead and mentor.";
      await exec(sql`update profiles set bio = ${bio} where id = ${id}`);
      return `admin ${id} bio "${bio}"`;
    },
  },
  {
    name: "user e-mail",
    weight: 1,
    lists: "people",
    async run(r, w) {
      const id = r.pick(w.people);
      const email = `${id}-${r.int(1e6)}@example.test`;
      await exec(sql`update "user" set email = ${email} where id = ${id}`);
      return `user ${id} e-mail ${email}`;
    },
  },
  {
    name: "profile creation date",
    weight: 2,
    lists: "people",
    async run(r, w) {
      const id = r.pick(w.people);
      const newer = r.chance(0.5);
      const at = new Date(Date.now() - (newer ? r.int(HOUR) : 200 * HOUR + r.int(100 * HOUR)));
      await exec(sql`update profiles set created_at = ${at.toISOString()}::timestamptz where id = ${id}`);
      return `profile ${id} created ${at.toISOString()}`;
    },
  },
  {
    name: "new person",
    weight: 2,
    lists: "people",
    async run(r, w) {
      const id = await insertPerson(r, r.chance(0.3) ? ["mentor"] : [], new Date(Date.now() - r.int(300 * HOUR)));
      w.people.push(id);
      return `insert person ${id}`;
    },
  },
  {
    name: "delete a person",
    weight: 1,
    lists: "people",
    async run(r, w) {
      const id = r.pick(w.people);
      remove(w.people, id);
      await exec(sql`delete from "user" where id = ${id}`);
      return `delete user ${id} (and profile)`;
    },
  },
  {
    name: "unrelated profile write",
    weight: 2,
    lists: "people",
    async run(r, w) {
      const id = r.pick(w.people);
      await exec(
        r.chance(0.5)
          ? sql`update profiles set updated_at = now(), website = ${`https://example.com/${r.int(1000)}`} where id = ${id}`
          : sql`update "user" set updated_at = now() where id = ${id}`,
      );
      return `person ${id} updated_at only`;
    },
  },
];

function pickOp(r: Rng): Op {
  const total = OPS.reduce((s, o) => s + o.weight, 0);
  let n = r.next() * total;
  for (const o of OPS) if ((n -= o.weight) < 0) return o;
  return OPS.at(-1)!;
}

/** The answer as compared: the body byte for byte, but for an error's request id (per request by design). */
async function answer(inst: Instance, p: Probe, w: World) {
  const res = await inst.request(p.path, { cookie: p.member ? w.viewer.cookie : undefined });
  const body = await res.text();
  return { status: res.status, body: res.status >= 400 ? body.replace(/"requestId":"[^"]*"/g, '"requestId":"(per request)"') : body };
}

async function compare(p: Probe, w: World, context: () => string) {
  const fromA = await answer({ deps: ctx.deps, request: ctx.request }, p, w);
  const fromB = await answer(b, p, w);
  if (fromA.status !== fromB.status || fromA.body !== fromB.body) {
    // A readable diff: the parsed bodies.
    const parse = (s: string) => {
      try {
        return JSON.parse(s) as unknown;
      } catch {
        return s;
      }
    };
    expect({ status: fromA.status, body: parse(fromA.body) }, `${p.member ? "member" : "visitor"} ${p.path}\n${context()}`).toEqual({
      status: fromB.status,
      body: parse(fromB.body),
    });
  }
  return fromB;
}

const listing = (name: string) => ctx.deps.caches.listing().find((c) => c.name === name)!;

describe("cached searches answer exactly as uncached ones (differential, decision 049)", () => {
  const SEED = Number(process.env.SEARCH_FRESHNESS_SEED ?? 49);
  const ROUNDS = Number(process.env.SEARCH_FRESHNESS_ROUNDS ?? 150);
  /** Searches compared after each write: a sample of those it may change (all of them after the last write). */
  const SAMPLE = Number(process.env.SEARCH_FRESHNESS_SAMPLE ?? 6);

  /** A failing run is shrunk (each attempt from an empty database) for at most this long, then reported. */
  const SHRINK_MS = Number(process.env.SEARCH_FRESHNESS_SHRINK_MS ?? 240_000);

  it(`after each of ${ROUNDS} random writes (seed ${SEED}), A with caches equals B without`, { timeout: 180_000 + SHRINK_MS }, async () => {
    let runs = 0;
    await fc.assert(
      fc.asyncProperty(fc.gen(), async (g) => {
        // Every run (the first, and each shrinking attempt) starts from an empty database and empty caches.
        if (runs++ > 0) await ctx.reset();
        await differentialRun(rngOf(g));
      }),
      {
        seed: SEED,
        numRuns: 1,
        path: process.env.SEARCH_FRESHNESS_PATH,
        interruptAfterTimeLimit: 180_000 + SHRINK_MS - 10_000,
        markInterruptAsFailure: true,
      },
    );
  });

  async function differentialRun(r: Rng) {
    const began = performance.now();
    const w = await seed(r, { jobs: 180, people: 180 });
    await ctx.deps.changes.fence();
    const all = probes();
    const recent: Probe[] = [];
    const history: string[] = [];
    const context = () => `seed ${SEED}, after:\n  ${history.slice(-6).join("\n  ")}`;

    // The data set is shaped as meant: some terms fill the first ranked window, some do not.
    const totals = new Map<string, { total: number | null; totalCapped: boolean }>();
    // (Only the first pages here: every search is compared after the last write.)
    const firstPages = all.filter((p) => !/[?&](page|cursor|days|skill|location|experience|contractorOnly)=/.test(p.path));
    for (const p of firstPages) {
      const got = await compare(p, w, context);
      totals.set(`${p.member ? "m" : "v"} ${p.path}`, JSON.parse(got.body) as { total: number | null; totalCapped: boolean });
    }
    if (process.env.SF_DEBUG) console.info([...totals].map(([k, v]) => `${k} ${v.total}${v.totalCapped ? "+" : ""}`).join("\n"));
    const shapes = (list: string) => {
      const of = [...totals].filter(([k]) => k.includes(list)).map(([, v]) => v);
      return {
        // Beyond the first ranked window…
        capped: of.some((v) => v.totalCapped),
        // …a second page within it…
        twoPages: of.some((v) => !v.totalCapped && v.total! > 20 && v.total! < 100),
        // …one page, and nothing.
        onePage: of.some((v) => v.total! > 0 && v.total! <= 9),
        none: of.some((v) => v.total === 0),
      };
    };
    const all4 = { capped: true, twoPages: true, onePage: true, none: true };
    expect({ jobs: shapes("/api/jobs"), candidates: shapes("/api/candidates") }).toEqual({ jobs: all4, candidates: all4 });
    expect(totals.get("v /api/jobs?search=security&pageSize=20")?.totalCapped).toBe(true);

    const seeded = performance.now() - began;
    const started = performance.now();
    let compared = 0;
    for (let round = 1; round <= ROUNDS; round++) {
      const op = pickOp(r);
      history.push(`#${round} ${await op.run(r, w)}`);
      // A has handled every notification of the write (a write request through A did so before answering).
      await ctx.deps.changes.fence();
      // Two in three from the searches compared lately (likely still in A's memory: where a wrongly kept
      // entry shows), the others from all that the write may change.
      const mayChange = all.filter((p) => listsOf(p) === op.lists);
      const lately = recent.filter((p) => listsOf(p) === op.lists);
      const sample = Array.from({ length: SAMPLE }, () => r.pick(lately.length && r.chance(2 / 3) ? lately : mayChange));
      for (const p of sample) await compare(p, w, context);
      recent.push(...sample);
      recent.splice(0, Math.max(0, recent.length - 40));
      compared += sample.length;
    }
    // Every search once more after the last write.
    for (const p of all) await compare(p, w, context);
    compared += all.length;
    const ms = Math.round(performance.now() - started);
    const stats = ctx.deps.caches.listing().filter((c) => c.name.endsWith(".search"));
    console.info(
      `search freshness: seed ${SEED}, ${ROUNDS} rounds, ${TERMS.length} terms, ${all.length} searches, ${compared} compared in ${ms} ms (seed and first comparison ${Math.round(seeded)} ms); ` +
        stats.map((c) => `${c.name} ${c.hits} hits / ${c.misses} misses`).join(", "),
    );
  }
});

describe("a write drops only the cached searches it can change (decision 049)", () => {
  it("a job write that matches no cached term and is in no cached result leaves the job searches cached", async () => {
    const r = fixedRng(7);
    await ctx.deps.db
      .insert(jobs)
      .values([
        ...Array.from({ length: 30 }, () => ({ ...jobValues(r), isApproved: true, isAdminReviewed: true, expiresAt: null })),
        { ...jobValues(r, true), title: "Barista", isApproved: true, isAdminReviewed: true },
      ]);
    const [barista] = (await exec(sql`select id from jobs where title = 'Barista'`)).rows as { id: string }[];
    await ctx.deps.changes.fence();
    const searches = ["security", "kubernetes", "engineer"].map((t) => `/api/jobs?search=${t}`);
    for (const s of searches) await ctx.request(s);
    const before = listing("jobs.search");
    expect(before.entries).toBe(3);

    // Another instance renames the off-topic job and inserts another: neither matches a cached term.
    await exec(sql`update jobs set title = 'Head Barista', updated_at = now() where id = ${barista!.id}`);
    await ctx.deps.db.insert(jobs).values({ ...jobValues(r, true), title: "Pastry Chef", isApproved: true, isAdminReviewed: true });
    await ctx.deps.changes.fence();
    for (const s of searches) await ctx.request(s);
    const after = listing("jobs.search");
    expect({ entries: after.entries, hits: after.hits - before.hits, misses: after.misses - before.misses }).toEqual({
      entries: 3,
      hits: 3,
      misses: 0,
    });
  });

  it("a profile write that matches no cached term and is in no cached result leaves the candidate and mentor searches cached", async () => {
    const r = fixedRng(8);
    for (let i = 0; i < 20; i++) await insertPerson(r, i % 3 === 0 ? ["mentor"] : [], new Date(Date.now() - i * HOUR));
    const gardener = await insertPerson(r, [], new Date(Date.now() - 30 * HOUR), {
      fullName: "Gus Green",
      title: "Gardener",
      company: null,
      bio: "Roses and tulips.",
      expertise: ["Pruning"],
      isOpenToWork: false,
      location: "Remote",
      yearsExperience: 3,
    });
    await ctx.deps.changes.fence();
    const searches = ["security", "threat modeling", "alice"].flatMap((t) => [`/api/candidates?q=${t}`, `/api/mentors?q=${t}`]);
    for (const s of searches) await ctx.request(s);
    const before = { candidates: listing("candidates.search"), mentors: listing("mentors.search") };
    expect([before.candidates.entries, before.mentors.entries]).toEqual([3, 3]);

    // Not open to work, not a mentor, and its new text matches none of the terms.
    await exec(sql`update profiles set bio = 'Roses, tulips and apple trees.', updated_at = now() where id = ${gardener}`);
    await ctx.deps.changes.fence();
    for (const s of searches) await ctx.request(s);
    const after = { candidates: listing("candidates.search"), mentors: listing("mentors.search") };
    const delta = (name: "candidates" | "mentors") => ({
      entries: after[name].entries,
      hits: after[name].hits - before[name].hits,
      misses: after[name].misses - before[name].misses,
    });
    expect({ candidates: delta("candidates"), mentors: delta("mentors") }).toEqual({
      candidates: { entries: 3, hits: 3, misses: 0 },
      mentors: { entries: 3, hits: 3, misses: 0 },
    });
  });

  it("after a write the next search on A reflects it, whether another instance or A itself wrote it", async () => {
    const r = fixedRng(9);
    await ctx.deps.db
      .insert(jobs)
      .values(Array.from({ length: 10 }, () => ({ ...jobValues(r, true), isApproved: true, isAdminReviewed: true })));
    const admin = await signedIn(ctx, "admin");
    await ctx.deps.changes.fence();
    const titles = async (term: string) =>
      ((await (await ctx.request(`/api/jobs?search=${term}`)).json()) as { jobs: { title: string }[] }).jobs.map((j) => j.title);
    expect(await titles("kubernetes")).toEqual([]);
    const id = r.uuid();
    // Another instance inserts a matching job.
    await ctx.deps.db
      .insert(jobs)
      .values({ ...jobValues(r), id, title: "Kubernetes Hardening Lead", isApproved: true, isAdminReviewed: true, expiresAt: null });
    await ctx.deps.changes.fence();
    expect(await titles("kubernetes")).toEqual(["Kubernetes Hardening Lead"]);
    // …renames it.
    await exec(sql`update jobs set title = 'Platform Hardening Lead', skills = '{}' where id = ${id}`);
    await ctx.deps.changes.fence();
    expect(await titles("kubernetes")).toEqual([]);
    expect(await titles("hardening")).toEqual(["Platform Hardening Lead"]);
    // …or A itself takes it off the board (its write request fences before answering).
    expect((await admin.request(`/api/admin/jobs/${id}`, { method: "DELETE" })).status).toBe(200);
    expect(await titles("hardening")).toEqual([]);

    const person = await insertPerson(r, [], new Date(), {
      ...profileValues(r),
      title: "Gardener",
      bio: null,
      expertise: [],
      isOpenToWork: true,
    });
    await ctx.deps.changes.fence();
    const candidates = async (term: string) =>
      ((await (await ctx.request(`/api/candidates?q=${term}`)).json()) as { candidates: { id: string }[] }).candidates.map((c) => c.id);
    const mentors = async (term: string) =>
      ((await (await ctx.request(`/api/mentors?q=${term}`)).json()) as { mentors: { id: string }[] }).mentors.map((c) => c.id);
    expect(await candidates("fuzzing")).toEqual([]);
    expect(await mentors("fuzzing")).toEqual([]);
    await exec(sql`update profiles set expertise = '{Fuzzing}' where id = ${person}`);
    await ctx.deps.changes.fence();
    expect(await candidates("fuzzing")).toEqual([person]);
    expect(await mentors("fuzzing")).toEqual([]);
    await exec(sql`update "user" set capabilities = '{mentor}' where id = ${person}`);
    await ctx.deps.changes.fence();
    expect(await mentors("fuzzing")).toEqual([person]);
    await exec(sql`update profiles set is_open_to_work = false where id = ${person}`);
    await ctx.deps.changes.fence();
    expect(await candidates("fuzzing")).toEqual([]);
    expect(await mentors("fuzzing")).toEqual([person]);
  });

  it(
    "each kind of change reaches the next search on A: typo, window, exact, filter, account and mentor changes",
    { timeout: 60_000 },
    async () => {
      const r = fixedRng(10);
      // 130 security jobs an hour apart (the newest 100 are the first ranked window of "security"), a few pentesters.
      const base = Date.now() - 12 * HOUR;
      const security = Array.from({ length: 130 }, (_, i) => ({
        ...jobValues(r),
        title: `${r.pick(["Senior", "Staff", "Lead"])} Security Engineer`,
        skills: ["OWASP"],
        description: OFF_TOPIC.description,
        isApproved: true,
        isAdminReviewed: true,
        expiresAt: null,
        datePosted: new Date(base - i * HOUR),
      }));
      // The 101st newest ranks above the others (more occurrences): it shows as soon as it is in the window.
      security[100] = { ...security[100]!, title: "Security Security Engineer", skills: ["Cloud Security", "Security Testing"] };
      const pentesters = Array.from({ length: 3 }, (_, i) => ({
        ...jobValues(r),
        title: "Pentester",
        skills: ["Burp Suite"],
        description: OFF_TOPIC.description,
        isApproved: true,
        isAdminReviewed: true,
        expiresAt: null,
        datePosted: new Date(base - i * DAY),
      }));
      await ctx.deps.db.insert(jobs).values([...security, ...pentesters]);
      const people = await insertPeople(
        r,
        Array.from({ length: 30 }, (_, i) => ({
          capabilities: i % 2 ? ["mentor"] : [],
          createdAt: new Date(base - i * HOUR),
          values: { ...profileValues(r), title: "Security Engineer", isOpenToWork: i % 3 !== 0 },
        })),
      );
      const [quietAdmin] = await insertPeople(r, [
        {
          capabilities: ["admin"],
          createdAt: new Date(base),
          values: { ...profileValues(r), fullName: "Quiet Admin", bio: "", expertise: ["Fuzzing"] },
        },
      ]);
      const viewer = await signedIn(ctx, "user", { name: "Vera Viewer" });
      await ctx.deps.changes.fence();
      const w = { viewer } as World;

      const cases: Array<{ what: string; probes: Probe[]; write: () => Promise<unknown> }> = [
        {
          what: "a new job found only as a typo of the cached term",
          probes: [{ path: "/api/jobs?search=pentestr", member: false }],
          write: () =>
            ctx.deps.db.insert(jobs).values({ ...pentesters[0]!, id: r.uuid(), title: "Pentester Lead", datePosted: new Date() }),
        },
        {
          what: "a match leaving the window lets the next older one in",
          probes: [{ path: "/api/jobs?search=security&pageSize=20", member: true }],
          write: () => exec(sql`update jobs set is_approved = false where id = ${security[60]!.id!}`),
        },
        {
          what: "an old match moved into the newest window (pushing the 100th out)",
          probes: [{ path: "/api/jobs?search=security&pageSize=20", member: false }],
          write: () => exec(sql`update jobs set date_posted = now() where id = ${security[129]!.id!}`),
        },
        {
          what: "an old job whose skill now equals the term (exact first, whatever its age)",
          probes: [{ path: "/api/jobs?search=burp%20suite", member: false }],
          write: () => exec(sql`update jobs set skills = '{"Burp Suite"}' where id = ${security[120]!.id!}`),
        },
        {
          what: "a job on the page passing its expiry",
          probes: [{ path: "/api/jobs?search=pentester", member: false }],
          write: () => exec(sql`update jobs set expires_at = now() - interval '1 day' where id = ${pentesters[1]!.id!}`),
        },
        {
          what: "a job leaving a filter (skill) while still matching the term",
          probes: [{ path: "/api/jobs?search=security&skill=Cloud%20Security", member: true }],
          write: () => exec(sql`update jobs set skills = '{OWASP}' where id = ${security[100]!.id!}`),
        },
        {
          what: "a candidate opening to work",
          probes: [{ path: "/api/candidates?q=security%20engineer", member: false }],
          write: () => exec(sql`update profiles set is_open_to_work = true, created_at = now() where id = ${people[0]!}`),
        },
        {
          what: "the candidates' e-mails (the accounts, not the profiles)",
          probes: [{ path: "/api/candidates?q=security", member: true }],
          // Every one of them: whichever are on the first page, the answer changes.
          write: () =>
            exec(sql`update "user" set email = 'renamed-' || id || '@example.test' where id = any(${textArray(people)}::text[])`),
        },
        {
          what: "an admin listed as a mentor once the profile has a bio",
          probes: [{ path: "/api/mentors?q=fuzzing", member: false }],
          write: () => exec(sql`update profiles set bio = 'Fuzzing all the things.' where id = ${quietAdmin!}`),
        },
        {
          what: "a mentor no longer one (the account's capabilities)",
          probes: [{ path: "/api/mentors?q=security", member: false }],
          write: () => exec(sql`update "user" set capabilities = '{}' where id = ${people[1]!}`),
        },
      ];
      for (const c of cases) {
        const before = await Promise.all(c.probes.map((p) => answer({ deps: ctx.deps, request: ctx.request }, p, w)));
        await c.write();
        await ctx.deps.changes.fence();
        for (const [i, p] of c.probes.entries()) {
          const after = await compare(p, w, () => c.what);
          // The write did change the answer: a cached one kept would have been wrong.
          expect(after.body, c.what).not.toBe(before[i]!.body);
        }
      }
    },
  );

  it("a match deleted and written again under its id (older, off the term) before A judged the delete leaves no stale search", async () => {
    // The delete's judgement reads the row as it is now: under a reused id that is the new row, not the deleted
    // one, whose place among the newest matches is what counts (decision 049).
    const r = fixedRng(11);
    const base = Date.now() - 12 * HOUR;
    const rows = Array.from({ length: 110 }, (_, i) => ({
      ...jobValues(r),
      title: `${r.pick(["Senior", "Staff", "Lead"])} Security Engineer`,
      skills: ["OWASP"],
      description: OFF_TOPIC.description,
      isApproved: true,
      isAdminReviewed: true,
      expiresAt: null,
      datePosted: new Date(base - i * HOUR),
    }));
    // The 101st newest ranks first as soon as it is among the newest 100.
    rows[100] = { ...rows[100]!, title: "Security Security Engineer", skills: ["Cloud Security", "Security Testing"] };
    await ctx.deps.db.insert(jobs).values(rows);
    await ctx.deps.changes.fence();
    const probe: Probe = { path: "/api/jobs?search=security&pageSize=20", member: false };
    const w = {} as World;
    const before = await answer({ deps: ctx.deps, request: ctx.request }, probe, w);
    await ctx.deps.db.transaction(async (tx) => {
      await tx.execute(sql`delete from jobs where id = ${rows[60]!.id!}`);
      await tx.insert(jobs).values({ ...rows[60]!, title: "Barista", skills: ["Coffee"], datePosted: new Date(Date.now() - 400 * DAY) });
    });
    await ctx.deps.changes.fence();
    const after = await compare(probe, w, () => "row 60 deleted and re-inserted under its id");
    expect(after.body).not.toBe(before.body);
  });
});
