import cluster from "node:cluster";
import { existsSync } from "node:fs";
import type { Server } from "node:http";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { serve } from "@hono/node-server";
import { createApp, type AppOptions } from "./app";
import { createDeps } from "./bootstrap";
import { seedIfEmpty } from "./cli/seed";
import { loadConfig } from "./config";
import { mayListen, runPrimary, workerCount } from "./lib/cluster";
import { createDrain } from "./lib/drain";
import { createHousekeeping } from "./lib/housekeeping";
import { createLogger } from "./lib/logger";
import { servingIsSaturated } from "./lib/mail";
import { startRuntimeMetrics } from "./lib/runtime-metrics";

/** The checkout's root: the nearest folder with a package.json (from server/ under tsx, dist/server/ when built). */
function appRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  while (!existsSync(join(dir, "package.json")) && dirname(dir) !== dir) dir = dirname(dir);
  return dir;
}

// A configuration error (a missing or weak secret, a missing volume: server/config.ts) is one clear line and exit 78.
const config = (() => {
  try {
    return loadConfig();
  } catch (err) {
    console.error(`appsec: not starting: ${(err as Error).message}`);
    process.exit(78);
  }
})();
// WEB_CONCURRENCY workers on one port on PostgreSQL (docs/decisions/036); the embedded database is one process.
const workers = workerCount(process.env, Boolean(config.databaseUrl));
if (cluster.isPrimary && !config.databaseUrl && Number(process.env.WEB_CONCURRENCY ?? 1) > 1) {
  createLogger(config.logLevel).warn("WEB_CONCURRENCY ignored: the embedded database (no DATABASE_URL) serves from one process");
}
// The built server (`npm start`, dist/server/main.js) runs the embedded database's one instance under the
// primary too, as its one worker: the primary starts the app again when it dies unasked, e.g. when the
// database's thread stopped (exit code 70: docs/decisions/053-the-embedded-database-app-restarted.md). The
// development server (tsx, server/main.ts) stays one process: `tsx watch` restarts it on a change.
const built = fileURLToPath(import.meta.url).endsWith(".js");
if (cluster.isPrimary && (workers > 1 || (built && !config.databaseUrl))) {
  const logger = createLogger(config.logLevel);
  runPrimary(workers, logger, config.port);
  if (config.runtimeMetricsMs > 0) startRuntimeMetrics(logger, config.runtimeMetricsMs, { role: "primary" });
} else await startInstance();

/** One instance: the database, the app on the port (shared by the workers of a cluster), the background work and the drain. */
async function startInstance() {
  const { deps, database, presence } = await createDeps(config);

  // Under the start-up lock: two instances starting on one empty database seed it once.
  if (config.seedDemo) await database.withLock("appsec:startup", () => seedIfEmpty(deps));

  const webDist = config.webDist ?? join(appRoot(), "dist/web");
  // The server renderer, built by `npm run build` next to the web app (docs/decisions/024).
  const rendererPath = join(webDist, "../ssr/entry-server.js");
  const renderer: AppOptions["renderer"] = existsSync(rendererPath)
    ? ((await import(pathToFileURL(rendererPath).href)) as { createRenderer: NonNullable<AppOptions["renderer"]> }).createRenderer
    : undefined;
  const app = createApp(deps, { webDist, renderer });
  const metrics =
    config.runtimeMetricsMs > 0
      ? startRuntimeMetrics(deps.logger, config.runtimeMetricsMs, { role: cluster.isWorker ? "worker" : "instance" })
      : null;
  deps.mailer.start();
  const housekeeping = createHousekeeping(deps);
  housekeeping.start();
  deps.scheduler.start();

  // Under a primary that answers 503 while the app starts again: the port is handed over, not fought for.
  await mayListen();
  const server = serve({ fetch: app.fetch, port: config.port }, (info) => {
    deps.logger.info("listening", {
      url: config.baseUrl,
      port: info.port,
      database: database.kind,
      mail: deps.mailer.mode,
      storage: deps.storage.kind,
    });
  }) as Server;

  // Registered before the first request: responses during a shutdown must carry `Connection: close`.
  const drain = createDrain(server, {
    budgetMs: config.shutdownDrainMs,
    // Still accepting for a moment after SIGTERM, so a load balancer polling /api/health/ready sees 503.
    lameDuckMs: Math.min(2000, config.shutdownDrainMs / 5),
    logger: deps.logger,
  });
  // Outbox delivery (a newsletter's thousands of mails) gives way while requests saturate this process.
  deps.mailer.yieldTo(servingIsSaturated(() => drain.received));

  let closing = false;
  /**
   * Graceful shutdown (decisions 009 and 029), all within SHUTDOWN_DRAIN_MS: readiness answers 503 at once,
   * keep-alive clients are told to close, every request already received finishes (lib/drain.ts); the
   * mailer takes no new message and waits for those on the wire within the same budget, and past it for a
   * relay still in the middle of a message (lease kept, lib/mail.ts), so no other instance sends it again;
   * then the database closes and the process exits.
   */
  async function shutdown(signal: string) {
    if (closing) return;
    closing = true;
    deps.logger.info("shutting down", { signal });
    const background = Promise.all([deps.mailer.stop(config.shutdownDrainMs), housekeeping.stop(), deps.scheduler.stop()]);
    const { ms, cut } = await drain.drain();
    await background;
    deps.logger.info("drained", { ms, cut });
    metrics?.stop();
    await deps.sessions.stop().catch(() => {});
    await deps.changes.stop().catch(() => {});
    await presence?.stop().catch(() => {});
    await database.close().catch(() => {});
    deps.logger.info("stopped", { signal });
    process.exit(0);
  }
  process.on("SIGINT", () => void shutdown("SIGINT"));
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
}
