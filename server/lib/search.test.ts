import { describe, expect, it } from "vitest";
import { MAX_SEARCH_WORDS, prefixTsquery, searchWords } from "./search";

describe("searchWords / prefixTsquery", () => {
  it("splits on everything but letters, digits and in-word joiners, lower-cased", () => {
    expect(searchWords("  Cloud   SECURITY lead ")).toEqual(["cloud", "security", "lead"]);
    expect(searchWords("node.js CI/CD pen-test c++ Zürich")).toEqual(["node.js", "ci/cd", "pen-test", "c", "zürich"]);
  });

  it("leaves no tsquery syntax in the words", () => {
    const words = searchWords("a & | ! ( ) : * ' \\ <-> <2> pen:*A | !x 'o''reilly' x:*AB");
    expect(words).toEqual(["a", "2", "pen", "a", "x", "o", "reilly", "x"]);
    for (const w of words) expect(w).not.toMatch(/[&|!():*'\\<>\s]/);
  });

  it("has no words for punctuation only, and keeps at most MAX_SEARCH_WORDS", () => {
    expect(searchWords("% _ -- ./ @@")).toEqual([]);
    expect(searchWords("a b c d e f g h i j k")).toHaveLength(MAX_SEARCH_WORDS);
  });

  it("builds word:* prefixes joined with &, with an optional weight restriction", () => {
    expect(prefixTsquery(["pen", "cloud"])).toBe("pen:* & cloud:*");
    expect(prefixTsquery(["pen"], "AB")).toBe("pen:*AB");
  });
});
