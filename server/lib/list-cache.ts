import type { Database } from "../db/client";

/**
 * Public list pages (the job board, candidates, mentors) kept in memory for a few seconds
 * (docs/decisions/023), the way Discourse serves its anonymous traffic: the first pages are what
 * almost every visit asks for, and they change far less often than they are read.
 *
 * A page is never served stale after a write to what it shows:
 * - every write to the tables behind the lists (jobs, profiles, user, …) sends `NOTIFY lists_changed`
 *   from a statement trigger (migration 0010), at commit, to every instance, which then drops all;
 * - this instance also drops all, synchronously, after any successful write request it served
 *   (`afterWrite` in app.ts), so that the writer's next read already sees the change;
 * - the time-to-live bounds what no write announces (a job passing its expiry date) and a lost
 *   notification; the listener reconnecting clears everything too.
 * Searches are never cached: their keys are whatever people type. A member's own marks on a page
 * (the jobs they are interested in) are cached per member and page, cleared the same way.
 */
export interface ListCache<T> {
  /** The cached page for `key`, or `load()`'s; concurrent misses of one key share a single load. */
  get(key: string, load: () => Promise<T>): Promise<T>;
}

export interface ListCaches {
  /** A new cache of one kind of page (at most `maxEntries`, least recently used out), cleared with all the others. */
  create<T>(maxEntries?: number): ListCache<T>;
  /** Drop every cached page (a write happened). */
  invalidate(): void;
  /** False when LIST_CACHE_MS is 0: every get loads. */
  readonly enabled: boolean;
  stop(): Promise<void>;
}

const MAX_ENTRIES = 500;

export async function createListCaches(
  database: Pick<Database, "listen">,
  opts: { ttlMs: number; now?: () => number },
): Promise<ListCaches> {
  const now = opts.now ?? (() => performance.now());
  const clears = new Set<() => void>();
  const invalidate = () => {
    for (const clear of clears) clear();
  };
  const enabled = opts.ttlMs > 0;
  const unlisten = enabled ? await database.listen("lists_changed", invalidate) : async () => {};

  return {
    enabled,
    invalidate,
    stop: unlisten,
    create<T>(maxEntries = MAX_ENTRIES): ListCache<T> {
      const entries = new Map<string, { page: Promise<T>; until: number }>();
      clears.add(() => entries.clear());
      return {
        get(key, load) {
          if (!enabled) return load();
          const at = now();
          const hit = entries.get(key);
          if (hit && hit.until > at) {
            // Least recently used goes first: a hit moves to the end.
            entries.delete(key);
            entries.set(key, hit);
            return hit.page;
          }
          // Frozen: the page is shared by every request that gets it (and its JSON is kept with it).
          const page = load().then((value) => (typeof value === "object" && value !== null ? Object.freeze(value) : value));
          const entry = { page, until: at + opts.ttlMs };
          entries.delete(key);
          entries.set(key, entry);
          if (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
          // A failed load is not kept; a load overtaken by an invalidation was already dropped.
          page.catch(() => {
            if (entries.get(key) === entry) entries.delete(key);
          });
          return page;
        },
      };
    },
  };
}

/**
 * One kind of cached page, per app (tests build many apps): `const pages = listCacheOf<PageDto>()` at
 * module level, then `pages(deps.lists).get(key, load)` in the handler.
 */
export function listCacheOf<T>(maxEntries?: number): (lists: ListCaches) => ListCache<T> {
  const byApp = new WeakMap<ListCaches, ListCache<T>>();
  return (lists) => {
    let cache = byApp.get(lists);
    if (!cache) byApp.set(lists, (cache = lists.create<T>(maxEntries)));
    return cache;
  };
}
