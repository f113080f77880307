import { and, getTableName, or, sql, type AnyColumn, type SQL } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { Db } from "../db/client";
import { searchLane } from "../db/query-gate";
import type { RowFootprint, RowTracking } from "./read-cache";

/**
 * Ranked search over a weighted `search_vector` column (docs/decisions/019-ranked-search.md): prefix
 * matching, english word variants, typo tolerance on short visible fields, best match first. The same
 * SQL runs on PGlite and PostgreSQL (to_tsquery, ts_rank_cd and pg_trgm's `<%` / word_similarity).
 */

/**
 * A search term as the search uses it and as its cached results are keyed (docs/caching.md): trimmed,
 * inner white space collapsed, lower-cased (every matcher below ignores case), so "Cloud  Security"
 * and "cloud security" share one entry. Empty: no search.
 */
export function normaliseTerm(term: string | undefined): string | undefined {
  const t = term?.trim().replace(/\s+/g, " ").toLowerCase();
  return t ? t : undefined;
}

/** Only this many words of a term count (the inputs are at most 100–200 characters anyway). */
export const MAX_SEARCH_WORDS = 8;
/**
 * Matches are ranked in blocks of this many, newest first (docs/decisions/025): a page reads only the
 * blocks it shows, so a broad term costs what a narrow one does at any table size.
 */
export const RANK_BLOCK = 100;

/**
 * How many of the newest matches a page at `offset` of `limit` rows (its probe row included) is drawn
 * from: whole blocks. Read one more than this to know whether there are more matches than that.
 */
export const rankWindow = (offset: number, limit: number) => Math.ceil((offset + limit) / RANK_BLOCK) * RANK_BLOCK;

/** A rank or position as a query level below selected it, or an expression. */
type Ranked = SQL | SQL.Aliased | AnyColumn;

/**
 * The order of a window of matches read newest first: block by block (RANK_BLOCK newest matches
 * each), best rank first within a block, ties in the list's normal order (`newest`, e.g. date desc,
 * id desc). `position` is the row's place in the window newest first (1-based) where a query level
 * below computed it (`row_number() over (order by …newest)`); otherwise it is computed here.
 */
export function rankedOrder(rank: Ranked, newest: SQL[], position?: Ranked): SQL[] {
  const pos = position ?? sql`row_number() over (order by ${sql.join(newest, sql`, `)})`;
  return [sql`(${pos} - 1) / ${sql.raw(String(RANK_BLOCK))}`, sql`${rank} desc`, ...newest];
}

/** Below this many characters a term has too few trigrams to tell a typo from another word. */
const FUZZY_MIN_LENGTH = 4;

const joiner = "._\\-/+#@";
const splitter = new RegExp(`[^\\p{L}\\p{N}${joiner}]+`, "u");
const edges = new RegExp(`^[${joiner}]+|[${joiner}]+$`, "g");

/**
 * The words of what someone typed, lower-cased: letters and digits, joined only inside a word by
 * . - _ / + # @ (so node.js, pen-test or ci/cd reach the text-search parser in the shape it gave the
 * document). Every other character — the tsquery syntax & | ! ( ) : * ' \ < > included — separates
 * words, so user input never reaches to_tsquery as syntax.
 */
export function searchWords(input: string): string[] {
  return input
    .toLowerCase()
    .split(splitter)
    .map((w) => w.replace(edges, ""))
    .filter(Boolean)
    .slice(0, MAX_SEARCH_WORDS);
}

/**
 * `word:*` for each word (prefix match), restricted to the given weights (e.g. "AB"), joined with `&`:
 * every word must match. Safe to hand to to_tsquery because the words come from searchWords.
 */
export function prefixTsquery(words: string[], weights = "", alternatives?: ReadonlyMap<string, readonly string[]>): string {
  return words
    .map((w) => {
      // Corrections of a typed word (docs/decisions/080) come from the same word splitter (the dictionary's
      // words are lexemes, searchWords keeps them whole), so they are as safe as the word.
      const alt = alternatives?.get(w)?.flatMap((a) => searchWords(a).slice(0, 1));
      return alt?.length ? `(${[w, ...alt].map((a) => `${a}:*${weights}`).join(" | ")})` : `${w}:*${weights}`;
    })
    .join(" & ");
}

