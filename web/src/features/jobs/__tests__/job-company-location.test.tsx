import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { JobInput } from "@common/jobs.schema";
import { describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "@/test/render";
import { emptyJob, JobForm, type JobFormValues } from "../components/job-form";

/** The job form's company and structured location (docs/decisions/078-companies-and-job-postings.md). */
const filled: JobFormValues = {
  ...emptyJob,
  title: "Product Security Engineer",
  company: "",
  location: "Remote",
  jobBoardUrl: "https://globex.example.com/careers/1",
  description: "Help our engineers ship secure code with reviews and tooling.",
  skills: ["SAST"],
};
const acme = { id: "00000000-0000-4000-8000-0000000000a1", name: "Acme Security" };

describe("company and location in the job form", () => {
  it("offers the recruiter's approved companies; choosing one hides the free-text company", async () => {
    renderWithProviders(<JobForm submitLabel="Submit" companies={[acme]} onSubmit={async () => {}} />);
    expect(screen.getByLabelText("Company")).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole("combobox", { name: "Post as" }));
    await user.click(await screen.findByRole("option", { name: "Acme Security" }));
    expect(screen.queryByLabelText("Company")).not.toBeInTheDocument();
  });

  it("without companies the company is free text, and required", async () => {
    const onSubmit = vi.fn<(v: JobInput) => Promise<void>>(async () => {});
    renderWithProviders(<JobForm defaultValues={filled} submitLabel="Submit" onSubmit={onSubmit} />);
    expect(screen.queryByRole("combobox", { name: "Post as" })).not.toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole("button", { name: "Submit" }));
    expect(await screen.findByText("Company name is required")).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("a remote job asks for the applicants' countries and sends them with the company, country and city", async () => {
    const onSubmit = vi.fn<(v: JobInput) => Promise<void>>(async () => {});
    renderWithProviders(
      <JobForm
        defaultValues={{ ...filled, companyId: acme.id, workplaceType: "remote", country: "DE" }}
        companies={[acme]}
        submitLabel="Submit"
        onSubmit={onSubmit}
      />,
    );
    const user = userEvent.setup();
    expect(screen.getByRole("combobox", { name: "Workplace type" })).toBeInTheDocument();
    expect(screen.getByRole("combobox", { name: "Country" })).toBeInTheDocument();
    await user.type(screen.getByLabelText("City"), "Berlin");
    const countries = screen.getByRole("listbox", { name: "Countries applicants may live in" });
    await user.selectOptions(countries, "France");
    await user.click(screen.getByRole("button", { name: "Submit" }));
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({
      companyId: acme.id,
      workplaceType: "remote",
      isRemote: true,
      country: "DE",
      city: "Berlin",
      applicantCountries: ["FR"],
    });
  });

  it("an on-site job has no applicant countries field", () => {
    renderWithProviders(<JobForm defaultValues={{ ...filled, workplaceType: "on-site" }} submitLabel="Submit" onSubmit={async () => {}} />);
    expect(screen.queryByRole("listbox", { name: "Countries applicants may live in" })).not.toBeInTheDocument();
  });
});
