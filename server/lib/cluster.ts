import cluster, { type Worker } from "node:cluster";
import { availableParallelism } from "node:os";
import type { Logger } from "./logger";

/**
 * How many worker processes serve the app (docs/decisions/036-search-cache-workers.md): WEB_CONCURRENCY,
 * by default the number of cores on PostgreSQL in production (elsewhere one process unless asked: a
 * development server, a debugger and the fault scripts see one process per instance). The embedded
 * database (PGlite) lives inside one process, so without DATABASE_URL it is always 1 (the caller warns
 * when WEB_CONCURRENCY asks for more).
 */
export function workerCount(env: NodeJS.ProcessEnv, postgres: boolean, cores = availableParallelism()): number {
  if (!postgres) return 1;
  const raw = env.WEB_CONCURRENCY?.trim();
  if (!raw) return env.NODE_ENV === "production" ? Math.max(1, cores) : 1;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1 || n > 256) throw new Error(`WEB_CONCURRENCY must be a whole number from 1 to 256, got "${raw}"`);
  return n;
}

/**
 * The exit code of an instance whose embedded database's thread stopped on its own (server/bootstrap.ts):
 * 70, "internal software error". The primary restarts the app after it.
 */
export const EXIT_DATABASE_THREAD = 70;

/**
 * The primary of `count` workers on one port (node:cluster: the primary accepts, the workers answer).
 * Each worker is a whole instance (its own caches, kept coherent by the database's change notifications
 * like those of separate instances: docs/caching.md). A worker that dies unasked is replaced, 1 s after
 * it exited (so on the embedded database the dead instance has let go of its directory before the next
 * opens it: docs/decisions/053-the-embedded-database-app-restarted.md). A worker that dies before any
 * worker was ever listening (a bad setting, a port in use, a database that does not open) is not: the
 * primary stops the others and exits with that worker's code, as a single instance would have. SIGTERM or
 * SIGINT is passed to every worker, each drains as a single instance does (lib/drain.ts), and the primary
 * exits when all have exited: 0 if every worker exited 0 then.
 */
export function runPrimary(count: number, logger: Logger): void {
  const fork = () => cluster.fork();
  let stopping = false;
  let failed = false;
  let exitCode: number | null = null;
  let listened = false;
  const live = () => Object.keys(cluster.workers ?? {}).length;
  cluster.on("listening", () => (listened = true));
  cluster.on("exit", (worker: Worker, code, signal) => {
    // The stop's own exit code: a worker replaced earlier does not fail it.
    if (stopping && code !== 0) failed = true;
    if (!stopping && !listened) {
      logger.error("worker stopped before the app started; stopping", { pid: worker.process.pid, code, signal });
      exitCode = code || 1;
      stop("SIGTERM");
      return;
    }
    if (!stopping) {
      if (code === EXIT_DATABASE_THREAD) logger.warn("database thread stopped; restarting the app", { pid: worker.process.pid, code });
      else logger.warn("worker exited; starting another", { pid: worker.process.pid, code, signal });
      // Not in a tight loop if a worker cannot start again. Not unref'd: with one worker, the timer is all that
      // keeps the primary alive meanwhile (the port's handle closes with the last worker).
      setTimeout(fork, 1000);
      return;
    }
    if (live() === 0) process.exit(exitCode ?? (failed ? 1 : 0));
  });
  function stop(signal: NodeJS.Signals) {
    if (stopping) return;
    stopping = true;
    logger.info("stopping workers", { signal, workers: live() });
    for (const w of Object.values(cluster.workers ?? {})) w?.process.kill(signal);
    if (live() === 0) process.exit(exitCode ?? 0);
  }
  process.on("SIGTERM", () => stop("SIGTERM"));
  process.on("SIGINT", () => stop("SIGINT"));
  logger.info("starting workers", { workers: count });
  for (let i = 0; i < count; i++) fork();
}
