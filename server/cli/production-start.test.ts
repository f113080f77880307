import { execFileSync, spawn } from "node:child_process";
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
});
