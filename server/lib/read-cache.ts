import { AsyncLocalStorage } from "node:async_hooks";
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
  /**
   * Row-granular freshness (docs/decisions/049-row-granular-search-cache.md): writes to this table drop
   * only the entries they can change, judged from each value's footprint (`withFootprint`) and the
   * changed rows as they are now. Writes to the other tables of `reads` drop every entry, as usual.
   */
  rows?: RowTracking<A, D, NoInfer<T>>;
  /**
   * Freshness derived from the caches the load reads (docs/decisions/090-derived-page-freshness.md), for
   * a cache made from others (a server-rendered page from the API's searches): when `when(args)` holds and
   * every cache the load read that reads `table` judges that table's rows (`rows`), an entry lives as long
   * as what it was made from (at most `ttlMs`) and goes when a write to `table` drops one of them, once
   * their row checks are done. Otherwise it is an ordinary entry (the default TTL), dropped by any write to
   * `table`. The declaration is checked: a test renders such arguments and fails on a statement reading
   * `table` outside a row-judged cache's load (`currentLoad`).
   */
  derive?: { table: Table; when(args: A): boolean };
}

/**
 * What a loaded value was drawn from (decision 049), attached by its load with `withFootprint`. A value
 * without one is dropped by any write to the tracked table.
 */
export interface RowFootprint {
  /** Every row the value shows, ranks or counts that the load read (page rows, probe row, exact rows). */
  ids: readonly string[];
  /**
   * Whether a changed row outside `ids`, that now matches none of the entry, can still change the value
   * (its old version may have been among rows the value was drawn from but did not read):
   * - "none": it cannot: the value is the first rows of one order over the matches (a row below them
   *   leaving changes nothing), or `ids` hold every match;
   * - "any": it can (e.g. a page past the first of an order, whose rows above were not read): any update
   *   or delete drops the entry.
   */
  outside: "none" | "any";
  /** How long after its load the value stays right by time alone (an expiry, a "last N days" filter), ms. */
  validMs?: number;
  /** A search's: rows matching its term only as a typo can change it (its words found nothing, or it takes both). */
  typos?: boolean;
  /**
   * The value can be made again from `ids` and the written rows alone (`RowTracking.refresh`, decision 092):
   * `ids` are its first-of-an-order sets, the first `exact` of them one set (rows equal to a search term) and
   * the rest another (a ranked window). `complete`: they hold every row that can be in the value, so any
   * write can be followed; otherwise only one after which no written row of either set has left it (the
   * row that would take its place was never read).
   */
  refresh?: { exact: number; complete: boolean };
}

const FOOTPRINTS = new WeakMap<object, RowFootprint>();

/** Attaches what `value` was drawn from (decision 049); returns the value. */
export function withFootprint<T extends object>(value: T, footprint: RowFootprint): T {
  FOOTPRINTS.set(value, footprint);
  return value;
}

/** A write to rows of a tracked table, as `NOTIFY rows_changed` tells it (migration 0030). */
export interface RowsChanged {
  table: string;
  /** Every entry of the table's tracked caches goes (a TRUNCATE, or more than 100 rows at once). */
  all: boolean;
  op: "i" | "u" | "d";
  /** The ids of the rows written. */
  ids: string[];
}

/** Parses a `rows_changed` payload (migrations 0030, 0038): `<table>|*` or `<table>|<i|u|d>|<id>,…`; null when it is not one. */
export function parseRowsChanged(payload: string): RowsChanged | null {
  const [table, op, list] = payload.split("|");
  if (!table) return null;
  if (op === "*") return { table, all: true, op: "u", ids: [] };
  if ((op !== "i" && op !== "u" && op !== "d") || !list) return null;
  return { table, all: false, op, ids: list.split(",") };
}

export interface RowTracking<A, D, T = unknown> {
  /** The table whose `rows_changed` notifications this cache follows instead of `lists_changed`; one of `reads`. */
  table: Table;
  /**
   * The changed rows as they are now (a row deleted since is absent): for each entry (its load's arguments
   * and footprint) whether any of them could now be part of its value. A superset is fine: a wrong "yes"
   * costs a load, never freshness. `op` says how they were written (an insert only adds rows).
   */
  inspect(
    deps: D,
    ids: readonly string[],
    entries: ReadonlyArray<{ args: A; footprint: RowFootprint }>,
    op: RowsChanged["op"],
  ): Promise<{ enters: readonly boolean[] }>;
  /**
   * The value made again with the load's reads restricted to these rows (decision 092): the rows of an
   * entry's footprint and the written ones, by primary key, instead of the indexes' search over the whole
   * table. Offered for entries whose footprint says `refresh`; the cache checks the result's footprint
   * against the old one and loads in full when it cannot be trusted (or when this gives null).
   */
  refresh?(deps: D, args: A, ids: readonly string[]): Promise<T | null>;
}

