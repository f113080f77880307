import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from "vitest";
import { migrateCommand } from "../cli/migrate";
import { createLogger } from "../lib/logger";
import { openDatabase, POST_DEPLOY_TABLE, queryRows, type Database } from "./client";
import { createDeployPresence, currentRelease, postDeployPending, runPostDeploy } from "./post-deploy";
import { createThrowawayDatabase } from "./throwaway";

/**
 * Post-deploy migrations (docs/decisions/074-post-deploy-migrations.md): a contract step (here: dropping
 * a test column) waits while an instance of the previous release is alive, the previous release keeps
 * writing that column meanwhile, and the step runs exactly once across two instances once that
 * instance's heartbeat expired, it withdrew, or the step is asked for (`db:migrate -- --post-deploy`).
 * On PostgreSQL the two instances are two connection pools; on PGlite one database serves both.
 */
const logger = createLogger("silent");
const OLD = "0039_review_model";
const NEW = "0040_deploy_instances";

let a: Database;
let b: Database;
let drop: () => Promise<void> = async () => {};
let dir = "";
let folder = "";
let emptyFolder = "";
let when = 0;

function writeFolder(path: string, entries: Array<{ tag: string; sql: string }>, when = Date.now()) {
  mkdirSync(join(path, "meta"), { recursive: true });
  const journal = {
    version: "7",
    dialect: "postgresql",
    entries: entries.map((e, idx) => ({ idx, version: "7", when: when + idx, tag: e.tag, breakpoints: true })),
  };
  writeFileSync(join(path, "meta/_journal.json"), JSON.stringify(journal));
  for (const e of entries) writeFileSync(join(path, `${e.tag}.sql`), e.sql);
}

async function columns(): Promise<string[]> {
  const rows = await queryRows<{ column_name: string }>(
    a.db,
    sql`select column_name from information_schema.columns where table_name = 'pd_probe' order by column_name`,
  );
  return rows.map((r) => r.column_name);
}

async function ranCount(): Promise<number> {
  const [row] = await queryRows<{ n: number }>(a.db, sql.raw(`select count(*)::int as n from drizzle.${POST_DEPLOY_TABLE}`));
  return row!.n;
}

/** What the previous release does: write the column the contract step drops. */
const previousReleaseWrites = (id: number) => a.db.execute(sql`insert into pd_probe (id, legacy) values (${id}, 'old')`);

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "appsec-post-deploy-"));
  if (process.env.TEST_DATABASE_URL) {
    const made = await createThrowawayDatabase(process.env.TEST_DATABASE_URL, "pd", inject("pgTemplate"));
    a = made.database;
    b = await openDatabase({ url: a.url });
    drop = async () => {
      await b.close();
      await made.drop();
    };
  } else {
    const tarball = inject("pgliteTarball");
    a = await openDatabase({ pgliteDir: "memory://", pgliteFrom: tarball ? new Blob([readFileSync(tarball)]) : undefined });
    b = a;
    drop = () => a.close();
  }
  await a.migrate();
  await a.migratePostDeploy();
});

afterAll(async () => {
  await drop();
  rmSync(dir, { recursive: true, force: true });
});

beforeEach(async () => {
  // Each test: a fresh test column, a fresh post-deploy folder dropping it, no instances, nothing run.
  await a.db.execute(sql`drop table if exists pd_probe`);
  await a.db.execute(sql`create table pd_probe (id integer primary key, legacy text)`);
  await a.db.execute(sql`delete from deploy_instances`);
  await a.db.execute(sql.raw(`delete from drizzle.${POST_DEPLOY_TABLE}`));
  folder = mkdtempSync(join(dir, "pd-"));
  when = Date.now();
  writeFolder(
    folder,
    [{ tag: "0000_drop_legacy", sql: `-- contract: legacy unused since release ${NEW}\nALTER TABLE "pd_probe" DROP COLUMN "legacy";\n` }],
    when,
  );
  emptyFolder = mkdtempSync(join(dir, "none-"));
  writeFolder(emptyFolder, []);
});

