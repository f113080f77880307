#!/usr/bin/env node
// Lighthouse (mobile, the default form factor) on /, /jobs, /mentorship and an article page of a
// running server: `npm start` (or `PORT=4002 npx tsx server/main.ts` after `npm run build`), then
// `LH_BASE=http://localhost:4002 npm run lighthouse`. Runs offline with the system Chromium
// (CHROME_PATH, default /usr/bin/chromium); lighthouse itself is fetched by npx when missing.
// Exits 1 below the goals in docs/performance.md (performance ≥ 0.95, accessibility = 1).
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const base = process.env.LH_BASE ?? "http://localhost:3000";
const pages = ["/", "/jobs", "/mentorship", "/blog/appsec-career-roadmap"];
const out = mkdtempSync(join(tmpdir(), "lighthouse-"));
const env = { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? "/usr/bin/chromium" };
let ok = true;
for (const [i, page] of pages.entries()) {
  const file = join(out, `${i}.json`);
  execFileSync(
    "npx",
    [
      "--yes",
      "lighthouse@12",
      base + page,
      "--only-categories=performance,accessibility",
      "--chrome-flags=--headless --no-sandbox --disable-gpu",
      "--output=json",
      `--output-path=${file}`,
      "--quiet",
    ],
    { env, stdio: ["ignore", "ignore", "inherit"] },
  );
  const r = JSON.parse(readFileSync(file, "utf8"));
  const perf = Math.round(r.categories.performance.score * 100);
  const a11y = Math.round(r.categories.accessibility.score * 100);
  const m = (id) => r.audits[id].displayValue;
  console.log(
    `${page.padEnd(30)} performance ${perf}  accessibility ${a11y}  FCP ${m("first-contentful-paint")}  LCP ${m("largest-contentful-paint")}  TBT ${m("total-blocking-time")}  CLS ${m("cumulative-layout-shift")}`,
  );
  for (const a of Object.values(r.audits)) {
    if (a.score === 0 && r.categories.accessibility.auditRefs.some((ref) => ref.id === a.id))
      console.log(`  accessibility: ${a.id} ${a.title}`);
  }
  if (perf < 95 || a11y < 100) ok = false;
}
process.exit(ok ? 0 : 1);