export interface SearchTarget {
  /** The generated tsvector column (GIN-indexed). */
  vector: AnyColumn;
  /** Only these weights may match (what this viewer may search); all when omitted. */
  weights?: string;
  /** Short text columns with a pg_trgm GIN index for typo tolerance (names, titles). */
  fuzzy: AnyColumn[];
  /**
   * Fields a whole term may equal (case-insensitively), shown before the ranked matches
   * (docs/decisions/036): text columns (`lower(col)`, btree-indexed) and text arrays (compared through
   * `profiles_expertise_lower(arr)`, GIN-indexed; an element equal to the term).
   */
  exact?: { text?: AnyColumn[]; arrays?: AnyColumn[] };
}

/** A way to match: the WHERE condition and a rank (higher is better). */
export interface Matcher {
  match: SQL;
  rank: SQL;
}

export interface TextSearch {
  /**
   * By words: the weighted vector (GIN), ranked by ts_rank_cd (scaled to 0–1) plus 1 when the A weight
   * alone (title, name) holds every word: within a block a title match comes before a skill or
   * description match however often those repeat the words (docs/decisions/036).
   */
  words: Matcher;
  /** By trigram word similarity to the short visible fields (typos), or null for too short a term. */
  typos: Matcher | null;
  /** A field equal to the whole term (`SearchTarget.exact`), or null: such rows come first. */
  exact: SQL | null;
  /** The order among them: a heading (a text field: title, name) equal to the term before a list entry (skill). */
  exactOrder: SQL[];
}

/**
 * The matchers for a search term, or null for a blank term (no filter). A term with no searchable
 * word in it (only punctuation, e.g. "%") matches nothing.
 */
export function textSearch(
  input: string | undefined,
  target: SearchTarget,
  /** Typed words corrected from a dictionary (docs/decisions/080): each also matches its corrections. */
  corrections?: ReadonlyMap<string, readonly string[]>,
): TextSearch | null {
  if (!input?.trim()) return null;
  const words = searchWords(input);
  // (A bare `0` in ORDER BY would be read as a column position.)
  if (words.length === 0) return { words: { match: sql`false`, rank: sql`0::real` }, typos: null, exact: null, exactOrder: [] };
  // Stems for word variants, or the words as written (prefixes of partly typed words, stop words in names).
  // One of them when both are the same, so the planner's estimate (per prefix term) is not doubled.
  const tsquery = (text: string) => {
    const english = sql`to_tsquery('english', ${text})`;
    const simple = sql`to_tsquery('simple', ${text})`;
    return sql`(case when ${english} = ${simple} then ${simple} else ${english} || ${simple} end)`;
  };
  const query = tsquery(prefixTsquery(words, target.weights, corrections));
  const inTitle = target.weights === undefined || target.weights === "" || target.weights.includes("A");
  const titleBonus = inTitle
    ? sql`(case when ${target.vector} @@ ${tsquery(prefixTsquery(words, "A", corrections))} then 1 else 0 end)`
    : sql`0`;
  const term = words.join(" ");
  const whole = normaliseTerm(input)!;
  const headings = (target.exact?.text ?? []).map((c) => sql`lower(${c}) = ${whole}`);
  const exactOn = [...headings, ...(target.exact?.arrays ?? []).map((c) => sql`profiles_expertise_lower(${c}) @> array[${whole}]::text[]`)];
  const typos =
    term.length >= FUZZY_MIN_LENGTH && target.fuzzy.length
      ? {
          match: or(...target.fuzzy.map((c) => sql`${term} <% ${c}`))!,
          rank: sql<number>`coalesce(greatest(${sql.join(
            target.fuzzy.map((c) => sql`word_similarity(${term}, ${c})`),
            sql`, `,
          )}), 0)`,
        }
      : null;
  return {
    words: { match: sql`${target.vector} @@ ${query}`, rank: sql<number>`(${titleBonus} + ts_rank_cd(${target.vector}, ${query}, 32))` },
    typos,
    exact: exactOn.length ? sql`(${sql.join(exactOn, sql` or `)})` : null,
    // coalesce: a null field compares as null, which a descending order puts first.
    exactOrder: headings.length && exactOn.length > headings.length ? [sql`coalesce(${sql.join(headings, sql` or `)}, false) desc`] : [],
  };
}

