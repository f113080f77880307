/**
 * `npm run db:migrate` applies the migrations the database has not run yet (what every instance does at
 * start-up); `npm run db:migrate -- --post-deploy` then also runs the post-deploy (contract) migrations at
 * once, without waiting for the previous release's instances to be gone
 * (docs/decisions/074-post-deploy-migrations.md). Reads DATABASE_URL, else the embedded database in DATA_DIR.
 */
import { join } from "node:path";
import { openDatabase } from "../db/client";
import { currentRelease, runPostDeploy } from "../db/post-deploy";

const postDeploy = process.argv.includes("--post-deploy");
const database = await openDatabase({ url: process.env.DATABASE_URL, pgliteDir: join(process.env.DATA_DIR ?? "./data", "db") });
try {
  await database.withLock("appsec:startup", () => database.migrate());
  if (postDeploy) await runPostDeploy(database);
  console.log(`migrated to ${currentRelease()}${postDeploy ? " (post-deploy migrations included)" : ""}`);
} finally {
  await database.close();
}
