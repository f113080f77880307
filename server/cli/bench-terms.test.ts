import { describe, expect, it } from "vitest";
import { UNIQUE_VOCABULARY, uniqueTerms } from "./bench-terms";

describe("the bench's unique-term mix", () => {
  it("is the same from the same seed, never repeats a term, three words each, about 30 % with one typo", () => {
    const a = uniqueTerms();
    const b = uniqueTerms();
    const terms = Array.from({ length: 20_000 }, () => a());
    expect(Array.from({ length: 100 }, () => b())).toEqual(terms.slice(0, 100));
    expect(new Set(terms.map((t) => t.text)).size).toBe(terms.length);
    const vocabulary = new Set(UNIQUE_VOCABULARY);
    for (const t of terms) {
      const words = t.text.split(" ");
      expect(words).toHaveLength(3);
      const unknown = words.filter((w) => !vocabulary.has(w));
      expect(unknown.length).toBe(t.typo ? 1 : 0);
    }
    const share = terms.filter((t) => t.typo).length / terms.length;
    expect(share).toBeGreaterThan(0.27);
    expect(share).toBeLessThan(0.33);
  });
});
