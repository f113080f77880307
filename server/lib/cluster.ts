import cluster, { type Worker } from "node:cluster";
import { createServer, type Server } from "node:http";
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

/** A worker about to listen asks the primary first; the primary answers once the port is free for it. */
const ASK_TO_LISTEN = "appsec:ask-to-listen";
const MAY_LISTEN = "appsec:may-listen";

/**
 * In a worker: waits until the primary has let go of the port (its stand-in closed), so that the worker's
 * listen is not refused. Elsewhere (one process, no primary) at once.
 */
export function mayListen(timeoutMs = 5000): Promise<void> {
  if (!cluster.isWorker || !process.send) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(done, timeoutMs);
    function done() {
      clearTimeout(timer);
      process.off("message", onMessage);
      resolve();
    }
    function onMessage(m: unknown) {
      if ((m as { type?: unknown } | null)?.type === MAY_LISTEN) done();
    }
    process.on("message", onMessage);
    process.send!({ type: ASK_TO_LISTEN });
  });
}

const UNAVAILABLE_BODY = "The service is briefly unavailable. Please try again in a moment.";

/**
 * While no worker is alive (the embedded database's one instance starting again), the primary answers on
 * the port itself: 503 with Retry-After, in the API's error body for /api and a short page otherwise, so a
 * client sees "try again in a moment" rather than a refused connection.
 */
export function standIn(port: number, logger: Logger) {
  let server: Server | null = null;
  return {
    open() {
      if (server) return;
      const s = createServer((req, res) => {
        const api = (req.url ?? "/").startsWith("/api/");
        res.writeHead(503, {
          "Retry-After": "2",
          "Cache-Control": "no-store",
          Connection: "close",
          "Content-Type": api ? "application/json" : "text/html; charset=utf-8",
        });
        res.end(
          api
            ? JSON.stringify({ error: { code: "UNAVAILABLE", message: UNAVAILABLE_BODY, requestId: "restarting" } })
            : `<!doctype html><title>Unavailable</title><p>${UNAVAILABLE_BODY}</p>`,
        );
      });
      server = s;
      let tries = 0;
      // The dead worker's port handle is closed as it goes: a moment's retry if it is not yet.
      s.on("error", (err: NodeJS.ErrnoException) => {
        if (server !== s) return;
        if (err.code === "EADDRINUSE" && tries++ < 20) setTimeout(() => server === s && s.listen(port), 50);
        else logger.warn("stand-in could not listen", { port, code: err.code });
      });
      s.listen(port);
    },
    close(): Promise<void> {
      const s = server;
      server = null;
      if (!s?.listening) {
        s?.close();
        return Promise.resolve();
      }
      return new Promise((resolve) => {
        s.close(() => resolve());
        s.closeAllConnections();
      });
    },
  };
}

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
export function runPrimary(count: number, logger: Logger, port?: number): void {
  const fork = () => cluster.fork();
  const stand = port ? standIn(port, logger) : null;
  // A worker listens once the stand-in has let go of the port.
  cluster.on("message", (worker: Worker, m: unknown) => {
    if ((m as { type?: unknown } | null)?.type !== ASK_TO_LISTEN) return;
    void (stand?.close() ?? Promise.resolve()).then(() => worker.isConnected() && worker.send({ type: MAY_LISTEN }));
  });
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
      // With no worker left the primary answers 503 on the port until the next one listens.
      if (live() === 0) stand?.open();
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
    void stand?.close();
    logger.info("stopping workers", { signal, workers: live() });
    for (const w of Object.values(cluster.workers ?? {})) w?.process.kill(signal);
    if (live() === 0) process.exit(exitCode ?? 0);
  }
  process.on("SIGTERM", () => stop("SIGTERM"));
  process.on("SIGINT", () => stop("SIGINT"));
  logger.info("starting workers", { workers: count });
  for (let i = 0; i < count; i++) fork();
}
