import { spawn } from "node:child_process";
import autocannon from "autocannon";
import { hashPassword } from "better-auth/crypto";
import { sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { createThrowawayDatabase } from "../db/throwaway";

/**
 * npm run bench — seeds a throw-away database with 10k jobs and 100k profiles, starts the app on a
 * free port and measures the main public endpoints with autocannon (req/s and p99 latency).
 * PostgreSQL only (BENCH_DATABASE_URL, default the local test server): the server runs as its own
 * process, which the single-process embedded database cannot share.
 */
const DURATION = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);

async function throwAwayDatabase(): Promise<{ database: Database; drop: () => Promise<void> }> {
  return createThrowawayDatabase(process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test", "bench");
}

async function seed(database: Database) {
  const db = database.db;
  const skills = `ARRAY['OWASP','SAST','DAST','Threat Modeling','AWS','Kubernetes','Burp Suite','Python','Go','Cloud Security','DevSecOps','Pentesting']`;
  await db.execute(sql.raw(`
    INSERT INTO "user" (id, name, email, email_verified, role, created_at, updated_at)
    SELECT 'u' || g, 'Person ' || g, 'person' || g || '@bench.test', true,
           CASE WHEN g % 500 = 0 THEN 'mentor' WHEN g % 97 = 0 THEN 'recruiter' ELSE 'user' END,
           now() - (g || ' minutes')::interval, now()
    FROM generate_series(1, 100000) g`));
  await db.execute(sql.raw(`
    INSERT INTO profiles (id, full_name, title, bio, expertise, location, is_open_to_work, created_at)
    SELECT 'u' || g, 'Person ' || g,
           (ARRAY['AppSec Engineer','Security Analyst','Pentester','DevSecOps Engineer','Software Engineer'])[1 + g % 5],
           'Works on ' || (${skills})[1 + g % 12] || ' and secure code review.',
           ARRAY[(${skills})[1 + g % 12], (${skills})[1 + (g * 7) % 12]],
           (ARRAY['Berlin, Germany','London, UK','Remote','New York, NY','Toronto, Canada'])[1 + g % 5],
           g % 3 = 0, now() - (g || ' minutes')::interval
    FROM generate_series(1, 100000) g`));
  await db.execute(sql.raw(`
    INSERT INTO jobs (title, company, location, job_board_url, description, skills, date_posted, recruiter_id, is_approved, is_admin_reviewed)
    SELECT (ARRAY['Application Security Engineer','Product Security Engineer','Security Champion','Cloud Security Engineer'])[1 + g % 4] || ' ' || g,
           'Company ' || (g % 700), (ARRAY['Berlin, Germany','London, UK','Remote','New York, NY','Toronto, Canada'])[1 + g % 5],
           'https://jobs.example.com/' || g, 'A role securing software at scale, number ' || g || '. Threat modeling, code review and tooling.',
           ARRAY[(${skills})[1 + g % 12], (${skills})[1 + (g * 5) % 12], (${skills})[1 + (g * 11) % 12]],
           now() - (g || ' hours')::interval, 'u' || (97 * (1 + g % 1000)), g % 10 <> 0, true
    FROM generate_series(1, 10000) g`));
  await db.execute(sql.raw(`ANALYZE`));
}

/** Query plans of the hot list queries (BENCH_EXPLAIN=1). */
async function explain(database: Database) {
  const queries = [
    `select count(*) from profiles where is_open_to_work = true`,
    `select p.id from profiles p join "user" u on u.id = p.id where p.is_open_to_work = true order by p.created_at desc, p.id desc limit 9`,
    `select count(*) from jobs where is_approved = true`,
    `select id from jobs where is_approved = true order by date_posted desc, id desc limit 50`,
    `select p.id from profiles p join "user" u on u.id = p.id where u.role in ('mentor','admin') order by p.full_name limit 200`,
  ];
  for (const q of queries) {
    const res = (await database.db.execute(sql.raw(`explain analyze ${q}`))) as unknown as { rows: Record<string, string>[] };
    console.log(`\n${q}\n${res.rows.map((r) => Object.values(r)[0]).join("\n")}`);
  }
}

const ENDPOINTS = [
  "/api/health",
  "/api/jobs",
  "/api/jobs?search=cloud",
  "/api/jobs/filters",
  "/api/candidates",
  "/api/candidates?q=pentester",
  "/api/mentors",
  "/api/mentors?q=kubernetes",
];

async function main() {
  const { database, drop } = await throwAwayDatabase();
  try {
    await database.migrate();
    const t0 = performance.now();
    await seed(database);
    console.log(`seeded 100k profiles and 10k jobs on ${database.kind} in ${Math.round(performance.now() - t0)} ms`);
    // The server runs in its own process, as in production, so autocannon does not share its thread.
    const port = 3900 + Math.floor(Math.random() * 90);
    const child = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
      env: {
        ...process.env,
        NODE_ENV: "production",
        PORT: String(port),
        BASE_URL: `http://127.0.0.1:${port}`,
        AUTH_SECRET: "bench-secret-bench-secret-bench-123",
        DATABASE_URL: database.url ?? "",
        SEED_DEMO: "false",
        LOG_LEVEL: "warn",
        DATA_DIR: "/tmp/appsec-bench",
      },
      stdio: ["ignore", "ignore", "inherit"],
    });
    for (let i = 0; i < 120; i++) {
      const ok = await fetch(`http://127.0.0.1:${port}/api/health`).then((r) => r.ok, () => false);
      if (ok) break;
      await new Promise((r) => setTimeout(r, 500));
    }
    // One plain request each first: status and cold latency (and an early sign of errors).
    for (const path of ENDPOINTS) {
      const t = performance.now();
      const res = await fetch(`http://127.0.0.1:${port}${path}`);
      await res.arrayBuffer();
      console.log(`warm-up ${path}: ${res.status} in ${Math.round(performance.now() - t)} ms`);
    }
    if (process.env.BENCH_EXPLAIN === "1") await explain(database);
    // A member with a password, signed in over HTTP, for the signed-in runs.
    const hash = await hashPassword("Bench-passphrase-12345");
    await database.db.execute(sql`UPDATE "user" SET email_verified = true WHERE id = 'u1'`);
    await database.db.execute(sql`INSERT INTO account (id, account_id, provider_id, user_id, password, created_at, updated_at)
      VALUES ('bench-account', 'u1', 'credential', 'u1', ${hash}, now(), now())`);
    const signIn = await fetch(`http://127.0.0.1:${port}/api/auth/sign-in/email`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: `http://127.0.0.1:${port}` },
      body: JSON.stringify({ email: "person1@bench.test", password: "Bench-passphrase-12345" }),
    });
    const cookie = signIn.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
    console.log(`signed in for the signed-in runs: ${signIn.status}`);
    console.log(`endpoint                                   req/s     p50 ms  p99 ms  non-2xx`);
    const anonymous = new Map<string, number>();
    for (const path of ENDPOINTS) {
      const r = await autocannon({ url: `http://127.0.0.1:${port}${path}`, connections: CONNECTIONS, duration: DURATION });
      anonymous.set(path, r.requests.average);
      console.log(
        `${path.padEnd(42)} ${String(Math.round(r.requests.average)).padStart(7)}  ${String(r.latency.p50).padStart(7)} ${String(r.latency.p99).padStart(7)}  ${r.non2xx}`,
      );
    }
    // Signed in: the same pages with the member's session cookie; the ratio is the cost of a session.
    console.log(`\nsigned in                                  req/s     p50 ms  p99 ms  non-2xx  cost vs anonymous`);
    for (const path of ["/api/jobs", "/api/jobs?search=cloud", "/api/candidates"]) {
      const r = await autocannon({ url: `http://127.0.0.1:${port}${path}`, connections: CONNECTIONS, duration: DURATION, headers: { cookie } });
      const ratio = (anonymous.get(path) ?? r.requests.average) / Math.max(1, r.requests.average);
      console.log(
        `${path.padEnd(42)} ${String(Math.round(r.requests.average)).padStart(7)}  ${String(r.latency.p50).padStart(7)} ${String(r.latency.p99).padStart(7)}  ${String(r.non2xx).padStart(7)}  ${ratio.toFixed(2)}x`,
      );
    }
    child.kill("SIGTERM");
  } finally {
    await drop();
  }
}

await main();
