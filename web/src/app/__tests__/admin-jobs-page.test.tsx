import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { http, json, reviewCounts, server } from "@/test/msw";
import { renderWithProviders } from "@/test/render";
import AdminJobsPage from "../routes/admin/jobs-page";

const job = (n: number) => ({
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
  isApproved: true,
  isAdminReviewed: true,
});

function serve() {
  const calls: { url: string; method: string; body?: string }[] = [];
  const record = async (request: Request) => {
    const url = new URL(request.url);
    calls.push({
      url: url.pathname + url.search,
      method: request.method,
      body: request.method === "GET" ? undefined : await request.text(),
    });
  };
  server.use(
    http.get("/api/admin/jobs", async ({ request }) => {
      await record(request);
      return new URL(request.url).searchParams.get("cursor") === "page-2"
        ? json({ jobs: [job(3)], total: null, totalCapped: false, hasMore: false, nextCursor: null })
        : json({ jobs: [job(1), job(2)], total: 3, totalCapped: false, hasMore: true, nextCursor: "page-2" });
    }),
    http.post("/api/admin/jobs/bulk-delete", async ({ request }) => {
      await record(request);
      return json({ deleted: 2 });
    }),
  );
  return calls;
}

// The admin menu asks for the review queue's counts on every admin page.
beforeEach(() => server.use(reviewCounts()));

describe("admin jobs page", () => {
  it("loads the list a page at a time with Load more", async () => {
    const user = userEvent.setup();
    const calls = serve();
    renderWithProviders(<AdminJobsPage />, { path: "/admin/jobs" });
    expect(await screen.findByRole("heading", { name: "Security Engineer 1" })).toBeInTheDocument();
    expect(screen.getByText("Showing 2 of 3 job listings")).toBeInTheDocument();
    expect(calls.find((c) => c.url.startsWith("/api/admin/jobs?"))!.url).toMatch(/pageSize=20/);
    await user.click(screen.getByRole("button", { name: "Load more jobs" }));
    expect(await screen.findByRole("heading", { name: "Security Engineer 3" })).toBeInTheDocument();
    expect(calls.some((c) => c.url.includes("cursor=page-2"))).toBe(true);
    expect(screen.queryByRole("button", { name: "Load more jobs" })).toBeNull();
    expect(screen.getByText("Showing 3 of 3 job listings")).toBeInTheDocument();
  });

  it("asks before deleting the selected jobs; Cancel deletes nothing", async () => {
    const user = userEvent.setup();
    const calls = serve();
    renderWithProviders(<AdminJobsPage />, { path: "/admin/jobs" });
    await user.click(await screen.findByRole("checkbox", { name: "Select Security Engineer 1" }));
    await user.click(screen.getByRole("checkbox", { name: "Select Security Engineer 2" }));
    await user.click(screen.getByRole("button", { name: "Delete Selected" }));
    let dialog = await screen.findByRole("alertdialog", { name: "Delete 2 jobs?" });
    expect(within(dialog).getByText("This cannot be undone.")).toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    expect(calls.some((c) => c.url === "/api/admin/jobs/bulk-delete")).toBe(false);

    await user.click(screen.getByRole("button", { name: "Delete Selected" }));
    dialog = await screen.findByRole("alertdialog", { name: "Delete 2 jobs?" });
    await user.click(within(dialog).getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(calls.some((c) => c.url === "/api/admin/jobs/bulk-delete")).toBe(true));
    const bulk = calls.find((c) => c.url === "/api/admin/jobs/bulk-delete")!;
    expect(JSON.parse(bulk.body!)).toEqual({ ids: [job(1).id, job(2).id] });
    expect(await screen.findByText("2 job listing(s) deleted successfully")).toBeInTheDocument();
  });
});
