import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import type { AppointmentDto } from "@common/mentorship.schema";
import { apiError, http, json, server } from "@/test/msw";
import { renderWithProviders } from "@/test/render";
import { sessionMe } from "@/test/session";
import { SessionsTab } from "../components/sessions-tab";

const MENTEE = "00000000-0000-4000-8000-0000000000e1";
const MENTOR = "00000000-0000-4000-8000-0000000000d1";
const appointment: AppointmentDto = {
  id: "00000000-0000-4000-8000-0000000000a1",
  date: "2030-05-06",
  time: "9:00 AM",
  topic: "Threat modeling",
  notes: null,
  status: "approved",
  declineReason: null,
  timezone: "Europe/Berlin",
  startsAt: "2030-05-06T07:00:00.000Z",
  mentorTimezone: "Europe/Berlin",
  menteeTimezone: "Europe/Berlin",
  sequence: 0,
  location: null,
  cancelReason: null,
  cancelledBy: null,
  proposal: null,
  durationMinutes: 60,
  sessionType: null,
  mentor: { id: MENTOR, fullName: "Ana Mentor", title: null, company: null, avatarUrl: null },
  mentee: { id: MENTEE, fullName: "Max Mentee", avatarUrl: null },
};
const me = sessionMe({ id: MENTOR, email: "ana@example.test", name: "Ana Mentor", role: "mentor" });

function base() {
  return [
    http.get("/api/session", () => json({ me })),
    http.get("/api/appointments", () => json({ asMentee: [], asMentor: [appointment] })),
  ];
}

async function card() {
  renderWithProviders(<SessionsTab />);
  return within(await screen.findByTestId(`session-${appointment.id}`));
}

describe("the sessions tab's forms", () => {
  it("marks the meeting place with the server's field message", async () => {
    server.use(
      ...base(),
      http.put("/api/appointments/:id/location", () =>
        apiError(400, "VALIDATION_ERROR", "A meeting link must start with https://", {
          location: "A meeting link must start with https://",
        }),
      ),
    );
    const c = await card();
    const user = userEvent.setup();
    await user.click(c.getByRole("button", { name: "Set meeting place" }));
    await user.type(c.getByLabelText("Meeting link (https://…) or place"), "Room 4");
    await user.click(c.getByRole("button", { name: "Save meeting place" }));
    const field = c.getByLabelText("Meeting link (https://…) or place");
    await vi.waitFor(() => expect(field).toHaveAttribute("aria-invalid", "true"));
    expect(field).toHaveAccessibleDescription("A meeting link must start with https://");
  });

  it("saves a valid meeting place", async () => {
    const sent: unknown[] = [];
    server.use(
      ...base(),
      http.put("/api/appointments/:id/location", async ({ request }) => {
        sent.push(await request.json());
        return json({ ...appointment, location: "https://meet.example.test/ana" });
      }),
    );
    const c = await card();
    const user = userEvent.setup();
    await user.click(c.getByRole("button", { name: "Set meeting place" }));
    await user.type(c.getByLabelText("Meeting link (https://…) or place"), "https://meet.example.test/ana");
    await user.click(c.getByRole("button", { name: "Save meeting place" }));
    expect(await screen.findByText("Meeting place saved")).toBeInTheDocument();
    expect(sent).toEqual([{ location: "https://meet.example.test/ana" }]);
  });

  it("proposes a new time from the mentor's free slots, and asks for the time first", async () => {
    const sent: unknown[] = [];
    server.use(
      ...base(),
      http.get("/api/mentors/:id", () => json({ open: { "2030-05-07": ["10:00 AM", "11:00 AM"] } })),
      http.post("/api/appointments/:id/reschedule", async ({ request }) => {
        sent.push(await request.json());
        return json(appointment);
      }),
    );
    const c = await card();
    const user = userEvent.setup();
    await user.click(c.getByRole("button", { name: "Propose a new time" }));
    await user.selectOptions(await c.findByLabelText("New date"), "2030-05-07");
    await user.click(c.getByRole("button", { name: "Propose this time" }));
    await vi.waitFor(() => expect(c.getByLabelText("New time")).toHaveAttribute("aria-invalid", "true"));
    expect(c.getByLabelText("New time")).toHaveAccessibleDescription("Please choose a time");
    await user.selectOptions(c.getByLabelText("New time"), "11:00 AM");
    await user.click(c.getByRole("button", { name: "Propose this time" }));
    expect(await screen.findByText("New time proposed. The other side will be asked to accept it.")).toBeInTheDocument();
    expect(sent).toEqual([{ date: "2030-05-07", time: "11:00 AM" }]);
  });
});
