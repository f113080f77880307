import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import type { AdminCompanyDto } from "@common/companies.schema";
import { apiError, http, json, reviewCounts, server } from "@/test/msw";
import { renderWithProviders } from "@/test/render";
import { adminMe } from "@/test/session";
import AdminCompaniesPage from "../routes/admin/companies-page";

const acme: AdminCompanyDto = {
  id: "00000000-0000-4000-8000-000000000001",
  slug: "acme-security",
  name: "Acme Security",
  website: "https://acme.example.com",
  description: "We secure things.",
  logoUrl: null,
  recruiters: 2,
  openJobs: 3,
  pendingRequests: [
    {
      id: "00000000-0000-4000-8000-0000000000a1",
      userId: "u-rita",
      name: "Rita Recruiter",
      role: "recruiter",
      status: "pending",
      createdAt: "2026-11-01T00:00:00.000Z",
    },
  ],
};
const globex: AdminCompanyDto = {
  ...acme,
  id: "00000000-0000-4000-8000-000000000002",
  slug: "globex",
  name: "Globex",
  website: null,
  recruiters: 1,
  openJobs: 0,
  pendingRequests: [],
};

beforeEach(() =>
  server.use(
    reviewCounts(),
    http.get("/api/session", () => json({ me: adminMe })),
  ),
);

/** The admins' companies screen (docs/decisions/078): server-side search, counts, requests, edit and delete with a reason. */
describe("admin companies page", () => {
  it("searches on the server and shows each company's address, website, recruiters, open jobs and requests", async () => {
    const user = userEvent.setup();
    const asked: (string | null)[] = [];
    server.use(
      http.get("/api/admin/companies", ({ request }) => {
        const q = new URL(request.url).searchParams.get("q");
        asked.push(q);
        const companies = [acme, globex].filter((c) => !q || c.name.toLowerCase().includes(q.toLowerCase()));
        return json({ companies, total: companies.length, page: 1, pageSize: 20 });
      }),
    );
    renderWithProviders(<AdminCompaniesPage />, { path: "/admin/companies" });
    const row = await screen.findByRole("listitem", { name: "Acme Security" });
    expect(within(row).getByText("/companies/acme-security")).toBeInTheDocument();
    expect(within(row).getByRole("link", { name: "https://acme.example.com" })).toHaveAttribute("href", "https://acme.example.com");
    expect(within(row).getByText("2 approved recruiters · 3 open jobs · 1 pending request")).toBeInTheDocument();
    expect(within(row).getByRole("list", { name: "Requests to join Acme Security" })).toHaveTextContent("Rita Recruiter");
    expect(screen.getByRole("listitem", { name: "Globex" })).toHaveTextContent("1 approved recruiter · 0 open jobs · 0 pending requests");

    await user.type(screen.getByRole("searchbox", { name: "Search companies" }), "glob");
    await waitFor(() => expect(screen.queryByRole("listitem", { name: "Acme Security" })).not.toBeInTheDocument());
    expect(screen.getByRole("listitem", { name: "Globex" })).toBeInTheDocument();
    expect(asked).toContain("glob");
    expect(screen.getByText("1 company")).toBeInTheDocument();
  });

  it("approves a request, then deletes a company only with a reason", async () => {
    const user = userEvent.setup();
    const approved: string[] = [];
    const deleted: unknown[] = [];
    server.use(
      http.get("/api/admin/companies", () =>
        json({ companies: approved.length ? [{ ...acme, pendingRequests: [] }, globex] : [acme, globex], total: 2, page: 1, pageSize: 20 }),
      ),
      http.post("/api/company-members/:id/approve", ({ params }) => {
        approved.push(String(params.id));
        return json({ id: params.id, status: "approved" });
      }),
      http.delete("/api/admin/companies/globex", async ({ request }) => {
        deleted.push(await request.json());
        return json({ deleted: true });
      }),
    );
    renderWithProviders(<AdminCompaniesPage />, { path: "/admin/companies" });
    await user.click(await screen.findByRole("button", { name: "Approve Rita Recruiter for Acme Security" }));
    expect(await screen.findByText("Rita Recruiter may now post jobs as Acme Security")).toBeInTheDocument();
    expect(approved).toEqual([acme.pendingRequests[0]!.id]);
    // The list is asked again: the request is gone.
    await waitFor(() => expect(screen.queryByRole("list", { name: "Requests to join Acme Security" })).not.toBeInTheDocument());

    await user.click(screen.getByRole("button", { name: "Delete Globex" }));
    const dialog = await screen.findByRole("dialog", { name: 'Delete "Globex"?' });
    await user.click(within(dialog).getByRole("button", { name: "Delete company" }));
    expect(await within(dialog).findByText("Give a reason")).toBeInTheDocument();
    expect(deleted).toEqual([]);
    await user.type(within(dialog).getByRole("textbox", { name: /Reason/ }), "Not a real company");
    await user.click(within(dialog).getByRole("button", { name: "Delete company" }));
    await waitFor(() => expect(deleted).toEqual([{ reason: "Not a real company" }]));
    expect(await screen.findByText("Company deleted")).toBeInTheDocument();
  });

  it("edits the fields with a reason and uploads the chosen logo; the server's field error is shown on its field", async () => {
    const user = userEvent.setup();
    const puts: unknown[] = [];
    const logos: string[] = [];
    let refuse = true;
    server.use(
      http.get("/api/admin/companies", () => json({ companies: [acme], total: 1, page: 1, pageSize: 20 })),
      http.put("/api/admin/companies/acme-security", async ({ request }) => {
        const body = await request.json();
        if (refuse) {
          refuse = false;
          return apiError(400, "VALIDATION_FAILED", "Invalid input", { website: "Not reachable" });
        }
        puts.push(body);
        return json({ company: { ...acme, website: "https://acme.example.org" } });
      }),
      http.post("/api/companies/acme-security/logo", async ({ request }) => {
        const file = (await request.formData()).get("logo");
        logos.push(file instanceof File ? file.name : "?");
        return json({ logoUrl: "/files/logos/x.webp" });
      }),
    );
    renderWithProviders(<AdminCompaniesPage />, { path: "/admin/companies" });
    await user.click(await screen.findByRole("button", { name: "Edit Acme Security" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit Acme Security" });
    expect(within(dialog).getByLabelText("Company name")).toHaveValue("Acme Security");
    const website = within(dialog).getByLabelText("Website (optional)");
    await user.clear(website);
    await user.type(website, "https://acme.example.org");
    await user.click(within(dialog).getByRole("button", { name: "Save changes" }));
    expect(await within(dialog).findByText("Give a reason")).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/Reason/), "The old domain lapsed");
    await user.upload(
      within(dialog).getByLabelText("New logo (optional)"),
      new File([new Uint8Array([137, 80, 78, 71])], "acme.png", { type: "image/png" }),
    );
    await user.click(within(dialog).getByRole("button", { name: "Save changes" }));
    expect(await within(dialog).findByText("Not reachable")).toBeInTheDocument();
    expect(within(dialog).getByLabelText("Website (optional)")).toHaveAttribute("aria-invalid", "true");
    await user.click(within(dialog).getByRole("button", { name: "Save changes" }));
    await waitFor(() =>
      expect(puts).toEqual([
        { name: "Acme Security", website: "https://acme.example.org", description: "We secure things.", reason: "The old domain lapsed" },
      ]),
    );
    await waitFor(() => expect(logos).toEqual(["acme.png"]));
    expect(await screen.findByText("Company updated")).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  });
});
