import { execFileSync, spawn } from "node:child_process";
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { get as httpGet } from "node:http";
import { availableParallelism } from "node:os";
import { join } from "node:path";
import { createRequire } from "node:module";
import { createInterface } from "node:readline";
import { Worker } from "node:worker_threads";
import autocannon from "autocannon";
import { sql } from "drizzle-orm";
import { createDeps } from "../bootstrap";
import { loadConfig } from "../config";
import { openDatabase, type Database } from "../db/client";
import { createThrowawayDatabase } from "../db/throwaway";
import { newsletterIssues, newsletterSubscribers } from "../db/schema";
import { queueSendingIssues } from "../features/newsletter/issues.service";
import { createLogger } from "../lib/logger";
import { at, buildTerms, describeMix, mulberry32, termSequence, uniqueTerms, UNIQUE_TYPO_SHARE, type TermKind } from "./bench-terms";
import { measureOverhead, reportOverhead, type OverheadRow } from "./bench-overhead";
import { seedBench } from "./bench-seed";
import { createAccount } from "./seed/users";

/**
 * npm run bench [-- --pglite] [-- --sizes=1000,100000]
 *
 * For each size (profiles; jobs = size / 10) seeds a fresh database, starts the app in its own
 * process (as in production) and measures every list endpoint with autocannon at c=10 and c=50,
 * anonymous and signed in (a bench user's cookie); on PostgreSQL also pgbench of the exact SQL the
 * endpoint runs (`pgbench -n -f file -c 10 -j 2 -T 5`). Prints per endpoint the req/s, p99, the
 * app/pgbench ratio, signed-in/anonymous cost and the growth factor from the smallest to the largest
 * size (goal ≤ 1.5×). `--pglite`: the embedded default (seeded in this process, then served).
 * `/jobs` is the board as a page (HTML, server-rendered for visitors): it needs `npm run build`.
 *
 * The searches also run over a term mix (`<mix>` rows: ~400 terms, Zipf-shaped, from a fixed seed; see
 * server/cli/bench-terms.ts): each request asks the next term of one fixed sequence, for the jobs,
 * candidates and mentors searches. Before those runs, each term of the mix is asked once, one request at a
 * time (cold), and the median and p90 latency and the terms with no results are printed per kind of term
 * (common, two-word, prefix, typo, rare); then once more signed in (a member's searches are other entries).
 * So the mix rows measure a warm search cache (searches live 10 min, and a write drops only those it can
 * change: decision 049); what a cold search costs is the per-kind table. Then "reads with writes": the board, the candidates list and the three
 * mixes at anonymous c=50, each read-only and right after with ~BENCH_WRITES_PER_SECOND (10) writes a
 * second in the background, which fire the change notifications that clear the caches (PostgreSQL: profile
 * updates, job inserts and job updates in turn, straight through the database; `--pglite`: the bench user's
 * profile saved through `PUT /api/profile`, since only the server may open the embedded database). Reports
 * req/s and p99 of both and the share kept (goal ≥ 80 %). The write loop stops with its run and never
 * outlives it by more than a few seconds. `--writes` runs only this section (after the probe that warms the mixes).
 *
 * "Lists beside searches": the board (`/api/jobs`) at anonymous c=10 while each mix runs at c=10 beside it,
 * both at once: the list's p99 next to its p99 alone (goal on the embedded default: ≤ 20 ms; the list
 * statements go ahead of queued searches there, docs/decisions/039-embedded-search-lane.md).
 *
 * Every figure is of one worker (WEB_CONCURRENCY=1); on PostgreSQL the three mixes are then measured again
 * with BENCH_WORKERS workers on one port (default: the number of cores; 1 skips it; docs/decisions/036).
 *
 * "Cached answers against bare Hono" (decision 090): per size, each of OVERHEAD_PATHS answered by the app
 * (a cached answer) against a bare Hono process answering the same bytes and headers (server/cli/bench-overhead.ts),
 * alternating, at anonymous c=50; goal app/bare ≥ 0.5. `--overhead` runs only that section. The `/jobs?search=<mix>`
 * row is the server-rendered board with a search (goal: ≥ 1/4 of `/jobs`).
 *
 * `--newsletter` runs only the newsletter case: 10,000 confirmed subscribers, one issue being sent: the time
 * the send task takes to queue every delivery and its outbox row (goal: under 10 s; decision 075), then the
 * app delivering them to a local SMTP receiver at its pace, and `/api/jobs` p99 before and while it sends,
 * side by side (goal: unchanged within noise). See benchNewsletter.
 *
 * `--candidate-filters` runs only the candidate filters case (docs/decisions/080, 082), per size: the
 * directory's first page with its four facet counts (`GET /api/candidates` with skills, location,
 * experience and availability filters, some with a term), over a fixed set of filter combinations. Each
 * combination is asked once, one request at a time, never asked before (cold: the list and the counts
 * run their statements), then once more (cached); then autocannon at anonymous c=50 over the set. Prints
 * the two goals' figures, each with met/MISSED: the cached p99 at c=50 (goal <= 30 ms) and the median of
 * the never-asked combinations one at a time (goal <= 50 ms); then median and p90 ms per kind (filters
 * only, filters with a term). Same database, seed and app start as the other cases.
 *
 * `--unique-terms` runs only the unique-term case (docs/decisions/088), per size: every request a three-word
 * term never asked before (`uniqueTerms` in bench-terms.ts: seeded, 30 % with one typo), so every request
 * misses the search cache and runs the dictionary lookup and the full-text query. On PostgreSQL the jobs
 * and candidates searches at anonymous c=50 (goals: jobs ≥ 1,000 req/s with p99 ≤ 100 ms, candidates
 * ≥ 500 with p99 ≤ 150 ms); with `--pglite` each at c=10 with `/api/jobs` at c=10 beside it (goals: ≥ 200
 * req/s, the list's p99 ≤ 20 ms). Prints req/s, p50 and p99 against the goals.
 *
 * Env: BENCH_SECONDS (3) per autocannon run, BENCH_PGBENCH_SECONDS (5), BENCH_WRITES_PER_SECOND (10; 0 skips
 * the writes section), BENCH_QUICK=1 (defaults of 1 s runs, 1 s pgbench, the 1k size only: checks that the
 * bench works end to end in about a minute; its figures mean nothing).
 */
const QUICK = process.env.BENCH_QUICK === "1";
const DURATION = Number(process.env.BENCH_SECONDS ?? (QUICK ? 1 : 3));
const PGBENCH_SECONDS = Number(process.env.BENCH_PGBENCH_SECONDS ?? (QUICK ? 1 : 5));
const PGBENCH = process.env.PGBENCH ?? "/usr/lib/postgresql/15/bin/pgbench";
const WRITES_PER_SECOND = Number(process.env.BENCH_WRITES_PER_SECOND ?? 10);
const args = process.argv.slice(2);
const PGLITE = args.includes("--pglite");
/** `--overhead`: only the cached answers against bare Hono (per size), not the rest of the main run. */
const ONLY_OVERHEAD = args.includes("--overhead");
/** `--writes`: only the reads with writes in the background (per size), after the probe that warms the mixes. */
const ONLY_WRITES = args.includes("--writes");
const OVERHEAD_PATHS = ["/api/jobs", "/api/candidates", "/api/mentors", "/api/jobs?search=security"];
const overheadRows: Array<OverheadRow & { size: number }> = [];
const SIZES = (args.find((a) => a.startsWith("--sizes="))?.slice(8) ?? (QUICK ? "1000" : "1000,100000")).split(",").map(Number);
const BENCH_PASSWORD = "Bench-password-1";
/** The workers of the workers section (PostgreSQL): BENCH_WORKERS, by default the number of cores; 1 skips it. */
const WORKERS = Number(process.env.BENCH_WORKERS ?? availableParallelism());
const workerRows: ({ size: number; path: string; workers: number } & Measured)[] = [];
/** The board measured while a mix runs beside it (both at c=10). */
const LIST_BESIDE = "/api/jobs";
const besideRows: { size: number; path: string; list: Measured; searches: Measured }[] = [];

