import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { http, json, server } from "@/test/msw";
import { renderWithProviders } from "@/test/render";
import { sessionMe } from "@/test/session";
import EditArticlePage from "../routes/blog/edit-article-page";
import SubmitArticlePage from "../routes/blog/submit-article-page";

const AUTHOR = "00000000-0000-4000-8000-0000000000b1";
const ARTICLE = "00000000-0000-4000-8000-0000000000c1";
const draft = {
  id: ARTICLE,
  title: "Threat modeling in a sprint",
  slug: "threat-modeling-in-a-sprint",
  content: "<p>Start with a data-flow diagram.</p>",
  imageUrl: null,
  status: "draft",
  rejectionReason: null,
  createdAt: "2026-11-01T10:00:00.000Z",
  publishedAt: null,
  updatedAt: "2026-11-01T10:00:00.000Z",
  author: { id: AUTHOR, fullName: "Grace Author", avatarUrl: null },
};
const me = sessionMe({ id: AUTHOR, email: "grace@example.test", name: "Grace Author" });

describe("article editor", () => {
  it("refuses an empty article before anything is sent", async () => {
    renderWithProviders(<SubmitArticlePage />, { path: "/blog/write" });
    await userEvent.setup().click(screen.getByRole("button", { name: "Submit for Review" }));
    // The spec's message, on the title and on the content (and in the toast).
    expect((await screen.findAllByText("Please fill in all required fields")).length).toBeGreaterThanOrEqual(2);
    expect(screen.getByLabelText("Title")).toHaveAttribute("aria-invalid", "true");
  });

  it("loads the author's draft into the editor and submits title and content for review", async () => {
    const sent: unknown[] = [];
    server.use(
      http.get("/api/session", () => json({ me })),
      http.get("/api/blog/articles/:id", () => json({ article: draft })),
      http.put("/api/blog/articles/:id", async ({ request, params }) => {
        sent.push({ id: params.id, body: await request.json() });
        return json({ article: { id: ARTICLE, slug: draft.slug, status: "pending" } });
      }),
    );
    renderWithProviders(<></>, { path: `/blog/edit/${ARTICLE}`, routes: [{ path: "/blog/edit/:id", Component: EditArticlePage }] });
    const title = await screen.findByLabelText("Title");
    expect(title).toHaveValue("Threat modeling in a sprint");
    expect(await screen.findByText("Start with a data-flow diagram.")).toBeInTheDocument();
    const user = userEvent.setup();
    await user.clear(title);
    await user.type(title, "Threat modeling every sprint");
    await user.click(await screen.findByRole("button", { name: "Submit for Review" }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      id: ARTICLE,
      body: { title: "Threat modeling every sprint", content: "<p>Start with a data-flow diagram.</p>", imageUrl: null, submit: true },
    });
    expect(await screen.findByText("Article submitted for review")).toBeInTheDocument();
  });
});