export interface ReadCache<A, T, D> {
  readonly spec: ReadCacheSpec<A, T, D>;
  readonly tables: readonly string[];
  /** The table whose writes are judged row by row (`spec.rows`), if any. */
  readonly rowTable: string | null;
  /** The cached value for `args`, or the load's; concurrent misses of one key share a single load. */
  get(deps: D & { caches: ReadCaches }, args: A): Promise<T>;
}

/**
 * The cache whose load is running (innermost), and for a deriving cache's load, the entries it read; or an
 * answer being made outside any cache (`cache` null, `captureReads`): the entries it read, and whether it
 * sent a statement of its own.
 */
interface LoadScope {
  cache: ReadCache<never, unknown, never> | null;
  links: Link[] | null;
  outside?: boolean;
}
/** An entry a deriving cache's load read (null: one read while caching was off, or the listener down). */
type Link = { store: Store; key: string; entry: Entry } | null;

const LOADS = new AsyncLocalStorage<LoadScope>();

/**
 * The cache whose load is running here (the innermost), with the table whose rows it judges (`rows`); null outside
 * any load. For tests that check a `derive` declaration against the statements a load sends.
 */
export function currentLoad(): { name: string; judgesRowsOf: string | null } | null {
  const cache = LOADS.getStore()?.cache;
  return cache ? { name: cache.spec.name, judgesRowsOf: cache.spec.rows ? cache.rowTable : null } : null;
}

/** What an answer made by `captureReads` was made from (opaque: `ReadCaches.current` judges it). */
export interface Capture {
  readonly links: readonly Link[];
  /** Whether a statement was sent outside every cache's load: then the answer is not made of cached values alone. */
  readonly outside: boolean;
}

/**
 * Runs `fn` (a request's handling) recording the cache entries it reads and whether it sends a statement
 * of its own (`noteStatement`): an answer made of cached values only is as fresh as those entries
 * (the anonymous answer cache, server/middlewares/answer-cache.ts, decision 090).
 */
export async function captureReads<T>(fn: () => Promise<T>): Promise<{ value: T; capture: Capture }> {
  const scope: LoadScope = { cache: null, links: [], outside: false };
  const value = await LOADS.run(scope, fn);
  const capture = { links: scope.links!, outside: scope.outside === true };
  passOn(capture);
  return { value, capture };
}

/**
 * What an answer read counts as read by whatever is capturing around it (a page rendered from in-process
 * API answers): its entries, and a statement of its own as an uncached read (null).
 */
function passOn(capture: Capture) {
  const outer = LOADS.getStore();
  if (!outer) return;
  if (outer.cache === null && capture.outside) outer.outside = true;
  outer.links?.push(...capture.links);
  if (capture.outside) outer.links?.push(null);
}

/** Told of every statement the app's database client sends (db/client.ts): marks an answer being captured outside a cache's load. */
export function noteStatement(): void {
  const scope = LOADS.getStore();
  if (scope && scope.cache === null) scope.outside = true;
}

const REGISTRY = new Map<string, ReadCache<never, unknown, never>>();

/** Declares a cache (at module level). Every declared cache is listed by `declaredCaches()`. */
export function defineReadCache<A, T, D>(spec: ReadCacheSpec<A, T, D>): ReadCache<A, T, D> {
  if (REGISTRY.has(spec.name)) throw new Error(`read cache "${spec.name}" is declared twice`);
  const cache: ReadCache<A, T, D> = {
    spec,
    tables: [...new Set(spec.reads.map((t) => getTableName(t)))],
    rowTable: spec.rows ? getTableName(spec.rows.table) : spec.derive ? getTableName(spec.derive.table) : null,
    get: (deps, args) => deps.caches.read(cache, deps, args),
  };
  if (cache.rowTable && !cache.tables.includes(cache.rowTable))
    throw new Error(`read cache "${spec.name}" tracks rows of a table it does not read`);
  if (spec.rows && spec.derive) throw new Error(`read cache "${spec.name}" both judges rows and derives them`);
  REGISTRY.set(spec.name, cache);
  return cache;
}

