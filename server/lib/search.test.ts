import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  MAX_SEARCH_WORDS,
  prefixTsquery,
  RECENT_ROWS,
  rankWindow,
  recentThenMatching,
  searchWords,
  sourceMatch,
  windowFootprint,
  type SearchSource,
} from "./search";

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

describe("rankWindow / recentThenMatching", () => {
  it("a page reads whole blocks of 100 matches", () => {
    expect(rankWindow(0, 51)).toBe(100);
    expect(rankWindow(0, 101)).toBe(200);
    expect(rankWindow(99, 10)).toBe(200);
    expect(rankWindow(1000, 101)).toBe(1200);
  });

  it("asks the index only when the newest rows neither fill the window nor are the whole list", async () => {
    const run = async (recent: { matches: number; listed: number }[]) => {
      const asked: SearchSource[] = [];
      const rows = await recentThenMatching(100, async (source) => {
        asked.push(source);
        return source === "recent" ? recent : [{ matches: 7, listed: 0 }];
      });
      return { asked, rows };
    };
    // A full window (101 matches) from the newest rows: exact, one read.
    expect((await run([{ matches: 101, listed: RECENT_ROWS }])).asked).toEqual(["recent"]);
    // A short list (fewer rows than RECENT_ROWS): the newest rows were all of it.
    expect((await run([{ matches: 33, listed: 100 }])).asked).toEqual(["recent"]);
    // A long list with few matches among its newest rows, or none at all: the index.
    expect(await run([{ matches: 33, listed: RECENT_ROWS }])).toEqual({ asked: ["recent", "matching"], rows: [{ matches: 7, listed: 0 }] });
    expect((await run([])).asked).toEqual(["recent", "matching"]);
  });

  it("a window tests the match on the newest rows only: the matching rows hold it already (the GIN scan would run it twice)", () => {
    const match = sql`search_vector @@ to_tsquery('simple', 'cloud:*')`;
    expect(sourceMatch("recent", match)).toBe(match);
    expect(sourceMatch("matching", match)).toBeUndefined();
  });
});

describe("windowFootprint (decision 049)", () => {
  it("holds the exact rows and the whole window when the page carries it: nothing else can change it", () => {
    expect(
      windowFootprint(
        ["e1"],
        [
          { id: "a", matches: 101, windowIds: ["a", "b", "c"] },
          { id: "b", matches: 101 },
        ],
        0,
        { validMs: 5000, typos: false },
      ),
    ).toEqual({
      ids: ["e1", "a", "b", "c"],
      outside: "none",
      typos: false,
      validMs: 5000,
    });
  });

  it("without the window's ids: every match on the page, or unknown", () => {
    expect(
      windowFootprint(
        [],
        [
          { id: "a", matches: 2 },
          { id: "b", matches: 2 },
        ],
        0,
        { typos: true },
      ),
    ).toEqual({ ids: ["a", "b"], outside: "none", typos: true });
    expect(windowFootprint([], [{ id: "a", matches: 50 }], 0, { typos: false })).toEqual({ ids: ["a"], outside: "any", typos: false });
  });

  it("no match at all is the whole answer; an empty page past the first depends on rows it did not read", () => {
    expect(windowFootprint(["e1"], [], 0, { typos: true })).toEqual({ ids: ["e1"], outside: "none", typos: true });
    expect(windowFootprint([], [], 40, { typos: false })).toEqual({ ids: [], outside: "any", typos: false });
  });
});
