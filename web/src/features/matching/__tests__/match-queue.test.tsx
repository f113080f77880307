import type { QueuedApplicationDto } from "@common/matching.schema";
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { http, json, server } from "@/test/msw";
import { renderWithProviders } from "@/test/render";
import { MatchQueue } from "../components/match-queue";

describe("MatchQueue", () => {
  it("is the one list of mentee applications: contact details, additional information and the resume are on each card", async () => {
    const a: QueuedApplicationDto = {
      id: "a1",
      fullName: "Ada Learner",
      email: "ada@example.test",
      phoneNumber: "+49 30 1234567",
      preferredContactMethod: "phone",
      additionalInfo: "Evenings only.",
      resumeUrl: "/api/files/f1/download",
      currentRole: "Developer",
      yearsExperience: "1-3",
      areaOfInterest: "application-security",
      goals: "Become an AppSec engineer.",
      timezone: "Asia/Tokyo",
      status: "received",
      createdAt: "2026-11-20T10:00:00.000Z",
      overdue: false,
      matches: [],
    };
    server.use(http.get("/api/admin/matching/applications", () => json({ applications: [a], nextCursor: null })));
    renderWithProviders(<MatchQueue />);
    const title = await screen.findByText("Ada Learner");
    const card = title.closest("div.rounded-lg, [class*='card']") as HTMLElement;
    expect(within(card).getByText(/\+49 30 1234567 · prefers phone/)).toBeInTheDocument();
    expect(within(card).getByText("Evenings only.")).toBeInTheDocument();
    expect(within(card).getByRole("link", { name: "Download resume" })).toHaveAttribute("href", "/api/files/f1/download");
  });
});
