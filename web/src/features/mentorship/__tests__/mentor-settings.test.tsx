import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { apiError, http, json, server } from "@/test/msw";
import { renderWithProviders } from "@/test/render";
import { MentorSettingsForm } from "../components/mentor-settings-form";

describe("MentorSettingsForm (docs/decisions/030)", () => {
  it("saves the meeting place, minimum notice, buffer and dates off; shows the server's message on refusal", async () => {
    const sent: unknown[] = [];
    let refuse = false;
    server.use(
      http.get("/api/mentors/me/settings", () =>
        json({
          meetingLocation: null,
          minNoticeHours: 0,
          bufferMinutes: 0,
          datesOff: ["2030-01-02"],
          bookingWindowDays: 30,
          extraHours: {},
        }),
      ),
      http.put("/api/mentors/me/settings", async ({ request }) => {
        if (refuse) return apiError(400, "VALIDATION_FAILED", "A meeting link must start with https://");
        const body = await request.json();
        sent.push(body);
        return json(body as object);
      }),
    );
    renderWithProviders(<MentorSettingsForm />);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/Meeting link/), "https://meet.example.com/ana");
    await user.clear(screen.getByLabelText("Minimum notice (hours)"));
    await user.type(screen.getByLabelText("Minimum notice (hours)"), "24");
    await user.clear(screen.getByLabelText("Buffer between sessions (minutes)"));
    await user.type(screen.getByLabelText("Buffer between sessions (minutes)"), "15");
    await user.type(screen.getByLabelText("Add a date off"), "2030-01-05");
    await user.click(screen.getByRole("button", { name: "Add date off" }));
    await user.click(screen.getByRole("button", { name: "Remove 2030-01-02" }));
    // The booking window and one date's extra hour (docs/decisions/084).
    const windowDays = screen.getByLabelText("Booking window (days ahead)");
    await user.clear(windowDays);
    await user.type(windowDays, "14");
    await user.type(screen.getByLabelText("Date with extra hours"), "2030-01-06");
    await user.selectOptions(screen.getByLabelText("Extra hour"), "6:00 PM");
    await user.click(screen.getByRole("button", { name: "Add extra hour" }));
    expect(screen.getByText("2030-01-06: 6:00 PM")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Save booking rules" }));
    expect(await screen.findByText("Booking rules saved")).toBeInTheDocument();
    expect(sent[0]).toEqual({
      meetingLocation: "https://meet.example.com/ana",
      minNoticeHours: 24,
      bufferMinutes: 15,
      datesOff: ["2030-01-05"],
      bookingWindowDays: 14,
      extraHours: { "2030-01-06": ["6:00 PM"] },
    });
    refuse = true;
    await user.click(screen.getByRole("button", { name: "Save booking rules" }));
    expect(await screen.findByText("A meeting link must start with https://")).toBeInTheDocument();
  });

  it("marks a field with the server's field message, and the spec's message before sending", async () => {
    server.use(
      http.get("/api/mentors/me/settings", () =>
        json({ meetingLocation: null, minNoticeHours: 0, bufferMinutes: 0, datesOff: [], bookingWindowDays: 30, extraHours: {} }),
      ),
      http.put("/api/mentors/me/settings", () =>
        apiError(400, "VALIDATION_ERROR", "A meeting link must start with https://", {
          meetingLocation: "A meeting link must start with https://",
        }),
      ),
    );
    renderWithProviders(<MentorSettingsForm />);
    const user = userEvent.setup();
    const place = await screen.findByLabelText(/Meeting link/);
    await user.clear(screen.getByLabelText("Buffer between sessions (minutes)"));
    await user.type(screen.getByLabelText("Buffer between sessions (minutes)"), "300");
    await user.click(screen.getByRole("button", { name: "Save booking rules" }));
    expect(await screen.findByText("Buffer is at most 240 minutes")).toBeInTheDocument();
    expect(screen.getByLabelText("Buffer between sessions (minutes)")).toHaveAttribute("aria-invalid", "true");
    await user.clear(screen.getByLabelText("Buffer between sessions (minutes)"));
    await user.type(screen.getByLabelText("Buffer between sessions (minutes)"), "15");
    await user.type(place, "Room 4");
    await user.click(screen.getByRole("button", { name: "Save booking rules" }));
    await vi.waitFor(() => expect(place).toHaveAttribute("aria-invalid", "true"));
    expect(place).toHaveAccessibleDescription("A meeting link must start with https://");
  });
});
