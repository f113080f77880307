import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { apiError, http, json, server } from "@/test/msw";
import { renderWithProviders } from "@/test/render";
import { EventForm, formOf } from "../components/event-form";

const filled = { ...formOf(null), timeZone: "Europe/Berlin" };

async function fill(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText("Title *"), "OWASP Meetup");
  await user.type(screen.getByLabelText("Description *"), "Talks and pizza");
  await user.type(screen.getByLabelText("Date *"), "2030-03-14");
  await user.type(screen.getByLabelText("Location (a place, or Online) *"), "Berlin");
}

describe("EventForm (admin)", () => {
  it("creates the event with the schema's values", async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post("/api/admin/events", async ({ request }) => {
        bodies.push(await request.json());
        return json({ event: { id: "e1" } }, 201);
      }),
    );
    renderWithProviders(<EventForm id={null} initial={filled} />);
    const user = userEvent.setup();
    await fill(user);
    await user.type(screen.getByLabelText("Max attendees (empty = unlimited)"), "40");
    await user.click(screen.getByRole("button", { name: "Create Event" }));
    expect(await screen.findByText("Event created successfully")).toBeInTheDocument();
    expect(bodies).toEqual([
      expect.objectContaining({
        title: "OWASP Meetup",
        description: "Talks and pizza",
        eventDate: "2030-03-14",
        startTime: "18:00",
        endTime: "20:00",
        timeZone: "Europe/Berlin",
        location: "Berlin",
        imageUrl: null,
        maxAttendees: 40,
        isFeatured: false,
      }),
    ]);
  });

  it("shows the spec's messages on the fields before sending", async () => {
    renderWithProviders(<EventForm id={null} initial={filled} />);
    const user = userEvent.setup();
    await user.clear(screen.getByLabelText("End time *"));
    await user.type(screen.getByLabelText("End time *"), "17:00");
    await user.click(screen.getByRole("button", { name: "Create Event" }));
    await vi.waitFor(() => expect(screen.getByLabelText("Title *")).toHaveAttribute("aria-invalid", "true"));
    expect(screen.getByLabelText("Title *")).toHaveAccessibleDescription("Please fill in all required fields");
    expect(screen.getByLabelText("Date *")).toHaveAccessibleDescription("Choose the event's date (YYYY-MM-DD)");
  });

  it("marks a field with the server's field message", async () => {
    server.use(
      http.post("/api/admin/events", () =>
        apiError(400, "VALIDATION_ERROR", "Image URL must start with https://", { imageUrl: "Image URL must start with https://" }),
      ),
    );
    renderWithProviders(<EventForm id={null} initial={filled} />);
    const user = userEvent.setup();
    await fill(user);
    await user.click(screen.getByRole("button", { name: "Create Event" }));
    const image = screen.getByLabelText("Image URL");
    await vi.waitFor(() => expect(image).toHaveAttribute("aria-invalid", "true"));
    expect(image).toHaveAccessibleDescription("Image URL must start with https://");
  });
});
