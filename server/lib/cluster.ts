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
 * The primary of `count` workers on one port (node:cluster: the primary accepts, the workers answer).
 * Each worker is a whole instance (its own caches, kept coherent by the database's change notifications
 * like those of separate instances: docs/caching.md). A worker that dies unasked is replaced. SIGTERM or
 * SIGINT is passed to every worker, each drains as a single instance does (lib/drain.ts), and the primary
 * exits when all have exited: 0 if every worker exited 0.
 */
export function runPrimary(count: number, logger: Logger): void {
  let stopping = false;
  let failed = false;
  const fork = () => cluster.fork();
  cluster.on("exit", (worker: Worker, code, signal) => {
    if (code !== 0) failed = true;
    if (!stopping) {
      logger.warn("worker exited; starting another", { pid: worker.process.pid, code, signal });
      // Not in a tight loop if a worker cannot start at all.
      setTimeout(fork, 1000).unref();
      return;
    }
    if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(failed ? 1 : 0);
  });
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    logger.info("stopping workers", { signal, workers: Object.keys(cluster.workers ?? {}).length });
    for (const w of Object.values(cluster.workers ?? {})) w?.process.kill(signal);
    if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
  };
  process.on("SIGTERM", () => stop("SIGTERM"));
  process.on("SIGINT", () => stop("SIGINT"));
  logger.info("starting workers", { workers: count });
  for (let i = 0; i < count; i++) fork();
}
