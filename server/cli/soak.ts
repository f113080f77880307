import { randomUUID } from "node:crypto";
import { readdirSync, readFileSync, rmSync } from "node:fs";
import type { ChildProcess } from "node:child_process";
import { createDeps } from "../bootstrap";
import { loadConfig } from "../config";
import { createLogger } from "../lib/logger";
import { encodeCursor } from "../lib/paging";
import { benchDatabase, benchEnv, filterCombinations, startApp, startWrites, stopApp } from "./bench";
import { at, buildTerms, mulberry32, termSequence, uniqueTerms } from "./bench-terms";
import { seedBench } from "./bench-seed";
import { createAccount } from "./seed/users";

/**
 * npm run soak [-- --minutes=30] [-- --workers=1,2] [-- --pglite] [-- --size=10000]
 *
 * Mixed traffic for a long time against the built server (dist/server/main.js, its own process as in
 * production, LOG_LEVEL info), once per worker count of `--workers` (WEB_CONCURRENCY; each on a fresh
 * database seeded as the bench does: server/cli/bench-seed.ts). docs/performance.md "Soak", decision 091.
 *
 * Virtual users, each a loop of one request at a time with 0–100 ms between them:
 * - SOAK_ANON (20) anonymous: lists with random keyset cursors, pages and filter query strings; searches
 *   (jobs, candidates, mentors) with a never-asked term most of the time (`uniqueTerms`, 70 %) and a Zipf
 *   term of the bench mix otherwise; server-rendered pages (`/jobs?search=…`, `/mentorship`, `/events`, `/`).
 * - SOAK_SIGNED_IN (10) signed in, each its own account, signed in through the real sign-in route, with a
 *   cookie jar that keeps what the server sets: the same reads plus their own profile and preferences.
 * - Writes at SOAK_WRITES_PER_SECOND (10) overall, spread over enough accounts (the readers' and more) that
 *   none reaches its write limit (docs/write-limits.md, as a new account): per account in turn a profile save
 *   (`PUT /api/profile`; every fifth renames the account), interest in a job (`POST /api/jobs/:id/interest`),
 *   the notification preferences twice (`PUT /api/me/notification-preferences`) and the interest taken back
 *   (`DELETE /api/jobs/:id/interest`): per hour at most 25 of the first, second and last, 50 of the third.
 *
 * Every minute: requests, req/s, statuses (2xx, 3xx, each 4xx and 5xx code apart) and client errors (timeouts,
 * ECONNRESET, … each apart), the server's RSS (VmRSS of the server process and its children, /proc) and the
 * event-loop delay p99 of each process (its `runtime` log lines: RUNTIME_METRICS_MS, lib/runtime-metrics.ts).
 * At the end: RSS after warm-up (mean of the samples in 20–30 % of the run) against the end (mean of the last
 * 10 %), the growth against the 5 % goal, every 401 to a signed-in request with its route, and the server's
 * own warn/error lines. The traffic stops by itself at the end of each run.
 */
const args = process.argv.slice(2);
const arg = (name: string) => args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const MINUTES = Number(arg("minutes") ?? 30);
const WORKERS = (arg("workers") ?? "1,2").split(",").map(Number);
const PGLITE = args.includes("--pglite");
const SIZE = Number(arg("size") ?? 10_000);
const ANON = Number(process.env.SOAK_ANON ?? 20);
const SIGNED_IN = Number(process.env.SOAK_SIGNED_IN ?? 10);
const WRITES_PER_SECOND = Number(process.env.SOAK_WRITES_PER_SECOND ?? 10);
/** How often the table is printed (and each process logs its runtime line), ms. */
const REPORT_MS = Number(process.env.SOAK_REPORT_MS ?? 60_000);
const PORT = Number(process.env.SOAK_PORT ?? 4571);
const PASSWORD = "Soak-password-1";
/** Writes one account makes per hour at most (the cycle of five below, 25 times): under every limit it meets. */
const WRITES_PER_ACCOUNT = 125;
const REQUEST_TIMEOUT_MS = 15_000;

