import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { http, json, server } from "@/test/msw";
import { renderWithProviders } from "@/test/render";
import { NotificationPreferencesCard } from "../components/notification-preferences-card";

const session = (capabilities: string[]) => ({
  me: {
    user: {
      id: "00000000-0000-4000-8000-0000000000m1",
      email: "mia@example.test",
      name: "Mia Mentor",
      role: capabilities[0] ?? "user",
      capabilities,
      plan: "free",
      mentorApplication: null,
      emailVerified: true,
    },
    profile: null,
  },
});
const defaults = {
  blog_comment: true,
  job_alerts: true,
  job_interest_digest: true,
  job_review_each: true,
  job_review_digest: false,
};

function serve(capabilities: string[]) {
  const sent: unknown[] = [];
  let prefs = { ...defaults };
  server.use(
    http.get("/api/session", () => json(session(capabilities))),
    http.get("/api/me/notification-preferences", () => json({ preferences: prefs })),
    http.put("/api/me/notification-preferences", async ({ request }) => {
      const body = (await request.json()) as Partial<typeof defaults>;
      sent.push(body);
      prefs = { ...prefs, ...body };
      return json({ preferences: prefs });
    }),
  );
  return sent;
}

describe("the mentors' choice of mails for jobs to review (docs/decisions/042)", () => {
  it("a mentor picks the daily digest instead of a mail per job, saved as both kinds at once", async () => {
    const sent = serve(["mentor"]);
    renderWithProviders(<NotificationPreferencesCard />);
    const user = userEvent.setup();
    const group = await screen.findByRole("group", { name: "Jobs to review" });
    expect(group).toBeInTheDocument();
    expect(screen.getByRole("radio", { name: "A mail for each job" })).toBeChecked();
    // The two kinds are one choice, not two switches.
    expect(screen.queryByRole("switch", { name: "Daily digest of jobs to review" })).toBeNull();
    await user.click(screen.getByRole("radio", { name: "A daily digest of the jobs waiting" }));
    expect(await screen.findByText("Notification settings saved")).toBeInTheDocument();
    expect(sent).toEqual([{ job_review_each: false, job_review_digest: true }]);
    await waitFor(() => expect(screen.getByRole("radio", { name: "A daily digest of the jobs waiting" })).toBeChecked());
  });

  it("is not offered to members who do not review jobs", async () => {
    serve([]);
    renderWithProviders(<NotificationPreferencesCard />);
    expect(await screen.findByRole("switch", { name: "New comments on my articles" })).toBeInTheDocument();
    expect(screen.queryByRole("group", { name: "Jobs to review" })).toBeNull();
    expect(screen.queryByRole("switch", { name: "A mail for each job to review" })).toBeNull();
  });
});
