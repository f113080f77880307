import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import type { OfferingDto } from "@common/offerings.schema";
import { http, json, server, visitorSession } from "@/test/msw";
import { renderWithProviders } from "@/test/render";
import OfferingsPage from "../routes/offerings/offerings-page";

const offering = (n: number): OfferingDto => ({
  id: `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`,
  title: `Threat modeling workshop ${n}`,
  description: "Two days of hands-on threat modeling.",
  category: "Training",
  price: null,
  contactInfo: "trainer@example.test",
  imageUrl: null,
  status: "approved",
  createdAt: "2026-06-01T00:00:00.000Z",
  author: { id: null, fullName: "Community Member", avatarUrl: null },
  canDelete: false,
  canEdit: false,
  rejectionReason: null,
});

describe("offerings page", () => {
  it("shows the first page and fetches the next with Load more offerings", async () => {
    const user = userEvent.setup();
    const asked: string[] = [];
    server.use(
      visitorSession(),
      http.get("/api/offerings", ({ request }) => {
        const url = new URL(request.url);
        asked.push(url.search);
        return url.searchParams.get("cursor") === "next-page"
          ? json({ offerings: [offering(3)], nextCursor: null })
          : json({ offerings: [offering(1), offering(2)], nextCursor: "next-page" });
      }),
    );
    renderWithProviders(<OfferingsPage />, { path: "/offerings" });
    expect(await screen.findByText("Threat modeling workshop 1")).toBeInTheDocument();
    expect(screen.queryByText("Threat modeling workshop 3")).toBeNull();
    await user.click(screen.getByRole("button", { name: "Load more offerings" }));
    expect(await screen.findByText("Threat modeling workshop 3")).toBeInTheDocument();
    expect(screen.getByText("Threat modeling workshop 1")).toBeInTheDocument();
    expect(asked).toEqual(["", "?cursor=next-page"]);
    expect(screen.queryByRole("button", { name: "Load more offerings" })).toBeNull();
  });
});

describe("the owner's rejected offering (docs/decisions/083)", () => {
  it("shows the reviewer's reason and links to edit and resubmit", async () => {
    server.use(
      visitorSession(),
      http.get("/api/offerings", () =>
        json({
          offerings: [{ ...offering(1), status: "rejected", canEdit: true, canDelete: true, rejectionReason: "Add your prices, please" }],
          nextCursor: null,
        }),
      ),
    );
    renderWithProviders(<OfferingsPage />, { path: "/offerings" });
    expect(await screen.findByText("Add your prices, please")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Edit and resubmit Threat modeling workshop 1" })).toHaveAttribute(
      "href",
      "/offerings/edit/00000000-0000-4000-8000-000000000001",
    );
  });
});
