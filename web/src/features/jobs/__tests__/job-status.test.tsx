import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { apiError, http, json, server } from "@/test/msw";
import { renderWithProviders } from "@/test/render";
import { JobStatusBadge, JobStatusDetails, RenewJobButton, type JobLifecycle } from "../components/job-status";

const job = (over: Partial<JobLifecycle>): JobLifecycle => ({
  id: "00000000-0000-4000-8000-000000000001",
  title: "AppSec Engineer",
  status: "approved",
  rejectionReason: null,
  expiresAt: "2099-03-31T12:00:00.000Z",
  ...over,
});

describe("job status for its submitter", () => {
  it("names each status as the submitter reads it", () => {
    renderWithProviders(
      <>
        <JobStatusBadge status="pending" />
        <JobStatusBadge status="approved" />
        <JobStatusBadge status="rejected" />
        <JobStatusBadge status="expired" />
      </>,
    );
    for (const label of ["Pending review", "Approved", "Rejected", "Expired"]) expect(screen.getByText(label)).toBeInTheDocument();
  });

  it("shows the reason of a rejection, the expiry date, and no Renew for pending or rejected jobs", () => {
    renderWithProviders(
      <>
        <JobStatusDetails job={job({ status: "rejected", expiresAt: null, rejectionReason: "Add the salary range." })} />
        <JobStatusDetails job={job({ status: "expired", expiresAt: "2020-01-05T12:00:00.000Z" })} />
        <JobStatusDetails job={job({})} />
        <RenewJobButton job={job({ status: "pending", expiresAt: null })} />
        <RenewJobButton job={job({ status: "rejected", expiresAt: null })} />
      </>,
    );
    expect(screen.getByText("Add the salary range.")).toBeInTheDocument();
    expect(screen.getByText("Expired on January 5, 2020. Renew it to put it back on the job board.")).toBeInTheDocument();
    expect(screen.getByText("Expires on March 31, 2099")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /Renew/ })).not.toBeInTheDocument();
  });

  it("renews and says until when", async () => {
    const calls: string[] = [];
    server.use(
      http.post("/api/jobs/:id/renew", ({ request }) => {
        calls.push(`${request.method} ${new URL(request.url).pathname}`);
        return json({ job: { id: job({}).id, status: "approved", expiresAt: "2099-04-30T12:00:00.000Z" } });
      }),
    );
    renderWithProviders(<RenewJobButton job={job({ status: "expired", expiresAt: "2020-01-05T12:00:00.000Z" })} />);
    await userEvent.setup().click(screen.getByRole("button", { name: "Renew AppSec Engineer" }));
    expect(await screen.findByText("Job renewed. It stays on the board until April 30, 2099.")).toBeInTheDocument();
    expect(calls).toContain(`POST /api/jobs/${job({}).id}/renew`);
  });

  it("shows the failure toast when renewing fails", async () => {
    server.use(http.post("/api/jobs/:id/renew", () => apiError(409, "CONFLICT", "Only approved jobs can be renewed")));
    renderWithProviders(<RenewJobButton job={job({})} />);
    await userEvent.setup().click(screen.getByRole("button", { name: "Renew AppSec Engineer" }));
    expect(await screen.findByText("Failed to renew the job. Please try again.")).toBeInTheDocument();
  });
});
