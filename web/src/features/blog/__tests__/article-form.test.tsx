import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { call, client } from "@/lib/api-client";
import { apiError, http, json, server } from "@/test/msw";
import { renderWithProviders } from "@/test/render";
import { ArticleForm } from "../components/article-form";

const initial = { title: "Threat modeling in a sprint", content: "<p>Start with a data-flow diagram.</p>", imageUrl: null };
/** What a page does: save through the API (the server's verdict is thrown back to the form). */
const save = (v: unknown) => call(client.api.blog.articles.$post({ json: v as never })).then(() => undefined);

describe("ArticleForm", () => {
  it("sends title, content and cover, and says which button was used", async () => {
    const sent: unknown[] = [];
    const onSubmit = vi.fn(async (v: unknown, secondary: boolean) => {
      sent.push({ v, secondary });
    });
    renderWithProviders(<ArticleForm initial={initial} submitLabel="Submit for Review" secondaryLabel="Save Draft" onSubmit={onSubmit} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/Cover image/), "https://img.example.test/cover.png");
    await user.click(screen.getByRole("button", { name: "Save Draft" }));
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({ v: { ...initial, imageUrl: "https://img.example.test/cover.png" }, secondary: true });
  });

  it("shows the spec's message on an empty title before sending", async () => {
    const onSubmit = vi.fn();
    renderWithProviders(<ArticleForm submitLabel="Submit for Review" onSubmit={onSubmit} />);
    await userEvent.setup().click(screen.getByRole("button", { name: "Submit for Review" }));
    const title = screen.getByLabelText("Title");
    await vi.waitFor(() => expect(title).toHaveAttribute("aria-invalid", "true"));
    expect(title).toHaveAccessibleDescription("Please fill in all required fields");
    const content = screen.getByRole("textbox", { name: "Article content" });
    await vi.waitFor(() => expect(content).toHaveAttribute("aria-invalid", "true"));
    expect(content).toHaveAccessibleDescription("Please fill in all required fields");
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("marks a field with the server's field message", async () => {
    server.use(
      http.post("/api/blog/articles", () =>
        apiError(400, "VALIDATION_ERROR", "The cover must be an uploaded image or an https:// URL", {
          imageUrl: "The cover must be an uploaded image or an https:// URL",
        }),
      ),
    );
    renderWithProviders(<ArticleForm initial={initial} submitLabel="Submit for Review" onSubmit={save} />);
    await userEvent.setup().click(screen.getByRole("button", { name: "Submit for Review" }));
    const cover = screen.getByLabelText(/Cover image/);
    await vi.waitFor(() => expect(cover).toHaveAttribute("aria-invalid", "true"));
    expect(cover).toHaveAccessibleDescription("The cover must be an uploaded image or an https:// URL");
  });

  it("a valid save goes through", async () => {
    server.use(http.post("/api/blog/articles", () => json({ article: { id: "a1", slug: "s", status: "pending" } }, 201)));
    const done = vi.fn();
    renderWithProviders(<ArticleForm initial={initial} submitLabel="Submit for Review" onSubmit={(v) => save(v).then(done)} />);
    await userEvent.setup().click(screen.getByRole("button", { name: "Submit for Review" }));
    await vi.waitFor(() => expect(done).toHaveBeenCalled());
    expect(screen.getByLabelText("Title")).not.toHaveAttribute("aria-invalid");
  });
});