/**
 * Withdraws a cache a test declared for itself, after its last test: test files share their worker's
 * modules (docs/decisions/081-shared-test-workers.md), and the registry tests of the files after it
 * must find only the app's caches.
 */
export function withdrawReadCache(cache: { spec: { name: string } }): void {
  REGISTRY.delete(cache.spec.name);
}

/** Every declared cache (those of the modules loaded: the app loads them all). */
export function declaredCaches(): Array<{ name: string; tables: readonly string[]; rowTable: string | null; ttlMs?: number }> {
  return [...REGISTRY.values()].map((c) => ({ name: c.spec.name, tables: c.tables, rowTable: c.rowTable, ttlMs: c.spec.ttlMs }));
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
  /** Entries made again from their footprint's rows after a write (decision 092), instead of dropped. */
  refreshed: number;
}

/** The caches of one app (tests build many): its entries, fed by the change listener. */
export interface ReadCaches {
  /** False when LIST_CACHE_MS is 0: every read loads. */
  readonly enabled: boolean;
  /** False while the change listener is down: every read loads. */
  readonly trusted: boolean;
  read<A, T, D>(cache: ReadCache<A, T, D>, deps: D, args: A): Promise<T>;
  /** A write to `table` was announced: drop the entries of every cache that reads it (except those that judge its rows). */
  changed(table: string): void;
  /** A write to rows of a table was announced: each cache that judges them drops what they can change (decision 049). */
  rowsChanged(change: RowsChanged): void;
  /** Drop everything (tests between cases; the listener dropping or coming back). */
  clear(): void;
  /** After a write served here: resolves once its notifications have been handled (see ChangeFeed.fence). */
  fence(): Promise<void>;
  /** The development listing (/dev/caches): name, tables, TTL, entries, hits, misses. */
  listing(): CacheListing[];
  /**
   * Whether everything `capture` read is still what a read would get now (decision 090): made of cached
   * entries only, each still its store's, unexpired, with no row check under way, and the listener up.
   */
  current(capture: Capture): boolean;
  /**
   * When `capture` is not current only because a row check of a store it read is under way (a write
   * somewhere, decision 049), those checks: once they are done, `current` tells whether the write left it as
   * it was. Null when it is current, or not current for another reason.
   */
  checking(capture: Capture): Promise<void> | null;
  /**
   * A kept answer made from `capture` was sent again: its entries count as read (a hit each, most recently
   * used), also by whatever is capturing around it.
   */
  served(capture: Capture): void;
}

interface Entry {
  value: Promise<unknown>;
  until: number;
  args: unknown;
  /** Whether the load has finished. */
  settled: boolean;
  /** What the value was drawn from (null: not said, or still loading). */
  footprint: RowFootprint | null;
  /** A deriving cache's entry: the row-judged entries it was made from (null: an ordinary entry). */
  links: Array<NonNullable<Link>> | null;
  /**
   * Changed by writes of these rows since it was made (decision 092): never served as it is; its next read
   * makes it again from its footprint's rows and these (`RowTracking.refresh`). Null: current.
   */
  stale: Set<string> | null;
}

/** A stale entry following more written rows than this goes instead (its refresh would read too many). */
const STALE_ROWS_MAX = 100;

interface Store {
  cache: ReadCache<never, unknown, never>;
  entries: Map<string, Entry>;
  hits: number;
  misses: number;
  refreshed: number;
  /** The deps of the last load: what a row check queries with (there are entries only after a load). */
  deps: unknown;
  /** A row check under way: reads wait for it (decision 049). */
  pending: Promise<void> | null;
}

const MAX_ENTRIES = 500;

/**
 * What a deriving cache's entry was made from (decision 090), or null when it cannot follow them: the
 * arguments are not declared derivable, a read was made while caching was off, or a cache it read reads
 * `table` without judging its rows (it would be dropped by a write the entry is not told of), or one of
 * those entries is gone already.
 */
function derivedLinks(table: Table, allowed: boolean, links: readonly Link[]): Array<NonNullable<Link>> | null {
  if (!allowed) return null;
  const name = getTableName(table);
  const made: Array<NonNullable<Link>> = [];
  for (const link of links) {
    if (!link) return null;
    if (!link.store.cache.tables.includes(name)) continue;
    if (link.store.cache.rowTable !== name || link.store.cache.spec.derive) return null;
    if (!link.entry.settled || link.entry.stale || link.store.entries.get(link.key) !== link.entry) return null;
    made.push(link);
  }
  return made;
}