describe("post-deploy migrations", () => {
  it("the release is the newest migration in the journal; migrate() leaves no real post-deploy step pending", async () => {
    expect(currentRelease()).toMatch(/^\d{4}_/);
    expect(await postDeployPending(a)).toBe(false);
  });

  it("wait while an instance of the previous release beats, then run exactly once across two instances after its heartbeat expired", async () => {
    const old = createDeployPresence(a, { logger, release: OLD, postDeployFolder: emptyFolder });
    const first = createDeployPresence(a, { logger, release: NEW, postDeployFolder: folder });
    const second = createDeployPresence(b, { logger, release: NEW, postDeployFolder: folder });
    expect(await old.beat()).toBe("none");
    expect(await first.beat()).toBe("waiting");
    expect(await second.beat()).toBe("waiting");
    // The previous release keeps working: its column is still there.
    await previousReleaseWrites(1);
    expect(await columns()).toEqual(["id", "legacy"]);
    expect(await ranCount()).toBe(0);

    // Its heartbeat expires (as if it beat last 31 s ago and then died).
    await a.db.execute(sql`update deploy_instances set heartbeat_at = now() - interval '31 seconds' where instance_id = ${old.instanceId}`);
    const results = await Promise.all([first.beat(), second.beat()]);
    expect(results).toContain("ran");
    expect(await columns()).toEqual(["id"]);
    expect(await ranCount()).toBe(1);
    // Nothing left: later beats only renew the announcement.
    expect(await first.beat()).toBe("none");
    expect(await second.beat()).toBe("none");
    expect(await ranCount()).toBe(1);
  });

  it("an older instance that stops withdraws at once; a newer instance alive does not hold an older one back", async () => {
    const old = createDeployPresence(a, { logger, release: OLD, postDeployFolder: emptyFolder });
    const current = createDeployPresence(b, { logger, release: NEW, postDeployFolder: folder });
    await old.beat();
    expect(await current.beat()).toBe("waiting");
    await old.stop();
    expect(await current.beat()).toBe("ran");
    expect(await columns()).toEqual(["id"]);

    // A release that knows a step the database has not run, beside an instance newer than it: it runs.
    writeFolder(
      folder,
      [
        { tag: "0000_drop_legacy", sql: `ALTER TABLE "pd_probe" DROP COLUMN "legacy";\n` },
        { tag: "0001_add_extra", sql: `ALTER TABLE "pd_probe" ADD COLUMN "extra" text;\n` },
      ],
      when,
    );
    const newer = createDeployPresence(a, { logger, release: "9999_newer", postDeployFolder: emptyFolder });
    await newer.beat();
    expect(await createDeployPresence(b, { logger, release: NEW, postDeployFolder: folder }).beat()).toBe("ran");
    expect(await columns()).toEqual(["extra", "id"]);
    await current.stop();
    await newer.stop();
  });

  it("db:migrate without --post-deploy leaves the step pending while the previous release is alive", async () => {
    const old = createDeployPresence(a, { logger, release: OLD, postDeployFolder: emptyFolder });
    await old.beat();
    expect(await migrateCommand(a, [], folder)).toBe(`migrated to ${currentRelease()}`);
    expect(await columns()).toEqual(["id", "legacy"]);
    expect(await postDeployPending(a, folder)).toBe(true);
    await old.stop();
  });

  it("--post-deploy runs them at once, even with the previous release alive, and once when asked twice together", async () => {
    const old = createDeployPresence(a, { logger, release: OLD, postDeployFolder: emptyFolder });
    await old.beat();
    const [line] = await Promise.all([migrateCommand(a, ["--post-deploy"], folder), runPostDeploy(b, folder)]);
    expect(line).toBe(`migrated to ${currentRelease()} (post-deploy migrations included)`);
    expect(await columns()).toEqual(["id"]);
    expect(await ranCount()).toBe(1);
    expect(await postDeployPending(a, folder)).toBe(false);
    await old.stop();
  });

  it("the heartbeat timer renews the announcement and runs the pending step once nothing older is alive", async () => {
    const old = createDeployPresence(a, { logger, release: OLD, postDeployFolder: emptyFolder });
    await old.beat();
    await a.db.execute(
      sql`insert into deploy_instances (instance_id, release, heartbeat_at) values ('crashed-long-ago', ${OLD}, now() - interval '2 days')`,
    );
    const current = createDeployPresence(b, { logger, release: NEW, postDeployFolder: folder, heartbeatMs: 20 });
    await current.start();
    // Start-up forgets instances gone for over a day.
    expect(await queryRows(a.db, sql`select 1 from deploy_instances where instance_id = 'crashed-long-ago'`)).toEqual([]);
    await previousReleaseWrites(2);
    await old.stop();
    await expect.poll(columns, { timeout: 10_000, interval: 20 }).toEqual(["id"]);
    const [row] = await queryRows<{ release: string }>(
      a.db,
      sql`select release from deploy_instances where instance_id = ${current.instanceId}`,
    );
    expect(row?.release).toBe(NEW);
    await current.stop();
    expect(await queryRows(a.db, sql`select 1 from deploy_instances where instance_id = ${current.instanceId}`)).toEqual([]);
  });
});
