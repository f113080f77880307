import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { http, json, server, visitorSession } from "@/test/msw";
import { eventDto } from "@/test/events";
import { renderWithProviders } from "@/test/render";
import EventsPage from "../routes/events/events-page";

const event = (n: number) => eventDto({ id: `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`, title: `OWASP meetup ${n}` });

describe("events page", () => {
  it("shows the first page of upcoming events and fetches the next with Load more events", async () => {
    const user = userEvent.setup();
    const asked: string[] = [];
    server.use(
      visitorSession(),
      http.get("/api/events", ({ request }) => {
        const url = new URL(request.url);
        asked.push(url.search);
        return url.searchParams.get("cursor") === "next-page"
          ? json({ events: [event(3)], nextCursor: null })
          : json({ events: [event(1), event(2)], nextCursor: "next-page" });
      }),
    );
    renderWithProviders(<EventsPage />, { path: "/events" });
    expect(await screen.findByText("OWASP meetup 1")).toBeInTheDocument();
    // The site-wide calendar (docs/decisions/077): a plain link with the webcal hint.
    expect(screen.getByRole("link", { name: "Subscribe to the calendar" })).toHaveAttribute("href", "/events.ics");
    expect(screen.getByText(/webcal:\/\//)).toBeInTheDocument();
    expect(screen.queryByText("OWASP meetup 3")).toBeNull();
    await user.click(screen.getByRole("button", { name: "Load more events" }));
    expect(await screen.findByText("OWASP meetup 3")).toBeInTheDocument();
    expect(asked).toEqual(["?filter=all", "?filter=all&cursor=next-page"]);
    expect(screen.queryByRole("button", { name: "Load more events" })).toBeNull();
  });
});
