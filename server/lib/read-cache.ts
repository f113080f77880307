import { getTableName, type Table } from "drizzle-orm";
import type { ChangeFeed } from "./change-feed";

/**
 * Read caches with declared dependencies (docs/caching.md, decision 027), after the Epic Stack's
 * `cachified({ key, ttl, getFreshValue })` and Forem's invalidation by record:
 *
 *   const boardPages = defineReadCache({ name: "jobs.board", reads: [jobs], load: (deps, args) => … });
 *   await boardPages.get(deps, { member, q });
 *
 * - `reads` names every table the load reads. A write to one of them (a statement trigger sends
 *   `NOTIFY lists_changed, '<table>'` at commit, to every instance) drops the entries of the caches
 *   that read it, and only those. A test (server/read-cache.registry.test.ts) reads `pg_trigger` and fails
 *   when a declared table has no such trigger.
 * - The key is the load's own arguments (parsed, normalised values), serialised with sorted keys: the
 *   load sees nothing the key does not hold, so the two cannot drift, and an argument the caller did
 *   not parse (an unknown query parameter) cannot make a new entry.
 * - While the change listener is down nothing is served from memory (`ReadCaches.trusted`).
 * - A write request served here waits for its own notifications before it answers (app.ts, `fence`),
 *   so that the writer's next read already sees the change.
 */
export interface ReadCacheSpec<A, T, D> {
  /** Unique, e.g. "jobs.board"; shown in the development listing. */
  name: string;
  /** Every table `load` reads. */
  reads: readonly Table[];
  /** How long an entry lives at most (default: LIST_CACHE_MS). What no write announces is bounded by it. */
  ttlMs?: number;
  /** At most this many entries, least recently used out (default 500). */
  maxEntries?: number;
  load(deps: D, args: A): Promise<T>;
  /** Whether a loaded value may be kept (default: always); e.g. a page rendered in part is not. */
  keep?(value: T): boolean;
}

export interface ReadCache<A, T, D> {
  readonly spec: ReadCacheSpec<A, T, D>;
  readonly tables: readonly string[];
  /** The cached value for `args`, or the load's; concurrent misses of one key share a single load. */
  get(deps: D & { caches: ReadCaches }, args: A): Promise<T>;
}

const REGISTRY = new Map<string, ReadCache<never, unknown, never>>();

/** Declares a cache (at module level). Every declared cache is listed by `declaredCaches()`. */
export function defineReadCache<A, T, D>(spec: ReadCacheSpec<A, T, D>): ReadCache<A, T, D> {
  if (REGISTRY.has(spec.name)) throw new Error(`read cache "${spec.name}" is declared twice`);
  const cache: ReadCache<A, T, D> = {
    spec,
    tables: [...new Set(spec.reads.map((t) => getTableName(t)))],
    get: (deps, args) => deps.caches.read(cache, deps, args),
  };
  REGISTRY.set(spec.name, cache as unknown as ReadCache<never, unknown, never>);
  return cache;
}

/** Every declared cache (those of the modules loaded: the app loads them all). */
export function declaredCaches(): Array<{ name: string; tables: readonly string[]; ttlMs?: number }> {
  return [...REGISTRY.values()].map((c) => ({ name: c.spec.name, tables: c.tables, ttlMs: c.spec.ttlMs }));
}

/** The arguments as a key: JSON with sorted object keys, undefined left out. */
export function cacheKey(args: unknown): string {
  return JSON.stringify(args, (_k, v: unknown) =>
    v && typeof v === "object" && !Array.isArray(v) && !(v instanceof Date)
      ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : v,
  );
}

export interface CacheListing {
  name: string;
  tables: readonly string[];
  ttlMs: number;
  entries: number;
  hits: number;
  misses: number;
}

