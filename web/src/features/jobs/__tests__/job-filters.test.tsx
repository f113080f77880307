import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { http, json, server } from "@/test/msw";
import { renderWithProviders } from "@/test/render";
import type { JobFilterState } from "../api/get-jobs";
import { JobFilters, SEARCH_DEBOUNCE_MS } from "../components/job-filters";

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

  it("reports the search once typing pauses for 300 ms, not on each keystroke", async () => {
    serveFilters();
    const changes: { search?: string; at: number }[] = [];
    renderWithProviders(
      <JobFilters value={none} onChange={(p) => changes.push({ ...p, at: performance.now() })} showContractorFilter={false} signedIn />,
    );
    const user = userEvent.setup();
    await user.type(screen.getByLabelText("Search"), "xss");
    const typed = performance.now();
    expect(screen.getByLabelText("Search")).toHaveValue("xss");
    expect(changes).toEqual([]);
    await vi.waitFor(() => expect(changes.map((c) => c.search)).toEqual(["xss"]), { timeout: 2000 });
    expect(changes[0]!.at - typed).toBeGreaterThanOrEqual(SEARCH_DEBOUNCE_MS - 50);
    await user.type(screen.getByLabelText("Search"), " csp");
    await vi.waitFor(() => expect(changes.map((c) => c.search)).toEqual(["xss", "xss csp"]), { timeout: 2000 });
  });

  it("the search box follows the page's value when it changes from outside (Reset Filters)", async () => {
    serveFilters();
    function Board() {
      const [value, setValue] = useState<JobFilterState>({ ...none, search: "xss" });
      return (
        <>
          <JobFilters value={value} onChange={(p) => setValue((v) => ({ ...v, ...p }))} showContractorFilter={false} signedIn />
          <button onClick={() => setValue(none)}>Reset Filters</button>
        </>
      );
    }
    renderWithProviders(<Board />);
    expect(screen.getByLabelText("Search")).toHaveValue("xss");
    await userEvent.setup().click(screen.getByRole("button", { name: "Reset Filters" }));
    expect(screen.getByLabelText("Search")).toHaveValue("");
  });
});
