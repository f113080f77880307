import type { CandidateFacets } from "@common/candidates.schema";
import { screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import CandidatesPage from "@/app/routes/candidates/candidates-page";
import { CandidateFilters } from "@/features/candidates/components/candidate-filters";
import { http, json, server, visitorSession } from "@/test/msw";
import { renderWithProviders } from "@/test/render";

const facets: CandidateFacets = {
  skills: [
    { value: "SAST", count: 3 },
    { value: "Threat Modeling", count: 2 },
  ],
  locations: [{ value: "Berlin, Germany", count: 2 }],
  experience: [
    { value: "0-2", count: 1 },
    { value: "3-5", count: 0 },
    { value: "6-10", count: 1 },
    { value: "11+", count: 0 },
  ],
  availability: [
    { value: "immediately", count: 2 },
    { value: "1-month", count: 1 },
    { value: "3-months", count: 0 },
    { value: "later", count: 0 },
  ],
};

describe("candidate filters", () => {
  it("server-rendered, they are a plain GET form whose fields carry the search and filters (works without JavaScript)", () => {
    const html = renderToString(
      <CandidateFilters
        value={{ q: "security", page: 1, skill: ["sast"], location: "berlin, germany", experience: "6-10", availability: "1-month" }}
        facets={facets}
        onApply={() => undefined}
      />,
    );
    const doc = new DOMParser().parseFromString(html, "text/html");
    const form = doc.querySelector("form")!;
    expect(form.getAttribute("method")).toBe("get");
    expect(form.getAttribute("role")).toBe("search");
    expect((form.querySelector('input[name="q"]') as HTMLInputElement).value).toBe("security");
    const skills = [...form.querySelectorAll<HTMLInputElement>('input[type="checkbox"][name="skill"]')];
    expect(skills.map((s) => [s.value, s.hasAttribute("checked")])).toEqual([
      ["SAST", true],
      ["Threat Modeling", false],
    ]);
    // The chosen location in the list's casing, the band chosen, each value with its count.
    expect(form.querySelector('select[name="location"] option[selected]')?.textContent).toBe("Berlin, Germany (2)");
    expect(form.querySelector('select[name="experience"] option[selected]')?.getAttribute("value")).toBe("6-10");
    expect(form.querySelector('select[name="availability"] option[selected]')?.textContent).toBe("Within a month (1)");
    expect(form.querySelector('button[type="submit"]')).not.toBeNull();
    expect(form.textContent).toContain("Apply filters");
  });

  it("the page shows the live counts and a 'Did you mean' link when nothing was found", async () => {
    server.use(
      visitorSession(),
      http.get("/api/candidates", () =>
        json({ candidates: [], total: 0, totalCapped: false, hasMore: false, page: 1, pageSize: 9, didYouMean: "kubernetes", facets }),
      ),
    );
    renderWithProviders(<CandidatesPage />, { path: "/candidates?q=kubrenetse" });
    const link = await screen.findByRole("link", { name: "kubernetes" });
    expect(link.getAttribute("href")).toBe("/candidates?q=kubernetes");
    expect(screen.getByRole("checkbox", { name: "SAST (3)" })).toBeTruthy();
    expect(screen.getByRole("combobox", { name: "Years of experience" })).toBeTruthy();
    expect(screen.getByRole("option", { name: "Immediately (2)" })).toBeTruthy();
    expect(screen.getByText("Try adjusting your search terms...")).toBeTruthy();
  });
});
