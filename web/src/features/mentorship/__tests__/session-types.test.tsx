import type { MentorDetailDto, SessionSlotsDto, SessionTypeDto } from "@common/mentorship.schema";
import { addDays, todayIn } from "@common/time";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { apiError, http, json, server } from "@/test/msw";
import { renderWithProviders } from "@/test/render";
import { BookingPanel } from "../components/booking-panel";
import { SessionTypesCard } from "../components/session-types-card";

const hour: SessionTypeDto = {
  id: "00000000-0000-4000-8000-0000000000f1",
  title: "1:1 mentorship session",
  description: null,
  durationMinutes: 60,
  kind: "one_to_one",
  capacity: 1,
  bufferBeforeMinutes: 0,
  bufferAfterMinutes: 0,
  minNoticeHours: 0,
};
const quick: SessionTypeDto = { ...hour, id: "00000000-0000-4000-8000-0000000000f2", title: "Quick question", durationMinutes: 30 };
const office: SessionTypeDto = {
  ...hour,
  id: "00000000-0000-4000-8000-0000000000f3",
  title: "Office hours",
  kind: "group",
  capacity: 3,
};

describe("SessionTypesCard", () => {
  it("adds a 30-minute type and a group type; the server's field message lands under its field", async () => {
    const sent: unknown[] = [];
    let types = [hour];
    server.use(
      http.get("/api/mentors/me/session-types", () => json({ sessionTypes: types })),
      http.post("/api/mentors/me/session-types", async ({ request }) => {
        const body = (await request.json()) as SessionTypeDto;
        sent.push(body);
        if (body.kind === "group" && body.minNoticeHours > 100) {
          return apiError(400, "VALIDATION_FAILED", "Minimum notice of 200 hours is beyond your 7-day booking window", {
            minNoticeHours: "Minimum notice of 200 hours is beyond your 7-day booking window",
          });
        }
        const created = { ...hour, ...body, id: `00000000-0000-4000-8000-00000000000${sent.length}` };
        types = [...types, created];
        return json(created, 201);
      }),
    );
    renderWithProviders(<SessionTypesCard />);
    expect(await screen.findByText("1:1 mentorship session")).toBeInTheDocument();
    const user = userEvent.setup();

    await user.click(screen.getByRole("button", { name: "Add session type" }));
    let form = screen.getByRole("form", { name: "New session type" });
    await user.type(within(form).getByLabelText("Title"), "Quick question");
    await user.selectOptions(within(form).getByLabelText("Duration"), "30");
    await user.click(within(form).getByRole("button", { name: "Add session type" }));
    expect(await screen.findByText("Quick question")).toBeInTheDocument();
    expect(screen.getByText("30 min · one-to-one")).toBeInTheDocument();
    expect(sent[0]).toMatchObject({ title: "Quick question", durationMinutes: 30, kind: "one_to_one", capacity: 1 });

    // A group needs its seats: the shared schema says so before any request.
    await user.click(screen.getByRole("button", { name: "Add session type" }));
    form = screen.getByRole("form", { name: "New session type" });
    await user.type(within(form).getByLabelText("Title"), "Office hours");
    await user.selectOptions(within(form).getByLabelText("Kind"), "group");
    await user.click(within(form).getByRole("button", { name: "Add session type" }));
    expect(await within(form).findByText("A group session has between 2 and 50 seats")).toBeInTheDocument();
    expect(sent).toHaveLength(1);
    await user.type(within(form).getByLabelText("Seats (2–50)"), "60");
    await user.click(within(form).getByRole("button", { name: "Add session type" }));
    expect(await within(form).findByText("A group session has between 2 and 50 seats")).toBeInTheDocument();
    await user.clear(within(form).getByLabelText("Seats (2–50)"));
    await user.type(within(form).getByLabelText("Seats (2–50)"), "5");
    const notice = within(form).getByLabelText("Minimum notice (hours)");
    await user.clear(notice);
    await user.type(notice, "200");
    await user.click(within(form).getByRole("button", { name: "Add session type" }));
    expect(await within(form).findByText("Minimum notice of 200 hours is beyond your 7-day booking window")).toBeInTheDocument();
    await user.clear(notice);
    await user.type(notice, "24");
    await user.click(within(form).getByRole("button", { name: "Add session type" }));
    expect(await screen.findByText(/30 min · group of up to 5 · 24 h notice/)).toBeInTheDocument();
    expect(sent[2]).toMatchObject({ title: "Office hours", kind: "group", capacity: 5, minNoticeHours: 24 });
  });
});

