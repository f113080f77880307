/**
 * `npm run db:migrate` applies the migrations the database has not run yet (what every instance does at
 * start-up); `npm run db:migrate -- --post-deploy` then also runs the post-deploy (contract) migrations at
 * once, without waiting for the previous release's instances to be gone
 * (docs/decisions/074-post-deploy-migrations.md). Reads DATABASE_URL, else the embedded database in DATA_DIR.
 */
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { postDeployFolder, openDatabase, type Database } from "../db/client";
import { currentRelease, runPostDeploy } from "../db/post-deploy";

/** The command on an open database; answers the line it prints. `folder`: the post-deploy migrations (tests pass their own). */
export async function migrateCommand(database: Database, argv: readonly string[], folder = postDeployFolder): Promise<string> {
  const postDeploy = argv.includes("--post-deploy");
  await database.withLock("appsec:startup", () => database.migrate());
  if (postDeploy) await runPostDeploy(database, folder);
  return `migrated to ${currentRelease()}${postDeploy ? " (post-deploy migrations included)" : ""}`;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const database = await openDatabase({ url: process.env.DATABASE_URL, pgliteDir: join(process.env.DATA_DIR ?? "./data", "db") });
  try {
    console.log(await migrateCommand(database, process.argv.slice(2)));
  } finally {
    await database.close();
  }
}