async function seed(database: Database, size: number) {
  await seedBench(database.db, size);
}

/** The SQL each endpoint runs per request (anonymous), for pgbench. */
const JOB_COLS = `id, title, company, location, job_board_url, skills, date_posted, contract_duration, contract_rate, is_contractor_request, is_remote, cast(date_posted as text) as cursor_at`; // pgbench reads ":text" as a variable
const CAND_COLS = `p.id, p.full_name, p.title, p.company, p.bio, p.expertise, p.location, p.years_experience, p.avatar_url, p.website, p.github_url, p.linkedin_url, u.email`;
/** server/lib/search.ts's word matcher and rank for one plain word, inlined (pgbench takes no parameters; typos run only when the words find nothing). */
const tsq = (word: string, weights: string) => {
  const [english, simple] = ["english", "simple"].map((c) => `to_tsquery('${c}', '${word}:*${weights}')`);
  return `(case when ${english} = ${simple} then ${simple} else ${english} || ${simple} end)`;
};
const match = (word: string, weights: string, t = "") => `${t}search_vector @@ ${tsq(word, weights)}`;
const rank = (word: string, weights: string, t = "") => `ts_rank_cd(${t}search_vector, ${tsq(word, weights)}, 32)`;
/** The block order of docs/decisions/025 (RANK_BLOCK 100); a broad term's window comes from the newest 1000 rows. */
const blocks = (pos: string, rankCol: string, newest: string) => `(${pos} - 1) / 100, ${rankCol} desc, ${newest}`;
const SQL_OF: Record<string, string[]> = {
  "/api/health": [],
  "/api/jobs": [
    `select ${JOB_COLS} from jobs where is_approved = true order by date_posted desc, id desc limit 51`,
    `select count(*)::int from (select 1 from jobs where is_approved = true limit 1001) t`,
  ],
  "/api/jobs?search=cloud": [
    `select *, count(*) over () as matches from (select ${JOB_COLS}, ${rank("cloud", "AB")} as rank from (select * from jobs where is_approved = true order by date_posted desc, id desc limit 1000) as jobs where ${match("cloud", "AB")} order by date_posted desc, id desc limit 101) w order by ${blocks("row_number() over (order by date_posted desc, id desc)", "rank", "date_posted desc, id desc")} limit 51`,
  ],
  "/api/candidates": [
    `select ${CAND_COLS} from profiles p join "user" u on u.id = p.id where p.is_open_to_work = true order by p.created_at desc, p.id desc limit 10`,
    `select count(*)::int from (select 1 from profiles where is_open_to_work = true limit 1001) t`,
  ],
  "/api/candidates?q=pentester": [
    `select ${CAND_COLS}, page.matches from (select * from (select id, created_at, rank, row_number() over (order by created_at desc, id desc) as pos, count(*) over () as matches from (select p.id, p.created_at, ${rank("pentester", "", "p.")} as rank from (select * from profiles where is_open_to_work = true order by created_at desc, id desc limit 1000) as p where ${match("pentester", "", "p.")} order by p.created_at desc, p.id desc limit 101) w) m order by ${blocks("pos", "rank", "created_at desc, id desc")} limit 10) page join profiles p on p.id = page.id join "user" u on u.id = page.id order by ${blocks("page.pos", "page.rank", "page.created_at desc, page.id desc")}`,
  ],
  // The job board as a page: server-rendered for visitors (decision 024), the shell for a member.
  "/jobs": [],
  "/api/mentors": [
    `select p.id, p.full_name, p.title, p.company, p.bio, p.expertise, p.avatar_url, p.timezone from profiles p join "user" u on u.id = p.id where (u.role = 'mentor' or (u.role = 'admin' and (cardinality(p.expertise) > 0 or coalesce(p.bio, '') <> ''))) order by p.full_name, p.id limit 25`,
  ],
};
const ENDPOINTS = Object.keys(SQL_OF);

/** The search-term mix: each request of a `<mix>` run asks the next term of one fixed Zipf-drawn sequence. */
const TERMS = buildTerms();
const TERM_SEQUENCE = termSequence(TERMS, 100_000);
const MIX: Record<string, string> = {
  "/api/jobs?search=<mix>": "/api/jobs?search=",
  "/api/candidates?q=<mix>": "/api/candidates?q=",
  "/api/mentors?q=<mix>": "/api/mentors?q=",
  // The board as a page with a search (server-rendered for visitors): as fast as its API once kept (decision 090).
  "/jobs?search=<mix>": "/jobs?search=",
};
/** Every row of the main table: the fixed paths (with pgbench where SQL_OF has the SQL), then the mixes. */
const PATHS = [...ENDPOINTS, ...Object.keys(MIX)];
/** Measured read-only and with writes in the background. */
const WRITE_PATHS = ["/api/jobs", "/api/candidates", ...Object.keys(MIX)];

interface Row {
  size: number;
  path: string;
  who: "anon" | "signed-in";
  c: number;
  rps: number;
  p99: number;
  non2xx: number;
}

interface Measured {
  rps: number;
  p99: number;
  non2xx: number;
}
interface WriteRow {
  size: number;
  path: string;
  readOnly: Measured;
  withWrites: Measured;
  /** Writes per second achieved during the run, and how many failed. */
  writesPerSecond: number;
  writesFailed: number;
}

/** One cold request per term of the mix, one at a time: where each kind of term stands. */
interface KindRow {
  size: number;
  path: string;
  kind: TermKind;
  terms: number;
  median: number;
  p90: number;
  /** Terms whose first page came back empty. */
  empty: number;
  failed: number;
}
const KINDS: TermKind[] = ["common", "two-word", "prefix", "typo", "rare"];

async function probeMix(base: string, size: number, kindRows: KindRow[]) {
  for (const [path, prefix] of Object.entries(MIX)) {
    const times = new Map<TermKind, number[]>(KINDS.map((k) => [k, []]));
    const empty = new Map<TermKind, number>();
    const failed = new Map<TermKind, number>();
    for (const term of TERMS) {
      const t0 = performance.now();
      try {
        const res = await fetch(`${base}${prefix}${encodeURIComponent(term.text)}`, { signal: AbortSignal.timeout(10_000) });
        // A page (HTML) is timed, not read for its results: its API's row says what it found.
        const body = (res.headers.get("content-type") ?? "").includes("json")
          ? ((await res.json()) as Record<string, unknown>)
          : (await res.text(), {});
        times.get(term.kind)?.push(performance.now() - t0);
        if (!res.ok) failed.set(term.kind, (failed.get(term.kind) ?? 0) + 1);
        const list = Object.values(body).find(Array.isArray);
        if (list?.length === 0) empty.set(term.kind, (empty.get(term.kind) ?? 0) + 1);
      } catch {
        failed.set(term.kind, (failed.get(term.kind) ?? 0) + 1);
      }
    }
    for (const kind of KINDS) {
      const t = times.get(kind);
      const terms = TERMS.filter((x) => x.kind === kind).length;
      kindRows.push({
        size,
        path,
        kind,
        terms,
        median: quantile(t, 0.5),
        p90: quantile(t, 0.9),
        empty: empty.get(kind) ?? 0,
        failed: failed.get(kind) ?? 0,
      });
    }
  }
}

