import { screen, within } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { http, json, reviewCounts, server } from "@/test/msw";
import { renderWithProviders } from "@/test/render";
import { adminMe as me } from "@/test/session";
import ReviewPage from "../routes/admin/review-page";

const item = {
  id: "00000000-0000-4000-8000-000000000011",
  kind: "flagged_article",
  targetId: "00000000-0000-4000-8000-000000000022",
  title: "Growth hacks for security teams",
  status: "pending",
  version: 1,
  submittedAt: "2026-11-20T10:00:00.000Z",
  resubmissions: 0,
  submitter: { id: "00000000-0000-4000-8000-000000000033", name: "Sam Author" },
  link: "/blog/growth-hacks",
  flags: [
    { reason: "spam", note: null },
    { reason: "abuse", note: null },
    { reason: "other", note: "Copied from another site" },
  ],
  canDecide: true,
  revision: null,
};

beforeEach(() => server.use(reviewCounts(1)));

describe("a flagged item in the review queue (docs/decisions/057)", () => {
  it("shows how many members flagged it, with each reason and note", async () => {
    server.use(
      http.get("/api/session", () => json({ me })),
      http.get("/api/admin/review", () => json({ items: [item], nextCursor: null, counts: { flagged_article: 1 }, total: 1 })),
    );
    renderWithProviders(<ReviewPage />, { path: "/admin/review" });
    await screen.findAllByText("Growth hacks for security teams");
    expect(screen.getByText("3 flags")).toBeInTheDocument();
    const flags = within(screen.getByRole("list", { name: "Flags" }));
    expect(flags.getAllByRole("listitem").map((li) => li.textContent)).toEqual(["Spam", "Abuse", "Other: Copied from another site"]);
  });
});
