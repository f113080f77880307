import { Worker } from "node:worker_threads";

/**
 * The embedded database (PGlite) in a worker thread (docs/decisions/046-embedded-database-in-a-worker-thread.md).
 *
 * PGlite runs each statement synchronously on the thread that owns it; in the server's own thread a search
 * statement held the event loop, so not even an answer from the read cache could be sent meanwhile. Here
 * the PGlite instance lives in `pglite-thread-worker.mjs` and this client forwards what drizzle's PGlite
 * driver calls — `query(sql, params, { rowMode, parsers })`, `exec`, `transaction(fn)` — as messages. The
 * query gate (server/db/query-gate.ts) stays in front of it on the main thread: one operation at a time,
 * a transaction one operation from BEGIN to COMMIT whose statements go to the worker in order.
 *
 * Parsers are functions and cannot cross threads: the type ids of the parsers given are sent instead and
 * the worker keeps those types' text as it is (drizzle's parsers are all `(value) => value`, for the date,
 * time and interval types). Values cross by structured clone (Date, Uint8Array, arrays, objects, null).
 * Errors cross as plain data with their own properties (SQLSTATE `code`, `constraint`, `detail`…).
 */

interface QueryOptions {
  rowMode?: "array" | "object";
  parsers?: Record<number, unknown>;
}

type Request =
  | { op: "query"; sql: string; params?: unknown[]; rowMode?: string; raw?: number[]; tx?: number }
  | { op: "exec"; sql: string; rowMode?: string; raw?: number[]; tx?: number }
  | { op: "begin" | "ping" | "close"; tx?: number }
  | { op: "end"; tx: number; commit: boolean }
  | { op: "listen" | "unlisten"; channel: string };

type FromWorker =
  | { type: "init"; ok: boolean; error?: PlainError }
  | { type: "reply"; id: number; ok: boolean; result?: unknown; error?: PlainError }
  | { type: "notify"; channel: string; payload: string };

interface PlainError {
  message: string;
  name: string;
  [k: string]: unknown;
}

/** What a transaction callback gets (the part of PGlite's Transaction drizzle uses). */
export interface ThreadTransaction {
  query<T = unknown>(sql: string, params?: unknown[], options?: QueryOptions): Promise<T>;
  exec(sql: string, options?: QueryOptions): Promise<unknown>;
  rollback(): Promise<void>;
  readonly closed: boolean;
}

function toError(e: PlainError): Error {
  const { message, name, ...props } = e;
  const err = new Error(message);
  err.name = name;
  return Object.assign(err, props);
}

function wire(options?: QueryOptions): { rowMode?: string; raw?: number[] } {
  return {
    ...(options?.rowMode ? { rowMode: options.rowMode } : {}),
    ...(options?.parsers ? { raw: Object.keys(options.parsers).map(Number) } : {}),
  };
}

export class PgliteThread {
  private readonly worker: Worker;
  private nextId = 1;
  private nextTx = 1;
  private readonly pending = new Map<number, { resolve(v: unknown): void; reject(e: Error): void }>();
  private readonly handlers = new Map<string, Set<(payload: string) => void>>();
  private isClosed = false;
  private failure: Error | null = null;

  private constructor(
    worker: Worker,
    private readonly onFailure?: (err: Error) => void,
  ) {
    this.worker = worker;
  }

  /**
   * Starts the worker and opens PGlite in `dir` there ("memory://" for a throwaway database). `onFailure`
   * hears of a thread that stopped or failed on its own (not by close()): every statement fails from then on.
   */
  static async create(dir: string, onFailure?: (err: Error) => void): Promise<PgliteThread> {
    const worker = new Worker(new URL("./pglite-thread-worker.mjs", import.meta.url), { workerData: { dir } });
    const thread = new PgliteThread(worker, onFailure);
    await new Promise<void>((resolve, reject) => {
      const onError = (err: Error) => reject(err);
      worker.once("error", onError);
      worker.once("message", (m: FromWorker) => {
        worker.off("error", onError);
        if (m.type === "init" && m.ok) resolve();
        else reject(toError((m as { error?: PlainError }).error ?? { message: "the embedded database did not open", name: "Error" }));
      });
    }).catch(async (err) => {
      await worker.terminate();
      throw err;
    });
    worker.on("message", (m: FromWorker) => thread.receive(m));
    worker.on("error", (err) => thread.fail(err));
    worker.on("exit", (code) => thread.fail(new Error(`the embedded database's thread stopped (exit code ${code})`)));
    return thread;
  }