/** Asks each term of the mix `times` times at once, each on a new connection (no keep-alive): every worker of a primary gets some. */
async function warmEveryWorker(base: string, prefix: string, times: number) {
  const get = (url: string) =>
    new Promise<void>((resolve) => {
      const req = httpGet(url, { agent: false }, (res) => {
        res.resume();
        res.on("end", () => resolve());
      });
      req.on("error", () => resolve());
    });
  for (const term of TERMS) {
    await Promise.all(Array.from({ length: times }, () => get(`${base}${prefix}${encodeURIComponent(term.text)}`)));
  }
}

/** One autocannon run of a fixed path, or of a mix (`<mix>` label: each request asks the next term). */
async function measure(base: string, path: string, connections: number, headers: Record<string, string>): Promise<Measured> {
  const prefix = MIX[path];
  if (!prefix) return measurePaths(base, path, null, connections, headers);
  // every run of a mix asks the same terms in the same order
  return measurePaths(
    base,
    prefix,
    (i) => prefix + encodeURIComponent(at(TERM_SEQUENCE, i % TERM_SEQUENCE.length).text),
    connections,
    headers,
  );
}

/** One autocannon run: of `path`, or with `pathOf(i)` as the i-th request's path (a sequence of queries). */
async function measurePaths(
  base: string,
  path: string,
  pathOf: ((i: number) => string) | null,
  connections: number,
  headers: Record<string, string>,
): Promise<Measured> {
  let next = 0;
  const r = await autocannon({
    url: `${base}${path}`,
    connections,
    duration: DURATION,
    headers,
    requests: pathOf
      ? [
          {
            setupRequest: (req) => {
              req.path = pathOf(next++);
              return req;
            },
          },
        ]
      : undefined,
  });
  return { rps: Math.round(r.requests.average), p99: r.latency.p99, non2xx: r.non2xx };
}

/** The app's environment for one bench run (one worker unless started with more). */
export function benchEnv(port: number, dataDir: string): Record<string, string> {
  return {
    NODE_ENV: "production",
    PORT: String(port),
    BASE_URL: `http://127.0.0.1:${port}`,
    AUTH_SECRET: "bench-secret-bench-secret-bench-123",
    SEED_DEMO: "false",
    LOG_LEVEL: "warn",
    DATA_DIR: dataDir,
    // One worker for every figure but the workers section (docs/decisions/036).
    WEB_CONCURRENCY: "1",
  };
}

/** A fresh database: a throwaway one on PostgreSQL (its URL set in `env`), a directory under `dataDir` with --pglite. */
export async function benchDatabase(dataDir: string, env?: Record<string, string>, pglite = PGLITE) {
  rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true });
  if (pglite) return { database: await openDatabase({ pgliteDir: join(dataDir, "db") }), drop: async () => {} };
  const { database, drop } = await createThrowawayDatabase(
    process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test",
    "bench",
  );
  if (env) env.DATABASE_URL = database.url ?? "";
  return { database, drop };
}

/** Starts the built app (dist/server/main.js) with `workers` workers and waits until it answers. */
/**
 * Starts the built server (dist/server/main.js) with `workers` workers in its own process and waits for
 * /api/health (2 min at most). With `onLine`, its stdout and stderr are read line by line (the soak reads
 * the log: server/cli/soak.ts); without, stdout is dropped and stderr shown.
 */