/**
 * Drops the entries of `store` that the written rows can change (decision 049; the rules, each with its
 * test, are listed in docs/caching.md). At once: every entry still loading (what it read is unknown), and
 * on an update or delete, every entry that holds one of the rows or whose value depends on rows it did not
 * read. Then, in one query (`inspect`), the rows as they are now: an entry goes when one of them now
 * matches it. Reads of the cache wait for that query; if it fails, the cache is emptied.
 */
function judgeRows(store: Store, change: RowsChanged, checkDeps: (deps: unknown) => unknown) {
  const tracking = store.cache.spec.rows as RowTracking<unknown, unknown> | undefined;
  if (!tracking) return;
  if (change.all) {
    store.entries.clear();
    return;
  }
  const written = new Set(change.ids);
  // What a write changes is made again, at its next read, from the rows the entry was drawn from and the
  // written ones, where it can be (decision 092): only the entries asked for again cost a statement.
  const drop = (key: string, e: Entry) => {
    const stale = new Set([...(e.stale ?? []), ...written]);
    if (tracking.refresh && e.footprint?.refresh && e.footprint.outside === "none" && stale.size <= STALE_ROWS_MAX) e.stale = stale;
    else store.entries.delete(key);
  };
  const candidates: Array<[string, Entry]> = [];
  for (const [key, e] of store.entries) {
    const fp = e.footprint;
    // Still loading, or no footprint: what it read is unknown.
    if (!e.settled || !fp) store.entries.delete(key);
    // Already to be made again: the written rows join those it will read (a row that matches nothing is left out by the refresh).
    else if (e.stale) drop(key, e);
    else if (change.op !== "i" && (fp.outside === "any" || fp.ids.some((id) => written.has(id)))) drop(key, e);
    else candidates.push([key, e]);
  }
  if (candidates.length === 0) return;
  const check = async () => {
    const live = candidates.filter(([key, e]) => store.entries.get(key) === e);
    if (live.length === 0) return;
    const { enters } = await tracking.inspect(
      checkDeps(store.deps),
      [...written],
      live.map(([, e]) => ({ args: e.args, footprint: e.footprint! })),
      change.op,
    );
    live.forEach(([key, e], i) => {
      if (enters[i] && store.entries.get(key) === e) drop(key, e);
    });
  };
  const pending: Promise<void> = (store.pending ?? Promise.resolve())
    .then(check)
    .catch(() => store.entries.clear())
    .finally(() => {
      if (store.pending === pending) store.pending = null;
    });
  store.pending = pending;
}

/**
 * Whether a value made again from its footprint's rows and the written ones (`RowTracking.refresh`) is what
 * a full load gives (decision 092): always when the old footprint held every row that could be in it;
 * otherwise when each written row of its exact set is in the new exact set and each of its window in the
 * new window (a row that left a full set had a successor the footprint never read). The new value must say
 * how it can be followed too (`refresh`): a value that cannot is loaded in full.
 */
function followed(before: RowFootprint, after: RowFootprint | undefined, written: readonly string[]): boolean {
  if (!before.refresh || !after?.refresh) return false;
  if (before.refresh.complete) return true;
  const oldExact = new Set(before.ids.slice(0, before.refresh.exact));
  const oldWindow = new Set(before.ids.slice(before.refresh.exact));
  const newExact = new Set(after.ids.slice(0, after.refresh.exact));
  const newWindow = new Set(after.ids.slice(after.refresh.exact));
  return written.every((id) => (!oldExact.has(id) || newExact.has(id)) && (!oldWindow.has(id) || newWindow.has(id)));
}

/**
 * A deriving cache (`derive`, decision 090) after a write to its table: ordinary entries, and those still
 * loading, go at once; the others once the row checks of the stores they were made from are done, when one
 * of those entries is gone (dropped by the write, or by anything else since: expired, evicted, replaced).
 */
