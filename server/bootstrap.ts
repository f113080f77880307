import { join } from "node:path";
import type { Config } from "./config";
import { openDatabase, type Database } from "./db/client";
import { createDeployPresence, type DeployPresence } from "./db/post-deploy";
import { createAuth } from "./lib/auth";
import { systemClock } from "./lib/clock";
import type { AppDeps } from "./lib/context";
import { createChangeFeed } from "./lib/change-feed";
import { EXIT_DATABASE_THREAD } from "./lib/cluster";
import { createReadCaches } from "./lib/read-cache";
import { createLogger, type Logger } from "./lib/logger";
import { createMailer } from "./lib/mail";
import { createScheduler } from "./lib/scheduler";
import { registerScheduledTasks } from "./scheduled-tasks";
import { createSessionVersions } from "./lib/session-versions";
import { createLocalStorage, createS3Storage, uploadsDir, type StorageDriver } from "./lib/storage";

/**
 * Opens the database (migrated) and wires every service the app needs. The embedded database runs in a
 * worker thread (docs/decisions/046-embedded-database-in-a-worker-thread.md); tests pass their own.
 */
export async function createDeps(
  config: Config,
  overrides: { database?: Database; logger?: Logger; storage?: StorageDriver; deliverOnSend?: boolean; now?: () => Date } = {},
): Promise<{ deps: AppDeps; database: Database; presence?: DeployPresence }> {
  const logger = overrides.logger ?? createLogger(config.logLevel);
  const database =
    overrides.database ??
    (await openDatabase({
      url: config.databaseUrl,
      pgliteDir: join(config.dataDir, "db"),
      thread: true,
      // Every statement would fail from then on: better to stop and be restarted (as after a crash) than
      // to answer 503s forever. The built server's primary starts the app again (server/lib/cluster.ts).
      onThreadFailure: (err) => {
        logger.error("the embedded database's thread stopped; exiting", { message: err.message, code: EXIT_DATABASE_THREAD });
        process.exit(EXIT_DATABASE_THREAD);
      },
    }));
  // Instances starting together on one empty database migrate one after the other.
  if (!overrides.database) await database.withLock("appsec:startup", () => database.migrate());
  // PostgreSQL: announce this instance; the post-deploy migrations run once no older instance is alive
  // (docs/decisions/074-post-deploy-migrations.md). PGlite ran them in migrate() (one instance).
  let presence: DeployPresence | undefined;
  if (!overrides.database && database.kind === "postgres") {
    presence = createDeployPresence(database, { logger });
    await presence.start();
  }
  const db = database.db;
  const storage = overrides.storage ?? (config.s3 ? createS3Storage(config.s3) : createLocalStorage(uploadsDir(config.dataDir)));
  const mailer = createMailer({
    db,
    logger,
    from: config.mailFrom,
    smtpUrl: config.smtpUrl,
    deliverOnSend: overrides.deliverOnSend ?? true,
    leaseMs: config.mailLeaseMs,
    concurrency: config.mailConcurrency,
    messageIdHost: new URL(config.baseUrl).hostname,
    notifications: {
      baseUrl: config.baseUrl,
      secret: config.authSecret,
      mailto: config.unsubscribeMailto,
      dailyCap: config.notificationMailDailyCap,
    },
  });
  const changes = await createChangeFeed(database, logger);
  const sessions = createSessionVersions(db, changes);
  // The app's one clock (docs/decisions/065-one-clock.md): auth and the scheduler share it.
  const now = overrides.now ?? systemClock;
  const auth = createAuth({ config, db, mailer, logger, sessions, now });
  const scheduler = createScheduler({ db, logger, now });
  const caches = createReadCaches(changes, { ttlMs: config.listCacheMs, checkDb: database.checks });
  const deps: AppDeps = { config, db, logger, mailer, storage, auth, sessions, scheduler, changes, caches };
  registerScheduledTasks(scheduler, deps);
  return { deps, database, presence };
}
