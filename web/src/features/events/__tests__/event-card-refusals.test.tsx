import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { apiError, http, server } from "@/test/msw";
import { eventDto } from "@/test/events";
import { renderWithProviders } from "@/test/render";
import { EventCard } from "../components/event-card";

// docs/decisions/056: a refused write says, in the server's words, when to try again (429) or until when and
// why the member is silenced (403 SILENCED), instead of the page's generic failure.
const open = eventDto({ maxAttendees: 20, attendeesCount: 2 });

describe("EventCard refusals", () => {
  it("a 429 shows when to try again", async () => {
    const message = "You have reached the limit of 10 event registrations a day. Try again in 25 minutes.";
    server.use(http.post("/api/events/:id/registration", () => apiError(429, "RATE_LIMITED", message)));
    renderWithProviders(<EventCard e={open} signedIn />);
    await userEvent.setup().click(screen.getByRole("button", { name: "Register" }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.queryByText("Failed to register for event")).not.toBeInTheDocument();
  });

  it("a silenced member's 403 shows until when and why", async () => {
    const message = "Your account is silenced until Wed, 2 Dec 2026, 10:00 (UTC): Posting the same link in every thread";
    server.use(http.post("/api/events/:id/registration", () => apiError(403, "SILENCED", message)));
    renderWithProviders(<EventCard e={open} signedIn />);
    await userEvent.setup().click(screen.getByRole("button", { name: "Register" }));
    expect(await screen.findByText(message)).toBeInTheDocument();
  });

  it("another refusal keeps the page's own words", async () => {
    server.use(http.post("/api/events/:id/registration", () => apiError(403, "FORBIDDEN", "Nope")));
    renderWithProviders(<EventCard e={open} signedIn />);
    await userEvent.setup().click(screen.getByRole("button", { name: "Register" }));
    expect(await screen.findByText("Failed to register for event")).toBeInTheDocument();
  });
});
