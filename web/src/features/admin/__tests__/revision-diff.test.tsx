import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { diffParagraphs, paragraphsOf, RevisionDiff } from "../components/revision-diff";

describe("the review queue's view of an article edit (docs/decisions/041)", () => {
  it("reads paragraphs of plain text from the article's HTML", () => {
    expect(paragraphsOf('<h2>Intro</h2><p>One &amp; <b>two</b></p><p>Three<br>four</p><img src="/x.webp" alt="A chart">')).toEqual([
      "Intro",
      "One & two",
      "Three",
      "four",
      "[image: A chart]",
    ]);
  });

  it("diffs paragraphs: kept, removed, added, in order", () => {
    expect(diffParagraphs(["a", "b", "c"], ["a", "c", "d"])).toEqual([
      { op: "same", text: "a" },
      { op: "removed", text: "b" },
      { op: "same", text: "c" },
      { op: "added", text: "d" },
    ]);
  });

  it("shows the title change and the changed paragraphs with accessible labels", () => {
    render(
      <RevisionDiff
        revision={{
          articleId: "a",
          slug: "s",
          published: { title: "Old title", content: "<p>Kept</p><p>Gone</p>" },
          proposed: { title: "New title", content: "<p>Kept</p><p>Fresh</p>" },
        }}
      />,
    );
    expect(screen.getByText("Old title").tagName).toBe("DEL");
    expect(screen.getByText("New title").tagName).toBe("INS");
    const list = screen.getByRole("list", { name: "Changes to the text" });
    const items = within(list)
      .getAllByRole("listitem")
      .map((li) => li.textContent);
    expect(items).toEqual([" Kept", "Removed: −Gone", "Added: +Fresh"]);
    expect(screen.getByText(/2 paragraphs changed/)).toBeTruthy();
  });
});
