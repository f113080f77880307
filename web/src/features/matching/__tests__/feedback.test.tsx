import type { FeedbackSummaryDto, MyFeedbackDto } from "@common/session-feedback.schema";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { apiError, http, json, server } from "@/test/msw";
import { renderWithProviders } from "@/test/render";
import { FeedbackPanel } from "../components/feedback-form";
import { MentorFeedback } from "../components/mentor-feedback";
import { Testimonials } from "../components/testimonials";

const mine = (over: Partial<MyFeedbackDto> = {}): MyFeedbackDto => ({
  role: "mentee",
  otherName: "Maya Mentor",
  sessionDate: "2026-11-20",
  topic: "Threat modeling",
  rating: 4,
  note: null,
  testimonial: false,
  ...over,
});

describe("FeedbackPanel", () => {
  it("records the link's rating on opening, then saves a changed rating, the note and the testimonial choice", async () => {
    const recorded: unknown[] = [];
    const saved: unknown[] = [];
    server.use(
      http.post("/api/mentorship/feedback/rating", async ({ request }) => {
        recorded.push(await request.json());
        return json(mine());
      }),
      http.put("/api/mentorship/feedback", async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        saved.push(body);
        return json(mine({ rating: 5, note: String(body.note), testimonial: true }));
      }),
    );
    renderWithProviders(<FeedbackPanel token="v1.payload-part.signature-part" />);
    expect(await screen.findByText("Your rating of 4 of 5 is recorded. You can change it and add a note.")).toBeInTheDocument();
    expect(screen.getByText(/Your session with Maya Mentor on Nov 20, 2026: Threat modeling/)).toBeInTheDocument();
    expect(recorded).toEqual([{ token: "v1.payload-part.signature-part" }]);
    expect(screen.getByRole("radio", { name: "4 of 5: Very good" })).toHaveAttribute("aria-checked", "true");

    const user = userEvent.setup();
    await user.click(screen.getByRole("radio", { name: "5 of 5: Excellent" }));
    await user.type(screen.getByLabelText("A note (optional)"), "Clear, practical advice.");
    await user.click(screen.getByRole("checkbox", { name: /Show my note on my mentor's page/ }));
    await user.click(screen.getByRole("button", { name: "Save feedback" }));
    expect(await screen.findByText("Your feedback is saved. Thank you!")).toBeInTheDocument();
    expect(saved).toEqual([{ token: "v1.payload-part.signature-part", rating: 5, note: "Clear, practical advice.", testimonial: true }]);
  });

  it("offers no testimonial to a mentor and shows the server's field message", async () => {
    server.use(
      http.post("/api/mentorship/feedback/rating", () => json(mine({ role: "mentor", otherName: "Ana Mentee", rating: 3 }))),
      http.put("/api/mentorship/feedback", () =>
        apiError(400, "VALIDATION_FAILED", "Maximum 2000 characters", { note: "Maximum 2000 characters" }),
      ),
    );
    renderWithProviders(<FeedbackPanel token="v1.payload-part.signature-part" />);
    await screen.findByText(/Your rating of 3 of 5 is recorded/);
    expect(screen.queryByRole("checkbox")).not.toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Save feedback" }));
    expect(await screen.findByText("Maximum 2000 characters")).toBeInTheDocument();
  });

  it("says when the link is not valid", async () => {
    server.use(http.post("/api/mentorship/feedback/rating", () => apiError(400, "BAD_REQUEST", "This link is not valid")));
    renderWithProviders(<FeedbackPanel token="forged" />);
    expect(await screen.findByRole("alert")).toHaveTextContent("This link is not valid");
  });
});

describe("MentorFeedback and Testimonials", () => {
  it("shows each mentor's average with the notes of both sides", async () => {
    const dto: FeedbackSummaryDto = {
      mentors: [
        {
          mentorId: "m1",
          mentorName: "Maya Mentor",
          average: 4.5,
          ratings: 2,
          comments: [
            {
              role: "mentee",
              authorName: "Ana Mentee",
              rating: 5,
              note: "Very helpful",
              testimonial: true,
              at: "2026-11-21T10:00:00.000Z",
            },
            {
              role: "mentor",
              authorName: "Maya Mentor",
              rating: 4,
              note: "Well prepared",
              testimonial: false,
              at: "2026-11-21T09:00:00.000Z",
            },
          ],
        },
      ],
    };
    server.use(http.get("/api/admin/mentorship/feedback", () => json(dto)));
    renderWithProviders(<MentorFeedback />);
    expect(await screen.findByLabelText("Average 4.5 from 2 mentee ratings")).toHaveTextContent("4.5 / 5 · 2 mentee ratings");
    const notes = screen.getByRole("list", { name: "Notes about sessions with Maya Mentor" });
    expect(within(notes).getAllByRole("listitem")).toHaveLength(2);
    expect(within(notes).getByText("Shown on the mentor's page")).toBeInTheDocument();
  });

  it("shows testimonials on the mentor's page, and nothing without any", async () => {
    server.use(
      http.get("/api/mentors/:id/testimonials", ({ params }) =>
        json({
          testimonials: params.id === "m1" ? [{ author: "Ana", rating: 5, text: "Great session!", at: "2026-11-21T10:00:00.000Z" }] : [],
        }),
      ),
    );
    const { unmount } = renderWithProviders(<Testimonials mentorId="m1" />);
    expect(await screen.findByRole("heading", { name: "What mentees say" })).toBeInTheDocument();
    expect(screen.getByText("Great session!")).toBeInTheDocument();
    expect(screen.getByLabelText("5 of 5")).toBeInTheDocument();
    unmount();
    const { queryClient } = renderWithProviders(<Testimonials mentorId="m2" />);
    // Once m2's (empty) testimonials have arrived.
    await waitFor(() =>
      expect(
        queryClient
          .getQueryCache()
          .findAll()
          .map((q) => q.state.status),
      ).toEqual(["success"]),
    );
    expect(screen.queryByRole("heading", { name: "What mentees say" })).not.toBeInTheDocument();
  });
});
