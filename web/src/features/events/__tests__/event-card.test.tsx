import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { apiError, http, json, server } from "@/test/msw";
import { eventDto } from "@/test/events";
import { renderWithProviders } from "@/test/render";
import { EventCard } from "../components/event-card";

const base = eventDto({ maxAttendees: 2, attendeesCount: 2 });

describe("EventCard waitlist", () => {
  it("a full event offers to join the waitlist and confirms the place", async () => {
    const calls: string[] = [];
    server.use(
      http.post("/api/events/:id/waitlist", ({ request }) => {
        calls.push(`${request.method} ${new URL(request.url).pathname}`);
        return json({ registered: false, waitlistPosition: 3 });
      }),
    );
    renderWithProviders(<EventCard e={base} signedIn />);
    expect(screen.getByText("This event is full")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Register" })).not.toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole("button", { name: "Join waitlist" }));
    expect(await screen.findByText("You joined the waitlist: you are #3")).toBeInTheDocument();
    expect(calls).toEqual([`POST /api/events/${base.id}/waitlist`]);
  });

  it("a waiting member sees the place and can leave", async () => {
    const calls: string[] = [];
    server.use(
      http.delete("/api/events/:id/waitlist", ({ request }) => {
        calls.push(`${request.method} ${new URL(request.url).pathname}`);
        return json({ registered: false, waitlistPosition: null });
      }),
    );
    renderWithProviders(<EventCard e={{ ...base, waitlistCount: 3, waitlistPosition: 3 }} signedIn />);
    expect(screen.getByText(/You are #3 on the waitlist/)).toBeInTheDocument();
    expect(screen.getByText("3 on the waitlist")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Join waitlist" })).not.toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole("button", { name: "Leave waitlist" }));
    expect(await screen.findByText("You've left the waitlist")).toBeInTheDocument();
    expect(calls).toEqual([`DELETE /api/events/${base.id}/waitlist`]);
  });

  it("joining when a seat opened meanwhile says the member is registered", async () => {
    server.use(http.post("/api/events/:id/waitlist", () => json({ registered: true, waitlistPosition: null })));
    renderWithProviders(<EventCard e={base} signedIn />);
    await userEvent.setup().click(screen.getByRole("button", { name: "Join waitlist" }));
    expect(await screen.findByText("You've successfully registered for this event!")).toBeInTheDocument();
  });

  it("visitors are asked to sign in", async () => {
    renderWithProviders(<EventCard e={base} signedIn={false} />);
    await userEvent.setup().click(screen.getByRole("button", { name: "Join waitlist" }));
    expect(await screen.findByText("Please sign in to register for events")).toBeInTheDocument();
  });

  it("shows the server's message when the event has already taken place", async () => {
    server.use(http.post("/api/events/:id/waitlist", () => apiError(409, "CONFLICT", "This event has already taken place")));
    renderWithProviders(<EventCard e={base} signedIn />);
    await userEvent.setup().click(screen.getByRole("button", { name: "Join waitlist" }));
    expect(await screen.findByText("This event has already taken place")).toBeInTheDocument();
  });

  it("an attendee keeps the existing cancel button", () => {
    renderWithProviders(<EventCard e={{ ...base, isAttending: true, waitlistCount: 1 }} signedIn />);
    expect(screen.getByRole("button", { name: "Cancel Registration" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /waitlist/ })).not.toBeInTheDocument();
  });
});