describe("BookingPanel with session types", () => {
  it("the mentee picks a type, then one of its slots; a full group slot offers the waitlist", async () => {
    const tz = "UTC";
    const day = addDays(todayIn(tz), 2);
    const slotsOf = (type: SessionTypeDto, times: [string, number][]): SessionSlotsDto => ({
      sessionType: type,
      timezone: tz,
      bookingWindowDays: 30,
      slots: times.map(([time, seatsLeft]) => ({ date: day, time, startsAt: `${day}T00:00:00.000Z`, seatsLeft })),
    });
    server.use(
      http.get("/api/mentors/m1/slots", ({ request }) => {
        const type = new URL(request.url).searchParams.get("type");
        if (type === quick.id)
          return json(
            slotsOf(quick, [
              ["9:00 AM", 1],
              ["9:30 AM", 1],
              ["10:00 AM", 1],
            ]),
          );
        if (type === office.id) return json(slotsOf(office, [["2:00 PM", 0]]));
        return json(slotsOf(hour, [["9:00 AM", 1]]));
      }),
    );
    const detail: MentorDetailDto = {
      mentor: { id: "m1", fullName: "Mia Mentor", title: null, company: null, bio: null, expertise: [], avatarUrl: null, timezone: tz },
      rating: null,
      taken: [],
      availability: { 0: [], 1: [], 2: [], 3: [], 4: [], 5: [], 6: [] },
      open: { [day]: ["9:00 AM"] },
      sessionTypes: [hour, quick, office],
    };
    renderWithProviders(<BookingPanel detail={detail} signedIn isSelf={false} />);
    const user = userEvent.setup();
    const picker = screen.getByRole("radiogroup", { name: "Session type" });
    expect(within(picker).getByRole("radio", { name: /1:1 mentorship session/ })).toHaveAttribute("aria-checked", "true");
    await user.click(within(picker).getByRole("radio", { name: /Quick question/ }));
    expect(within(picker).getByRole("radio", { name: /Quick question/ })).toHaveAttribute("aria-checked", "true");

    const dayButton = async () => {
      const grid = screen.getByRole("grid");
      const n = Number(day.slice(8));
      let cell = within(grid)
        .queryAllByRole("button")
        .find((b) => b.textContent === String(n) && !(b as HTMLButtonElement).disabled);
      if (!cell) {
        await user.click(screen.getByRole("button", { name: /next month/i }));
        cell = within(screen.getByRole("grid"))
          .getAllByRole("button")
          .find((b) => b.textContent === String(n) && !(b as HTMLButtonElement).disabled);
      }
      return cell!;
    };
    // The 30-minute type's slots, half an hour apart.
    await screen.findByText("30 min · one-to-one");
    await user.click(await dayButton());
    const times = () =>
      within(screen.getByRole("group", { name: "Time slots" }))
        .getAllByRole("button")
        .map((b) => b.textContent?.match(/^\d{1,2}:\d{2} [AP]M/)?.[0]);
    expect(await screen.findByRole("button", { name: /9:30 AM/ })).toBeInTheDocument();
    expect(times()).toEqual(["9:00 AM", "9:30 AM", "10:00 AM"]);

    await user.click(within(picker).getByRole("radio", { name: /Office hours/ }));
    expect(await screen.findByText("Full · waitlist")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: /2:00 PM/ }));
    expect(screen.getByRole("button", { name: "Continue to the waitlist" })).toBeEnabled();
  });
});
