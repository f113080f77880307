import type { Db } from "../../db/client";
import { correctTerm as correctWords } from "../../lib/word-dictionary";

export { editDistance, maxEdits, type WordCorrections } from "../../lib/word-dictionary";

/**
 * Typo tolerance on every searchable field of a candidate (docs/decisions/080-candidate-word-dictionary.md):
 * each typed word that starts no word of `candidate_words` (the words of open-to-work profiles' names,
 * titles, skills and bios) is corrected to its nearest words before the full-text query runs.
 */
export const correctTerm = (db: Db, term: string) => correctWords(db, "candidate_words", term);
