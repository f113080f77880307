import type { Server, ServerResponse } from "node:http";
import { Server as NetServer, type Socket } from "node:net";
import type { Logger } from "./logger";

/** Servers of this process being drained (their listener not yet closed). */
let drainsUnderWay = 0;

/**
 * Whether this process is shutting down: readiness answers 503 so a load balancer stops sending. True from
 * the moment a drain begins until its server has stopped listening (no request can ask after that); a test
 * worker running one file after another thus starts each file with a process that is not draining.
 */
export function isDraining(): boolean {
  return drainsUnderWay > 0;
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
  /** Requests received since the server started (only grows). */
  readonly received: number;
  /** Drains the server once; later calls share the first one's result. */
  drain(): Promise<DrainResult>;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, Math.max(0, ms)));

/**
 * Graceful HTTP shutdown within a budget (decision 029). When drain() begins:
 *  1. readiness answers 503 (isDraining) and every response not yet started carries `Connection: close`,
 *     so a keep-alive client is told to go elsewhere on its next response instead of finding its socket
 *     closed under a request it has just written;
 *  2. for `lameDuckMs` the server still accepts, so a load balancer polling readiness sees the 503;
 *  3. then it accepts what is already queued and stops listening, while every request already received
 *     finishes. A connection is closed only once it has been idle (no request, no bytes) for
 *     `idleGraceMs` on two sweeps in a row. Not http.Server#close(): that also closes every "idle"
 *     connection at once, and under load that includes connections just accepted whose request has not
 *     been read yet (a busy event loop reads late) — the ECONNRESETs decision 029 describes;
 *  4. only when `budgetMs` (counted from the start) runs out are the connections left cut.
 * Call it right after the server is created: it listens to requests ahead of the app's own handler, so
 * the header is set before any response begins.
 */
export function createDrain(server: Server, opts: { budgetMs: number; lameDuckMs?: number; idleGraceMs?: number; logger?: Logger }): Drain {
  const idleGraceMs = opts.idleGraceMs ?? 500;
  const active = new Set<ServerResponse>();
  const connections = new Map<Socket, { busy: number; lastActivity: number; marked: boolean }>();
  let draining = false;
  let result: Promise<DrainResult> | null = null;

  const closeAfter = (res: ServerResponse) => {
    if (!res.headersSent) res.setHeader("Connection", "close");
  };

  let accepted = 0;
  server.on("connection", (socket: Socket) => {
    accepted++;
    const state = { busy: 0, lastActivity: performance.now(), marked: false };
    connections.set(socket, state);
    socket.on("data", () => {
      state.lastActivity = performance.now();
      state.marked = false;
    });
    socket.once("close", () => connections.delete(socket));
  });

  let received = 0;
  server.prependListener("request", (req, res: ServerResponse) => {
    received++;
    active.add(res);
    const state = connections.get(req.socket);
    if (state) state.busy++;
    if (draining) closeAfter(res);
    res.once("close", () => {
      active.delete(res);
      if (state) {
        state.busy--;
        state.lastActivity = performance.now();
        state.marked = false;
      }
    });
  });

  /** Closes connections idle for idleGraceMs on two sweeps in a row (a poll phase in between reads late bytes). */
  function sweep() {
    const now = performance.now();
    for (const [socket, state] of connections) {
      if (state.busy > 0 || now - state.lastActivity < idleGraceMs) continue;
      if (state.marked) socket.destroy();
      else state.marked = true;
    }
  }

  async function run(): Promise<DrainResult> {
    const started = performance.now();
    const deadline = started + Math.max(0, opts.budgetMs);
    draining = true;
    drainsUnderWay++;
    try {
      return await drainServer(started, deadline);
    } finally {
      drainsUnderWay--;
    }
  }

  async function drainServer(started: number, deadline: number): Promise<DrainResult> {
    for (const res of active) closeAfter(res);
    opts.logger?.info("draining", { inFlight: active.size, connections: connections.size, budgetMs: opts.budgetMs });

    await sleep(Math.min(opts.lameDuckMs ?? 0, deadline - performance.now()));
    // Accept what is queued before the listener closes (closing it resets queued connections): turns of
    // the event loop's poll phase until one accepts nothing new, bounded by the budget.
    for (let seen = -1; accepted !== seen && performance.now() < deadline;) {
      seen = accepted;
      await new Promise((resolve) => setImmediate(resolve));
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    const closed = new Promise<void>((resolve) => NetServer.prototype.close.call(server, () => resolve()));
    const sweeper = setInterval(sweep, 100);
    let budget: NodeJS.Timeout | undefined;
    const outOfTime = new Promise<"budget">(
      (resolve) => (budget = setTimeout(() => resolve("budget"), Math.max(0, deadline - performance.now()))),
    );
    const how = await Promise.race([closed.then(() => "drained" as const), outOfTime]);
    clearTimeout(budget);
    clearInterval(sweeper);
    const cut = how === "budget" ? active.size : 0;
    if (how === "budget") {
      // Out of time: whatever is left is cut.
      server.closeAllConnections();
      for (const socket of connections.keys()) socket.destroy();
      opts.logger?.warn("drain budget ran out; connections cut", { cut });
      await Promise.race([closed, sleep(1000)]);
    }
    return { ms: performance.now() - started, cut };
  }

  return {
    get draining() {
      return draining;
    },
    get inFlight() {
      return active.size;
    },
    get received() {
      return received;
    },
    drain() {
      result ??= run();
      return result;
    },
  };
}
