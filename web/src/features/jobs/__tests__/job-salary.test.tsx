import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { JobInput } from "@common/jobs.schema";
import { describe, expect, it, vi } from "vitest";
import { http, json, server } from "@/test/msw";
import { renderWithProviders } from "@/test/render";
import type { JobFilterState } from "../api/get-jobs";
import { JobCard } from "../components/job-card";
import { JobFilters } from "../components/job-filters";
import { emptyJob, JobForm, type JobFormValues } from "../components/job-form";

/** Salary ranges in the job form, on the card and in the board's filters (docs/decisions/073-salary-ranges.md). */
const filled: JobFormValues = {
  ...emptyJob,
  title: "Product Security Engineer",
  company: "Globex",
  location: "London, UK",
  jobBoardUrl: "https://globex.example.com/careers/1",
  description: "Help our engineers ship secure code with reviews and tooling.",
  skills: ["SAST"],
  salaryCurrency: "EUR",
  salaryPeriod: "year",
};

describe("salary in the job form", () => {
  it("has labelled amount inputs and selects for currency and period", () => {
    renderWithProviders(<JobForm submitLabel="Submit" onSubmit={async () => {}} />);
    expect(screen.getByRole("group", { name: "Salary (optional, shown to everyone)" })).toBeInTheDocument();
    expect(screen.getByLabelText("Minimum salary")).toHaveAttribute("type", "number");
    expect(screen.getByLabelText("Maximum salary")).toHaveAttribute("type", "number");
    expect(screen.getByRole("combobox", { name: "Salary currency" })).toBeInTheDocument();
    expect(screen.getByRole("combobox", { name: "Salary period" })).toBeInTheDocument();
  });

  it("a minimum above the maximum is refused before sending; a valid range is sent as numbers", async () => {
    const onSubmit = vi.fn<(v: JobInput) => Promise<void>>(async () => {});
    renderWithProviders(<JobForm defaultValues={filled} submitLabel="Submit" onSubmit={onSubmit} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText("Minimum salary"), "95000");
    await user.type(screen.getByLabelText("Maximum salary"), "90000");
    await user.click(screen.getByRole("button", { name: "Submit" }));
    expect(await screen.findByText("Minimum salary must not exceed the maximum")).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
    await user.clear(screen.getByLabelText("Minimum salary"));
    await user.type(screen.getByLabelText("Minimum salary"), "70000");
    await user.click(screen.getByRole("button", { name: "Submit" }));
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({ salaryMin: 70000, salaryMax: 90000, salaryCurrency: "EUR", salaryPeriod: "year" });
  });
});

describe("salary on the card and in the filters", () => {
  it("the card shows the range, for visitors too", () => {
    renderWithProviders(
      <JobCard
        job={{
          id: "00000000-0000-4000-8000-000000000001",
          title: "AppSec Engineer",
          skills: [],
          datePosted: new Date().toISOString(),
          contractDuration: null,
          contractRate: null,
          isContractorRequest: false,
          salaryMin: 70000,
          salaryMax: 90000,
          salaryCurrency: "EUR",
          salaryPeriod: "year",
        }}
        selected={false}
        onSelect={() => {}}
      />,
    );
    expect(screen.getByText("€70,000–90,000 a year")).toBeInTheDocument();
  });

  it("'Salary at least' reports the amount when the field is left", async () => {
    server.use(http.get("/api/jobs/filters", () => json({ skills: [], locations: [] })));
    const none: JobFilterState = { search: "", skill: "", location: "", days: "all", contractorOnly: false };
    const changes: Partial<JobFilterState>[] = [];
    renderWithProviders(<JobFilters value={none} onChange={(p) => changes.push(p)} showContractorFilter={false} signedIn={false} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText("Salary at least (a year)"), "60000");
    await user.tab();
    expect(changes).toEqual([{ salaryAtLeast: "60000" }]);
    expect(screen.getByRole("combobox", { name: "Salary currency" })).toBeInTheDocument();
  });
});
