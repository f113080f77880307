// Prints the slowest test files (where the gate's time goes, decision 069), then one closing line
// "N passed, N failed" over the Vitest and Playwright JSON reports.
import { readFileSync } from "node:fs";
import { basename, relative } from "node:path";

let passed = 0;
let failed = 0;
let skipped = 0;
const files = [];
for (const file of process.argv.slice(2)) {
  const r = JSON.parse(readFileSync(file, "utf8"));
  if (typeof r.numPassedTests === "number") {
    passed += r.numPassedTests;
    failed += r.numFailedTests;
    skipped += r.numPendingTests + (r.numTodoTests ?? 0);
    for (const t of r.testResults ?? []) files.push({ report: file, name: relative(process.cwd(), t.name), ms: t.endTime - t.startTime });
  } else if (r.stats) {
    passed += r.stats.expected + r.stats.flaky;
    failed += r.stats.unexpected;
    skipped += r.stats.skipped;
  }
}
const slowest = files.filter((f) => Number.isFinite(f.ms)).sort((a, b) => b.ms - a.ms);
if (slowest.length) {
  console.log("slowest test files (tests' own time, without the file's set-up):");
  for (const f of slowest.slice(0, 10)) console.log(`  ${(f.ms / 1000).toFixed(1).padStart(6)} s  ${f.name}  (${basename(f.report)})`);
}
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
if (failed > 0 || passed === 0) process.exit(1);
