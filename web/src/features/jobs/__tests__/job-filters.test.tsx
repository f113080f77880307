import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { http, json, server } from "@/test/msw";
import { renderWithProviders } from "@/test/render";
import type { JobFilterState } from "../api/get-jobs";
import { JobFilters } from "../components/job-filters";

const none: JobFilterState = { search: "", skill: "", location: "", days: "all", contractorOnly: false };

function serveFilters() {
  let asked = 0;
  server.use(
    http.get("/api/jobs/filters", () => {
      asked++;
      return json({ skills: ["OWASP", "Threat Modeling"], locations: ["Berlin, Germany"] });
    }),
  );
  return () => asked;
}

describe("job filters", () => {
  it("a visitor searches titles and skills only: no location filter, no contractor filter", async () => {
    const asked = serveFilters();
    renderWithProviders(<JobFilters value={none} onChange={() => {}} showContractorFilter={false} signedIn={false} />);
    expect(screen.getByRole("search", { name: "Job filters" })).toBeInTheDocument();
    expect(screen.getByLabelText("Search")).toHaveAttribute("placeholder", "Job title or skill");
    expect(screen.getByLabelText("Skills")).toBeInTheDocument();
    expect(screen.queryByLabelText("Location")).toBeNull();
    expect(screen.queryByLabelText("Show contractor jobs only")).toBeNull();
    await vi.waitFor(() => expect(asked()).toBe(1));
  });

  it("a signed-in member also filters by location and searches companies and descriptions", () => {
    serveFilters();
    renderWithProviders(<JobFilters value={none} onChange={() => {}} showContractorFilter={false} signedIn />);
    expect(screen.getByLabelText("Search")).toHaveAttribute("placeholder", "Title, company, skill or description");
    expect(screen.getByLabelText("Location")).toBeInTheDocument();
    expect(screen.queryByLabelText("Show contractor jobs only")).toBeNull();
  });

  it("only a verified contractor gets the contractor-only switch, and it reports the change", async () => {
    serveFilters();
    const changes: Partial<JobFilterState>[] = [];
    renderWithProviders(<JobFilters value={none} onChange={(p) => changes.push(p)} showContractorFilter signedIn />);
    await userEvent.setup().click(screen.getByLabelText("Show contractor jobs only"));
    expect(changes).toEqual([{ contractorOnly: true }]);
  });

  it("reports each keystroke of the search to the page (which keeps it in the URL)", async () => {
    serveFilters();
    const changes: Partial<JobFilterState>[] = [];
    renderWithProviders(<JobFilters value={none} onChange={(p) => changes.push(p)} showContractorFilter={false} signedIn />);
    await userEvent.setup().type(screen.getByLabelText("Search"), "xss");
    expect(changes).toEqual([{ search: "x" }, { search: "s" }, { search: "s" }]);
  });
});