function judgeDerived(store: Store, change: RowsChanged, judged: readonly Store[]) {
  if (change.all) {
    store.entries.clear();
    return;
  }
  for (const [key, e] of store.entries) if (!e.settled || !e.links) store.entries.delete(key);
  if (store.entries.size === 0) return;
  const checks = judged.flatMap((s) => (s.pending ? [s.pending] : []));
  const prune = () => {
    for (const [key, e] of store.entries) {
      if (e.links?.some((l) => l.store.entries.get(l.key) !== l.entry || l.entry.stale)) store.entries.delete(key);
    }
  };
  const pending: Promise<void> = Promise.all([store.pending, ...checks])
    .then(prune)
    .catch(() => store.entries.clear())
    .finally(() => {
      if (store.pending === pending) store.pending = null;
    });
  store.pending = pending;
}

export function createReadCaches(
  feed: Pick<ChangeFeed, "up" | "on" | "onState" | "fence">,
  opts: {
    ttlMs: number;
    now?: () => number;
    /**
     * The database the row checks run on, in place of the `db` of the deps they were given (decision 099:
     * connections of their own on PostgreSQL, `Database.checks`); absent: the same as the loads.
     */
    checkDb?: unknown;
  },
) {
  const now = opts.now ?? (() => performance.now());
  const checkDeps = (deps: unknown) =>
    opts.checkDb && typeof deps === "object" && deps !== null && "db" in deps ? { ...deps, db: opts.checkDb } : deps;
  const enabled = opts.ttlMs > 0;
  const stores = new Map<ReadCache<never, unknown, never>, Store>();
  const byTable = new Map<string, Set<Store>>();
  const clear = () => {
    for (const s of stores.values()) s.entries.clear();
  };
  const storeOf = (cache: ReadCache<never, unknown, never>): Store => {
    let s = stores.get(cache);
    if (!s) {
      s = { cache, entries: new Map(), hits: 0, misses: 0, refreshed: 0, deps: null, pending: null };
      stores.set(cache, s);
      for (const t of cache.tables) {
        // A table whose rows the cache judges is not dropped wholesale: `rowsChanged` does it row by row.
        if (t === cache.rowTable) continue;
        if (!byTable.has(t)) byTable.set(t, new Set());
        byTable.get(t)!.add(s);
      }
    }
    return s;
  };
  /**
   * A new entry for `key`, its value from `produce` (a load, or a refresh), in place of any before it; kept
   * once settled unless it fails or the spec will not keep it; one overtaken by a change was dropped already.
   */
  const begin = (store: Store, key: string, args: unknown, at: number, produce: () => Promise<unknown>, links: Link[] | null): Entry => {
    const cache = store.cache;
    const derive = cache.spec.derive;
    // Frozen: the value is shared by every request that gets it.
    const value = produce().then((v) => (typeof v === "object" && v !== null ? Object.freeze(v) : v));
    // A deriving cache's entry lives as an ordinary one until it is known what it was made from.
    const entry: Entry = {
      value,
      until: at + (derive ? opts.ttlMs : (cache.spec.ttlMs ?? opts.ttlMs)),
      args,
      settled: false,
      footprint: null,
      links: null,
      stale: null,
    };
    store.entries.delete(key);
    store.entries.set(key, entry);
    if (store.entries.size > (cache.spec.maxEntries ?? MAX_ENTRIES)) store.entries.delete(store.entries.keys().next().value!);
    value.then(
      (v) => {
        if (cache.spec.keep && !cache.spec.keep(v) && store.entries.get(key) === entry) store.entries.delete(key);
        const footprint = (typeof v === "object" && v !== null && FOOTPRINTS.get(v)) || null;
        entry.settled = true;
        entry.footprint = footprint;
        if (footprint?.validMs !== undefined) entry.until = Math.min(entry.until, at + footprint.validMs);
        if (derive && links) {
          const made = derivedLinks(derive.table, derive.when(args as never), links);
          if (made) {
            entry.links = made;
            entry.until = Math.min(at + (cache.spec.ttlMs ?? opts.ttlMs), ...made.map((l) => l.entry.until));
          }
        }
      },
      () => {
        if (store.entries.get(key) === entry) store.entries.delete(key);
      },
    );
    return entry;
  };
  /**
   * A stale entry read again, made again from the rows it was drawn from and the written ones (decision 092):
   * a new entry in its place (reads of it wait for the refresh, the others do not; what was made from the old
   * one went when it turned stale), loaded in full when the refresh cannot be trusted (`followed`).
   */
  const refresh = (store: Store, key: string, old: Entry): Entry => {
    const cache = store.cache;
    const tracking = cache.spec.rows!;
    const before = old.footprint!;
    const written = [...old.stale!];
    const deps = store.deps;
    store.refreshed++;
    return begin(
      store,
      key,
      old.args,
      now(),
      () =>
        LOADS.run({ cache, links: null }, async () => {
          const value = await tracking.refresh!(deps as never, old.args as never, [...new Set([...before.ids, ...written])]);
          const after = typeof value === "object" && value !== null ? FOOTPRINTS.get(value) : undefined;
          if (value !== null && followed(before, after, written)) return value;
          store.refreshed--;
          store.misses++;
          return cache.spec.load(deps as never, old.args as never);
        }),
      null,
    );
  };
  const caches: ReadCaches = {
    enabled,
    get trusted() {
      return feed.up;
    },
    read<A, T, D>(cache: ReadCache<A, T, D>, deps: D, args: A): Promise<T> {
      const outer = LOADS.getStore();
      const derive = cache.spec.derive;
      const links: Link[] | null = derive ? [] : null;
      const self: ReadCache<never, unknown, never> = cache;
      const load = () => LOADS.run({ cache: self, links }, () => cache.spec.load(deps, args));
      if (!enabled || !feed.up) {
        outer?.links?.push(null);
        return load();
      }
      const store = storeOf(self);
      // A row check under way may drop what this read would get: wait for it (one query, decision 049).
      if (store.pending) return store.pending.then(() => caches.read(cache, deps, args));
      store.deps = deps;
      const key = cacheKey(args);
      const at = now();
      const hit = store.entries.get(key);
      if (hit && hit.until > at && hit.stale) {
        const entry = refresh(store, key, hit);
        outer?.links?.push({ store, key, entry });
        return entry.value as Promise<T>;
      }
      if (hit && hit.until > at) {
        store.hits++;
        // Least recently used goes first: a hit moves to the end.
        store.entries.delete(key);
        store.entries.set(key, hit);
        outer?.links?.push({ store, key, entry: hit });
        return hit.value as Promise<T>;
      }
      store.misses++;
      const entry = begin(store, key, args, at, load, links);
      outer?.links?.push({ store, key, entry });
      return entry.value as Promise<T>;
    },
    changed(table) {
      for (const s of byTable.get(table) ?? []) s.entries.clear();
    },
    rowsChanged(change) {
      // The stores that judge rows first (their checks start), then those derived from them (decision 090).
      const judged = [...stores.values()].filter((s) => s.cache.rowTable === change.table);
      for (const store of judged) if (!store.cache.spec.derive) judgeRows(store, change, checkDeps);
      for (const store of judged) if (store.cache.spec.derive) judgeDerived(store, change, judged);
    },
    clear,
    current(capture) {
      if (!enabled || !feed.up || capture.outside || capture.links.length === 0) return false;
      const at = now();
      return capture.links.every(
        (l) =>
          l !== null &&
          !l.store.pending &&
          l.entry.settled &&
          !l.entry.stale &&
          l.entry.until > at &&
          l.store.entries.get(l.key) === l.entry,
      );
    },
    checking(capture) {
      if (!enabled || !feed.up || capture.outside || capture.links.length === 0) return null;
      const at = now();
      const checks: Array<Promise<void>> = [];
      for (const l of capture.links) {
        if (l === null || !l.entry.settled || l.entry.stale || !(l.entry.until > at) || l.store.entries.get(l.key) !== l.entry) return null;
        if (l.store.pending) checks.push(l.store.pending);
      }
      return checks.length ? Promise.all(checks).then(() => undefined) : null;
    },
    served(capture) {
      for (const link of capture.links) {
        if (!link || link.store.entries.get(link.key) !== link.entry) continue;
        link.store.hits++;
        link.store.entries.delete(link.key);
        link.store.entries.set(link.key, link.entry);
      }
      passOn(capture);
    },
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
          refreshed: s?.refreshed ?? 0,
        };
      }),
  };
  // An empty payload (an older trigger, or a NOTIFY by hand) names no table: drop everything.
  feed.on("lists_changed", (table) => (table ? caches.changed(table) : clear()));
  feed.on("rows_changed", (payload) => {
    const change = parseRowsChanged(payload);
    if (change) caches.rowsChanged(change);
    else for (const s of stores.values()) if (s.cache.rowTable) s.entries.clear();
  });
  feed.onState(clear);
  return caches;
}
