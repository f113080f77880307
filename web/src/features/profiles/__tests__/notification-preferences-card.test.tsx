import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { NOTIFICATION_KINDS, type NotificationPreferencesDto } from "@common/notifications.schema";
import { http, json, server } from "@/test/msw";
import { renderWithProviders } from "@/test/render";
import { sessionMe } from "@/test/session";
import { NotificationPreferencesCard } from "../components/notification-preferences-card";

const me = sessionMe({ id: "00000000-0000-4000-8000-0000000000c3", email: "nia@example.test", name: "Nia Mentee" });
const defaults = Object.fromEntries(Object.entries(NOTIFICATION_KINDS).map(([k, v]) => [k, v.default])) as NotificationPreferencesDto;

function serve() {
  const sent: unknown[] = [];
  let prefs = { ...defaults };
  server.use(
    http.get("/api/session", () => json({ me })),
    http.get("/api/me/notification-preferences", () => json({ preferences: prefs })),
    http.put("/api/me/notification-preferences", async ({ request }) => {
      const body = (await request.json()) as Partial<NotificationPreferencesDto>;
      sent.push(body);
      prefs = { ...prefs, ...body };
      return json({ preferences: prefs });
    }),
  );
  return sent;
}

describe("notification settings", () => {
  it("the mail asking for feedback after a mentorship session is an optional mail with its own switch", async () => {
    const sent = serve();
    renderWithProviders(<NotificationPreferencesCard />);
    const optional = await screen.findByRole("list", { name: "Optional e-mails" });
    const feedback = within(optional).getByRole("switch", { name: "Feedback after a mentorship session" });
    expect(feedback).toBeChecked();
    expect(feedback).toBeEnabled();
    const always = screen.getByRole("list", { name: "E-mails that are always sent" });
    expect(within(always).queryByText("Feedback after a mentorship session")).toBeNull();

    await userEvent.setup().click(feedback);
    expect(await screen.findByText("Notification settings saved")).toBeInTheDocument();
    expect(sent).toEqual([{ mentorship_feedback: false }]);
    await waitFor(() => expect(screen.getByRole("switch", { name: "Feedback after a mentorship session" })).not.toBeChecked());
  });
});
