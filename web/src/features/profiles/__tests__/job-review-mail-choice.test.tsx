import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import type { Capability } from "@common/roles";
import { NOTIFICATION_KINDS, type NotificationPreferencesDto } from "@common/notifications.schema";
import { http, json, server } from "@/test/msw";
import { renderWithProviders } from "@/test/render";
import { sessionMe } from "@/test/session";
import { NotificationPreferencesCard } from "../components/notification-preferences-card";

const meWith = (capabilities: Capability[]) =>
  sessionMe({
    id: "00000000-0000-4000-8000-0000000000d1",
    email: "mia@example.test",
    name: "Mia Mentor",
    role: capabilities.includes("mentor") ? "mentor" : "user",
    capabilities,
  });
const defaults = Object.fromEntries(Object.entries(NOTIFICATION_KINDS).map(([k, v]) => [k, v.default])) as NotificationPreferencesDto;

function serve(capabilities: Capability[]) {
  const sent: unknown[] = [];
  let prefs = { ...defaults };
  server.use(
    http.get("/api/session", () => json({ me: meWith(capabilities) })),
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

describe("the mentors' choice of mails for jobs to review (docs/decisions/042)", () => {
  it("a mentor has the daily digest by default (docs/decisions/059) and opts in to a mail per job, saved as both kinds at once", async () => {
    const sent = serve(["mentor"]);
    renderWithProviders(<NotificationPreferencesCard />);
    const user = userEvent.setup();
    const group = await screen.findByRole("group", { name: "Jobs to review" });
    expect(group).toBeInTheDocument();
    expect(screen.getByRole("radio", { name: "A daily digest of the jobs waiting" })).toBeChecked();
    // The two kinds are one choice, not two switches.
    expect(screen.queryByRole("switch", { name: "Daily digest of jobs to review" })).toBeNull();
    await user.click(screen.getByRole("radio", { name: "A mail for each job" }));
    expect(await screen.findByText("Notification settings saved")).toBeInTheDocument();
    expect(sent).toEqual([{ job_review_each: true, job_review_digest: false }]);
    await waitFor(() => expect(screen.getByRole("radio", { name: "A mail for each job" })).toBeChecked());
  });

  it("is not offered to members who do not review jobs", async () => {
    serve([]);
    renderWithProviders(<NotificationPreferencesCard />);
    expect(await screen.findByRole("switch", { name: "New comments on my articles" })).toBeInTheDocument();
    expect(screen.queryByRole("group", { name: "Jobs to review" })).toBeNull();
    expect(screen.queryByRole("switch", { name: "A mail for each job to review" })).toBeNull();
  });
});
