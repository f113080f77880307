import type { MyApplicationDto, SuggestionDto } from "@common/matching.schema";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { http, json, server } from "@/test/msw";
import { renderWithProviders } from "@/test/render";
import { MenteeStatusCard } from "../components/mentee-status-card";
import { SuggestionsPanel } from "../components/suggestions-panel";

const suggestion = (id: string, name: string, score: number): SuggestionDto => ({
  mentorId: id,
  fullName: name,
  title: "AppSec Lead",
  expertise: ["Threat Modeling"],
  score,
  why: "Shares your interest in Application Security; expertise in Threat Modeling; 6 hours overlap a week",
  parts: [
    { key: "text", points: 35, max: 35, reason: "Title or expertise matches: threat, modeling" },
    { key: "seniority", points: 20, max: 20, reason: "9 years vs 1-3: 7 years ahead" },
    { key: "hours", points: 20, max: 20, reason: "49 of 49 weekly hours fall between 8 AM and 9 PM in UTC (mentor in UTC)" },
    { key: "slots", points: 15, max: 15, reason: "90 free slots in the next 14 days" },
    { key: "load", points: 10, max: 10, reason: "0 of 3 mentees this month" },
  ],
});

describe("SuggestionsPanel", () => {
  it("shows each mentor's score with the reasons and matches the two chosen", async () => {
    const sent: unknown[] = [];
    server.use(
      http.get("/api/admin/matching/applications/:id/suggestions", () =>
        json({ suggestions: [suggestion("m1", "Ada Appsec", 100), suggestion("m2", "Bob Cloud", 80)] }),
      ),
      http.post("/api/admin/matching/applications/:id/match", async ({ request }) => {
        sent.push(await request.json());
        return json({ matched: ["m1", "m2"] });
      }),
    );
    renderWithProviders(<SuggestionsPanel applicationId="a1" applicantName="Mia" />);
    const panel = await screen.findByRole("region", { name: "Suggested mentors for Mia" });
    expect(within(panel).getAllByText("Title or expertise matches: threat, modeling")).toHaveLength(2);
    expect(within(panel).getByLabelText("Score 100 of 100")).toBeInTheDocument();
    const match = within(panel).getByRole("button", { name: "Match" });
    expect(match).toBeDisabled();
    const user = userEvent.setup();
    await user.click(within(panel).getByRole("checkbox", { name: "1. Ada Appsec" }));
    await user.click(within(panel).getByRole("checkbox", { name: "2. Bob Cloud" }));
    await user.click(within(panel).getByRole("button", { name: "Match with both (mentee chooses)" }));
    expect(await screen.findByText("Mia was matched; both sides were introduced by mail")).toBeInTheDocument();
    expect(sent).toEqual([{ mentorIds: ["m1", "m2"] }]);
  });
});

describe("SuggestionsPanel: the mentees' ratings", () => {
  it("shows the ratings part with its reason and points like the other reasons, and the score out of the parts' maximum", async () => {
    const rated: SuggestionDto = {
      ...suggestion("m1", "Ada Appsec", 104.5),
      parts: [
        ...suggestion("m1", "Ada Appsec", 100).parts,
        { key: "rating", points: 4.5, max: 10, reason: "Rated 4.7 by 6 mentees (counted as 3.9 with 5 neutral ratings of 3)" },
      ],
    };
    const unrated: SuggestionDto = {
      ...suggestion("m2", "Bob Cloud", 80),
      parts: [...suggestion("m2", "Bob Cloud", 80).parts, { key: "rating", points: 0, max: 10, reason: "No ratings from mentees yet" }],
    };
    server.use(http.get("/api/admin/matching/applications/:id/suggestions", () => json({ suggestions: [rated, unrated] })));
    renderWithProviders(<SuggestionsPanel applicationId="a1" applicantName="Mia" />);
    const panel = await screen.findByRole("region", { name: "Suggested mentors for Mia" });
    const [first, second] = within(panel).getAllByRole("listitem");
    expect(within(first!).getByText("Mentee ratings")).toBeInTheDocument();
    expect(within(first!).getByText("Rated 4.7 by 6 mentees (counted as 3.9 with 5 neutral ratings of 3)")).toBeInTheDocument();
    expect(within(first!).getByText("4.5/10")).toBeInTheDocument();
    expect(within(first!).getByLabelText("Score 104.5 of 110")).toBeInTheDocument();
    expect(within(second!).getByText("No ratings from mentees yet")).toBeInTheDocument();
    expect(within(second!).getByText("0/10")).toBeInTheDocument();
  });
});

describe("MenteeStatusCard", () => {
  it("marks the current step and links to booking with each matched mentor", async () => {
    const dto: MyApplicationDto = {
      application: {
        id: "a1",
        status: "matched",
        areaOfInterest: "application-security",
        createdAt: "2026-11-20T10:00:00.000Z",
        mentors: [
          {
            id: "m1",
            fullName: "Ada Appsec",
            title: null,
            bookingPath: "/mentorship/book/m1",
            profilePath: "/mentors/m1",
            why: "Shares your interest in Application Security; expertise in Threat Modeling; 6 hours overlap a week",
          },
        ],
      },
    };
    server.use(http.get("/api/matching/my-application", () => json(dto)));
    renderWithProviders(<MenteeStatusCard />);
    const card = await screen.findByRole("region", { name: "My mentorship application" });
    expect(within(card).getByText("Matched")).toHaveAttribute("aria-current", "step");
    expect(within(card).getByRole("link", { name: "Book a session with Ada Appsec" })).toHaveAttribute("href", "/mentorship/book/m1");
    // Why the team proposed this mentor (docs/decisions/083).
    expect(
      within(card).getByText(
        "Why this mentor: Shares your interest in Application Security; expertise in Threat Modeling; 6 hours overlap a week",
      ),
    ).toBeInTheDocument();
  });

  it("without an application, offers to apply", async () => {
    server.use(http.get("/api/matching/my-application", () => json({ application: null })));
    renderWithProviders(<MenteeStatusCard />);
    expect(await screen.findByRole("link", { name: "Apply for mentorship" })).toHaveAttribute("href", "/mentorship/apply");
  });
});