const TERMS = buildTerms();
const ZIPF = termSequence(TERMS, 100_000);
const COMBOS = filterCombinations(200);

/** Counts of one minute (and of the whole run). */
class Tally {
  requests = 0;
  statuses = new Map<string, number>();
  errors = new Map<string, number>();
  add(status: number | string) {
    this.requests++;
    if (typeof status === "number") {
      const key = status < 300 ? "2xx" : status < 400 ? "3xx" : String(status);
      this.statuses.set(key, (this.statuses.get(key) ?? 0) + 1);
    } else this.errors.set(status, (this.errors.get(status) ?? 0) + 1);
  }
  describe() {
    const parts = [...this.statuses].sort().map(([k, v]) => `${k}:${v}`);
    const errs = [...this.errors].sort().map(([k, v]) => `${k}:${v}`);
    return `${parts.join(" ")}${errs.length ? ` client ${errs.join(" ")}` : ""}`;
  }
  unexpected() {
    let n = 0;
    for (const [k, v] of this.statuses) if (k !== "2xx" && k !== "3xx") n += v;
    for (const v of this.errors.values()) n += v;
    return n;
  }
}

/** A browser's cookie jar for one account: what the server sets is sent back (a Max-Age=0 removes it). */
class Jar {
  private cookies = new Map<string, string>();
  header() {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
  }
  take(res: Response) {
    for (const c of res.headers.getSetCookie()) {
      const [pair = "", ...attrs] = c.split(";");
      const i = pair.indexOf("=");
      const name = pair.slice(0, i).trim();
      const value = pair.slice(i + 1).trim();
      const gone = value === "" || attrs.some((a) => /^\s*max-age=0\s*$/i.test(a) || /^\s*expires=thu, 01 jan 1970/i.test(a));
      if (gone) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
}

interface Account {
  email: string;
  name: string;
  jar: Jar;
  writes: number;
  /** The job this account marked its interest in (taken back at its next turn). */
  job?: string;
}

/** The route of a path for the report: ids and query strings out. */
const routeOf = (method: string, path: string) =>
  `${method} ${path
    .split("?")[0]!
    .replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi, ":id")
    .replace(/\/u\d+\b/g, "/:id")}`;

/** VmRSS (bytes) of `pid` and every descendant (the cluster's workers), from /proc. */
function treeRss(pid: number): { total: number; processes: number } {
  const parent = new Map<number, number>();
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      parent.set(Number(entry), Number(fields[1]));
    } catch {
      // gone meanwhile
    }
  }
  const tree = new Set([pid]);
  for (let grew = true; grew;) {
    grew = false;
    for (const [p, pp] of parent)
      if (tree.has(pp) && !tree.has(p)) {
        tree.add(p);
        grew = true;
      }
  }
  let total = 0;
  for (const p of tree) {
    try {
      const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${p}/status`, "utf8"));
      if (m) total += Number(m[1]) * 1024;
    } catch {
      // gone meanwhile
    }
  }
  return { total, processes: tree.size };
}

const mb = (bytes: number) => Math.round(bytes / 1024 / 1024);

async function soak(workers: number) {
  const dataDir = `/tmp/appsec-soak-${process.pid}-${workers}`;
  const base = `http://127.0.0.1:${PORT}`;
  // The bench's environment, with the request log on (the soak reads statuses from it) and runtime lines.
  const env = { ...benchEnv(PORT, dataDir), LOG_LEVEL: "info", WEB_CONCURRENCY: String(workers), RUNTIME_METRICS_MS: String(REPORT_MS) };
  const { database, drop } = await benchDatabase(dataDir, env, PGLITE);
  let child: ChildProcess | null = null;
  try {
    await database.migrate();
    await seedBench(database.db, SIZE);
    const totalWrites = WRITES_PER_SECOND * MINUTES * 60;
    const accountsN = Math.max(SIGNED_IN, Math.ceil(totalWrites / WRITES_PER_ACCOUNT / Math.max(1, Math.ceil(MINUTES / 60))));
    const { deps } = await createDeps(loadConfig({ ...process.env, ...env }), {
      database,
      logger: createLogger("silent"),
      deliverOnSend: false,
    });
    const accounts: Account[] = [];
    for (let i = 0; i < accountsN; i++) {
      const email = `soak-${i}@soak.test`;
      const name = `Soak User ${i}`;
      await createAccount(deps, { email, name }, PASSWORD);
      accounts.push({ email, name, jar: new Jar(), writes: 0 });
    }
    await deps.sessions.stop();
    await deps.changes.stop();
    if (PGLITE) await database.close(); // the server process opens the directory itself

    // The server's log: runtime lines per process, its own request lines by status, warn/error lines.
    const runtime = new Map<number, { role: string; rss: number; heapUsed: number; p99: number; max: number }>();
    const serverStatuses = new Map<number, number>();
    const serverProblems: string[] = [];
    let serverProblemCount = 0;
    child = await startApp(base, env, workers, (line) => {
      if (!line.startsWith("{")) {
        if (!line.trim()) return;
        serverProblemCount++;
        if (serverProblems.length < 20) serverProblems.push(line.slice(0, 300));
        return;
      }
      let o: Record<string, unknown>;
      try {
        o = JSON.parse(line) as Record<string, unknown>;
      } catch {
        return;
      }
      if (o.msg === "runtime")
        runtime.set(Number(o.pid), {
          role: String(o.role),
          rss: Number(o.rss),
          heapUsed: Number(o.heapUsed),
          p99: Number(o.eventLoopP99Ms),
          max: Number(o.eventLoopMaxMs),
        });
      else if (o.msg === "request") serverStatuses.set(Number(o.status), (serverStatuses.get(Number(o.status)) ?? 0) + 1);
      if (o.level === "warn" || o.level === "error") {
        serverProblemCount++;
        if (serverProblems.length < 20) serverProblems.push(line.slice(0, 300));
      }
    });
    const server = child;

    // Sign in through the real route (60 a minute per address: server/app.ts), at most 50 a minute.
    const signIn = async (a: Account) => {
      const res = await fetch(`${base}/api/auth/sign-in/email`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: base },
        body: JSON.stringify({ email: a.email, password: PASSWORD }),
      });
      await res.arrayBuffer();
      a.jar.take(res);
      if (res.status !== 200) throw new Error(`sign-in of ${a.email}: ${res.status}`);
    };
    for (let i = 0; i < accounts.length; i++) {
      if (i > 0 && i % 50 === 0) await new Promise((r) => setTimeout(r, 61_000));
      await signIn(accounts[i]!);
    }
    const jobIds: string[] = [];
    {
      const res = await fetch(`${base}/api/jobs?pageSize=100`);
      const body = (await res.json()) as { jobs: { id: string }[] };
      jobIds.push(...body.jobs.map((j) => j.id));
    }

    const total = new Tally();
    let minute = new Tally();
    const unauthorized = new Map<string, { count: number; first: number; last: number }>();
    /** Every other 4xx, 5xx and client error by route. */
    const otherFailures = new Map<string, number>();
    const t0 = performance.now();
    const elapsed = () => (performance.now() - t0) / 1000;
    const endAt = MINUTES * 60;

    /** One request: counted, and a signed-in one's 401 recorded with its route. */
    const request = async (path: string, init: RequestInit & { account?: Account } = {}) => {
      const { account, ...rest } = init;
      const headers = new Headers(rest.headers);
      headers.set("accept-encoding", "gzip");
      if (account) headers.set("cookie", account.jar.header());
      if (rest.method && rest.method !== "GET") headers.set("origin", base);
      let status: number | string;
      try {
        const res = await fetch(`${base}${path}`, {
          ...rest,
          headers,
          signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
          redirect: "manual",
        });
        await res.arrayBuffer();
        account?.jar.take(res);
        status = res.status;
      } catch (err) {
        const e = err as Error & { cause?: { code?: string; name?: string } };
        status = e.name === "TimeoutError" ? "timeout" : (e.cause?.code ?? e.cause?.name ?? e.name);
      }
      total.add(status);
      minute.add(status);
      if (status !== 401 && (typeof status !== "number" || status >= 400)) {
        const key = `${routeOf(rest.method ?? "GET", path)} ${status}${account ? " (signed in)" : ""}`;
        otherFailures.set(key, (otherFailures.get(key) ?? 0) + 1);
      }
      if (account && status === 401) {
        const key = routeOf(rest.method ?? "GET", path);
        const u = unauthorized.get(key) ?? { count: 0, first: elapsed(), last: 0 };
        u.count++;
        u.last = elapsed();
        unauthorized.set(key, u);
      }
      return status;
    };

    const rand = mulberry32(0x50a4 + workers);
    const pick = <T>(xs: readonly T[]) => xs[Math.floor(rand() * xs.length)]!;
    const nextUnique = uniqueTerms(0x5eed_3000 + workers);
    let zipf = 0;
    const term = () => (rand() < 0.7 ? nextUnique().text : at(ZIPF, zipf++ % ZIPF.length).text);
    const q = encodeURIComponent;
    const randomCursor = () => {
      const d = new Date(Date.UTC(2025, 0, 1) + Math.floor(rand() * 700 * 86_400_000));
      return encodeCursor(`${d.toISOString().replace("T", " ").replace("Z", "")}+00`, randomUUID());
    };
    /** One read of the mix. */
    const read = (account?: Account): string => {
      const r = rand();
      if (r < 0.12) return `/api/jobs?cursor=${q(randomCursor())}&pageSize=${pick([10, 20, 50])}`;
      if (r < 0.2) return `/api/jobs?page=${1 + Math.floor(rand() * 20)}&days=${pick(["all", "7", "30"])}`;
      if (r < 0.27)
        return `/api/jobs?skill=${q(pick(["OWASP", "AWS", "Go", "Python"]))}&location=${q(pick(["Remote", "Berlin", "London"]))}`;
      if (r < 0.35) return `/api/candidates?${pick(COMBOS).query}`;
      if (r < 0.42) return `/api/candidates?cursor=${q(randomCursor())}`;
      if (r < 0.56) return `/api/jobs?search=${q(term())}`;
      if (r < 0.66) return `/api/candidates?q=${q(term())}`;
      if (r < 0.72) return `/api/mentors?q=${q(term())}`;
      if (r < 0.8) return `/jobs?search=${q(term())}`;
      if (r < 0.85) return "/mentorship";
      if (r < 0.9) return "/events";
      if (r < 0.93) return "/";
      if (account) return pick(["/api/me", "/api/me/notification-preferences", "/api/me/saved-searches"]);
      return pick(["/api/events", "/api/mentors", "/api/jobs"]);
    };
    const stopAt = () => elapsed() >= endAt;
    const user = async (account?: Account) => {
      while (!stopAt()) {
        await request(read(account), { account });
        await new Promise((r) => setTimeout(r, Math.floor(rand() * 100)));
      }
    };

    // Writes: each account in turn, five kinds in its cycle.
    let nextAccount = 0;
    const writeStatuses = new Tally();
    const write = async () => {
      const a = accounts[nextAccount++ % accounts.length]!;
      const step = a.writes++ % 5;
      let status: number | string;
      if (step === 0) {
        const rename = a.writes % 25 === 1;
        if (rename) a.name = `${a.name.split(" (")[0]} (${a.writes})`;
        status = await request("/api/profile", {
          method: "PUT",
          account: a,
          headers: { "content-type": "application/json" },
          body: JSON.stringify({
            fullName: a.name,
            title: pick(["AppSec Engineer", "Security Analyst", "Pentester"]),
            bio: `Works on ${pick(["OWASP", "AWS", "Go"])} and secure code review (edit ${a.writes}).`,
            expertise: [pick(["OWASP", "SAST", "DAST"]), pick(["AWS", "Kubernetes", "Python"])],
            isOpenToWork: rand() < 0.5,
          }),
        });
      } else if (step === 1) {
        a.job = pick(jobIds);
        status = await request(`/api/jobs/${a.job}/interest`, { method: "POST", account: a });
      } else if (step === 4 && a.job) {
        status = await request(`/api/jobs/${a.job}/interest`, { method: "DELETE", account: a });
      } else {
        status = await request("/api/me/notification-preferences", {
          method: "PUT",
          account: a,
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ blog_comment: rand() < 0.5 }),
        });
      }
      writeStatuses.add(status);
    };

    const rssSamples: { t: number; rss: number }[] = [];
    const sampler = setInterval(() => rssSamples.push({ t: elapsed(), rss: treeRss(server.pid!).total }), 10_000);
    const label = `${workers} worker${workers > 1 ? "s" : ""}`;
    console.log(
      `\n== soak, ${label} (WEB_CONCURRENCY=${workers}) on ${database.kind}, ${SIZE} profiles: ${MINUTES} min, ${ANON} anonymous + ${SIGNED_IN} signed-in users, ${WRITES_PER_SECOND} writes/s over ${accounts.length} accounts`,
    );
    console.log(`  min  requests  req/s   RSS MB  loop p99 ms (per process)   statuses`);
    let lastReport = 0;
    const reporter = setInterval(() => {
      const now = elapsed();
      const m = minute;
      minute = new Tally();
      const rss = treeRss(server.pid!);
      const loops = [...runtime.values()].map((r) => `${r.role[0]}${r.p99}`).join(" ");
      console.log(
        `${(now / 60).toFixed(1).padStart(5)} ${String(m.requests).padStart(9)} ${String(Math.round(m.requests / (now - lastReport))).padStart(6)} ${String(mb(rss.total)).padStart(8)}  ${loops.padEnd(26)}  ${m.describe()}`,
      );
      lastReport = now;
    }, REPORT_MS);

    // Open loop: each write starts on time even while earlier ones are still answering (at most 100 at once).
    const inFlight = new Set<Promise<void>>();
    const writes = startWrites(
      WRITES_PER_SECOND,
      async () => {
        if (inFlight.size >= 100) await Promise.race(inFlight);
        const p = write().finally(() => inFlight.delete(p));
        inFlight.add(p);
      },
      endAt + 5,
    );
    const users = [...Array.from({ length: ANON }, () => user()), ...accounts.slice(0, SIGNED_IN).map((a) => user(a))];
    await new Promise((r) => setTimeout(r, endAt * 1000));
    const w = await writes.stop();
    await Promise.all(inFlight);
    await Promise.all(users);
    clearInterval(reporter);
    clearInterval(sampler);
    rssSamples.push({ t: elapsed(), rss: treeRss(server.pid!).total });

    // Summary.
    const mean = (xs: number[]) => xs.reduce((s, x) => s + x, 0) / Math.max(1, xs.length);
    const warm = rssSamples.filter((s) => s.t >= endAt * 0.2 && s.t < endAt * 0.3).map((s) => s.rss);
    const end = rssSamples.filter((s) => s.t >= endAt * 0.9).map((s) => s.rss);
    const growth = (mean(end) / mean(warm) - 1) * 100;
    // The second half alone (50–60 % against the last 10 %): whether memory still grows once every cache is full.
    const half = rssSamples.filter((s) => s.t >= endAt * 0.5 && s.t < endAt * 0.6).map((s) => s.rss);
    const halfGrowth = (mean(end) / mean(half) - 1) * 100;
    console.log(
      `\nsummary, ${label}: ${total.requests} requests in ${Math.round(elapsed())} s (${Math.round(total.requests / elapsed())} req/s)`,
    );
    console.log(
      `  statuses: ${total.describe()}; not 2xx/3xx: ${total.unexpected()} (${((total.unexpected() / Math.max(1, total.requests)) * 100).toFixed(3)} %)`,
    );
    console.log(
      `  server log, API requests by status: ${[...serverStatuses]
        .sort((a, b) => a[0] - b[0])
        .map(([k, v]) => `${k}:${v}`)
        .join(" ")}`,
    );
    console.log(`  writes: ${w.done} in ${Math.round(w.seconds)} s (${(w.done / w.seconds).toFixed(1)}/s): ${writeStatuses.describe()}`);
    console.log(
      `  RSS: after warm-up (20–30 %) ${mb(mean(warm))} MB, at the end (last 10 %) ${mb(mean(end))} MB: ${growth >= 0 ? "+" : ""}${growth.toFixed(1)} % (goal within 5 %: ${Math.abs(growth) <= 5 ? "met" : "NOT met"}); second half (50–60 % ${mb(mean(half))} MB to the end) ${halfGrowth >= 0 ? "+" : ""}${halfGrowth.toFixed(1)} %; min ${mb(Math.min(...rssSamples.map((s) => s.rss)))} MB, max ${mb(Math.max(...rssSamples.map((s) => s.rss)))} MB`,
    );
    console.log(`  RSS every 10 s (MB): ${rssSamples.map((s) => mb(s.rss)).join(" ")}`);
    for (const [pid, r] of runtime)
      console.log(
        `  ${r.role} ${pid}: last runtime line rss ${mb(r.rss)} MB, heap ${mb(r.heapUsed)} MB, loop p99 ${r.p99} ms, max ${r.max} ms`,
      );
    const unauthorizedN = [...unauthorized.values()].reduce((s, u) => s + u.count, 0);
    console.log(`  401 on signed-in requests: ${unauthorizedN}${unauthorizedN ? " (a defect to explain)" : ""}`);
    for (const [route, u] of unauthorized)
      console.log(`    ${route}: ${u.count}, from ${Math.round(u.first)} s to ${Math.round(u.last)} s`);
    console.log(`  other 4xx, 5xx and client errors by route: ${otherFailures.size ? "" : "none"}`);
    for (const [key, n] of [...otherFailures].sort((a, b) => b[1] - a[1])) console.log(`    ${key}: ${n}`);
    console.log(`  server warn/error lines: ${serverProblemCount}`);
    for (const line of serverProblems) console.log(`    ${line}`);
    return {
      workers,
      requests: total.requests,
      seconds: elapsed(),
      warm: mean(warm),
      end: mean(end),
      growth,
      halfGrowth,
      unexpected: total.unexpected(),
      unauthorized: unauthorizedN,
    };
  } finally {
    if (child) await stopApp(child);
    if (!PGLITE) await drop();
    await database.close().catch(() => {});
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const results = [];
for (const workers of WORKERS) results.push(await soak(workers));
console.log(`\nsoak: ${MINUTES} min per run, ${SIZE} profiles, ${PGLITE ? "PGlite" : "PostgreSQL"}`);
for (const r of results)
  console.log(
    `  ${r.workers} worker(s): ${Math.round(r.requests / r.seconds)} req/s, RSS ${mb(r.warm)} -> ${mb(r.end)} MB (${r.growth.toFixed(1)} %; second half ${r.halfGrowth.toFixed(1)} %), not 2xx/3xx ${r.unexpected}, signed-in 401 ${r.unauthorized}`,
  );
process.exit(0);