export async function startApp(
  base: string,
  env: Record<string, string>,
  workers: number,
  onLine?: (line: string, stream: "stdout" | "stderr") => void,
) {
  // BENCH_NODE_ARGS: node options for the server only, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof" (not allowed in NODE_OPTIONS).
  const nodeArgs = (process.env.BENCH_NODE_ARGS ?? "").split(" ").filter(Boolean);
  const app = spawn(process.execPath, [...nodeArgs, "dist/server/main.js"], {
    env: { ...process.env, ...env, WEB_CONCURRENCY: String(workers) },
    stdio: ["ignore", onLine ? "pipe" : "ignore", onLine ? "pipe" : "inherit"],
  });
  if (onLine) {
    for (const stream of ["stdout", "stderr"] as const)
      createInterface({ input: app[stream]!, crlfDelay: Infinity }).on("line", (line) => onLine(line, stream));
  }
  for (let i = 0; i < 240; i++) {
    const ok = await fetch(`${base}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    await new Promise((r) => setTimeout(r, 500));
  }
  return app;
}

export async function stopApp(app: ReturnType<typeof spawn>) {
  if (app.exitCode !== null) return;
  app.kill("SIGTERM");
  await new Promise((r) => app.once("exit", r));
}

/** A value at quantile `f` of unsorted times (NaN when there are none). */
function quantile(xs: number[] | undefined, f: number) {
  const t = [...(xs ?? [])].sort((a, b) => a - b);
  return t.length ? at(t, Math.min(t.length - 1, Math.floor(f * t.length))) : NaN;
}
const msText = (v: number) => (Number.isNaN(v) ? "-" : v < 10 ? v.toFixed(1) : String(Math.round(v)));

/**
 * Calls `write` about `perSecond` times a second, one at a time, until `stop()` or `maxSeconds` (so the
 * loop ends by itself even if the caller never stops it).
 */
export function startWrites(perSecond: number, write: (i: number) => Promise<void>, maxSeconds: number) {
  let stopped = false;
  let done = 0;
  let failed = 0;
  const t0 = performance.now();
  const loop = (async () => {
    for (let i = 0; !stopped && performance.now() - t0 < maxSeconds * 1000; i++) {
      const wait = t0 + (i * 1000) / perSecond - performance.now();
      if (wait > 0) await new Promise((r) => setTimeout(r, wait));
      if (stopped) break;
      try {
        await write(i);
        done++;
      } catch (err) {
        if (failed++ === 0) console.log(`background write: ${(err as Error).message.split("\n")[0]}`);
      }
    }
  })();
  return {
    async stop() {
      stopped = true;
      await loop;
      return { done, failed, seconds: (performance.now() - t0) / 1000 };
    },
  };
}

const WRITE_TITLES = ["AppSec Engineer", "Security Analyst", "Pentester", "DevSecOps Engineer", "Software Engineer"];
const WRITE_SKILLS = ["OWASP", "SAST", "DAST", "Threat Modeling", "AWS", "Kubernetes", "Burp Suite", "Python", "Go", "Cloud Security"];

/** PostgreSQL: in turn a profile update, a job insert (on top of the board) and an update of a recent job. */
async function databaseWriter(database: Database, size: number) {
  const rand = mulberry32(0xb0a7);
  const recent = await database.db.execute<{ id: string }>(
    sql`select id from jobs where is_approved = true order by date_posted desc, id desc limit 200`,
  );
  const jobIds = recent.rows.map((r) => r.id);
  const recruiter = "u97"; // a recruiter of the seed at every size
  let inserted = 0;
  return async (i: number) => {
    const skill = WRITE_SKILLS[Math.floor(rand() * WRITE_SKILLS.length)];
    const title = WRITE_TITLES[Math.floor(rand() * WRITE_TITLES.length)];
    if (i % 3 === 0) {
      const id = `u${1 + Math.floor(rand() * size)}`;
      await database.db.execute(
        sql`update profiles set title = ${title}, bio = ${`Works on ${skill} and secure code review (edit ${i}).`}, updated_at = now() where id = ${id}`,
      );
    } else if (i % 3 === 1) {
      const n = ++inserted;
      await database.db.execute(
        sql`insert into jobs (title, company, location, job_board_url, description, skills, date_posted, recruiter_id, is_approved, is_admin_reviewed)
            values (${`${skill} Security Engineer (bench write ${process.pid}-${n})`}, ${`Company ${n % 700}`}, 'Remote',
                    ${`https://jobs.example.com/bench-write/${process.pid}/${size}/${n}`}, ${`A role securing software, written by the bench (${n}).`},
                    ${sql.raw(`ARRAY['${skill}']`)}, now(), ${recruiter}, true, true)`,
      );
    } else if (jobIds.length) {
      const id = jobIds[Math.floor(rand() * jobIds.length)];
      await database.db.execute(sql`update jobs set title = ${`${title} (edit ${i})`}, updated_at = now() where id = ${id}`);
    }
  };
}

/** `--pglite`: only the server may open the embedded database, so the bench user saves their profile. */
function apiWriter(base: string, cookie: string) {
  return async (i: number) => {
    const res = await fetch(`${base}/api/profile`, {
      method: "PUT",
      headers: { cookie, origin: base, "content-type": "application/json" },
      body: JSON.stringify({
        fullName: "Bench User",
        title: WRITE_TITLES[i % WRITE_TITLES.length],
        bio: `Works on ${WRITE_SKILLS[i % WRITE_SKILLS.length]} and secure code review (edit ${i}).`,
        expertise: [WRITE_SKILLS[i % WRITE_SKILLS.length], WRITE_SKILLS[(i * 7) % WRITE_SKILLS.length]],
        isOpenToWork: i % 2 === 0,
      }),
    });
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`PUT /api/profile: ${res.status}`);
  };
}

function pgbench(url: string, path: string, size: number): number | null {
  const queries = SQL_OF[path];
  if (!queries?.length || !existsPgbench()) return null;
  const file = join("/tmp", `bench-${process.pid}-${size}-${ENDPOINTS.indexOf(path)}.sql`);
  writeFileSync(file, queries.map((q) => `${q};`).join("\n") + "\n");
  try {
    const out = execFileSync(PGBENCH, ["-n", "-f", file, "-c", "10", "-j", "2", "-T", String(PGBENCH_SECONDS), url], {
      encoding: "utf8",
      stdio: ["ignore", "pipe", "pipe"],
    });
    const m = /tps = ([\d.]+)/.exec(out);
    return m ? Number(m[1]) : null;
  } catch (err) {
    console.log(`pgbench ${path}: ${(err as Error).message.split("\n")[0]}`);
    return null;
  } finally {
    rmSync(file, { force: true });
  }
}
function existsPgbench() {
  try {
    execFileSync(PGBENCH, ["--version"], { stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
}

async function runSize(size: number, rows: Row[], tps: Map<string, number | null>, writeRows: WriteRow[], kindRows: KindRow[]) {
  const port = 3900 + Math.floor(Math.random() * 90);
  const dataDir = `/tmp/appsec-bench-${process.pid}-${size}`;
  const env = benchEnv(port, dataDir);
  const { database, drop } = await benchDatabase(dataDir, env);
  let child: ReturnType<typeof spawn> | null = null;
  try {
    await database.migrate();
    const t0 = performance.now();
    await seed(database, size);
    // The signed-in bench user (a verified account with a password).
    const { deps } = await createDeps(loadConfig({ ...process.env, ...env }), {
      database,
      logger: createLogger("silent"),
      deliverOnSend: false,
    });
    await createAccount(deps, { email: "bench-user@bench.test", name: "Bench User" }, BENCH_PASSWORD);
    await deps.sessions.stop();
    await deps.changes.stop();
    console.log(
      `\n== ${size} profiles, ${Math.max(100, Math.round(size / 10))} jobs on ${database.kind}: seeded in ${Math.round(performance.now() - t0)} ms`,
    );
    if (!PGLITE && database.url && !ONLY_WRITES)
      for (const path of ENDPOINTS) tps.set(`${size} ${path}`, pgbench(database.url, path, size));
    if (PGLITE) await database.close(); // the server process opens the directory itself
    const base = `http://127.0.0.1:${port}`;
    const start = (workers: number) => startApp(base, env, workers);
    child = await start(1);
    const signIn = await fetch(`${base}/api/auth/sign-in/email`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: base },
      body: JSON.stringify({ email: "bench-user@bench.test", password: BENCH_PASSWORD }),
    });
    const cookie = signIn.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
    if (signIn.status !== 200 || !cookie) throw new Error(`bench sign-in failed: ${signIn.status}`);
    for (const path of ENDPOINTS) {
      const res = await fetch(`${base}${path}`);
      await res.arrayBuffer();
      if (res.status !== 200) console.log(`warm-up ${path}: ${res.status}`);
    }
    for (const prefix of Object.values(MIX)) {
      const res = await fetch(`${base}${prefix}${encodeURIComponent(at(TERMS, 0).text)}`);
      await res.arrayBuffer();
      if (res.status !== 200) console.log(`warm-up ${prefix}: ${res.status}`);
    }
    if (process.env.BENCH_EXPLAIN === "1") await explain(database);
    // The middleware's cost on cached answers, against bare Hono serving the same bytes (decision 090).
    if (!ONLY_WRITES) overheadRows.push(...(await measureOverhead(base, OVERHEAD_PATHS, DURATION, child.pid)).map((r) => ({ size, ...r })));
    if (ONLY_OVERHEAD) return;
    await probeMix(base, size, kindRows);
    // A member's searches are other entries (members may search more fields): asked once too, as the
    // visitors' were by the probe, so that the signed-in figures are not of a cold cache alone.
    for (const prefix of Object.values(MIX)) {
      for (const term of TERMS)
        await (await fetch(`${base}${prefix}${encodeURIComponent(term.text)}`, { headers: { cookie } })).arrayBuffer();
    }
    // As a browser asks: gzip accepted (answers of 1 KB or more come compressed).
    const anon = { "accept-encoding": "gzip" };
    for (const path of ONLY_WRITES ? [] : PATHS) {
      for (const [who, c] of [
        ["anon", 10],
        ["anon", 50],
        ["signed-in", 50],
      ] as const) {
        const r = await measure(base, path, c, who === "signed-in" ? { cookie, ...anon } : anon);
        rows.push({ size, path, who, c, ...r });
      }
    }
    for (const path of ONLY_WRITES ? [] : Object.keys(MIX)) {
      const [searches, list] = await Promise.all([measure(base, path, 10, anon), measure(base, LIST_BESIDE, 10, anon)]);
      besideRows.push({ size, path, list, searches });
    }
    if (WRITES_PER_SECOND > 0) {
      const write = PGLITE ? apiWriter(base, cookie) : await databaseWriter(database, size);
      for (const path of WRITE_PATHS) {
        // The writes of the run before dropped some of this mix's entries: one discarded run first, so that
        // the read-only figure and the one under writes both start from a warm cache.
        if (MIX[path]) await measure(base, path, 50, anon);
        const readOnly = await measure(base, path, 50, anon);
        const writes = startWrites(WRITES_PER_SECOND, write, DURATION + 5);
        const withWrites = await measure(base, path, 50, anon);
        const w = await writes.stop();
        writeRows.push({ size, path, readOnly, withWrites, writesPerSecond: w.done / w.seconds, writesFailed: w.failed });
      }
    }
    // 1 worker (above) against WORKERS on the same data: the app restarted with WEB_CONCURRENCY (PostgreSQL only).
    if (!PGLITE && WORKERS > 1 && !ONLY_WRITES) {
      await stopApp(child);
      child = await startApp(base, env, WORKERS);
      for (const path of Object.keys(MIX)) {
        // Each worker has its own caches, warmed as the 1 worker's were by the probe: every term asked on
        // new connections (the primary hands each to the next worker), twice as many as workers.
        await warmEveryWorker(base, MIX[path]!, WORKERS * 2);
        workerRows.push({ size, path, workers: WORKERS, ...(await measure(base, path, 50, anon)) });
      }
    }
  } finally {
    if (child) await stopApp(child);
    await drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

function report(rows: Row[], tps: Map<string, number | null>, writeRows: WriteRow[], kindRows: KindRow[]) {
  const get = (size: number, path: string, who: Row["who"], c: number) =>
    rows.find((r) => r.size === size && r.path === path && r.who === who && r.c === c);
  const small = Math.min(...SIZES);
  const large = Math.max(...SIZES);
  const cell = (r?: Row) => (r ? `${String(r.rps).padStart(6)} ${String(r.p99).padStart(5)}` : "     -     -");
  console.log(`\nmode: ${PGLITE ? "pglite" : "postgresql"}, ${DURATION} s per run; req/s and p99 ms`);
  console.log(`<mix>: ${describeMix(TERMS, TERM_SEQUENCE)}`);
  for (const size of SIZES) {
    console.log(`\n-- ${size} profiles / ${Math.max(100, Math.round(size / 10))} jobs`);
    console.log(
      `endpoint                       anon c=10    anon c=50    signed c=50  signed/anon cost  pgbench TPS  app/pgbench  non-2xx`,
    );
    for (const path of PATHS) {
      const a10 = get(size, path, "anon", 10);
      const a50 = get(size, path, "anon", 50);
      const s50 = get(size, path, "signed-in", 50);
      const cost = a50 && s50 && s50.rps ? (a50.rps / s50.rps).toFixed(2) + "x" : "-";
      const t = tps.get(`${size} ${path}`);
      const ratio = t && a50 ? (a50.rps / t).toFixed(2) : "-";
      const bad = (a10?.non2xx ?? 0) + (a50?.non2xx ?? 0) + (s50?.non2xx ?? 0);
      console.log(
        `${path.padEnd(30)} ${cell(a10)}  ${cell(a50)}  ${cell(s50)}  ${cost.padStart(16)}  ${String(t ? Math.round(t) : "-").padStart(11)}  ${ratio.padStart(11)}  ${bad}`,
      );
    }
  }
  if (small !== large) {
    console.log(`\ngrowth ${small} -> ${large} rows (req/s at c=50 anonymous; goal <= 1.5x)`);
    for (const path of PATHS) {
      const a = get(small, path, "anon", 50);
      const b = get(large, path, "anon", 50);
      const g = a && b && b.rps ? a.rps / b.rps : NaN;
      console.log(`${path.padEnd(30)} ${Number.isNaN(g) ? "-" : g.toFixed(2) + "x"}${g > 1.5 ? "  (over goal)" : ""}`);
    }
  }
  if (kindRows.length) {
    console.log(`\nsearch mix by kind of term: one cold request per term, one at a time; median / p90 ms, [terms with no results / terms]`);
    for (const size of SIZES) {
      console.log(`\n-- ${size} profiles / ${Math.max(100, Math.round(size / 10))} jobs`);
      console.log(`endpoint                   ${KINDS.map((k) => k.padEnd(20)).join(" ")}`);
      for (const path of Object.keys(MIX)) {
        const cells = KINDS.map((kind) => {
          const r = kindRows.find((x) => x.size === size && x.path === path && x.kind === kind);
          if (!r) return "-".padEnd(20);
          return `${msText(r.median)} / ${msText(r.p90)} [${r.empty}/${r.terms}]${r.failed ? ` ${r.failed} failed` : ""}`.padEnd(20);
        });
        console.log(`${path.padEnd(26)} ${cells.join(" ")}`);
      }
    }
  }
  if (besideRows.length) {
    console.log(
      `\nlists beside searches: ${LIST_BESIDE} at anon c=10 while a mix runs beside it at c=10; req/s and p99 ms (list p99 goal on the embedded default: <= 20 ms)`,
    );
    console.log(`   size  searches beside                    searches        list alone      list beside   non-2xx`);
    for (const r of besideRows) {
      const alone = get(r.size, LIST_BESIDE, "anon", 10);
      const pair = (m?: Measured) => (m ? `${String(m.rps).padStart(6)} ${String(m.p99).padStart(5)}` : "     -     -");
      console.log(
        `${String(r.size).padStart(7)}  ${r.path.padEnd(30)} ${pair(r.searches)}    ${pair(alone)}    ${pair(r.list)}   ${r.list.non2xx + r.searches.non2xx}`,
      );
    }
  }
  if (workerRows.length) {
    console.log(`\nterm-mix searches, 1 worker vs ${WORKERS} workers (WEB_CONCURRENCY, one port); anon c=50, req/s (p99 ms)`);
    for (const r of workerRows) {
      const one = get(r.size, r.path, "anon", 50);
      const gain = one?.rps ? `${(r.rps / one.rps).toFixed(2)}×` : "-";
      console.log(
        `${String(r.size).padStart(7)} ${r.path.padEnd(30)} ${one ? `${one.rps} (${one.p99})` : "-"}  →  ${r.rps} (${r.p99})  ${gain}`,
      );
    }
  }
  if (writeRows.length) {
    const how = PGLITE
      ? "the bench user's profile through PUT /api/profile"
      : "profile updates, job inserts, job updates through the database";
    console.log(
      `\nreads with ${WRITES_PER_SECOND} writes/s in the background (${how}); anon c=50, kept = with writes / read-only (goal >= 80 %)`,
    );
    for (const size of SIZES) {
      const these = writeRows.filter((r) => r.size === size);
      if (!these.length) continue;
      console.log(`\n-- ${size} profiles / ${Math.max(100, Math.round(size / 10))} jobs`);
      console.log(`endpoint                        read-only   p99   with writes   p99    kept  writes/s  non-2xx`);
      for (const r of these) {
        const kept = r.readOnly.rps ? r.withWrites.rps / r.readOnly.rps : NaN;
        const keptText = Number.isNaN(kept) ? "-" : `${Math.round(kept * 100)} %`;
        console.log(
          `${r.path.padEnd(30)} ${String(r.readOnly.rps).padStart(10)} ${String(r.readOnly.p99).padStart(5)} ${String(r.withWrites.rps).padStart(13)} ${String(r.withWrites.p99).padStart(5)} ${keptText.padStart(7)}${kept < 0.8 ? "!" : " "} ${r.writesPerSecond.toFixed(1).padStart(8)}  ${r.readOnly.non2xx + r.withWrites.non2xx}${r.writesFailed ? ` (${r.writesFailed} writes failed)` : ""}`,
        );
      }
    }
  }
}

/** Query plans of the hot list queries (BENCH_EXPLAIN=1). */
async function explain(database: Database) {
  const queries = [
    `select count(*) from profiles where is_open_to_work = true`,
    `select p.id from profiles p join "user" u on u.id = p.id where p.is_open_to_work = true order by p.created_at desc, p.id desc limit 9`,
    `select count(*) from jobs where is_approved = true`,
    `select id from jobs where is_approved = true order by date_posted desc, id desc limit 50`,
    `select p.id from profiles p join "user" u on u.id = p.id where u.role in ('mentor','admin') order by p.full_name, p.id limit 25`,
  ];
  for (const q of queries) {
    const res = await database.db.execute<Record<string, string>>(sql.raw(`explain analyze ${q}`));
    console.log(`\n${q}\n${res.rows.map((r) => Object.values(r)[0]).join("\n")}`);
  }
}

/**
 * A local SMTP receiver (the relay): accepts each message after `delayMs` (its pace) and counts what it
 * received, with the time of the first and the last. It runs on a worker thread of its own, so that
 * receiving thousands of mails does not hold up autocannon's event loop in this process (which would count
 * as the list's latency); `counts` reads its figures from shared memory.
 */
async function startRelay(delayMs: number) {
  // [received] and [first, last] (performance.timeOrigin + performance.now(), comparable across threads).
  const shared = { n: new Int32Array(new SharedArrayBuffer(4)), at: new Float64Array(new SharedArrayBuffer(16)) };
  const worker = new Worker(
    `const { workerData, parentPort } = require("node:worker_threads");
     const { SMTPServer } = require(${JSON.stringify(createRequire(import.meta.url).resolve("smtp-server"))});
     const { n, at, delayMs } = workerData;
     const relay = new SMTPServer({
       authOptional: true,
       disabledCommands: ["STARTTLS"],
       onData(stream, _session, cb) {
         stream.on("data", () => {});
         stream.on("end", () => {
           const accept = () => {
             Atomics.add(n, 0, 1);
             at[1] = performance.timeOrigin + performance.now();
             if (at[0] === 0) at[0] = at[1];
             cb();
           };
           if (delayMs > 0) setTimeout(accept, delayMs);
           else accept();
         });
       },
     });
     relay.on("error", () => {});
     relay.listen(0, "127.0.0.1", () => parentPort.postMessage(relay.server.address().port));
     parentPort.on("message", () => relay.close(() => parentPort.postMessage("closed")));`,
    { eval: true, workerData: { ...shared, delayMs } },
  );
  const port = await new Promise<number>((resolve) => worker.once("message", resolve));
  const local = (t: number) => (t === 0 ? 0 : t - performance.timeOrigin);
  const counts = {
    get received() {
      return Atomics.load(shared.n, 0);
    },
    /** performance.now() of this process at the first and the last mail received. */
    get first() {
      return local(shared.at[0]!);
    },
    get last() {
      return local(shared.at[1]!);
    },
  };
  return {
    port,
    counts,
    close: async () => {
      const closed = new Promise((resolve) => worker.once("message", resolve));
      worker.postMessage("close");
      await Promise.race([closed, new Promise((resolve) => setTimeout(resolve, 5000))]);
      await worker.terminate();
    },
  };
}

/**
 * The newsletter case (decision 075): 10,000 confirmed subscribers and one issue being sent. The board's
 * list (`/api/jobs`, anon c=10) is measured on the served app with the outbox empty; the app is stopped
 * (on the embedded database only the server may open it) and the send task queues every delivery and its
 * outbox row, timed (goal < 10 s); the app starts again and delivers to a local SMTP receiver at the
 * receiver's pace (BENCH_RELAY_MS per message, default 0; the receiver on a thread of its own) while the
 * list is measured again: both p99s side by side (goal: unchanged within noise), then the receiver's count
 * until it has every mail (at most BENCH_DELIVERY_SECONDS after the app's start, default 120): the pace,
 * and what all would take at it; once it has them all, the list a third time (outbox drained), which shows
 * how far apart two runs are without a send. The app gives way to saturating requests (docs/decisions/095):
 * the mails a second during the list run and outside it are printed apart.
 */
async function benchNewsletter(subscribers = 10_000) {
  const port = 3900 + Math.floor(Math.random() * 90);
  const base = `http://127.0.0.1:${port}`;
  const dataDir = `/tmp/appsec-bench-${process.pid}-newsletter`;
  rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true });
  const relayMs = Number(process.env.BENCH_RELAY_MS ?? 0);
  const deliverySeconds = Number(process.env.BENCH_DELIVERY_SECONDS ?? 120);
  const relay = await startRelay(relayMs);
  const env: Record<string, string> = {
    NODE_ENV: "production",
    PORT: String(port),
    BASE_URL: base,
    AUTH_SECRET: "bench-secret-bench-secret-bench-123",
    SEED_DEMO: "false",
    LOG_LEVEL: "warn",
    DATA_DIR: dataDir,
    WEB_CONCURRENCY: "1",
    SMTP_URL: `smtp://127.0.0.1:${relay.port}`,
  };
  let database: Database;
  let drop = async () => {};
  const open = async () => (PGLITE ? openDatabase({ pgliteDir: join(dataDir, "db") }) : database);
  if (PGLITE) database = await open();
  else {
    ({ database, drop } = await createThrowawayDatabase(
      process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test",
      "bench",
    ));
    env.DATABASE_URL = database.url ?? "";
  }
  let child: ReturnType<typeof spawn> | null = null;
  try {
    await database.migrate();
    await seed(database, 1000);
    const confirmedAt = new Date(Date.now() - 60_000);
    for (let i = 0; i < subscribers; i += 1000)
      await database.db
        .insert(newsletterSubscribers)
        .values(Array.from({ length: Math.min(1000, subscribers - i) }, (_, j) => ({ email: `reader${i + j}@bench.test`, confirmedAt })));
    if (PGLITE) await database.close();

    // The list before: the outbox empty, nothing to send.
    const anon = { "accept-encoding": "gzip" };
    child = await startApp(base, env, 1);
    await measure(base, LIST_BESIDE, 10, anon); // warm-up
    const before = await measure(base, LIST_BESIDE, 10, anon);
    await stopApp(child);
    child = null;

    // The send task queues the issue (the app stopped: the embedded database has one opener).
    if (PGLITE) database = await open();
    const { deps } = await createDeps(loadConfig({ ...process.env, ...env, SMTP_URL: "" }), {
      database,
      logger: createLogger("silent"),
      deliverOnSend: false,
    });
    const content = `<h2>This month</h2>${'<p>News from the community, with <a href="/blog/x">a link</a>.</p>'.repeat(20)}`;
    await database.db
      .insert(newsletterIssues)
      .values({ slug: "bench", title: "Bench issue", content, status: "sending", sendStartedAt: new Date() });
    const t0 = performance.now();
    const queued = await queueSendingIssues(deps, new Date());
    const seconds = (performance.now() - t0) / 1000;
    const [{ n }] = (await database.db.execute<{ n: number }>(sql`select count(*)::int as n from mail_outbox`)).rows as [{ n: number }];
    await deps.sessions.stop();
    await deps.changes.stop();
    if (PGLITE) await database.close();
    const label = PGLITE ? "PGlite" : "PostgreSQL";
    console.log(`\nnewsletter (${label}), ${subscribers} confirmed subscribers, one issue`);
    console.log(
      `queue: ${queued} deliveries and ${n} outbox rows queued in ${seconds.toFixed(2)} s (goal < 10 s: ${seconds < 10 && queued === subscribers ? "met" : "MISSED"})`,
    );

    // The app delivers them to the relay; the list is measured while it does.
    const sendStart = performance.now();
    child = await startApp(base, env, 1);
    // Measured once the relay has the first mail (the outbox is polled every 5 s), after the same warm-up.
    await measure(base, LIST_BESIDE, 10, anon);
    while (relay.counts.received === 0 && performance.now() - sendStart < 60_000) await new Promise((r) => setTimeout(r, 100));
    const receivedBefore = relay.counts.received;
    const duringStart = performance.now();
    const during = await measure(base, LIST_BESIDE, 10, anon);
    const duringEnd = performance.now();
    const receivedDuring = relay.counts.received - receivedBefore;
    // Then until the relay has every mail, or BENCH_DELIVERY_SECONDS: the pace, and the time all would take.
    const deadline = sendStart + deliverySeconds * 1000;
    while (relay.counts.received < queued && performance.now() < deadline) await new Promise((r) => setTimeout(r, 250));
    const delivered = relay.counts.received;
    // The list again with the outbox drained: how far apart two runs without a send are (the noise).
    const after = delivered >= queued ? await measure(base, LIST_BESIDE, 10, anon) : null;
    console.log(`${LIST_BESIDE} at anon c=10, ${DURATION} s runs        req/s   p99 ms  non-2xx`);
    const line = (what: string, m: Measured) =>
      console.log(`${what.padEnd(36)} ${String(m.rps).padStart(6)} ${String(m.p99).padStart(8)} ${String(m.non2xx).padStart(8)}`);
    line("before the send (outbox empty)", before);
    line(`while it sends (${receivedDuring} mails in the run)`, during);
    if (after) line("after the send (outbox drained)", after);
    const pace = delivered / Math.max(0.001, (relay.counts.last - relay.counts.first) / 1000);
    const sendSeconds = (relay.counts.last - sendStart) / 1000;
    console.log(
      `delivery to a local SMTP receiver (${relayMs} ms a message): ${delivered} of ${queued} received in ${sendSeconds.toFixed(1)} s from the app's start, ${pace.toFixed(1)} mails/s` +
        (delivered < queued
          ? ` (stopped at ${deliverySeconds} s; all ${queued} would take ~${Math.round(queued / Math.max(0.001, pace))} s)`
          : ""),
    );
    // Outside the list run the app sends at the relay's pace; during it, it gives way to the requests.
    const outside =
      (delivered - receivedDuring) / Math.max(0.001, (relay.counts.last - relay.counts.first - (duringEnd - duringStart)) / 1000);
    console.log(
      `  ${(receivedDuring / ((duringEnd - duringStart) / 1000)).toFixed(1)} mails/s during the list run, ${outside.toFixed(1)} mails/s outside it`,
    );
  } finally {
    if (child) await stopApp(child);
    await relay.close();
    if (!PGLITE) await drop();
    await database.close().catch(() => {});
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * The candidate filters' values, as the bench seed writes them (server/cli/bench-seed.ts): the skills are
 * the four its open-to-work profiles (every third) hold, and one nobody holds.
 */
const FILTER_SKILLS = ["OWASP", "Threat Modeling", "Burp Suite", "Cloud Security", "Go"];
const FILTER_LOCATIONS = ["Berlin, Germany", "London, UK", "Remote", "New York, NY", "Toronto, Canada"];
const FILTER_BANDS = ["0-2", "3-5", "6-10", "11+"];
const FILTER_AVAILABILITY = ["immediately", "1-month", "3-months", "later"];
const FILTER_TERMS = ["security", "pentester", "cloud", "engineer"];

/**
 * `count` distinct filter combinations from a fixed seed: each dimension in with probability ½ (at least
 * one; one or two skills), a term in every fourth. Query strings of `/api/candidates`.
 */
export function filterCombinations(count: number): { query: string; withTerm: boolean }[] {
  const rand = mulberry32(0xf17e5);
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(rand() * xs.length)]!;
  const seen = new Set<string>();
  const out: { query: string; withTerm: boolean }[] = [];
  while (out.length < count) {
    const p = new URLSearchParams();
    const withTerm = out.length % 4 === 3;
    if (withTerm) p.set("q", pick(FILTER_TERMS));
    if (rand() < 0.5)
      for (const skill of new Set([pick(FILTER_SKILLS), ...(rand() < 0.3 ? [pick(FILTER_SKILLS)] : [])])) p.append("skill", skill);
    if (rand() < 0.5) p.set("location", pick(FILTER_LOCATIONS));
    if (rand() < 0.5) p.set("experience", pick(FILTER_BANDS));
    if (rand() < 0.5 || [...p.keys()].every((k) => k === "q")) p.set("availability", pick(FILTER_AVAILABILITY));
    const query = p.toString();
    if (seen.has(query)) continue;
    seen.add(query);
    out.push({ query, withTerm });
  }
  return out;
}

