/**
 * The search-term mix of `npm run bench` (docs/performance.md, decision 036): what people type into the
 * job board, candidate and mentor searches, instead of one repeated word.
 *
 * 400 distinct terms from a fixed seed (mulberry32, seed TERM_SEED), so every run asks the same things:
 * - 40 common words of the bench data (titles, skills, bios, descriptions, locations of server/cli/bench.ts's
 *   seed): "security", "cloud", "pentester", "kubernetes", "berlin", …
 * - 80 two-word queries: the natural pairs ("cloud security", "threat modeling", "burp suite", "new york", …)
 *   and random pairs of common words ("python berlin");
 * - 100 prefixes (the first 3–6 letters of a common word, as typed while searching): "sec", "kube", "pent";
 * - 120 typos (two neighbouring letters swapped, one dropped, one doubled or replaced): "securty", "pyhton";
 * - 60 rare or absent terms: AppSec words the bench data does not hold ("fuzzing", "sbom", "zero trust"),
 *   a few rare exact matches ("company 123", "person 42") and made-up words that match nothing.
 *
 * Zipf-shaped (weight of the term at rank r ∝ 1 / (r + 1)): the 40 common words hold ranks 0–39 in the
 * order of COMMON ("security" first, ~15 % of requests) and take ~65 % of requests; the 360 others are
 * shuffled over the remaining ranks and share the rest, each asked rarely. `termSequence` draws a fixed sequence of terms from that
 * distribution; the bench walks it request after request (`nextPath`), over all connections.
 */

export const TERM_SEED = 0x5eed_2611;

/** A small deterministic PRNG (mulberry32): a function returning floats in [0, 1). */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export type TermKind = "common" | "two-word" | "prefix" | "typo" | "rare";
export interface Term {
  text: string;
  kind: TermKind;
}

/** Words of the seeded data (bench.ts: profile titles, skills, bios; job titles, descriptions, locations). */
const COMMON = [
  "security",
  "engineer",
  "cloud",
  "appsec",
  "pentester",
  "devsecops",
  "analyst",
  "software",
  "application",
  "product",
  "champion",
  "owasp",
  "sast",
  "dast",
  "threat",
  "modeling",
  "aws",
  "kubernetes",
  "burp",
  "suite",
  "python",
  "go",
  "pentesting",
  "secure",
  "code",
  "review",
  "tooling",
  "securing",
  "role",
  "scale",
  "berlin",
  "london",
  "remote",
  "york",
  "toronto",
  "germany",
  "canada",
  "works",
  "company",
  "person",
];
const PAIRS = [
  "cloud security",
  "threat modeling",
  "burp suite",
  "security engineer",
  "application security",
  "product security",
  "security champion",
  "secure code",
  "code review",
  "new york",
  "appsec engineer",
  "security analyst",
  "devsecops engineer",
  "software engineer",
  "cloud engineer",
  "kubernetes security",
  "python security",
  "aws security",
  "remote security",
  "berlin engineer",
];
const ABSENT_WORDS = [
  "fuzzing",
  "sbom",
  "semgrep",
  "codeql",
  "snyk",
  "zero trust",
  "rust",
  "kotlin",
  "oauth",
  "saml",
  "xss",
  "csrf",
  "ssrf",
  "sql injection",
  "terraform",
  "vault",
  "siem",
  "forensics",
  "malware",
  "reverse engineering",
  "red team",
  "bug bounty",
  "compliance",
  "pci dss",
  "iso 27001",
  "mobile security",
  "android",
  "cryptography",
  "supply chain",
  "incident response",
];

/** `items[i]`, for an index known to be in range. */
export function at<T>(items: readonly T[], i: number): T {
  const v = items[i];
  if (v === undefined) throw new Error(`index ${i} out of range`);
  return v;
}

function pick<T>(rand: () => number, items: readonly T[]): T {
  return at(items, Math.floor(rand() * items.length));
}

function shuffle<T>(rand: () => number, items: T[]): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1));
    [items[i], items[j]] = [at(items, j), at(items, i)];
  }
  return items;
}

const KEYBOARD_NEIGHBOURS = "qwertyuiopasdfghjklzxcvbnm";
function typo(rand: () => number, word: string): string {
  const i = 1 + Math.floor(rand() * (word.length - 2)); // keep the first letter, as people do
  const letter = word.charAt(i);
  switch (Math.floor(rand() * 4)) {
    case 0: // two neighbouring letters swapped
      return word.slice(0, i) + word.charAt(i + 1) + letter + word.slice(i + 2);
    case 1: // one letter dropped
      return word.slice(0, i) + word.slice(i + 1);
    case 2: // one letter doubled
      return word.slice(0, i) + letter + word.slice(i);
    default: {
      // one letter replaced by the next one on the keyboard
      const k = KEYBOARD_NEIGHBOURS.indexOf(letter);
      return word.slice(0, i) + KEYBOARD_NEIGHBOURS.charAt((k + 1) % KEYBOARD_NEIGHBOURS.length) + word.slice(i + 1);
    }
  }
}

function madeUpWord(rand: () => number): string {
  const consonants = "bcdfghjklmnpqrstvwxz";
  const vowels = "aeiou";
  let w = "";
  const n = 3 + Math.floor(rand() * 3);
  for (let i = 0; i < n; i++) w += pick(rand, consonants.split("")) + pick(rand, vowels.split(""));
  return w;
}

