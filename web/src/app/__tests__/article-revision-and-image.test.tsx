import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { http, json, server } from "@/test/msw";
import { renderWithProviders } from "@/test/render";
import { sessionMe } from "@/test/session";
import EditArticlePage from "../routes/blog/edit-article-page";

// docs/decisions/035: the author edits the pending revision of a published article; the image dialog requires alt text.
const AUTHOR = "00000000-0000-4000-8000-0000000000b1";
const ARTICLE = "00000000-0000-4000-8000-0000000000c1";
const published = {
  id: ARTICLE,
  title: "Published title",
  slug: "published-title",
  content: "<p>Published text.</p>",
  imageUrl: null,
  status: "published",
  rejectionReason: null,
  createdAt: "2026-11-01T10:00:00.000Z",
  publishedAt: "2026-11-02T10:00:00.000Z",
  updatedAt: "2026-11-02T10:00:00.000Z",
  author: { id: AUTHOR, fullName: "Grace Author", avatarUrl: null },
};
const revision = {
  id: "00000000-0000-4000-8000-0000000000d1",
  status: "pending",
  version: 2,
  title: "Revised title",
  content: "<p>Revised text.</p>",
  imageUrl: null,
  rejectionReason: null,
  updatedAt: "2026-11-03T10:00:00.000Z",
};
const me = sessionMe({ id: AUTHOR, email: "grace@example.test", name: "Grace Author" });

describe("editing a published article", () => {
  it("shows 'Edit pending review', loads the pending revision, and the image dialog refuses an image without alt text", async () => {
    let uploads = 0;
    server.use(
      http.get("/api/session", () => json({ me })),
      http.get("/api/blog/articles/:id", () => json({ article: published, revision })),
      http.post("/api/blog/images", () => {
        uploads++;
        return json({ url: "/api/files/public/articles/0123456789abcdef0123456789abcdef.webp", width: 10, height: 10 }, 201);
      }),
    );
    renderWithProviders(<></>, { path: `/blog/edit/${ARTICLE}`, routes: [{ path: "/blog/edit/:id", Component: EditArticlePage }] });
    expect(await screen.findByText("Edit pending review")).toBeInTheDocument();
    expect(screen.getByText(/Readers still see the published version/)).toBeInTheDocument();
    expect(await screen.findByLabelText("Title")).toHaveValue("Revised title");

    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Image" }));
    const file = new File([new Uint8Array([137, 80, 78, 71])], "a.png", { type: "image/png" });
    await user.upload(await screen.findByLabelText("Image file"), file);
    await user.click(screen.getByRole("button", { name: "Insert image" }));
    expect(await screen.findByText("Please describe the image")).toBeInTheDocument();
    expect(uploads).toBe(0);
    await user.type(screen.getByLabelText("Description (alt text)"), "A diagram");
    await user.click(screen.getByRole("button", { name: "Insert image" }));
    await waitFor(() => expect(uploads).toBe(1));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(document.querySelector(".prose-article img")?.getAttribute("alt")).toBe("A diagram");
  });
});
