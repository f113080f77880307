// Builds the server once into dist/server (plain JavaScript, no TypeScript at run time):
// one ESM bundle per entry point, npm packages stay external (resolved from node_modules),
// and the SQL migrations are copied next to the bundles (server/db/client.ts looks for them there).
import { cpSync, rmSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
// SERVER_OUTDIR (inside the project, so node_modules resolve): a test's own copy, never the shared dist/server.
const outdir = process.env.SERVER_OUTDIR ? resolve(root, process.env.SERVER_OUTDIR) : join(root, "dist/server");
const started = Date.now();

rmSync(outdir, { recursive: true, force: true });
await build({
  absWorkingDir: root,
  entryPoints: { main: "server/main.ts", admin: "server/cli/admin.ts", migrate: "server/cli/migrate.ts" },
  outdir,
  bundle: true,
  packages: "external",
  platform: "node",
  format: "esm",
  target: "node20",
  sourcemap: true,
  logLevel: "warning",
});
cpSync(join(root, "server/db/migrations"), join(outdir, "migrations"), { recursive: true });
// The embedded database's worker thread loads its own file, next to the bundle (server/db/pglite-thread.ts).
cpSync(join(root, "server/db/pglite-thread-worker.mjs"), join(outdir, "pglite-thread-worker.mjs"));
console.log(`server built into ${outdir.slice(root.length + 1)} in ${Date.now() - started} ms`);
