import type { CheckInAttendeeDto, CheckInListDto } from "@common/event-check-in.schema";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { apiError, http, json, server } from "@/test/msw";
import { renderWithProviders } from "@/test/render";
import { CheckInDoor } from "../components/check-in-door";

// The door (docs/decisions/076-event-check-in.md): a typed code or a tap checks in; the server's answer
// (who was faster, an unknown code) is shown as it is; the figures follow the list.
const ID = "11111111-1111-4111-8111-111111111111";
const ada: CheckInAttendeeDto = {
  userId: "u1",
  fullName: "Ada Lovelace",
  code: "ABCD2345",
  registeredAt: "2030-01-01T00:00:00.000Z",
  checkedInAt: null,
  checkedInBy: null,
};
const grace: CheckInAttendeeDto = {
  userId: "u2",
  fullName: "Grace Hopper",
  code: "WXYZ6789",
  registeredAt: "2030-01-02T00:00:00.000Z",
  checkedInAt: null,
  checkedInBy: null,
};

function serve(initial: CheckInListDto) {
  let state = initial;
  const posted: unknown[] = [];
  server.use(
    http.get(`/api/admin/events/${ID}/check-in`, () => json(state)),
    http.post(`/api/admin/events/${ID}/check-in`, async ({ request }) => {
      const { code } = (await request.json()) as { code: string };
      posted.push(code);
      const a = state.attendees.find((x) => x.code === code);
      if (!a) return apiError(404, "NOT_FOUND", `No registration for this event has the code ${code.slice(0, 4)} ${code.slice(4)}.`);
      if (a.checkedInAt) return apiError(409, "CONFLICT", `${a.fullName} was already checked in at 18:05 by Sam Staff.`);
      const done = { ...a, checkedInAt: "2030-05-10T16:05:00.000Z", checkedInBy: "Sam Staff" };
      state = { ...state, checkedIn: state.checkedIn + 1, attendees: state.attendees.map((x) => (x.code === code ? done : x)) };
      return json({ attendee: done, registered: state.registered, checkedIn: state.checkedIn });
    }),
  );
  return posted;
}
const list = (attendees = [ada, grace]): CheckInListDto => ({
  event: { id: ID, title: "OWASP meetup", timeZone: "Europe/Berlin" },
  registered: attendees.length,
  checkedIn: attendees.filter((a) => a.checkedInAt).length,
  attendees,
});

describe("CheckInDoor", () => {
  it("a typed code (any case, with a space) checks the attendee in and the count goes up", async () => {
    const posted = serve(list());
    renderWithProviders(<CheckInDoor eventId={ID} />);
    expect(await screen.findByRole("heading", { name: "Check-in: OWASP meetup" })).toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent("0 of 2 checked in");
    const user = userEvent.setup();
    await user.type(screen.getByLabelText("Check-in code"), "abcd 2345");
    await user.click(screen.getByRole("button", { name: "Check in" }));
    expect(await screen.findByText("Ada Lovelace checked in (ABCD 2345).")).toBeInTheDocument();
    expect(posted).toEqual(["ABCD2345"]);
    await waitFor(() => expect(screen.getByRole("status")).toHaveTextContent("1 of 2 checked in"));
    expect(screen.getByLabelText("Check-in code")).toHaveValue("");
    expect(await screen.findByText("Checked in at 18:05 by Sam Staff")).toBeInTheDocument();
  });

  it("searching by name and one tap checks in; an already checked-in code shows who and when", async () => {
    serve(list([ada, { ...grace, checkedInAt: "2030-05-10T16:05:00.000Z", checkedInBy: "Sam Staff" }]));
    renderWithProviders(<CheckInDoor eventId={ID} />);
    const user = userEvent.setup();
    await user.type(await screen.findByRole("textbox", { name: "Search attendees" }), "ada");
    const rows = screen.getAllByRole("listitem");
    expect(rows).toHaveLength(1);
    await user.click(within(rows[0]!).getByRole("button", { name: "Check in Ada Lovelace" }));
    expect(await screen.findByText("Ada Lovelace checked in (ABCD 2345).")).toBeInTheDocument();

    await user.type(screen.getByLabelText("Check-in code"), "WXYZ6789");
    await user.click(screen.getByRole("button", { name: "Check in" }));
    expect(await screen.findByText("Grace Hopper was already checked in at 18:05 by Sam Staff.")).toBeInTheDocument();
  });

  it("an unknown code shows the server's message", async () => {
    serve(list());
    renderWithProviders(<CheckInDoor eventId={ID} />);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText("Check-in code"), "ZZZZ9999");
    await user.click(screen.getByRole("button", { name: "Check in" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("No registration for this event has the code ZZZZ 9999.");
  });

  it("without BarcodeDetector there is no camera button (typing always works)", async () => {
    serve(list());
    renderWithProviders(<CheckInDoor eventId={ID} />);
    await screen.findByLabelText("Check-in code");
    expect(screen.queryByRole("button", { name: "Scan with camera" })).not.toBeInTheDocument();
  });
});
