import type { EventDto } from "@common/events.schema";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { apiError, http, server } from "@/test/msw";
import { renderWithProviders } from "@/test/render";
import { EventCard } from "../components/event-card";

// docs/decisions/056: a refused write says, in the server's words, when to try again (429) or until when and
// why the member is silenced (403 SILENCED), instead of the page's generic failure.
const open: EventDto = {
  id: "11111111-1111-4111-8111-111111111111",
  title: "OWASP meetup",
  description: "Talks and pizza",
  eventDate: "2030-05-10",
  eventTime: "6:00 PM EST",
  startsAt: "2030-05-10T23:00:00.000Z",
  endsAt: "2030-05-11T00:00:00.000Z",
  timeZone: "America/New_York",
  status: "scheduled",
  previousStartsAt: null,
  timeNeedsFixing: false,
  createdAt: "2030-01-01T00:00:00.000Z",
  location: "Berlin",
  isOnline: false,
  meetingUrl: null,
  imageUrl: null,
  maxAttendees: 20,
  isFeatured: false,
  organizer: { id: null, fullName: "AppSec Community", avatarUrl: null },
  attendeesCount: 2,
  isAttending: false,
  waitlistCount: 0,
  waitlistPosition: null,
};

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
