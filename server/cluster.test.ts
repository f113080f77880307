import { execFileSync, spawn } from "node:child_process";
import { createServer } from "node:net";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { workerCount } from "./lib/cluster";
import { createThrowawayDatabase } from "./db/throwaway";
import { eventually } from "./test/eventually";

const root = join(import.meta.dirname, "..");

describe("WEB_CONCURRENCY (docs/decisions/036)", () => {
  it("is the number of cores on PostgreSQL in production by default, 1 elsewhere, always 1 on the embedded database", () => {
    expect(workerCount({ NODE_ENV: "production" }, true, 4)).toBe(4);
    expect(workerCount({ NODE_ENV: "development" }, true, 4)).toBe(1);
    expect(workerCount({ NODE_ENV: "production", WEB_CONCURRENCY: "3" }, true, 4)).toBe(3);
    expect(workerCount({ NODE_ENV: "development", WEB_CONCURRENCY: "2" }, true, 4)).toBe(2);
    expect(workerCount({ NODE_ENV: "production", WEB_CONCURRENCY: "8" }, false, 4)).toBe(1);
    expect(() => workerCount({ WEB_CONCURRENCY: "two" }, true, 4)).toThrow(/WEB_CONCURRENCY/);
    expect(() => workerCount({ WEB_CONCURRENCY: "0" }, true, 4)).toThrow(/WEB_CONCURRENCY/);
  });

  it.runIf(process.env.TEST_DATABASE_URL)(
    "two workers on one port: a job written elsewhere is in the next searches of both; SIGTERM stops both and the primary exits 0",
    { timeout: 240_000 },
    async () => {
      const made = await createThrowawayDatabase(process.env.TEST_DATABASE_URL!, "cl");
      const dataDir = mkdtempSync(join(tmpdir(), "appsec-cluster-"));
      const [{ name } = { name: "" }] = (await made.database.db.execute<{ name: string }>(sql`select current_database() as name`)).rows as {
        name: string;
      }[];
      const url = new URL(process.env.TEST_DATABASE_URL!);
      url.pathname = `/${name}`;
      // A port nothing listens on (a random one could meet a server another suite left running).
      const port = await new Promise<number>((resolve, reject) => {
        const probe = createServer().listen(0, () => {
          const { port: free } = probe.address() as { port: number };
          probe.close(() => resolve(free));
        });
        probe.on("error", reject);
      });
      const base = `http://127.0.0.1:${port}`;
      // The built server, as production runs it (its own copy: other suites build dist/server). Under tsx, the
      // first start of a fresh checkout compiled in three processes at once and stayed silent past two minutes.
      const outdir = `dist/test-cluster-${process.pid}`;
      execFileSync(process.execPath, ["scripts/build-server.mjs"], {
        cwd: root,
        stdio: "pipe",
        env: { ...process.env, SERVER_OUTDIR: outdir },
      });
      const child = spawn(process.execPath, [`${outdir}/main.js`], {
        cwd: root,
        env: {
          PATH: process.env.PATH,
          NODE_ENV: "development",
          PORT: String(port),
          BASE_URL: `http://localhost:${port}`,
          DATABASE_URL: url.toString(),
          WEB_CONCURRENCY: "2",
          LIST_CACHE_MS: "60000",
          SEED_DEMO: "false",
          DATA_DIR: dataDir,
          AUTH_SECRET: "cluster-secret-cluster-secret-cluster-secret",
          LOG_LEVEL: "warn",
        },
        stdio: ["ignore", "pipe", "pipe"],
        // Its own process group: the finally below stops the primary and its workers together.
        detached: true,
      });
      let log = "";
      child.stdout.on("data", (d: Buffer) => (log += d.toString()));
      child.stderr.on("data", (d: Buffer) => (log += d.toString()));
      let gone = false;
      const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => ((gone = true), resolve(code))));
      const workers = () => {
        try {
          return execFileSync("pgrep", ["-P", String(child.pid)], { encoding: "utf8" })
            .trim()
            .split("\n")
            .filter(Boolean).length;
        } catch {
          return 0;
        }
      };
      const search = async () =>
        ((await (await fetch(`${base}/api/jobs?search=zebracorn`)).json()) as { jobs: { title: string }[] }).jobs.map((j) => j.title);
      try {
        // Both workers up (each answers on the one port).
        let up = false;
        const deadline = Date.now() + 120_000;
        while (!up && !gone && Date.now() < deadline) {
          up =
            workers() === 2 &&
            (await fetch(`${base}/api/health`).then(
              (r) => r.ok,
              () => false,
            ));
          if (!up) await new Promise((r) => setTimeout(r, 250));
        }
        expect(up, log).toBe(true);
        expect(workers()).toBe(2);
        // Round robin: several searches fill the search cache of both workers with "nothing found".
        for (let i = 0; i < 6; i++) expect(await search()).toEqual([]);
        // Written by another instance, straight into the database: each worker's change listener clears its cache.
        await made.database.db.execute(sql`
          insert into jobs (title, company, location, job_board_url, description, skills, is_approved, is_admin_reviewed)
          values ('Zebracorn Security Lead', 'Acme', 'Remote', 'https://jobs.example.com/z', 'A role.', '{}', true, true)`);
        const everyWorker = async () => {
          for (let i = 0; i < 6; i++) if ((await search()).join() !== "Zebracorn Security Lead") return false;
          return true;
        };
        expect(await eventually(everyWorker), log).toBe(true);
        child.kill("SIGTERM");
        expect(await exited, log).toBe(0);
        expect(workers()).toBe(0);
      } finally {
        try {
          process.kill(-child.pid!, "SIGKILL");
        } catch {
          // already gone
        }
        await made.drop();
        rmSync(dataDir, { recursive: true, force: true });
        rmSync(join(root, `dist/test-cluster-${process.pid}`), { recursive: true, force: true });
      }
    },
  );
});