/** The 400 terms in rank order (most often asked first). */
export function buildTerms(seed = TERM_SEED): Term[] {
  const rand = mulberry32(seed);
  const seen = new Set<string>();
  const take = (kind: TermKind, target: number, make: () => string, into: Term[]) => {
    for (let tries = 0; into.filter((t) => t.kind === kind).length < target && tries < target * 100; tries++) {
      const text = make();
      if (text.length < 2 || seen.has(text)) continue;
      seen.add(text);
      into.push({ text, kind });
    }
  };
  const common: Term[] = [];
  take("common", 40, () => at(COMMON, common.length), common); // in the order of COMMON: the likeliest first
  const rest: Term[] = [];
  let pair = 0;
  const randomPair = () => {
    const a = pick(rand, COMMON);
    const b = pick(rand, COMMON);
    return a === b ? "" : `${a} ${b}`; // "" is skipped
  };
  take("two-word", 80, () => (pair < PAIRS.length ? at(PAIRS, pair++) : randomPair()), rest);
  const long = COMMON.filter((w) => w.length >= 4);
  take(
    "prefix",
    100,
    () => {
      const w = pick(rand, long);
      return w.slice(0, Math.min(w.length - 1, 3 + Math.floor(rand() * 4)));
    },
    rest,
  );
  take("typo", 120, () => typo(rand, pick(rand, long)), rest);
  let absent = 0;
  take(
    "rare",
    60,
    () => {
      if (absent < ABSENT_WORDS.length) return at(ABSENT_WORDS, absent++);
      const r = rand();
      if (r < 0.25) return `company ${1 + Math.floor(rand() * 699)}`;
      if (r < 0.5) return `person ${1 + Math.floor(rand() * 999)}`;
      return madeUpWord(rand);
    },
    rest,
  );
  return [...common, ...shuffle(rand, rest)];
}

/** `n` draws from the Zipf distribution over `terms` (rank r weighs 1 / (r + 1)), from a fixed seed. */
export function termSequence(terms: readonly Term[], n: number, seed = TERM_SEED + 1): Term[] {
  const rand = mulberry32(seed);
  const cdf: number[] = [];
  let sum = 0;
  for (let r = 0; r < terms.length; r++) cdf.push((sum += 1 / (r + 1)));
  const out: Term[] = [];
  for (let i = 0; i < n; i++) {
    const x = rand() * sum;
    let lo = 0;
    let hi = cdf.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (at(cdf, mid) < x) lo = mid + 1;
      else hi = mid;
    }
    out.push(at(terms, lo));
  }
  return out;
}

/** A one-line description of the mix: terms per kind and the share of requests each kind gets. */
export function describeMix(terms: readonly Term[], sequence: readonly Term[]): string {
  const kinds: TermKind[] = ["common", "two-word", "prefix", "typo", "rare"];
  const parts = kinds.map((k) => {
    const n = terms.filter((t) => t.kind === k).length;
    const share = sequence.filter((t) => t.kind === k).length / sequence.length;
    return `${n} ${k} (${Math.round(share * 100)} %)`;
  });
  const top10 = new Set(terms.slice(0, 10));
  const topShare = sequence.filter((t) => top10.has(t)).length / sequence.length;
  const distinct = new Set(sequence).size;
  return `${terms.length} terms, seed 0x${TERM_SEED.toString(16)}: ${parts.join(", ")}; top 10 terms ${Math.round(topShare * 100)} % of requests, ${distinct} distinct in ${sequence.length} draws`;
}

/** The seed of the unique-term mix (`uniqueTerms`). */
export const UNIQUE_SEED = 0x5eed_2612;
/** The share of unique terms with one typo in one of their words. */
export const UNIQUE_TYPO_SHARE = 0.3;

/**
 * The vocabulary of the unique-term mix: the seeded data's common words, the words of the natural pairs
 * and the AppSec words the data does not hold (each once), so that most three-word terms mix found and
 * unfound words as real queries never asked before do.
 */
export const UNIQUE_VOCABULARY: readonly string[] = [
  ...new Set([...COMMON, ...PAIRS, ...ABSENT_WORDS].flatMap((t) => t.split(" ")).filter((w) => w.length >= 2)),
];

/**
 * The unique-term mix (`npm run bench -- --unique-terms`): a function returning, call after call, a
 * three-word term never returned before, its words drawn from UNIQUE_VOCABULARY by a PRNG seeded with
 * `seed` (the same sequence every run); UNIQUE_TYPO_SHARE of them with one typo (as `typo` makes them) in
 * one word of 4 letters or more. Every request asks something no cache holds.
 */
export function uniqueTerms(seed = UNIQUE_SEED, vocabulary: readonly string[] = UNIQUE_VOCABULARY): () => { text: string; typo: boolean } {
  const rand = mulberry32(seed);
  const seen = new Set<string>();
  return () => {
    for (;;) {
      const words = [pick(rand, vocabulary), pick(rand, vocabulary), pick(rand, vocabulary)];
      const typoed = rand() < UNIQUE_TYPO_SHARE;
      if (typoed) {
        const long = words.map((w, i) => (w.length >= 4 ? i : -1)).filter((i) => i >= 0);
        if (long.length === 0) continue;
        const i = pick(rand, long);
        const word = at(words, i);
        let changed = typo(rand, word);
        // (A swap of two equal letters changes nothing: another typo.)
        for (let tries = 0; changed === word && tries < 10; tries++) changed = typo(rand, word);
        if (changed === word) continue;
        words[i] = changed;
      }
      const text = words.join(" ");
      if (seen.has(text)) continue;
      seen.add(text);
      return { text, typo: typoed };
    }
  };
}
