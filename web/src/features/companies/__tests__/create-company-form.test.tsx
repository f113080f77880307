import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { CreateCompanyInput } from "@common/companies.schema";
import { describe, expect, it, vi } from "vitest";
import { ApiError } from "@/lib/api-client";
import { renderWithProviders } from "@/test/render";
import { CompanyMembers } from "../components/company-members";
import { CompanyProfile } from "../components/company-profile";
import { CreateCompanyForm } from "../components/create-company-form";

/** The companies' forms and page (docs/decisions/078-companies-and-job-postings.md). */
describe("create a company", () => {
  it("suggests the address from the name and sends the fields with the chosen logo", async () => {
    const onSubmit = vi.fn<(v: CreateCompanyInput, logo: File | null) => Promise<void>>(async () => {});
    renderWithProviders(<CreateCompanyForm onSubmit={onSubmit} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText("Company name"), "Acme Security, Inc.");
    await user.tab();
    expect(screen.getByLabelText("Page address")).toHaveValue("acme-security-inc");
    await user.type(screen.getByLabelText("Website (optional)"), "https://acme.example.com");
    const logo = new File([new Uint8Array([137, 80, 78, 71])], "logo.png", { type: "image/png" });
    await user.upload(screen.getByLabelText("Logo (optional)"), logo);
    await user.click(screen.getByRole("button", { name: "Create company" }));
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({
      name: "Acme Security, Inc.",
      slug: "acme-security-inc",
      website: "https://acme.example.com",
    });
    expect(onSubmit.mock.calls[0]![1]?.name).toBe("logo.png");
  });

  it("a bad address is refused before sending; a taken one from the server is marked on its field", async () => {
    const onSubmit = vi.fn<(v: CreateCompanyInput, logo: File | null) => Promise<void>>(async () => {
      throw new ApiError("This company address is already taken", 409, "CONFLICT", { slug: "This company address is already taken" });
    });
    renderWithProviders(<CreateCompanyForm onSubmit={onSubmit} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText("Company name"), "Acme");
    await user.clear(screen.getByLabelText("Page address"));
    await user.type(screen.getByLabelText("Page address"), "Not Valid");
    await user.click(screen.getByRole("button", { name: "Create company" }));
    expect(await screen.findByText("Use lowercase letters, digits and single hyphens")).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
    await user.clear(screen.getByLabelText("Page address"));
    await user.type(screen.getByLabelText("Page address"), "acme");
    await user.click(screen.getByRole("button", { name: "Create company" }));
    expect(await screen.findByText("This company address is already taken")).toBeInTheDocument();
    expect(screen.getByLabelText("Page address")).toHaveAttribute("aria-invalid", "true");
  });
});

describe("the company page and its members", () => {
  it("shows the logo, website, description and open jobs", () => {
    renderWithProviders(
      <CompanyProfile
        company={{
          id: "c1",
          slug: "acme",
          name: "Acme",
          website: "https://acme.example.com",
          description: "We secure things.",
          logoUrl: "/api/files/public/logos/a.webp",
        }}
        jobs={[
          {
            id: "00000000-0000-4000-8000-000000000001",
            title: "AppSec Engineer",
            skills: [],
            datePosted: "2026-01-01T00:00:00Z",
            contractDuration: null,
            contractRate: null,
            isContractorRequest: false,
          },
        ]}
      />,
    );
    expect(screen.getByRole("heading", { level: 1, name: "Acme" })).toBeInTheDocument();
    expect(screen.getByRole("img", { name: "Acme logo" })).toHaveAttribute("src", "/api/files/public/logos/a.webp");
    expect(screen.getByRole("link", { name: "acme.example.com" })).toHaveAttribute("href", "https://acme.example.com");
    expect(screen.getByRole("link", { name: "AppSec Engineer" })).toHaveAttribute("href", "/jobs/00000000-0000-4000-8000-000000000001");
  });

  it("the owner approves or declines a pending request by keyboard-reachable buttons", async () => {
    const onDecide = vi.fn();
    renderWithProviders(
      <CompanyMembers
        busy={false}
        onDecide={onDecide}
        members={[
          { id: "m1", userId: "u1", name: "Olga Owner", role: "owner", status: "approved", createdAt: "2026-01-01T00:00:00Z" },
          { id: "m2", userId: "u2", name: "Rita Recruiter", role: "recruiter", status: "pending", createdAt: "2026-01-02T00:00:00Z" },
        ]}
      />,
    );
    expect(screen.queryByRole("button", { name: "Approve Olga Owner" })).not.toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole("button", { name: "Approve Rita Recruiter" }));
    expect(onDecide).toHaveBeenCalledWith("m2", true);
  });
});
