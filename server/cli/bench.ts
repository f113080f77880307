import { serve } from "@hono/node-server";
import autocannon from "autocannon";
import { sql } from "drizzle-orm";
import { createApp } from "../app";
import { createDeps } from "../bootstrap";
import { loadConfig } from "../config";
import { openDatabase, type Database } from "../db/client";
import { createThrowawayDatabase } from "../db/throwaway";
import { createLogger } from "../lib/logger";

/**
 * npm run bench — seeds a throw-away database with 10k jobs and 100k profiles, starts the app on a
 * free port and measures the main public endpoints with autocannon (req/s and p99 latency).
 * PostgreSQL (BENCH_DATABASE_URL, default the local test server) or, with BENCH_PGLITE=1, PGlite.
 */
const DURATION = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);

async function throwAwayDatabase(): Promise<{ database: Database; drop: () => Promise<void> }> {
  if (process.env.BENCH_PGLITE === "1") {
    const database = await openDatabase({ pgliteDir: "memory://" });
    return { database, drop: () => database.close() };
  }
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
    const config = loadConfig({ NODE_ENV: "production", AUTH_SECRET: "bench-secret-bench-secret-bench-123", BASE_URL: "http://127.0.0.1", LOG_LEVEL: "silent", DATA_DIR: "/tmp/appsec-bench" } as NodeJS.ProcessEnv);
    const { deps } = await createDeps(config, { database, logger: createLogger("silent"), deliverOnSend: false });
    const app = createApp(deps);
    const server = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" });
    await new Promise((r) => server.once("listening", r));
    const port = (server.address() as { port: number }).port;
    console.log(`endpoint                                   req/s     p50 ms  p99 ms  non-2xx`);
    for (const path of ENDPOINTS) {
      const r = await autocannon({ url: `http://127.0.0.1:${port}${path}`, connections: CONNECTIONS, duration: DURATION });
      console.log(
        `${path.padEnd(42)} ${String(Math.round(r.requests.average)).padStart(7)}  ${String(r.latency.p50).padStart(7)} ${String(r.latency.p99).padStart(7)}  ${r.non2xx}`,
      );
    }
    server.close();
  } finally {
    await drop();
  }
}

await main();
