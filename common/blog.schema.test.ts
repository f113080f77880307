import { describe, expect, it } from "vitest";
import { excerptOf } from "./blog.schema";

describe("article excerpts", () => {
  it("strips tags and decodes named, decimal and hex entities once", () => {
    expect(excerptOf("<p>Tom &amp; Jerry&nbsp;&lt;3 &quot;XSS&quot; &#39;quoted&#39;</p>")).toBe(`Tom & Jerry <3 "XSS" 'quoted'`);
    expect(excerptOf("<p>Caf&eacute; &mdash; &#8220;SSRF&#8221; &#x2192; &hellip;</p>")).toBe("Café — “SSRF” → …");
    // Decoded once: an escaped entity stays literal text.
    expect(excerptOf("<p>&amp;lt;script&amp;gt;</p>")).toBe("&lt;script&gt;");
  });

  it("collapses whitespace and cuts at the limit with an ellipsis", () => {
    expect(excerptOf("<h2>Title</h2>\n<p>  one   two </p>")).toBe("Title one two");
    expect(excerptOf(`<p>${"a".repeat(200)}</p>`)).toBe(`${"a".repeat(150)}...`);
    expect(excerptOf("<p>short</p>", 3)).toBe("sho...");
  });

  it("drops a tag cut off at the end of the HTML head a list reads", () => {
    expect(excerptOf('<p>Intro</p><img src="https://example.test/a.png" alt="cut')).toBe("Intro");
  });
});
