import type { Server, ServerResponse } from "node:http";
import type { Logger } from "./logger";

let processDraining = false;

/** Whether this process is shutting down: readiness answers 503 so a load balancer stops sending. */
export function isDraining(): boolean {
  return processDraining;
}

export interface DrainResult {
  /** How long the drain took. */
  ms: number;
  /** Requests still unfinished when the budget ran out (their connections were cut). */
  cut: number;
}

export interface Drain {
  readonly draining: boolean;
  /** Requests received and not yet answered. */
  readonly inFlight: number;
  /** Drains the server once; later calls share the first one's result. */
  drain(): Promise<DrainResult>;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, Math.max(0, ms)));

/**
 * Graceful HTTP shutdown within a budget (issue 19.4). When drain() begins:
 *  1. readiness answers 503 (isDraining) and every response not yet started carries `Connection: close`,
 *     so a keep-alive client is told to go elsewhere on its next response instead of finding its socket
 *     closed under a request it has just written (the ECONNRESETs of a plain close);
 *  2. for `lameDuckMs` the server still accepts, so a load balancer polling readiness sees the 503;
 *  3. then it stops accepting and closes idle keep-alive connections (again every 100 ms, for those whose
 *     last response had started before the drain), while every request already received finishes;
 *  4. only when `budgetMs` (counted from the start) runs out are the connections left cut.
 * Call it right after the server is created: it listens to requests ahead of the app's own handler, so
 * the header is set before any response begins.
 */
export function createDrain(server: Server, opts: { budgetMs: number; lameDuckMs?: number; logger?: Logger }): Drain {
  const active = new Set<ServerResponse>();
  let draining = false;
  let result: Promise<DrainResult> | null = null;
  let settled: (() => void) | null = null;

  const closeAfter = (res: ServerResponse) => {
    if (!res.headersSent) res.setHeader("Connection", "close");
  };

  server.prependListener("request", (_req, res: ServerResponse) => {
    active.add(res);
    if (draining) closeAfter(res);
    res.once("close", () => {
      active.delete(res);
      if (active.size === 0) settled?.();
    });
  });

  async function run(): Promise<DrainResult> {
    const started = Date.now();
    const deadline = started + Math.max(0, opts.budgetMs);
    draining = true;
    processDraining = true;
    for (const res of active) closeAfter(res);
    opts.logger?.info("draining", { inFlight: active.size, budgetMs: opts.budgetMs });

    await sleep(Math.min(opts.lameDuckMs ?? 0, deadline - Date.now()));

    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    server.closeIdleConnections();
    const idleSweep = setInterval(() => server.closeIdleConnections(), 100);
    const idle = new Promise<void>((resolve) => {
      settled = resolve;
      if (active.size === 0) resolve();
    });
    let budget: NodeJS.Timeout | undefined;
    const outOfTime = new Promise<"budget">(
      (resolve) => (budget = setTimeout(() => resolve("budget"), Math.max(0, deadline - Date.now()))),
    );
    const how = await Promise.race([idle.then(() => closed).then(() => "drained" as const), outOfTime]);
    clearTimeout(budget);
    clearInterval(idleSweep);
    const cut = how === "budget" ? active.size : 0;
    if (how === "budget") {
      // Out of time: whatever is left is cut (a request that was cut is logged as such).
      server.closeAllConnections();
      opts.logger?.warn("drain budget ran out; connections cut", { cut });
      await Promise.race([closed, sleep(1000)]);
    }
    return { ms: Date.now() - started, cut };
  }

  return {
    get draining() {
      return draining;
    },
    get inFlight() {
      return active.size;
    },
    drain() {
      result ??= run();
      return result;
    },
  };
}