/** Words or typos in one condition, ranked by both (a short list such as the mentors). */
export function wordsOrTypos(s: TextSearch): Matcher {
  return s.typos ? { match: or(s.words.match, s.typos.match)!, rank: sql`(${s.words.rank} + ${s.typos.rank})` } : s.words;
}

/**
 * A long list's search: by words, and by typos only when the words match nothing at all, so the
 * trigram test never runs over the many rows of a broad term (docs/decisions/025). `read` reads the
 * page at an offset with a matcher (`typos`: the trigram one, whose few matches are best found through
 * its index alone); a page past the first that came back empty is told from a typo search by reading
 * the words' first page.
 */
export async function wordsThenTypos<T>(
  s: TextSearch,
  offset: number,
  read: (m: Matcher, offset: number, typos: boolean) => Promise<T[]>,
  typosAllowed = true,
): Promise<{ rows: T[]; matcher: Matcher }> {
  const rows = await read(s.words, offset, false);
  if (rows.length || !s.typos || !typosAllowed || (offset > 0 && (await read(s.words, 0, false)).length > 0)) {
    return { rows, matcher: s.words };
  }
  return { rows: await read(s.typos, offset, true), matcher: s.typos };
}

/**
 * How similar (pg_trgm word_similarity) a term must be to a name or title to count as a typo of it.
 * pg_trgm's default 0.6 misses common transpositions ("secutiry" → "Security": 0.44); 0.4 finds them
 * and, since typos are looked for only when the words match nothing, costs no precision on real words
 * (docs/decisions/036, measured by the judged set in server/test/fixtures/search-judgements.ts).
 */
export const TYPO_SIMILARITY = 0.4;

/**
 * Runs a typo read with `TYPO_SIMILARITY` as the threshold of the indexed `<%` operator: set for the
 * one transaction only (`set_config(…, true)`), so no other statement of the connection sees it.
 */
