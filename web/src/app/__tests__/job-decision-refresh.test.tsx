import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { useJobs } from "@/features/jobs/api/get-jobs";
import { useReviewQueue } from "@/features/admin/api/moderation";
import { useRecruiterJobs } from "@/features/recruiter/api/recruiter";
import { http, json, reviewCounts, server } from "@/test/msw";
import { renderWithProviders } from "@/test/render";
import AdminJobsPage from "../routes/admin/jobs-page";

/** A job waiting for review until the admin decides; each list answers from that one state. */
function serve() {
  const state = { approved: false };
  const job = () => ({
    id: "00000000-0000-4000-8000-000000000001",
    title: "Security Engineer 1",
    company: "Acme",
    location: "Berlin, Germany",
    description: "Own the secure development lifecycle.",
    jobBoardUrl: "https://jobs.example.com/1",
    skills: ["OWASP"],
    datePosted: "2026-03-01T10:00:00.000Z",
    contractDuration: null,
    contractRate: null,
    isContractorRequest: false,
    isApproved: state.approved,
    isAdminReviewed: state.approved,
    status: state.approved ? "approved" : "pending",
  });
  const page = (jobs: unknown[]) => ({ jobs, total: jobs.length, totalCapped: false, hasMore: false, nextCursor: null });
  const boardFetches: string[] = [];
  server.use(
    http.get("/api/jobs", ({ request }) => {
      boardFetches.push(request.url);
      return json({ ...page(state.approved ? [job()] : []), page: 1, pageSize: 30, redacted: false });
    }),
    http.get("/api/admin/jobs", ({ request }) =>
      json(page(new URL(request.url).searchParams.get("view") === "pending" && state.approved ? [] : [job()])),
    ),
    // The one review queue (mentors see jobs there): the job is an item until it is decided.
    http.get("/api/admin/review", () =>
      json({
        items: state.approved
          ? []
          : [
              {
                id: "00000000-0000-4000-8000-0000000000a1",
                kind: "job",
                targetId: job().id,
                title: "Security Engineer 1 at Acme",
                status: "pending",
                version: 1,
                submittedAt: "2026-03-01T10:00:00.000Z",
                resubmissions: 0,
                submitter: { id: "u1", name: "Rita Recruiter" },
                link: `/jobs/${job().id}`,
                flags: [],
                canDecide: true,
              },
            ],
        nextCursor: null,
        counts: { job: state.approved ? 0 : 1 },
        total: state.approved ? 0 : 1,
      }),
    ),
    http.get("/api/recruiter/jobs", () =>
      json({
        jobs: [job()],
        activeJobs: 0,
        activeJobsCapped: false,
        totalApplicants: 0,
        totalApplicantsCapped: false,
        hasMore: false,
        nextCursor: null,
      }),
    ),
    http.post("/api/admin/jobs/:id/approve", () => {
      state.approved = true;
      return json({ job: { id: job().id, isApproved: true, isAdminReviewed: true } });
    }),
  );
  return { boardFetches };
}

const noFilters = { search: "", skill: "", location: "", days: "all", contractorOnly: false };

/** The other lists that show the job, on screen at the same time (a second tab, the header's counts). */
function OtherLists() {
  const board = useJobs(noFilters);
  const review = useReviewQueue("job");
  const recruiter = useRecruiterJobs();
  return (
    <>
      <section aria-label="Job board">{board.isLoading ? "Loading" : board.jobs.map((j) => <p key={j.id}>{j.title}</p>)}</section>
      <section aria-label="Jobs to review">
        {review.isLoading ? "Loading" : `${review.data?.pages.flatMap((p) => p.items).length ?? 0} to review`}
      </section>
      <section aria-label="My postings">
        {recruiter.data?.jobs.map((j) => (
          <p key={j.id}>{`${j.title}: ${j.status}`}</p>
        ))}
      </section>
    </>
  );
}

// The admin menu asks for the review queue's counts on every admin page.
beforeEach(() => server.use(reviewCounts()));

describe("an admin's decision on a job refreshes every list that shows it (decision 027)", () => {
  it("approving refreshes the public board, the admin list, the review list and the recruiter's postings", async () => {
    const user = userEvent.setup();
    const { boardFetches } = serve();
    renderWithProviders(
      <>
        <AdminJobsPage />
        <OtherLists />
      </>,
      { path: "/admin/jobs?view=pending" },
    );
    const board = screen.getByRole("region", { name: "Job board" });
    const review = screen.getByRole("region", { name: "Jobs to review" });
    const postings = screen.getByRole("region", { name: "My postings" });
    expect(await within(review).findByText("1 to review")).toBeInTheDocument();
    expect(await within(postings).findByText("Security Engineer 1: pending")).toBeInTheDocument();
    await waitFor(() => expect(boardFetches).toHaveLength(1));
    expect(within(board).queryByText("Security Engineer 1")).toBeNull();

    await user.click(await screen.findByRole("button", { name: "Approve" }));
    expect(await screen.findByText("Job approved and published")).toBeInTheDocument();

    expect(within(board).getByText("Security Engineer 1")).toBeInTheDocument();
    expect(within(review).getByText("0 to review")).toBeInTheDocument();
    expect(within(postings).getByText("Security Engineer 1: approved")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Approve" })).toBeNull();
    expect(boardFetches).toHaveLength(2);
  });
});
