import { execFileSync, spawn } from "node:child_process";
import { createServer } from "node:net";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";

const root = join(import.meta.dirname, "../..");
const pkg = JSON.parse(readFileSync(join(root, "package.json"), "utf8")) as {
  scripts: Record<string, string>;
  dependencies: Record<string, string>;
};

describe("production start", () => {
  const dataDir = mkdtempSync(join(tmpdir(), "appsec-prod-start-"));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it("npm start runs compiled JavaScript; tsx is not a runtime dependency", () => {
    expect(pkg.scripts.start).toMatch(/node dist\/server\/main\.js$/);
    expect(pkg.scripts["test:faults"]).toContain("build-server");
    expect(pkg.scripts.start).not.toContain("tsx");
    expect(pkg.scripts.admin).not.toContain("tsx");
    expect(pkg.dependencies.tsx).toBeUndefined();
  });

  it("the built server starts without tsx, answers, and exits 0 on SIGTERM", { timeout: 120_000 }, async () => {
    execFileSync(process.execPath, ["scripts/build-server.mjs"], { cwd: root, stdio: "pipe" });
    expect(existsSync(join(root, "dist/server/main.js"))).toBe(true);
    expect(existsSync(join(root, "dist/server/migrations/meta/_journal.json"))).toBe(true);
    const port = 4600 + Math.floor(Math.random() * 300);
    // A plain `node` with no loader: any TypeScript left in the output would fail here.
    const child = spawn(process.execPath, ["dist/server/main.js"], {
      cwd: root,
      env: { PATH: process.env.PATH, PORT: String(port), DATA_DIR: dataDir, SEED_DEMO: "false", LOG_LEVEL: "warn" },
      stdio: ["ignore", "ignore", "pipe"],
    });
    let stderr = "";
    child.stderr.on("data", (d: Buffer) => (stderr += d.toString()));
    let gone = false;
    const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => ((gone = true), resolve(code))));
    try {
      // First start migrates a fresh embedded database: on a busy 2-core CI machine that can take a while,
      // so wait for readiness (up to 90 s) but stop at once if the process dies.
      let ok = false;
      const deadline = Date.now() + 90_000;
      while (!ok && !gone && Date.now() < deadline) {
        ok = await fetch(`http://127.0.0.1:${port}/api/health`).then(
          (r) => r.ok,
          () => false,
        );
        if (!ok) await new Promise((r) => setTimeout(r, 200));
      }
      expect(ok, stderr).toBe(true);
      child.kill("SIGTERM");
      expect(await exited).toBe(0);
    } finally {
      child.kill("SIGKILL");
    }
  });

  /** A port nothing listens on. */
  const freePort = () =>
    new Promise<number>((resolve, reject) => {
      const probe = createServer().listen(0, () => {
        const { port } = probe.address() as { port: number };
        probe.close(() => resolve(port));
      });
      probe.on("error", reject);
    });

  /** The built server (its own copy: other suites build dist/server) on the embedded database in `dir`. */
  function startBuilt(outdir: string, port: number, dir: string) {
    const child = spawn(process.execPath, ["--import", "./server/test/kill-database-thread.mjs", `${outdir}/main.js`], {
      cwd: root,
      env: {
        PATH: process.env.PATH,
        PORT: String(port),
        BASE_URL: `http://127.0.0.1:${port}`,
        DATA_DIR: dir,
        SEED_DEMO: "false",
        LOG_LEVEL: "warn",
      },
      stdio: ["ignore", "pipe", "pipe"],
      // Its own process group: the finally stops the primary and its worker together.
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
          .filter(Boolean);
      } catch {
        return [];
      }
    };
    const healthy = async (timeoutMs: number) => {
      const deadline = Date.now() + timeoutMs;
      while (!gone && Date.now() < deadline) {
        if (
          await fetch(`http://127.0.0.1:${port}/api/health`).then(
            (r) => r.ok,
            () => false,
          )
        )
          return true;
        await new Promise((r) => setTimeout(r, 200));
      }
      return false;
    };
    const kill = () => {
      try {
        process.kill(-child.pid!, "SIGKILL");
      } catch {
        // already gone
      }
    };
    return { child, exited, workers, healthy, kill, log: () => log, gone: () => gone };
  }

  it(
    "on the embedded database, the app is started again when its database thread dies, with its data; SIGTERM still stops it with 0",
    { timeout: 90_000 },
    async () => {
      const outdir = `dist/test-restart-${process.pid}`;
      execFileSync(process.execPath, ["scripts/build-server.mjs"], {
        cwd: root,
        stdio: "pipe",
        env: { ...process.env, SERVER_OUTDIR: outdir },
      });
      const dir = mkdtempSync(join(tmpdir(), "appsec-restart-"));
      const port = await freePort();
      const base = `http://127.0.0.1:${port}`;
      const server = startBuilt(outdir, port, dir);
      const auth = (path: string, body: Record<string, string>) =>
        fetch(`${base}/api/auth/${path}`, {
          method: "POST",
          headers: { "content-type": "application/json", origin: base },
          body: JSON.stringify(body),
        });
      const account = { email: "restart@example.test", password: "long-enough-passphrase-1" };
      try {
        expect(await server.healthy(45_000), server.log()).toBe(true);
        expect((await auth("sign-up/email", { ...account, name: "Restart Person" })).status, server.log()).toBe(200);
        const [first, ...others] = server.workers();
        expect(first).toBeDefined();
        expect(others).toEqual([]);

        // The test's hook (server/test/kill-database-thread.mjs) ends the worker's database thread.
        process.kill(Number(first), "SIGUSR2");
        await expect.poll(() => server.workers().includes(first!), { timeout: 10_000 }).toBe(false);
        // While the app starts again the primary answers on the port: 503 with Retry-After, in the API's
        // error body, never a refused connection (the dead worker is gone, the next one not yet listening).
        const health = () =>
          fetch(`${base}/api/health`).then(
            async (r) => ({ status: r.status, retryAfter: r.headers.get("retry-after"), body: (await r.json()) as unknown }),
            (e: Error) => ({ status: 0, retryAfter: null, body: e.message }),
          );
        await expect
          .poll(health, { timeout: 5_000 })
          .toMatchObject({ status: 503, retryAfter: "2", body: { error: { code: "UNAVAILABLE" } } });
        const page = await fetch(`${base}/jobs`).then(
          (r) => r.status,
          () => 0,
        );
        expect(page).toBe(503);
        expect(await server.healthy(45_000), server.log()).toBe(true);
        const [second, ...more] = server.workers();
        expect(second).toBeDefined();
        expect(second).not.toBe(first);
        expect(more).toEqual([]);
        expect(server.log()).toContain("the embedded database's thread stopped; exiting");
        expect(server.log()).toContain("database thread stopped; restarting the app");
        // The account written before is there: the new process opened the same directory.
        expect((await auth("sign-in/email", account)).status, server.log()).toBe(200);

        server.child.kill("SIGTERM");
        expect(await server.exited, server.log()).toBe(0);
        expect(server.workers()).toEqual([]);
      } finally {
        server.kill();
        rmSync(dir, { recursive: true, force: true });
        rmSync(join(root, outdir), { recursive: true, force: true });
      }
    },
  );

  it(
    "on the embedded database, an app that cannot start (its port taken) stops with an error instead of being started again",
    { timeout: 90_000 },
    async () => {
      const outdir = `dist/test-nostart-${process.pid}`;
      execFileSync(process.execPath, ["scripts/build-server.mjs"], {
        cwd: root,
        stdio: "pipe",
        env: { ...process.env, SERVER_OUTDIR: outdir },
      });
      const dir = mkdtempSync(join(tmpdir(), "appsec-nostart-"));
      const taken = createServer();
      const port = await new Promise<number>((resolve) => taken.listen(0, () => resolve((taken.address() as { port: number }).port)));
      const server = startBuilt(outdir, port, dir);
      try {
        const code = await Promise.race([server.exited, new Promise<"running">((r) => setTimeout(() => r("running"), 60_000))]);
        expect(code, server.log()).not.toBe("running");
        expect(code, server.log()).not.toBe(0);
        expect(server.log()).toContain("worker stopped before the app started; stopping");
        expect(server.log()).not.toContain("starting another");
      } finally {
        server.kill();
        taken.close();
        rmSync(dir, { recursive: true, force: true });
        rmSync(join(root, outdir), { recursive: true, force: true });
      }
    },
  );
});
