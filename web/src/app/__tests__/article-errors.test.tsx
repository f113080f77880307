import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { RouteError } from "@/components/errors/route-error";
import { createQueryClient } from "@/lib/query-client";
import { apiError, http, server, visitorSession } from "@/test/msw";
import ArticlePage from "../routes/blog/article-page";

function renderArticle() {
  const router = createMemoryRouter([{ path: "/blog/:slug", Component: ArticlePage, errorElement: <RouteError /> }], {
    initialEntries: ["/blog/some-article"],
  });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe("article page errors", () => {
  it("shows Article Not Found on a 404", async () => {
    server.use(
      visitorSession(),
      http.get("/api/blog/posts/:slug", () => apiError(404, "NOT_FOUND", "Article not found")),
    );
    renderArticle();
    expect(await screen.findByRole("heading", { name: "Article Not Found" })).toBeInTheDocument();
  });

  it("shows the server's message, not Not Found, on a 500", async () => {
    // React reports the error the boundary caught on console.error; that is expected here.
    vi.mocked(console.error).mockImplementation(() => undefined);
    server.use(
      visitorSession(),
      http.get("/api/blog/posts/:slug", () => apiError(500, "INTERNAL", "Something broke on our side")),
    );
    renderArticle();
    expect(await screen.findByRole("heading", { name: "Something went wrong" }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText("Something broke on our side")).toBeInTheDocument();
    expect(screen.queryByText(/Not Found/)).toBeNull();
  });
});
