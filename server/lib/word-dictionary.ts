import { sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { prefixTsquery, searchWords } from "./search";

/**
 * Typo tolerance on every searchable field of a list (docs/decisions/080-candidate-word-dictionary.md,
 * 088-job-word-dictionary.md): each typed word that starts no word of the list's dictionary is corrected
 * to the dictionary's nearest words, found through its trigram index — one statement for all the words —
 * before the full-text query runs.
 */

/**
 * The word dictionaries: tables of (word, count) with a GIN trigram index on the word, kept by statement
 * triggers on the list's table. `candidate_words` (migration 0046): the words of open-to-work profiles'
 * names, titles, skills and bios; `job_words` (migration 0052): those of approved jobs' titles, skills,
 * companies and descriptions.
 */
export type WordDictionary = "candidate_words" | "job_words";
/** Each dictionary's count column: how many rows hold the word (the more used of equally similar words first). */
const COUNTS: Record<WordDictionary, string> = { candidate_words: "profiles", job_words: "jobs" };
/** The table whose `search_vector` (GIN-indexed) each dictionary's words come from. */
const SEARCHED: Record<WordDictionary, string> = { candidate_words: "profiles", job_words: "jobs" };

/** Below this many characters a word has too few trigrams to tell a typo from another word. */
const MIN_LENGTH = 4;
/** The trigram similarity a dictionary word must have to be considered (a transposition in 8 letters: 0.29). */
const CANDIDATE_SIMILARITY = 0.2;
/**
 * How many of the searched table's first rows are tested for a word the dictionary does not know before its
 * GIN index is asked (whose bitmap of a common word's entries would cost a read of all of them): a word in
 * 15 % of the rows is among 20 of them 96 % of the time. Few, since an absent word (the usual case) is
 * tested on every one of them: 100 rows cost 3 ms a word on the embedded database.
 */
const PROBE_SAMPLE = 20;
/** How many of the most similar dictionary words are judged by edit distance, per typed word. */
const NEIGHBOURS = 20;

/** The most edits (insert, delete, substitute, swap two neighbours) a correction may be from the typed word. */
export const maxEdits = (word: string) => (word.length <= 5 ? 1 : 2);

/** Optimal string alignment distance: Levenshtein plus the swap of two neighbouring letters as one edit. */
export function editDistance(a: string, b: string): number {
  const x = [...a];
  const y = [...b];
  const d: number[][] = Array.from({ length: x.length + 1 }, (_, i) =>
    Array.from({ length: y.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= x.length; i++) {
    for (let j = 1; j <= y.length; j++) {
      const cost = x[i - 1] === y[j - 1] ? 0 : 1;
      let v = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && x[i - 1] === y[j - 2] && x[i - 2] === y[j - 1]) v = Math.min(v, d[i - 2]![j - 2]! + 1);
      d[i]![j] = v;
    }
  }
  return d[x.length]![y.length]!;
}

export interface WordCorrections {
  /** Per typed word that starts no dictionary word: the nearest words (fewest edits), searched beside it. */
  corrections: Map<string, string[]>;
  /** The term with each unknown word replaced by its most similar dictionary word ("Did you mean"), or null. */
  suggestion: string | null;
  /**
   * Whether any typed word was long enough to be looked up: then what the term finds may change with the
   * dictionary (a word's corrections, or whether it is known) even where nothing was corrected now.
   */
  consulted: boolean;
  /**
   * The fewest rows any looked-up word is held by, as the dictionary counts them (a known word: the rows of
   * the words it starts; a corrected one: those of its corrections; neither: 0), or null when no word was
   * looked up. Words are counted as the 'simple' parser writes them (an english stem may match more rows):
   * an estimate for choosing how to read the matches, never a bound on what the search finds.
   */
  rarest: number | null;
  /**
   * Whether a looked-up word that has no correction matches no row of the list's table at all, in any field,
   * weight or form (its english and its 'simple' prefix query, through the search vector's GIN index): then
   * the words of the term, all required, find nothing and the ranked read need not run
   * (docs/decisions/094-never-asked-search-speed.md). Most never-asked terms hold such a word.
   */
  wordsFindNothing: boolean;
}

interface Neighbour {
  w: string;
  known: boolean;
  /** No row's search vector holds the word in any form (only asked for a word the dictionary does not know). */
  absent: boolean;
  held: number | string;
  word: string | null;
  uses: number | string | null;
  sim: number | null;
}

/**
 * The dictionary statement, prepared once per database and dictionary (docs/decisions/094): its text never
 * changes (the words are its two array parameters), so PostgreSQL parses and plans it once per connection
 * and the app builds it once. The typed words unnested; per word, whether a dictionary word starts with it
 * (the trigram index serves the LIKE), whether no row of the list holds it at all, and, if no dictionary
 * word starts with it, its NEIGHBOURS most similar words through the same index at CANDIDATE_SIMILARITY.
 * No transaction of its own (a cold search pays one round trip for it): the threshold is set for the
 * statement's own transaction by the first row of `h` (its `v`), which the lateral lookup reads, so it is
 * set before any lookup runs (each runs for a row `q` has produced).
 */
function prepareLookup(db: Db, dictionary: WordDictionary) {
  const table = sql.raw(`"${dictionary}"`);
  const uses = sql.raw(`d."${COUNTS[dictionary]}"`);
  const searched = sql.raw(`"${SEARCHED[dictionary]}"`);
  const lookup = sql`
    with s as materialized (
      select set_config('pg_trgm.similarity_threshold', ${sql.raw(`'${CANDIDATE_SIMILARITY}'`)}, true) as v
    ), h as materialized (
      select w, (
        select coalesce(sum(${uses}), 0) from ${table} d
        where d.word like replace(replace(replace(w, '\\', '\\\\'), '%', '\\%'), '_', '\\_') || '%'
      ) as held, (select v from s) as v, p, to_tsquery('english', p) as e, to_tsquery('simple', p) as sp,
        to_tsquery('english', p) || to_tsquery('simple', p) as ep
      from unnest(${sql.placeholder("words")}::text[], ${sql.placeholder("queries")}::text[]) as u(w, p)
    ), q as materialized (
      -- A word the dictionary does not know may still match: as an english stem ("running" finds "runs"), or in
      -- rows outside the dictionary's scope (not open to work, not approved). It is absent when no row's vector
      -- holds it: a common word shows in the table's first rows already (PROBE_SAMPLE tested), a rare one through
      -- the vector's GIN index, whose bitmap of the entries starting with it is then small (none for an absent
      -- word). The index probe parses its query in the condition: with the parsed query of \`h\` the planner
      -- prices a scan of the whole table as cheaper. A stop word's english query is empty (the english side
      -- ignores the word): never absent.
      select w, held, v, case when held = 0 and numnode(e) > 0 and numnode(sp) > 0 then not (
          exists (select 1 from (select t.search_vector from ${searched} t limit ${sql.raw(String(PROBE_SAMPLE))}) f where f.search_vector @@ ep)
          or exists (select 1 from ${searched} t where t.search_vector @@ (to_tsquery('english', p) || to_tsquery('simple', p)))
        ) else false end as absent
      from h
    )
    select q.w, q.held > 0 as known, q.absent, q.held, n.word, n.uses, n.sim
    from q left join lateral (
      select d.word, ${uses} as uses, similarity(d.word, q.w) as sim from ${table} d
      where q.v is not null and d.word % q.w
      order by sim desc, ${uses} desc, d.word
      limit ${sql.raw(String(NEIGHBOURS))}
    ) n on q.held = 0`;
  const col = <T>(name: string) => sql<T>`${sql.raw(`lookup."${name}"`)}`;
  return db
    .select({
      w: col<string>("w"),
      known: col<boolean>("known"),
      absent: col<boolean>("absent"),
      held: col<number | string>("held"),
      word: col<string | null>("word"),
      uses: col<number | string | null>("uses"),
      sim: col<number | null>("sim"),
    })
    .from(sql`(${lookup}) as lookup`)
    .prepare(`word_lookup_${dictionary}`);
}
const preparedLookups = new WeakMap<Db, Record<WordDictionary, ReturnType<typeof prepareLookup>>>();
function lookups(db: Db) {
  let l = preparedLookups.get(db);
  if (!l)
    preparedLookups.set(db, (l = { candidate_words: prepareLookup(db, "candidate_words"), job_words: prepareLookup(db, "job_words") }));
  return l;
}

/** The corrections of a term's words against the dictionary: one prepared statement (`prepareLookup`). */
export async function correctTerm(db: Db, dictionary: WordDictionary, term: string): Promise<WordCorrections> {
  const words = [...new Set(searchWords(term))];
  const asked = words.filter((w) => [...w].length >= MIN_LENGTH);
  const corrections = new Map<string, string[]>();
  if (asked.length === 0) return { corrections, suggestion: null, consulted: false, rarest: null, wordsFindNothing: false };
  const arrayOf = (values: string[]) => `{${values.map((w) => `"${w.replace(/\\/g, "\\\\").replace(/"/g, '\\"')}"`).join(",")}}`;
  const rows = await lookups(db)[dictionary].execute({
    words: arrayOf(asked),
    // Each word's prefix query as the search writes it (`word:*`: searchWords' words are safe in to_tsquery).
    queries: arrayOf(asked.map((w) => prefixTsquery([w]))),
  });
  const best = new Map<string, string>();
  const byWord = new Map<string, Neighbour[]>();
  for (const r of rows) {
    if (r.known || r.word === null) continue;
    byWord.set(r.w, [...(byWord.get(r.w) ?? []), r]);
    if (!best.has(r.w)) best.set(r.w, r.word);
  }
  // Per looked-up word, the rows holding it (or its corrections): `rarest` is the fewest.
  const held = new Map<string, number>(rows.map((r) => [r.w, r.known ? Number(r.held) : 0]));
  for (const [w, neighbours] of byWord) {
    const scored = neighbours.map((n) => ({ word: n.word!, edits: editDistance(w, n.word!), uses: Number(n.uses ?? 0) }));
    const fewest = Math.min(...scored.map((s) => s.edits));
    if (fewest > maxEdits(w)) continue;
    const kept = scored.filter((s) => s.edits === fewest);
    corrections.set(
      w,
      kept.map((s) => s.word),
    );
    held.set(
      w,
      kept.reduce((n, s) => n + s.uses, 0),
    );
    // The suggestion prefers the closest word by edits, then by similarity and use (the query's order).
    best.set(w, scored.find((s) => s.edits === fewest)!.word);
  }
  const all = searchWords(term);
  const suggested = all.map((w) => best.get(w) ?? w).join(" ");
  return {
    corrections,
    suggestion: best.size && suggested !== all.join(" ") ? suggested : null,
    consulted: true,
    rarest: Math.min(...held.values()),
    wordsFindNothing: rows.some((r) => r.absent && !corrections.has(r.w)),
  };
}
