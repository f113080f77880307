import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { http, json, reviewCounts, server } from "@/test/msw";
import { eventDto } from "@/test/events";
import { renderWithProviders } from "@/test/render";
import { adminMe } from "@/test/session";
import AdminEventsPage from "../routes/admin/events-page";

const EVENT_ID = "00000000-0000-4000-8000-000000000001";
const event = eventDto({ id: EVENT_ID });

beforeEach(() => server.use(reviewCounts()));

// docs/decisions/057: an admin's cancel or delete of an event asks for the reason.
describe("admin events page", () => {
  it("cancel and delete ask for a reason in a dialog and send it", async () => {
    const user = userEvent.setup();
    const sent: { method: string; body: unknown }[] = [];
    server.use(
      http.get("/api/session", () => json({ me: adminMe })),
      http.get("/api/admin/events", () => json({ events: [event], nextCursor: null })),
      http.post(`/api/admin/events/${EVENT_ID}/cancel`, async ({ request }) => {
        sent.push({ method: "POST", body: await request.json() });
        return json({ cancelled: true, mailed: 3 });
      }),
      http.delete(`/api/admin/events/${EVENT_ID}`, async ({ request }) => {
        sent.push({ method: "DELETE", body: await request.json() });
        return json({ deleted: true });
      }),
    );
    renderWithProviders(<AdminEventsPage />, { path: "/admin/events" });

    await user.click(await screen.findByRole("button", { name: "Cancel event OWASP meetup" }));
    let dialog = await screen.findByRole("dialog");
    await user.click(within(dialog).getByRole("button", { name: "Cancel event" }));
    expect(await within(dialog).findByText("Give a reason")).toBeInTheDocument();
    expect(sent).toEqual([]);
    await user.type(within(dialog).getByRole("textbox", { name: /Reason/ }), "The venue closed");
    await user.click(within(dialog).getByRole("button", { name: "Cancel event" }));
    await waitFor(() => expect(sent).toEqual([{ method: "POST", body: { reason: "The venue closed" } }]));
    expect(await screen.findByText("3 people were e-mailed")).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());

    await user.click(screen.getByRole("button", { name: "Delete OWASP meetup" }));
    dialog = await screen.findByRole("dialog");
    await user.type(within(dialog).getByRole("textbox", { name: /Reason/ }), "A duplicate");
    await user.click(within(dialog).getByRole("button", { name: "Delete event" }));
    await waitFor(() => expect(sent[1]).toEqual({ method: "DELETE", body: { reason: "A duplicate" } }));
    expect(await screen.findByText("Event deleted successfully")).toBeInTheDocument();
  });
});