/** The caches of one app (tests build many): its entries, fed by the change listener. */
export interface ReadCaches {
  /** False when LIST_CACHE_MS is 0: every read loads. */
  readonly enabled: boolean;
  /** False while the change listener is down: every read loads. */
  readonly trusted: boolean;
  read<A, T, D>(cache: ReadCache<A, T, D>, deps: D, args: A): Promise<T>;
  /** A write to `table` was announced: drop the entries of every cache that reads it. */
  changed(table: string): void;
  /** Drop everything (tests between cases; the listener dropping or coming back). */
  clear(): void;
  /** After a write served here: resolves once its notifications have been handled (see ChangeFeed.fence). */
  fence(): Promise<void>;
  /** The development listing (/dev/caches): name, tables, TTL, entries, hits, misses. */
  listing(): CacheListing[];
}

interface Store {
  entries: Map<string, { value: Promise<unknown>; until: number }>;
  hits: number;
  misses: number;
}

const MAX_ENTRIES = 500;

export function createReadCaches(feed: Pick<ChangeFeed, "up" | "on" | "onState" | "fence">, opts: { ttlMs: number; now?: () => number }) {
  const now = opts.now ?? (() => performance.now());
  const enabled = opts.ttlMs > 0;
  const stores = new Map<ReadCache<never, unknown, never>, Store>();
  const byTable = new Map<string, Set<Store>>();
  const clear = () => {
    for (const s of stores.values()) s.entries.clear();
  };
  const storeOf = (cache: ReadCache<never, unknown, never>): Store => {
    let s = stores.get(cache);
    if (!s) {
      s = { entries: new Map(), hits: 0, misses: 0 };
      stores.set(cache, s);
      for (const t of cache.tables) {
        if (!byTable.has(t)) byTable.set(t, new Set());
        byTable.get(t)!.add(s);
      }
    }
    return s;
  };
  const caches: ReadCaches = {
    enabled,
    get trusted() {
      return feed.up;
    },
    read<A, T, D>(cache: ReadCache<A, T, D>, deps: D, args: A): Promise<T> {
      const load = () => cache.spec.load(deps, args);
      if (!enabled || !feed.up) return load();
      const store = storeOf(cache as unknown as ReadCache<never, unknown, never>);
      const key = cacheKey(args);
      const at = now();
      const hit = store.entries.get(key);
      if (hit && hit.until > at) {
        store.hits++;
        // Least recently used goes first: a hit moves to the end.
        store.entries.delete(key);
        store.entries.set(key, hit);
        return hit.value as Promise<T>;
      }
      store.misses++;
      // Frozen: the value is shared by every request that gets it.
      const value = load().then((v) => (typeof v === "object" && v !== null ? Object.freeze(v) : v));
      const entry = { value, until: at + (cache.spec.ttlMs ?? opts.ttlMs) };
      store.entries.delete(key);
      store.entries.set(key, entry);
      if (store.entries.size > (cache.spec.maxEntries ?? MAX_ENTRIES)) store.entries.delete(store.entries.keys().next().value!);
      // A failed load, or one the spec will not keep, is not kept; one overtaken by a change was dropped already.
      value.then(
        (v) => {
          if (cache.spec.keep && !cache.spec.keep(v) && store.entries.get(key) === entry) store.entries.delete(key);
        },
        () => {
          if (store.entries.get(key) === entry) store.entries.delete(key);
        },
      );
      return value;
    },
    changed(table) {
      for (const s of byTable.get(table) ?? []) s.entries.clear();
    },
    clear,
    fence: () => (enabled ? feed.fence() : Promise.resolve()),
    listing: () =>
      [...REGISTRY.values()].map((c) => {
        const s = stores.get(c);
        return {
          name: c.spec.name,
          tables: c.tables,
          ttlMs: c.spec.ttlMs ?? opts.ttlMs,
          entries: s?.entries.size ?? 0,
          hits: s?.hits ?? 0,
          misses: s?.misses ?? 0,
        };
      }),
  };
  // An empty payload (an older trigger, or a NOTIFY by hand) names no table: drop everything.
  feed.on("lists_changed", (table) => (table ? caches.changed(table) : clear()));
  feed.onState(clear);
  return caches;
}
