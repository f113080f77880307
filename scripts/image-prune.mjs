// Run by scripts/image.sh in the staged app directory after `npm ci --omit=dev`: keeps only the npm
// packages the runtime can load, found by tracing the built entry points with esbuild (its metafile lists
// every file reached by import/require), plus those loaded by computed names (sharp's native @img/*
// packages). npm's --omit=dev still installs optional peers (better-auth pulls vitest, drizzle-kit,
// typescript …) — about half of node_modules. Then drops files no runtime reads (type declarations, source
// maps of dependencies, Markdown). Usage: node image-prune.mjs <app dir> <path to esbuild's lib/main.js>
import { lstatSync, readdirSync, rmSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";

const [app, esbuildPath] = process.argv.slice(2);
const { build } = await import(pathToFileURL(esbuildPath).href);
const entries = ["dist/server/main.js", "dist/server/admin.js", "dist/server/pglite-thread-worker.mjs", "dist/ssr/entry-server.js"];
const result = await build({
  absWorkingDir: app,
  entryPoints: entries,
  bundle: true,
  platform: "node",
  format: "esm",
  write: false,
  metafile: true,
  logLevel: "silent",
  outdir: "/nonexistent",
  loader: { ".node": "empty", ".wasm": "empty", ".data": "empty", ".tar.gz": "empty" },
});
const keep = new Set();
for (const file of Object.keys(result.metafile.inputs)) {
  const m = /^node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(file);
  if (m) keep.add(m[1]);
}
const keepScope = new Set(["@img"]); // sharp: require(`@img/sharp-${platform}`)

const modules = join(app, "node_modules");
let removed = 0;
for (const name of readdirSync(modules)) {
  if (name.startsWith(".")) continue;
  const names = name.startsWith("@") ? readdirSync(join(modules, name)).map((n) => `${name}/${n}`) : [name];
  for (const pkg of names) {
    if (keep.has(pkg) || keepScope.has(pkg.split("/")[0])) continue;
    rmSync(join(modules, pkg), { recursive: true, force: true });
    removed++;
  }
}
const junk = /\.(d\.ts|d\.mts|d\.cts|map|md|markdown)$|^(CHANGELOG|HISTORY)/i;
let files = 0;
const walk = (dir) => {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) walk(path);
    else if (junk.test(entry.name) && entry.name !== "package.json") {
      rmSync(path);
      files++;
    }
  }
};
walk(modules);
// Command shims (their targets may be gone) and lucide-react's UMD build, which is for browsers (the
// server renderer imports its ES modules).
rmSync(join(modules, ".bin"), { recursive: true, force: true });
rmSync(join(modules, "lucide-react/dist/umd"), { recursive: true, force: true });
const size = (dir) =>
  readdirSync(dir, { withFileTypes: true }).reduce(
    (s, e) => s + (e.isDirectory() ? size(join(dir, e.name)) : lstatSync(join(dir, e.name)).size),
    0,
  );
console.log(
  `kept ${keep.size} traced packages (+@img/*), removed ${removed} packages and ${files} files; node_modules now ${Math.round(size(modules) / 1e6)} MB`,
);
