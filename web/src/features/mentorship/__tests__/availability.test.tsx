import { defaultAvailability, type MentorDetailDto, type WeeklyAvailability } from "@common/mentorship.schema";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { apiError, http, json, server } from "@/test/msw";
import { renderWithProviders } from "@/test/render";
import { AvailabilityCard } from "../components/availability-card";
import { BookingPanel } from "../components/booking-panel";

const empty = (): WeeklyAvailability => ({ 0: [], 1: [], 2: [], 3: [], 4: [], 5: [], 6: [] });

describe("AvailabilityCard", () => {
  it("toggles hours and saves the whole week with PUT", async () => {
    const sent: unknown[] = [];
    server.use(
      http.get("/api/mentors/me/settings", () =>
        json({ meetingLocation: null, minNoticeHours: 0, bufferMinutes: 0, datesOff: [], bookingWindowDays: 30, extraHours: {} }),
      ),
      http.get("/api/mentors/me/session-types", () => json({ sessionTypes: [] })),
      http.get("/api/mentors/me/availability", () =>
        json({ availability: defaultAvailability(), timezone: "Europe/Berlin", isDefault: true }),
      ),
      http.put("/api/mentors/me/availability", async ({ request }) => {
        const body = (await request.json()) as { availability: WeeklyAvailability };
        sent.push(body);
        return json({ availability: body.availability, timezone: "Europe/Berlin", isDefault: false });
      }),
    );
    renderWithProviders(<AvailabilityCard />);
    expect(await screen.findByText("Europe/Berlin")).toBeInTheDocument();
    const save = screen.getByRole("button", { name: "Save availability" });
    expect(save).toBeDisabled();

    const user = userEvent.setup();
    const monday9 = screen.getByRole("button", { name: "Monday 9:00 AM" });
    expect(monday9).toHaveAttribute("aria-pressed", "true");
    await user.click(monday9);
    await user.click(screen.getByRole("button", { name: "Monday 6:00 PM" }));
    expect(monday9).toHaveAttribute("aria-pressed", "false");
    await user.click(screen.getByRole("button", { name: "Copy Monday to Tuesday–Friday" }));
    await user.click(save);

    expect(await screen.findByText("Your availability was saved")).toBeInTheDocument();
    const week = (sent[0] as { availability: WeeklyAvailability }).availability;
    expect(week["1"]).toEqual(["10:00 AM", "11:00 AM", "1:00 PM", "2:00 PM", "3:00 PM", "4:00 PM", "6:00 PM"]);
    expect(week["5"]).toEqual(week["1"]);
    expect(week["6"]).toEqual(defaultAvailability()["6"]);
  });

  it("shows the server's message when saving fails", async () => {
    server.use(
      http.get("/api/mentors/me/settings", () =>
        json({ meetingLocation: null, minNoticeHours: 0, bufferMinutes: 0, datesOff: [], bookingWindowDays: 30, extraHours: {} }),
      ),
      http.get("/api/mentors/me/session-types", () => json({ sessionTypes: [] })),
      http.get("/api/mentors/me/availability", () => json({ availability: empty(), timezone: "UTC", isDefault: false })),
      http.put("/api/mentors/me/availability", () => apiError(403, "FORBIDDEN", "Only mentors can set their availability")),
    );
    renderWithProviders(<AvailabilityCard />);
    expect(await screen.findByText("With no hours selected, nobody can book a session with you.")).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Sunday 8:00 PM" }));
    await user.click(screen.getByRole("button", { name: "Save availability" }));
    expect(await screen.findByText("Only mentors can set their availability")).toBeInTheDocument();
  });
});

describe("BookingPanel", () => {
  it("offers only the days and hours the mentor is available", async () => {
    // Every weekday but today's has two hours: today is not bookable, the other days offer exactly those.
    const today = String(new Date().getUTCDay()) as keyof WeeklyAvailability;
    const availability = Object.fromEntries(
      Object.keys(empty()).map((d) => [d, d === today ? [] : ["7:00 AM", "8:00 PM"]]),
    ) as WeeklyAvailability;
    const detail: MentorDetailDto = {
      mentor: { id: "m1", fullName: "Mia Mentor", title: null, company: null, bio: null, expertise: [], avatarUrl: null, timezone: "UTC" },
      rating: null,
      taken: [],
      sessionTypes: [],
      availability,
      open: Object.fromEntries(
        Array.from({ length: 31 }, (_, i) => new Date(Date.now() + i * 86_400_000))
          .filter((d) => String(d.getUTCDay()) !== today)
          .map((d) => [d.toISOString().slice(0, 10), ["7:00 AM", "8:00 PM"]]),
      ),
    };
    renderWithProviders(<BookingPanel detail={detail} signedIn isSelf={false} />);
    const user = userEvent.setup();
    const grid = screen.getByRole("grid");
    const todayCell = grid.querySelector('[data-today="true"]');
    expect(todayCell).not.toBeNull();
    expect(within(todayCell as HTMLElement).getByRole("button")).toBeDisabled();
    let enabled = within(grid)
      .getAllByRole("button")
      .filter((b) => !(b as HTMLButtonElement).disabled);
    if (enabled.length === 0) {
      // Today is the month's last day: the bookable days are on the next page.
      await user.click(screen.getByRole("button", { name: /next month/i }));
      enabled = within(screen.getByRole("grid"))
        .getAllByRole("button")
        .filter((b) => !(b as HTMLButtonElement).disabled);
    }
    await user.click(enabled[0]!);
    const slots = within(screen.getByRole("group", { name: "Time slots" })).getAllByRole("button");
    expect(slots.map((b) => b.textContent?.replace(/\s+/g, " ").trim().slice(0, 7))).toEqual(["7:00 AM", "8:00 PM"]);
  });
});
