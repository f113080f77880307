import type { MentorMatchDto } from "@common/matching.schema";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { http, json, server } from "@/test/msw";
import { renderWithProviders } from "@/test/render";
import { MentorMatchingCard } from "../components/mentor-matching-card";

const match: MentorMatchDto = {
  id: "mm1",
  status: "proposed",
  menteeName: "Ana Mentee",
  currentRole: "Developer",
  yearsExperience: "1-3",
  areaOfInterest: "application-security",
  goals: "Learn threat modeling.",
  createdAt: "2026-11-20T10:00:00.000Z",
};

describe("MentorMatchingCard (one form pattern)", () => {
  it("checks the cap with the shared schema before sending, then saves the settings", async () => {
    const sent: unknown[] = [];
    server.use(
      http.get("/api/matching/settings", () => json({ accepting: true, monthlyCap: 3, usedThisMonth: 1 })),
      http.get("/api/matching/matches", () => json({ matches: [] })),
      http.put("/api/matching/settings", async ({ request }) => {
        sent.push(await request.json());
        return json({ accepting: false, monthlyCap: 2, usedThisMonth: 1 });
      }),
    );
    renderWithProviders(<MentorMatchingCard />);
    const cap = await screen.findByLabelText("New mentees a month (at most)");
    const user = userEvent.setup();
    await user.clear(cap);
    await user.type(cap, "50");
    await user.click(screen.getByRole("button", { name: "Save matching settings" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("At most 20 a month");
    expect(cap).toHaveAttribute("aria-invalid", "true");
    expect(sent).toEqual([]);
    await user.clear(cap);
    await user.type(cap, "2");
    await user.click(screen.getByRole("switch", { name: "Accepting new mentees" }));
    await user.click(screen.getByRole("button", { name: "Save matching settings" }));
    expect(await screen.findByText("Matching settings saved")).toBeInTheDocument();
    expect(sent).toEqual([{ accepting: false, monthlyCap: 2 }]);
  });

  it("declining needs a reason, shown under the field; the reason is sent", async () => {
    const sent: unknown[] = [];
    server.use(
      http.get("/api/matching/settings", () => json({ accepting: true, monthlyCap: 3, usedThisMonth: 1 })),
      http.get("/api/matching/matches", () => json({ matches: [match] })),
      http.post("/api/matching/matches/:id/decline", async ({ request }) => {
        sent.push(await request.json());
        return json({ backInQueue: true });
      }),
    );
    renderWithProviders(<MentorMatchingCard />);
    const row = await screen.findByRole("region", { name: "Matched mentees" });
    const user = userEvent.setup();
    await user.click(within(row).getByRole("button", { name: "Decline…" }));
    await user.click(within(row).getByRole("button", { name: "Decline match" }));
    expect(await within(row).findByRole("alert")).toHaveTextContent("Please give a reason");
    expect(sent).toEqual([]);
    await user.type(within(row).getByLabelText("Why can you not take this mentee?"), "Travelling all month");
    await user.click(within(row).getByRole("button", { name: "Decline match" }));
    expect(await screen.findByText("Match declined; the team will find another mentor")).toBeInTheDocument();
    expect(sent).toEqual([{ reason: "Travelling all month" }]);
  });
});
