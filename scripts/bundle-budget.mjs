#!/usr/bin/env node
// Bundle budget: the built `/` must load at most BUDGET_KB of initial JavaScript,
// gzip-compressed: the entry <script> plus every <link rel="modulepreload"> in dist/web/index.html.
// Run after `vite build` (npm run build), so the build fails above the budget.
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";

export const BUDGET_KB = 150;

/** The initial JS files of index.html and their gzip sizes in bytes. */
export function initialJs(distDir) {
  const html = readFileSync(join(distDir, "index.html"), "utf8");
  const srcs = [
    ...html.matchAll(/<script[^>]*type="module"[^>]*src="([^"]+)"/g),
    ...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g),
  ].map((m) => m[1]);
  return [...new Set(srcs)].map((src) => {
    const bytes = readFileSync(join(distDir, src.replace(/^\//, "")));
    return { file: src, raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
  });
}

const isMain = process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1];
if (isMain) {
  const distDir = join(dirname(fileURLToPath(import.meta.url)), "..", "dist", "web");
  const files = initialJs(distDir).sort((a, b) => b.gzip - a.gzip);
  const total = files.reduce((s, f) => s + f.gzip, 0);
  for (const f of files) console.log(`${(f.gzip / 1024).toFixed(1).padStart(7)} KB gzip  ${f.file}`);
  const kb = total / 1024;
  console.log(`initial JS of /: ${kb.toFixed(1)} KB gzip (budget ${BUDGET_KB} KB)`);
  if (kb > BUDGET_KB) {
    console.error(`bundle budget exceeded: ${kb.toFixed(1)} KB > ${BUDGET_KB} KB`);
    process.exit(1);
  }
}
