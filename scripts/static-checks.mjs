// The static checks of `npm test` (typecheck, lint, format) at once (docs/decisions/089-gate-time-2.md):
// each is one single-threaded process, so on the gate's two cores the three together take about as long as
// the slowest, not their sum. Each one's output is printed when it ends; the first failure fails the run
// (after all three have ended, so every problem is shown).
import { spawn } from "node:child_process";

const checks = [
  ["typecheck", "tsc", ["--noEmit", "-p", "tsconfig.json"]],
  ["lint", "eslint", ["."]],
  ["format", "prettier", ["--check", "."]],
];

const run = ([name, bin, args]) =>
  new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(process.execPath, [`node_modules/.bin/${bin}`, ...args], { stdio: ["ignore", "pipe", "pipe"] });
    let out = "";
    child.stdout.on("data", (d) => (out += d));
    child.stderr.on("data", (d) => (out += d));
    child.on("error", (err) => resolve({ name, code: 1, out: `${out}${err.message}\n`, ms: Date.now() - started }));
    child.on("close", (code) => resolve({ name, code: code ?? 1, out, ms: Date.now() - started }));
  });

const results = await Promise.all(
  checks.map((check) =>
    run(check).then((r) => {
      console.log(`== ${r.name}: ${r.code === 0 ? "ok" : `failed (exit ${r.code})`} in ${(r.ms / 1000).toFixed(1)} s`);
      if (r.out.trim()) process.stdout.write(r.out.endsWith("\n") ? r.out : `${r.out}\n`);
      return r;
    }),
  ),
);
if (results.some((r) => r.code !== 0)) process.exit(1);