export function withTypoThreshold<T>(db: Db, read: (db: Db) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('pg_trgm.word_similarity_threshold', ${String(TYPO_SIMILARITY)}, true)`);
    return read(tx);
  });
}

/** A search looks through the newest this-many rows of its list before it asks the word index. */
export const RECENT_ROWS = 1000;

/**
 * Where a search window is read from: the list's newest rows, the rows the indexes say match, or the rows the
 * filters name by id (a cached page made again from its rows, decision 092).
 */
export type SearchSource = "recent" | "matching" | "rows";

/**
 * The rows a search window is read from, as a subquery standing in for `table` (under its name, so its
 * columns read as usual) (docs/decisions/025). "recent": the newest RECENT_ROWS rows that pass
 * `filters`, in the list's order (`newest`) — a broad term fills its window after a few hundred of them
 * and the scan stops. "matching": every row that passes `filters` and `match`, planned on its own
 * (`offset 0`) so it is found through the GIN indexes — for a term too rare for the first. Neither reads
 * the whole table, whatever PostgreSQL estimates for a prefix term (a flat guess).
 */
export function searchSource(db: Db, table: PgTable, filters: SQL, match: SQL, source: SearchSource, newest: SQL[]) {
  // Under the table's own name: the columns of `table` that the caller selects read from it.
  const all = db.select().from(table);
  const rows =
    source === "recent"
      ? all
          .where(filters)
          .orderBy(...newest)
          .limit(RECENT_ROWS)
      : // "rows": the matcher is `indexless` (readSearch), so the few rows the filters name are found by id.
        all.where(and(filters, match)).offset(0);
  return rows.as(getTableName(table));
}

/** A condition no index answers (the planner keeps it as a filter on rows found otherwise). */
export const indexless = (condition: SQL) => sql`coalesce(${condition}, false)`;

/**
 * The condition a window puts on its source's rows: the match for the newest rows; nothing more for the
 * matching rows, which hold it already. Repeated there, the planner ANDs the same tsquery twice into the GIN
 * scan, which then builds every prefix term's bitmap twice and finds no required entry to stop at: 29 ms
 * instead of 1-2 ms for a three-word term one of whose words is in every profile (docs/decisions/094).
 */
export const sourceMatch = (source: SearchSource, match: SQL) => (source === "recent" ? match : undefined);

/**
 * How many rows the list holds, counted to RECENT_ROWS, for a statement that read from the newest rows:
 * when it is fewer, they were the whole list and what they held is every match. Put where the window's
 * `count(*) over ()` is computed: the count (an InitPlan, run on first use) runs only when the window
 * is not full, so a broad term never pays for it.
 */
export const listedRows = (table: PgTable, filters: SQL, window: number) =>
  sql<number>`case when count(*) over () > ${sql.raw(String(window))} then ${sql.raw(String(RECENT_ROWS))}
    else (select count(*)::int from (select 1 from ${table} where ${filters} limit ${sql.raw(String(RECENT_ROWS))}) as listed) end`;

/**
 * A search page read from the newest rows, or, when they do not fill the page's window (`window` + 1
 * matches, each row's `matches`) and are not the whole list (`listed`), from all matching rows. A full
 * window from the newest rows is exactly the newest matches: every row beyond them is older.
 */
export async function recentThenMatching<T extends { matches: string | number; listed: string | number }>(
  window: number,
  read: (source: SearchSource) => Promise<T[]>,
): Promise<T[]> {
  const recent = await read("recent");
  const first = recent[0];
  if (first && (Number(first.matches) > window || Number(first.listed) < RECENT_ROWS)) return recent;
  return read("matching");
}

/**
 * A long list's search page (docs/decisions/025), for `read(matcher, source, offset)` that reads one
 * page of `limit` rows (probe included) from a source: by words, from the newest rows or the matching
 * ones (`recentThenMatching`); by typos, only when the words find nothing, through their index alone.
 */
export function readSearch<T extends { matches: string | number; listed: string | number }>(
  db: Db,
  s: TextSearch,
  offset: number,
  limit: number,
  read: (db: Db, m: Matcher, source: SearchSource, offset: number) => Promise<T[]>,
  typosAllowed = true,
  /**
   * "matching": read the matching rows at once, skipping the newest rows — for a term known to be rare
   * (e.g. from a word dictionary's counts, docs/decisions/088); "rows": the rows the filters name by id
   * (decision 092). Every source gives the same page.
   */
  first: SearchSource = "recent",
): Promise<{ rows: T[]; matcher: Matcher }> {
  return wordsThenTypos(
    s,
    offset,
    (m, at, typos) =>
      typos
        ? withTypoThreshold(db, (tx) => read(tx, m, "matching", at))
        : first === "rows"
          ? // The few rows the filters name (by primary key), the match tested on each: a broad term's index
            // would hand over thousands of rows for the filter to throw away (its estimate for a prefix is a guess).
            read(db, { ...m, match: indexless(m.match) }, first, at)
          : first === "matching"
            ? read(db, m, first, at)
            : recentThenMatching(rankWindow(at, limit), (source) => read(db, m, source, at)),
    typosAllowed,
  );
}

/** At most this many rows of a field equal to the whole term come first (docs/decisions/036). */
export const EXACT_FIRST = 20;

/**
 * A search page with the exact matches first (docs/decisions/036): up to EXACT_FIRST rows with a field
 * equal to the whole term (`readExact`, newest first, whatever their age: the ranked blocks read only the
 * newest matches and would bury an old posting that is the only exact one), then the ranked matches
 * without those rows (`readRest(exclude, offset, limit)`: `exclude` is the exact rows' ids). The page at
 * `offset` of `limit` rows takes from the exact rows first; the rest's offset is shifted by their number,
 * so pages neither repeat nor skip a row. Typos are looked for only when there is no exact row.
 */
export async function exactFirst<T extends { id: string }, R extends { rows: T[] }>(
  offset: number,
  limit: number,
  readExact: () => Promise<T[]>,
  readRest: (exclude: string[], offset: number, limit: number) => Promise<R>,
): Promise<{ exact: number; exactIds: string[]; rows: T[]; rest: R }> {
  // Every statement of the search in the search lane: on the embedded database a list request goes
  // ahead of it (docs/decisions/039-embedded-search-lane.md).
  return searchLane(async () => {
    const exact = await readExact();
    const head = exact.slice(offset, offset + limit);
    const rest = await readRest(
      exact.map((r) => r.id),
      Math.max(0, offset - exact.length),
      // At least one row, so the rest's window still counts its matches for the total.
      Math.max(1, limit - head.length),
    );
    return { exact: exact.length, exactIds: exact.map((r) => r.id), rows: [...head, ...rest.rows].slice(0, limit), rest };
  });
}

/**
 * How long a cached search lives at most (decision 049). Writes to the searched table drop what they can
 * change at once (row by row, `searchRowTracking`), and time-bound values say when they turn
 * (`RowFootprint.validMs`): the TTL only bounds what no notification announces.
 */
export const SEARCH_CACHE_MS = 10 * 60_000;

/** A timestamp as µs since the epoch, a float8 (exact to the µs until year 2255): the jobs' "last N days" bound reads it. */
export const sortKeyMicros = (column: AnyColumn | SQL) => sql<number>`(extract(epoch from ${column}) * 1000000)::float8`;

/**
 * The footprint of a windowed search page (decisions 025, 049): `exactIds`, the rows with a field equal to
 * the term (the first of one order: a row below them leaving changes nothing), and the ranked rows `rows`
 * read at `offset`, the first carrying the ids of the whole window it was ranked in (`windowIds`: the newest
 * matches, a row older than them changes nothing either) — or, without them, the window's match count: when
 * the page holds every match no other row matters; otherwise any written row may have been in it ("any").
 * An empty page past the first depends on rows it did not read.
 */
export function windowFootprint(
  exactIds: readonly string[],
  rows: ReadonlyArray<{ id: string; matches: string | number; windowIds?: readonly string[] | null }>,
  offset: number,
  opts: {
    validMs?: number;
    typos: boolean;
    /**
     * The rank window the rows were read from (`rankWindow`), for a cache that can make the page again from
     * its rows (`RowTracking.refresh`, decision 092): sets `refresh` when the page carries its window.
     */
    window?: number;
  },
): RowFootprint {
  const first = rows[0];
  const ids = [...exactIds, ...(first?.windowIds ?? rows.map((r) => r.id))];
  const outside: RowFootprint["outside"] = !first
    ? offset === 0
      ? "none"
      : "any"
    : first.windowIds || (offset === 0 && Number(first.matches) <= rows.length)
      ? "none"
      : "any";
  // The exact rows and the window are each the first rows of one order; with fewer than they can hold, every match.
  const refresh =
    opts.window !== undefined && first?.windowIds && !opts.typos
      ? { exact: exactIds.length, complete: exactIds.length < EXACT_FIRST && Number(first.matches) <= opts.window }
      : undefined;
  return {
    ids,
    outside,
    typos: opts.typos,
    ...(opts.validMs === undefined ? {} : { validMs: opts.validMs }),
    ...(refresh ? { refresh } : {}),
  };
}

/**
 * Row-granular freshness for a search cache (decision 049): the changed rows as they are now — which
 * cached terms they match — in one statement over the written rows. A row enters an entry
 * when it is in `scope` and matches its term by words (the entry's target's weights) or exactly (its exact
 * fields), or as a typo (word similarity to a fuzzy field at TYPO_SIMILARITY) where the entry's footprint
 * says typos count. Filters beyond `scope` are not applied: a wrong match costs a load, never freshness.
 * `targets` are the searches' own declarations (e.g. a visitor's and a member's), `targetOf` an entry's
 * (not needed with one target).
 */
export function searchRowTracking<A, D extends { db: Db }, K extends string, T = never>(opts: {
  table: PgTable;
  id: AnyColumn;
  targets: Record<K, SearchTarget>;
  targetOf?(args: A): K;
  /**
   * What a row must be now to be in any of the searches (e.g. open to work, approved), with the table to
   * join for it: a row outside it enters none. A superset of the searches' filters (no clock: the scope
   * must not depend on a time the searches read differently).
   */
  scope?: { where: SQL; join?: { table: PgTable; on: SQL } };
  /** The normalised term of an entry (its load's arguments). */
  term(args: A): string;
  /**
   * How an entry whose footprint says `typos` is judged: "similar" (a written row in scope like its
   * term, at TYPO_SIMILARITY), or "any" (every write drops it): for a search whose corrections come from
   * a dictionary that any write may change (docs/decisions/080).
   */
  typoEntries?: "similar" | "any";
  /** The search made again from these rows alone (`RowTracking.refresh`, decision 092), for footprints that allow it. */
  refresh?(deps: D, args: A, ids: readonly string[]): Promise<T | null>;
}): RowTracking<A, D, T> {
  const { table, id, scope } = opts;
  const keys = Object.keys(opts.targets) as K[];
  const targets = keys.map((k) => opts.targets[k]);
  // The typo fields are the same for every target of a list (the first one's).
  const fuzzy = targets[0]!.fuzzy;
  return {
    table,
    ...(opts.refresh ? { refresh: opts.refresh } : {}),
    async inspect(deps, ids, entries) {
      if (opts.typoEntries === "any" && entries.every((e) => e.footprint.typos === true)) return { enters: entries.map(() => true) };
      const terms = [...new Set(entries.map((e) => opts.term(e.args)))];
      const words = terms.map((t) => searchWords(t));
      // Terms with no searchable word match nothing (textSearch): left out of the query.
      const asked = terms.map((t, i) => ({ t, words: words[i]! })).filter((x) => x.words.length > 0);
      if (asked.length === 0) return { enters: entries.map((e) => opts.typoEntries === "any" && e.footprint.typos === true) };
      const list = pgArrayLiteral;
      const col = (name: string) => sql.raw(`t.${name}`);
      // Per target: its weights' query, parsed once (a materialised CTE), and its exact fields.
      const unnestArgs = sql.join(
        [
          sql`${list(asked.map((x) => x.t))}::text[]`,
          sql`${list(asked.map((x) => x.words.join(" ")))}::text[]`,
          ...targets.map((target) => sql`${list(asked.map((x) => prefixTsquery(x.words, target.weights)))}::text[]`),
        ],
        sql`, `,
      );
      const qCols = targets.map((_, k) => `q${k}`).join(", ");
      const parsedCols = sql.raw(
        targets.map((_, k) => `to_tsquery('simple', q${k}) as s${k}, to_tsquery('english', q${k}) as e${k}`).join(", "),
      );
      const byTarget = targets.map((target, k) => {
        const match = sql.join(
          [
            sql`${target.vector} @@ ${col(`s${k}`)}`,
            sql`${target.vector} @@ ${col(`e${k}`)}`,
            ...(target.exact?.text ?? []).map((c) => sql`lower(${c}) = ${col("term")}`),
            ...(target.exact?.arrays ?? []).map((c) => sql`profiles_expertise_lower(${c}) @> array[${col("term")}]::text[]`),
          ],
          sql` or `,
        );
        return sql`(select array_agg(t.term) from t where coalesce(${match}, false)) as ${sql.raw(`m${k}`)}`;
      });
      const typoMatch = fuzzy.length
        ? sql.join(
            fuzzy.map((c) => sql`word_similarity(${col("w")}, ${c}) >= ${sql.raw(String(TYPO_SIMILARITY))}`),
            sql` or `,
          )
        : sql`false`;
      const res = await deps.db.execute<Record<string, unknown> & { id: string; in_scope: boolean }>(sql`
        with t as materialized (
          select term, w, ${parsedCols}
          from unnest(${unnestArgs}) as u(term, w, ${sql.raw(qCols)})
        )
        select ${id}::text as id, ${scope?.where ?? sql`true`} as in_scope,
          ${sql.join(byTarget, sql`, `)},
          (select array_agg(t.term) from t where coalesce(${typoMatch}, false)) as typos
        from ${table} ${scope?.join ? sql`left join ${scope.join.table} on ${scope.join.on}` : sql``}
        where ${id} = any(${list([...ids])}::${sql.raw(id.getSQLType())}[])`);
      const matched = keys.map(() => new Set<string>());
      const typos = new Set<string>();
      for (const r of res.rows) {
        if (!r.in_scope) continue;
        keys.forEach((_, k) => {
          for (const term of (r[`m${k}`] as string[] | null) ?? []) matched[k]!.add(term);
        });
        for (const term of (r.typos as string[] | null) ?? []) typos.add(term);
      }
      return {
        enters: entries.map(({ args, footprint }) => {
          const term = opts.term(args);
          return (
            matched[opts.targetOf ? keys.indexOf(opts.targetOf(args)) : 0]!.has(term) ||
            (footprint.typos === true && (opts.typoEntries === "any" || typos.has(term)))
          );
        }),
      };
    },
  };
}

/** One element of a PostgreSQL array literal, quoted (any text). */
const pgArrayItem = (v: string) => `"${v.replace(/\\/g, "\\\\").replace(/"/g, '\\"')}"`;

/** A PostgreSQL array literal of these texts (ids), each quoted: a parameter cast to `text[]` or `uuid[]`. */
export const pgArrayLiteral = (values: readonly string[]) => `{${values.map(pgArrayItem).join(",")}}`;