/** The goals of the candidate filters case (docs/decisions/080, 082; docs/performance.md). */
const FILTERS_CACHED_P99_GOAL_MS = 30;
const FILTERS_COLD_MEDIAN_GOAL_MS = 50;

/**
 * The candidate filters case: each combination's first page with its facet counts asked once, one at a
 * time, never asked before (cold: the list and the counts run their statements; goal median <= 50 ms), then
 * once more one at a time (cached), then autocannon at anonymous c=50 over the cached combinations (goal
 * p99 <= 30 ms).
 */
async function benchCandidateFilters(size: number) {
  const port = 3900 + Math.floor(Math.random() * 90);
  const dataDir = `/tmp/appsec-bench-${process.pid}-filters-${size}`;
  const env = benchEnv(port, dataDir);
  const { database, drop } = await benchDatabase(dataDir, env);
  let child: ReturnType<typeof spawn> | null = null;
  try {
    await database.migrate();
    await seed(database, size);
    if (PGLITE) await database.close(); // the server process opens the directory itself
    const base = `http://127.0.0.1:${port}`;
    child = await startApp(base, env, 1);
    // The unfiltered directory once (its counts are the table-wide ones, cached apart).
    await (await fetch(`${base}/api/candidates`)).arrayBuffer();
    const combos = filterCombinations(QUICK ? 24 : 80);
    const times = { cold: new Map<boolean, number[]>(), cached: new Map<boolean, number[]>() };
    let failed = 0;
    let empty = 0;
    for (const pass of ["cold", "cached"] as const) {
      for (const c of combos) {
        const t0 = performance.now();
        const res = await fetch(`${base}/api/candidates?${c.query}`);
        const body = (await res.json()) as { total?: number; facets?: { availability?: unknown[] } };
        const ms = performance.now() - t0;
        if (!res.ok || !body.facets?.availability) failed++;
        if (pass === "cold" && body.total === 0) empty++;
        const list = times[pass].get(c.withTerm) ?? [];
        list.push(ms);
        times[pass].set(c.withTerm, list);
      }
    }
    const cached = await measurePaths(base, "/api/candidates", (i) => `/api/candidates?${combos[i % combos.length]!.query}`, 50, {
      "accept-encoding": "gzip",
    });
    const cold = [...times.cold.values()].flat();
    const coldMedian = quantile(cold, 0.5);
    console.log(
      `
candidate filters (${PGLITE ? "PGlite" : "PostgreSQL"}), ${size} profiles (${Math.round(size / 3)} open to work): ${combos.length} combinations, ${empty} with no candidate; the first page with its facet counts`,
    );
    const met = (ok: boolean) => (ok ? "met" : "MISSED");
    console.log(
      `cached, over the combinations at anon c=50 (${DURATION} s): p99 ${cached.p99} ms (goal <= ${FILTERS_CACHED_P99_GOAL_MS} ms: ${met(cached.p99 <= FILTERS_CACHED_P99_GOAL_MS)}), ${cached.rps} req/s, non-2xx ${cached.non2xx}`,
    );
    console.log(
      `never asked, one at a time: median ${msText(coldMedian)} ms over ${cold.length} (goal <= ${FILTERS_COLD_MEDIAN_GOAL_MS} ms: ${met(coldMedian <= FILTERS_COLD_MEDIAN_GOAL_MS)}), p90 ${msText(quantile(cold, 0.9))} ms; failed requests: ${failed}`,
    );
    console.log(`by kind, one at a time: median / p90 ms`);
    console.log(`kind                     never asked          asked before`);
    for (const [withTerm, label] of [
      [false, "filters only"],
      [true, "filters and a term"],
    ] as const) {
      const [c, w] = [times.cold.get(withTerm), times.cached.get(withTerm)];
      console.log(
        `${`${label} (${c?.length ?? 0})`.padEnd(24)} ${`${msText(quantile(c, 0.5))} / ${msText(quantile(c, 0.9))}`.padEnd(20)} ${msText(quantile(w, 0.5))} / ${msText(quantile(w, 0.9))}`,
      );
    }
  } finally {
    if (child) await stopApp(child);
    await drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The goals of the unique-term case (docs/decisions/088): req/s at least, p99 ms at most. */
const UNIQUE_GOALS: Record<string, { pg: { rps: number; p99: number }; pglite: { rps: number; listP99: number } }> = {
  "/api/jobs?search=": { pg: { rps: 1000, p99: 100 }, pglite: { rps: 200, listP99: 20 } },
  "/api/candidates?q=": { pg: { rps: 500, p99: 150 }, pglite: { rps: 200, listP99: 20 } },
};

/** CPU time (ms) a process has used so far, user and system, from /proc (0 once it is gone); clock ticks of 10 ms. */
function cpuMsOf(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return 0;
  }
}

/** `pid` and its descendants (a built app on the embedded database runs its one worker under a primary). */
function processTree(pid: number): number[] {
  try {
    const kids = readFileSync(`/proc/${pid}/task/${pid}/children`, "utf8").trim().split(/\s+/).filter(Boolean).map(Number);
    return [pid, ...kids.flatMap(processTree)];
  } catch {
    return [pid];
  }
}

/**
 * Where a run's CPU went (docs/decisions/094): the app's process (its threads included: the embedded
 * database's too) and, on PostgreSQL, the server processes connected to the bench's database — so that a
 * run on a shared machine still says what one request costs, whatever share of the cores it got.
 */
async function cpuMeter(app: number, database: Database) {
  const backends = async () =>
    database.kind === "postgres"
      ? (
          await database.db.execute<{ pid: number }>(
            sql`select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()`,
          )
        ).rows.map((r) => Number(r.pid))
      : [];
  const apps = processTree(app);
  const appMs = () => apps.reduce((sum, pid) => sum + cpuMsOf(pid), 0);
  const appBefore = appMs();
  const before = new Map<number, number>();
  for (const pid of await backends()) before.set(pid, cpuMsOf(pid));
  return async (requests: number) => {
    let pg = 0;
    for (const pid of new Set([...before.keys(), ...(await backends())])) pg += cpuMsOf(pid) - (before.get(pid) ?? 0);
    const per = (ms: number) => Math.round((ms / Math.max(1, requests)) * 100) / 100;
    return { app: per(appMs() - appBefore), pg: per(pg) };
  };
}

/** The unique-term case: every request a new three-word term (no cache holds it). */
async function benchUniqueTerms(size: number) {
  const port = 3900 + Math.floor(Math.random() * 90);
  const dataDir = `/tmp/appsec-bench-${process.pid}-unique-${size}`;
  const env = benchEnv(port, dataDir);
  const { database, drop } = await benchDatabase(dataDir, env);
  let child: ReturnType<typeof spawn> | null = null;
  try {
    await database.migrate();
    const t0 = performance.now();
    await seed(database, size);
    const words = await database.db.execute<{ jobs: number; candidates: number }>(
      sql`select (select count(*)::int from job_words) as jobs, (select count(*)::int from candidate_words) as candidates`,
    );
    const dict = words.rows[0];
    console.log(
      `\n== unique terms, ${size} profiles, ${Math.max(100, Math.round(size / 10))} jobs on ${database.kind}: seeded in ${Math.round(performance.now() - t0)} ms; dictionaries: ${dict?.jobs} job words, ${dict?.candidates} candidate words`,
    );
    if (PGLITE) await database.close(); // the server process opens the directory itself
    const base = `http://127.0.0.1:${port}`;
    child = await startApp(base, env, 1);
    const anon = { "accept-encoding": "gzip" };
    // One sequence for the whole case: no term is asked twice, across the runs either.
    const next = uniqueTerms();
    let typos = 0;
    let asked = 0;
    const run = async (prefix: string, connections: number) => {
      const meter = await cpuMeter(child!.pid!, database);
      const r = await autocannon({
        url: `${base}${prefix}`,
        connections,
        duration: DURATION,
        headers: anon,
        requests: [
          {
            setupRequest: (req) => {
              const t = next();
              asked++;
              if (t.typo) typos++;
              req.path = prefix + encodeURIComponent(t.text);
              return req;
            },
          },
        ],
      });
      const cpu = await meter(r.requests.total);
      return { rps: Math.round(r.requests.average), p50: r.latency.p50, p99: r.latency.p99, non2xx: r.non2xx, errors: r.errors, cpu };
    };
    const list = async (connections: number) => {
      const r = await autocannon({ url: `${base}${LIST_BESIDE}`, connections, duration: DURATION, headers: anon });
      return { rps: Math.round(r.requests.average), p50: r.latency.p50, p99: r.latency.p99, non2xx: r.non2xx, errors: r.errors };
    };
    // A few requests first (connections, prepared statements), not counted.
    for (const prefix of Object.keys(UNIQUE_GOALS)) {
      for (let i = 0; i < 20; i++) await (await fetch(`${base}${prefix}${encodeURIComponent(next().text)}`)).arrayBuffer();
    }
    const ok = (met: boolean) => (met ? "met" : "NOT met");
    console.log(`unique terms (${PGLITE ? "PGlite" : "PostgreSQL"}), ${DURATION} s per run: req/s, p50 / p99 ms`);
    for (const [prefix, goal] of Object.entries(UNIQUE_GOALS)) {
      const label = `${prefix}<unique>`;
      if (PGLITE) {
        const [searches, beside] = await Promise.all([run(prefix, 10), list(10)]);
        console.log(
          `${label.padEnd(32)} c=10: ${searches.rps} req/s, ${searches.p50} / ${searches.p99} ms, non-2xx ${searches.non2xx}, errors ${searches.errors} (goal ≥ ${goal.pglite.rps} req/s: ${ok(searches.rps >= goal.pglite.rps && searches.non2xx === 0)})`,
        );
        console.log(`${"".padEnd(32)} CPU per request (app with its database, the list beside it included): ${searches.cpu.app} ms`);
        console.log(
          `${`  ${LIST_BESIDE} beside it`.padEnd(32)} c=10: ${beside.rps} req/s, ${beside.p50} / ${beside.p99} ms (goal p99 ≤ ${goal.pglite.listP99} ms: ${ok(beside.p99 <= goal.pglite.listP99)})`,
        );
      } else {
        const r = await run(prefix, 50);
        console.log(
          `${label.padEnd(32)} c=50: ${r.rps} req/s, ${r.p50} / ${r.p99} ms, non-2xx ${r.non2xx}, errors ${r.errors} (goal ≥ ${goal.pg.rps} req/s with p99 ≤ ${goal.pg.p99} ms: ${ok(r.rps >= goal.pg.rps && r.p99 <= goal.pg.p99 && r.non2xx === 0)})`,
        );
        console.log(`${"".padEnd(32)} CPU per request: app ${r.cpu.app} ms, PostgreSQL ${r.cpu.pg} ms`);
      }
    }
    console.log(
      `terms asked: ${asked}, ${Math.round((typos / Math.max(1, asked)) * 100)} % with a typo (the mix: ${Math.round(UNIQUE_TYPO_SHARE * 100)} %), none twice`,
    );
  } finally {
    if (child) {
      const c = child;
      c.kill("SIGTERM");
      await new Promise((r) => c.once("exit", r));
    }
    if (!PGLITE) await drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main() {
  if (args.includes("--newsletter")) return benchNewsletter();
  if (args.includes("--unique-terms")) {
    for (const size of SIZES) await benchUniqueTerms(size);
    return;
  }
  if (args.includes("--candidate-filters")) {
    for (const size of SIZES) await benchCandidateFilters(size);
    return;
  }
  const rows: Row[] = [];
  const tps = new Map<string, number | null>();
  const writeRows: WriteRow[] = [];
  const kindRows: KindRow[] = [];
  const t0 = performance.now();
  for (const size of SIZES) await runSize(size, rows, tps, writeRows, kindRows);
  if (!ONLY_OVERHEAD) report(rows, tps, writeRows, kindRows);
  reportOverhead(overheadRows);
  console.log(`\nbench took ${Math.round((performance.now() - t0) / 1000)} s`);
}

// Run as `npm run bench`; imported by the soak (server/cli/soak.ts) for its helpers.
if (process.argv[1]?.endsWith("bench.ts")) await main();
