import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import type { SavedSearchQuery } from "@common/alerts.schema";
import { apiError, http, json, server } from "@/test/msw";
import { renderWithProviders } from "@/test/render";
import { SaveSearchButton } from "../components/save-search-button";

const query: SavedSearchQuery = { search: "kubernetes", location: "Berlin", days: "all", contractorOnly: false };

describe("Save this search", () => {
  it("saves the board's query with a name and a frequency", async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post("/api/me/saved-searches", async ({ request }) => {
        bodies.push(await request.json());
        return json(
          { id: crypto.randomUUID(), name: "K8s", frequency: "weekly", query, createdAt: new Date().toISOString(), lastDigestAt: null },
          201,
        );
      }),
    );
    renderWithProviders(<SaveSearchButton query={query} signedIn />);
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Save this search" }));
    const dialog = await screen.findByRole("dialog", { name: "Save this search" });
    expect(screen.getByLabelText("Name")).toHaveValue("kubernetes · Berlin");
    await user.clear(screen.getByLabelText("Name"));
    await user.type(screen.getByLabelText("Name"), "K8s");
    await user.click(screen.getByRole("radio", { name: "Weekly" }));
    await user.click(screen.getByRole("button", { name: "Save search" }));
    expect(await screen.findByText("Search saved. You will get a weekly e-mail when new jobs match it.")).toBeInTheDocument();
    expect(bodies).toEqual([{ name: "K8s", frequency: "weekly", query }]);
    expect(dialog).not.toBeInTheDocument();
  });

  it("marks the name with the server's field message", async () => {
    server.use(
      http.post("/api/me/saved-searches", () =>
        apiError(400, "VALIDATION_ERROR", "Please check the highlighted fields", { name: "Name is required" }),
      ),
    );
    renderWithProviders(<SaveSearchButton query={query} signedIn />);
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Save this search" }));
    await user.click(await screen.findByRole("button", { name: "Save search" }));
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Name is required");
    expect(screen.getByLabelText("Name")).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByLabelText("Name")).toHaveAttribute("aria-describedby", alert.id);
    expect(screen.getByRole("dialog", { name: "Save this search" })).toBeInTheDocument();
  });

  it("says the spec's message when the name is blank, before sending", async () => {
    renderWithProviders(<SaveSearchButton query={query} signedIn />);
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Save this search" }));
    await user.clear(await screen.findByLabelText("Name"));
    await user.click(screen.getByRole("button", { name: "Save search" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Name is required");
    expect(screen.getByLabelText("Name")).toHaveAttribute("aria-invalid", "true");
  });

  it("shows the server's refusal (the limit) and keeps the dialog open", async () => {
    server.use(
      http.post("/api/me/saved-searches", () => apiError(409, "CONFLICT", "You can save up to 20 searches. Delete one to save another.")),
    );
    renderWithProviders(<SaveSearchButton query={query} signedIn />);
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Save this search" }));
    await user.click(await screen.findByRole("button", { name: "Save search" }));
    expect(await screen.findByText("You can save up to 20 searches. Delete one to save another.")).toBeInTheDocument();
    expect(screen.getByRole("dialog", { name: "Save this search" })).toBeInTheDocument();
  });

  it("offers visitors to sign in instead", () => {
    renderWithProviders(<SaveSearchButton query={query} signedIn={false} />);
    expect(screen.getByRole("link", { name: "Sign in to save this search" })).toHaveAttribute("href", "/login?redirect=%2Fjobs");
  });
});