  get closed(): boolean {
    return this.isClosed;
  }

  private receive(m: FromWorker) {
    if (m.type === "notify") {
      for (const h of this.handlers.get(m.channel) ?? []) h(m.payload);
      return;
    }
    if (m.type !== "reply") return;
    const p = this.pending.get(m.id);
    if (!p) return;
    this.pending.delete(m.id);
    if (m.ok) p.resolve(m.result);
    else p.reject(toError(m.error!));
  }

  private fail(err: Error) {
    if (this.isClosed) return;
    this.isClosed = true;
    this.failure = err;
    for (const p of this.pending.values()) p.reject(err);
    this.pending.clear();
    this.onFailure?.(err);
  }

  private send<T>(req: Request): Promise<T> {
    if (this.isClosed) return Promise.reject(this.failure ?? new Error("the embedded database is closed"));
    const id = this.nextId++;
    return new Promise<T>((resolve, reject) => {
      this.pending.set(id, { resolve: resolve as (v: unknown) => void, reject });
      this.worker.postMessage({ ...req, id });
    });
  }

  query<T = unknown>(sql: string, params?: unknown[], options?: QueryOptions): Promise<T> {
    return this.send<T>({ op: "query", sql, params, ...wire(options) });
  }

  exec(sql: string, options?: QueryOptions): Promise<unknown> {
    return this.send({ op: "exec", sql, ...wire(options) });
  }

  /** BEGIN, `fn` with the transaction's statements in order, then COMMIT — or ROLLBACK when `fn` throws. */
  async transaction<T>(fn: (tx: ThreadTransaction) => Promise<T>): Promise<T> {
    const txId = this.nextTx++;
    await this.send({ op: "begin", tx: txId });
    let ended = false;
    const end = async (commit: boolean) => {
      if (ended) return;
      ended = true;
      await this.send({ op: "end", tx: txId, commit });
    };
    const tx: ThreadTransaction = {
      query: <R>(sql: string, params?: unknown[], options?: QueryOptions) =>
        ended ? Promise.reject(new Error("transaction is closed")) : this.send<R>({ op: "query", sql, params, tx: txId, ...wire(options) }),
      exec: (sql, options) =>
        ended ? Promise.reject(new Error("transaction is closed")) : this.send({ op: "exec", sql, tx: txId, ...wire(options) }),
      rollback: () => end(false),
      get closed() {
        return ended;
      },
    };
    let result: T;
    try {
      result = await fn(tx);
    } catch (err) {
      await end(false).catch(() => {});
      throw err;
    }
    await end(true);
    return result;
  }

  /** LISTEN on `channel` in the worker; notifications come back on the same port as the replies, in order. */
  async listen(channel: string, handler: (payload: string) => void): Promise<() => Promise<void>> {
    let set = this.handlers.get(channel);
    if (!set) {
      set = new Set();
      this.handlers.set(channel, set);
    }
    set.add(handler);
    if (set.size === 1) await this.send({ op: "listen", channel });
    return async () => {
      const s = this.handlers.get(channel);
      if (!s?.delete(handler) || s.size > 0) return;
      this.handlers.delete(channel);
      if (!this.isClosed) await this.send({ op: "unlisten", channel });
    };
  }

  /** Resolves once every message the worker sent before this call (notifications included) has been handled. */
  async fence(): Promise<void> {
    if (!this.isClosed) await this.send({ op: "ping" }).catch(() => {});
  }

  async close(): Promise<void> {
    if (this.isClosed) return;
    await this.send({ op: "close" }).catch(() => {});
    this.isClosed = true;
    this.worker.removeAllListeners("exit");
    await this.worker.terminate();
  }
}
