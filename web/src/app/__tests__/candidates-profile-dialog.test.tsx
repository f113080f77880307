import type { CandidateCardDto, CandidateDto } from "@common/candidates.schema";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import CandidatesPage from "@/app/routes/candidates/candidates-page";
import { apiError, http, json, server, visitorSession } from "@/test/msw";
import { renderWithProviders } from "@/test/render";

// The directory's rows carry the card's fields only; the dialog reads the rest (docs/decisions/047-candidate-card-rows.md).
const card: CandidateCardDto = {
  id: "u-ana",
  fullName: "Ana Lopes",
  title: "AppSec Lead",
  company: "Acme",
  bio: "Ten years of secure code review…",
  expertise: ["SAST", "Threat Modeling", "AWS", "Go"],
  avatarUrl: null,
};
const detail: CandidateDto = {
  ...card,
  bio: "Ten years of secure code review.\nAnd a long story about threat modeling for payment systems.",
  location: "Lisbon, Portugal",
  yearsExperience: 10,
  website: null,
  githubUrl: null,
  linkedinUrl: null,
};
const page = { candidates: [card], total: 1, totalCapped: false, hasMore: false, page: 1, pageSize: 9 };

async function openProfile(answer: () => Response | Promise<Response>) {
  const asked: string[] = [];
  server.use(
    visitorSession(),
    http.get("/api/candidates", () => json(page)),
    http.get("/api/candidates/:id", ({ params }) => {
      asked.push(String(params.id));
      return answer();
    }),
  );
  const user = userEvent.setup();
  renderWithProviders(<CandidatesPage />, { path: "/candidates" });
  await user.click(await screen.findByRole("button", { name: "View Profile" }));
  const dialog = await screen.findByRole("dialog", { name: "Ana Lopes" });
  return { user, dialog, asked };
}

describe("the directory's View Profile dialog", () => {
  it("shows the card's header at once, a loading state, then the detail it reads from /api/candidates/:id", async () => {
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    const { dialog, asked } = await openProfile(async () => {
      await held;
      return json({ candidate: detail });
    });
    expect(within(dialog).getByText("AppSec Lead at Acme")).toBeInTheDocument();
    expect(within(dialog).getByRole("status", { name: "Loading profile" })).toBeInTheDocument();
    expect(dialog).toHaveAttribute("aria-busy", "true");
    release();
    expect(await within(dialog).findByText("Lisbon, Portugal")).toBeInTheDocument();
    expect(within(dialog).getByText("10 years")).toBeInTheDocument();
    expect(within(dialog).getByText(/And a long story about threat modeling/)).toBeInTheDocument();
    expect(within(dialog).getByText("Go")).toBeInTheDocument();
    expect(within(dialog).getByRole("link", { name: "Login to contact" })).toBeInTheDocument();
    expect(within(dialog).queryByRole("status")).not.toBeInTheDocument();
    expect(dialog).toHaveAttribute("aria-busy", "false");
    expect(asked).toEqual(["u-ana"]);
  });

  it("says when the profile could not be loaded, and tries again on request", async () => {
    let fail = true;
    const { user, dialog } = await openProfile(() =>
      fail ? apiError(500, "INTERNAL", "Something went wrong") : json({ candidate: { ...detail, yearsExperience: 1 } }),
    );
    const alert = await within(dialog).findByRole("alert", {}, { timeout: 4000 });
    expect(alert).toHaveTextContent("The profile could not be loaded.");
    fail = false;
    await user.click(within(alert).getByRole("button", { name: "Try again" }));
    expect(await within(dialog).findByText("Lisbon, Portugal")).toBeInTheDocument();
    expect(within(dialog).getByText("1 year")).toBeInTheDocument();
  });

  it("says a candidate who is no longer open to work is gone (404), without a retry button", async () => {
    const { dialog } = await openProfile(() => apiError(404, "NOT_FOUND", "Candidate not found"));
    const alert = await within(dialog).findByRole("alert");
    expect(alert).toHaveTextContent("This candidate is no longer open to work.");
    expect(within(alert).queryByRole("button")).not.toBeInTheDocument();
  });

  it("keeps the focus in the dialog, closes on Escape and gives the focus back to View Profile", async () => {
    const { user, dialog } = await openProfile(() => json({ candidate: detail }));
    await within(dialog).findByText("Lisbon, Portugal");
    expect(dialog.contains(document.activeElement)).toBe(true);
    await user.tab();
    expect(dialog.contains(document.activeElement)).toBe(true);
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(screen.getByRole("button", { name: "View Profile" })).toHaveFocus();
  });
});
