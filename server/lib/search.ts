import { or, sql, type AnyColumn, type SQL } from "drizzle-orm";
import { MAX_OFFSET } from "./paging";

/**
 * Ranked search over a weighted `search_vector` column (docs/decisions/019-ranked-search.md): prefix
 * matching, english word variants, typo tolerance on short visible fields, best match first. The same
 * SQL runs on PGlite and PostgreSQL (to_tsquery, ts_rank_cd and pg_trgm's `<%` / word_similarity).
 */

/** Only this many words of a term count (the inputs are at most 100–200 characters anyway). */
export const MAX_SEARCH_WORDS = 8;
/**
 * A search ranks only the newest RANK_WINDOW matches, so its cost does not grow with the table: enough
 * for the deepest page a list serves (offset MAX_OFFSET + a page of up to 100 + the probe row).
 */
export const RANK_WINDOW = MAX_OFFSET + 101;
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
export function prefixTsquery(words: string[], weights = ""): string {
  return words.map((w) => `${w}:*${weights}`).join(" & ");
}

export interface SearchTarget {
  /** The generated tsvector column (GIN-indexed). */
  vector: AnyColumn;
  /** Only these weights may match (what this viewer may search); all when omitted. */
  weights?: string;
  /** Short text columns with a pg_trgm GIN index for typo tolerance (names, titles). */
  fuzzy: AnyColumn[];
}

export interface TextSearch {
  /** The WHERE condition: served by the GIN indexes of the vector and the fuzzy columns. */
  match: SQL;
  /** Higher is better: ts_rank_cd of the weighted vector (scaled to 0–1) plus the best trigram word similarity. */
  rank: SQL;
}

/**
 * The condition and rank for a search term, or null for a blank term (no filter). A term with no
 * searchable word in it (only punctuation, e.g. "%") matches nothing.
 */
export function textSearch(input: string | undefined, target: SearchTarget): TextSearch | null {
  if (!input?.trim()) return null;
  const words = searchWords(input);
  // (A bare `0` in ORDER BY would be read as a column position.)
  if (words.length === 0) return { match: sql`false`, rank: sql`0::real` };
  const text = prefixTsquery(words, target.weights);
  // Stems for word variants, or the words as written (prefixes of partly typed words, stop words in names).
  // One of them when both are the same, so the planner's estimate (per prefix term) is not doubled.
  const english = sql`to_tsquery('english', ${text})`;
  const simple = sql`to_tsquery('simple', ${text})`;
  const query = sql`(case when ${english} = ${simple} then ${simple} else ${english} || ${simple} end)`;
  const term = words.join(" ");
  const typos = term.length >= FUZZY_MIN_LENGTH ? target.fuzzy.map((c) => sql`${term} <% ${c}`) : [];
  const similarity = target.fuzzy.length
    ? sql`coalesce(greatest(${sql.join(
        target.fuzzy.map((c) => sql`word_similarity(${term}, ${c})`),
        sql`, `,
      )}), 0)`
    : sql`0`;
  return {
    match: or(sql`${target.vector} @@ ${query}`, ...typos)!,
    rank: sql<number>`(ts_rank_cd(${target.vector}, ${query}, 32) + ${similarity})`,
  };
}
