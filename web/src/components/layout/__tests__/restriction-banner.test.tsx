import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { RestrictionBanner } from "../restriction-banner";

describe("the silenced member's banner (docs/decisions/061)", () => {
  it("says until when and why, and what they cannot do", () => {
    render(<RestrictionBanner restriction={{ kind: "silence", until: "2026-03-01T12:00:00.000Z", reason: "Spam links" }} />);
    const banner = screen.getByRole("status");
    expect(banner).toHaveTextContent(/^Your account is silenced until Mar 1, 2026 \d\d:00: Spam links/);
    expect(banner).toHaveTextContent("Spam links. You can read, but not post, comment, flag, book or apply.");
  });

  it("shows nothing without a restriction", () => {
    const { container } = render(<RestrictionBanner restriction={null} />);
    expect(container).toBeEmptyDOMElement();
  });
});
