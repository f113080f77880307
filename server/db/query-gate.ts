import { AsyncLocalStorage } from "node:async_hooks";

/**
 * The embedded database's one connection, shared fairly (docs/decisions/039-embedded-search-lane.md).
 *
 * PGlite runs one statement at a time and queues the rest first come, first served: a list request that
 * arrives while ten searches are queued waits for all of them. The gate owns that queue instead. It sends
 * PGlite one operation at a time (a statement, or a whole transaction: a transaction holds the connection
 * from BEGIN to COMMIT and nothing else runs inside it) and picks the next one by lane:
 *
 * - **short** (everything by default: lists, pages, point reads, writes) goes first, in arrival order;
 * - **search** (statements issued inside `searchLane`) waits while a short one is queued, and among
 *   searches the one whose request started first goes first, so searches finish one after the other
 *   instead of all advancing together and all finishing late.
 *
 * Between two operations the gate yields to the event loop (setImmediate): PGlite runs a statement on the
 * event loop's thread and the next one would start in the same turn (promise callbacks only), so without
 * the yield no request arriving meanwhile — not even one served from a cache — would be read before the
 * whole queue had drained. A list request therefore waits for at most the one statement already running,
 * never for the searches queued before it. So that a steady stream of short statements cannot starve the searches, one search
 * statement goes after every `SEARCH_EVERY` short statements in a row while a search waits.
 */

export type Lane = "short" | "search";

interface Waiting {
  lane: Lane;
  /** Searches: the order their requests entered the search lane (earliest first). */
  order: number;
  start: () => void;
}

/** A waiting search goes after this many short statements in a row (no starvation). */
export const SEARCH_EVERY = 8;

const searchContext = new AsyncLocalStorage<{ order: number }>();
let searchOrder = 0;

/**
 * Runs `fn` with every database statement it issues in the search lane (above). On PostgreSQL (a pool of
 * connections) the lane changes nothing.
 */
export function searchLane<T>(fn: () => Promise<T>): Promise<T> {
  if (searchContext.getStore()) return fn();
  return searchContext.run({ order: ++searchOrder }, fn);
}

/** What the gate reports to an observer (tests): an operation entering the queue, starting, ending. */
export interface GateEvent {
  kind: "queued" | "started" | "ended";
  lane: Lane;
  /** The statement (or "transaction"). */
  text: string;
}

export class QueryGate {
  private running = false;
  private readonly short: Waiting[] = [];
  private readonly searches: Waiting[] = [];
  private shortInARow = 0;
  /** The next pick is scheduled (after the event loop has had a turn). */
  private picking = false;
  /** Set by tests to see the order in which operations run. */
  observer: ((e: GateEvent) => void) | null = null;

  /** Operations waiting, per lane. */
  get queued() {
    return { short: this.short.length, search: this.searches.length };
  }

  /** Runs `op` when its turn comes (one operation at a time), in the lane of the calling context. */
  run<T>(text: string, op: () => Promise<T>): Promise<T> {
    const ctx = searchContext.getStore();
    const lane: Lane = ctx ? "search" : "short";
    this.observer?.({ kind: "queued", lane, text });
    return new Promise<T>((resolve, reject) => {
      const start = () => {
        this.observer?.({ kind: "started", lane, text });
        op()
          .then(resolve, reject)
          .finally(() => {
            this.observer?.({ kind: "ended", lane, text });
            this.running = false;
            this.schedule();
          });
      };
      const waiting = { lane, order: ctx?.order ?? 0, start };
      if (lane === "short") this.short.push(waiting);
      else {
        // Earliest search request first (a stable insert: a request's own statements keep their order).
        const at = this.searches.findIndex((w) => w.order > waiting.order);
        this.searches.splice(at < 0 ? this.searches.length : at, 0, waiting);
      }
      if (!this.running && !this.picking) this.next();
    });
  }

  /** Picks the next operation once the event loop has read what arrived meanwhile. */
  private schedule() {
    if (this.picking || (this.short.length === 0 && this.searches.length === 0)) return;
    this.picking = true;
    setImmediate(() => {
      this.picking = false;
      this.next();
    });
  }

  private next() {
    if (this.running) return;
    const searchTurn = this.searches.length > 0 && (this.short.length === 0 || this.shortInARow >= SEARCH_EVERY);
    const w = searchTurn ? this.searches.shift() : this.short.shift();
    if (!w) return;
    this.shortInARow = searchTurn ? 0 : this.searches.length ? this.shortInARow + 1 : 0;
    this.running = true;
    w.start();
  }
}

/** What drizzle's PGlite driver calls on its client (outside a transaction, and to open one). */
export interface PgliteLike {
  query(query: string, params?: unknown[], options?: unknown): Promise<unknown>;
  exec(query: string, options?: unknown): Promise<unknown>;
  transaction<T>(fn: (tx: unknown) => Promise<T>): Promise<T>;
}

/**
 * A PGlite client whose statements and transactions pass through a QueryGate. Inside a transaction the
 * driver uses the transaction object PGlite hands over, straight: its statements are the transaction's.
 */
export function gatedPglite<C extends PgliteLike>(client: C, gate: QueryGate): C {
  const gated = Object.create(client) as C;
  gated.query = (query, params, options) => gate.run(query, () => client.query(query, params, options));
  gated.exec = (query, options) => gate.run(query, () => client.exec(query, options));
  gated.transaction = (fn) => gate.run("transaction", () => client.transaction(fn));
  return gated;
}
