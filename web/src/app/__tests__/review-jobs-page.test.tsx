import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { apiError, http, json, server } from "@/test/msw";
import { renderWithProviders } from "@/test/render";
import ReviewJobsPage from "../routes/jobs/review-jobs-page";

const job = (n: number, own = false) => ({
  id: `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`,
  title: `Security Engineer ${n}`,
  company: `Acme ${n}`,
  location: "Berlin, Germany",
  description: "Own the secure development lifecycle.",
  jobBoardUrl: "https://jobs.example.com/1",
  skills: ["OWASP"],
  datePosted: "2026-03-01T10:00:00.000Z",
  contractDuration: null,
  contractRate: null,
  isContractorRequest: false,
  isApproved: false,
  isAdminReviewed: false,
  isOwnSubmission: own,
});

describe("review jobs page (decision 017)", () => {
  it("lets a mentor approve someone else's job, not their own, and shows the server's refusal", async () => {
    const user = userEvent.setup();
    const posts: string[] = [];
    server.use(
      http.get("/api/review/jobs", () =>
        json({ jobs: [job(1), job(2, true)], total: 2, totalCapped: false, hasMore: false, nextCursor: null }),
      ),
      http.post("/api/review/jobs/:id/approve", ({ request }) => {
        posts.push(new URL(request.url).pathname);
        return apiError(409, "CONFLICT", "This job has already been reviewed");
      }),
    );
    renderWithProviders(<ReviewJobsPage />, { path: "/review/jobs" });
    expect(await screen.findByRole("heading", { name: "Security Engineer 1" })).toBeInTheDocument();
    expect(screen.getByText("2 jobs are waiting for review")).toBeInTheDocument();
    expect(screen.getByText("You submitted this job, so another reviewer will decide on it.")).toBeInTheDocument();
    expect(screen.getAllByRole("button", { name: "Approve" })).toHaveLength(1);
    await user.click(screen.getByRole("button", { name: "Approve" }));
    await waitFor(() => expect(posts).toEqual([`/api/review/jobs/${job(1).id}/approve`]));
    expect(await screen.findByText("This job has already been reviewed")).toBeInTheDocument();
  });

  it("says so when nothing is waiting", async () => {
    server.use(http.get("/api/review/jobs", () => json({ jobs: [], total: 0, totalCapped: false, hasMore: false, nextCursor: null })));
    renderWithProviders(<ReviewJobsPage />, { path: "/review/jobs" });
    expect(await screen.findByText("No jobs are waiting for review. Thank you for keeping up!")).toBeInTheDocument();
  });
});
