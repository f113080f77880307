import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import type { AdminOfferingDto } from "@common/offerings.schema";
import { http, json, reviewCounts, server } from "@/test/msw";
import { renderWithProviders } from "@/test/render";
import { adminMe } from "@/test/session";
import AdminOfferingsPage from "../routes/admin/offerings-page";

const ID = "00000000-0000-4000-8000-000000000001";
const offering: AdminOfferingDto = {
  id: ID,
  title: "Secure code review, priced",
  description: "A thorough review of your codebase for OWASP issues.",
  category: "Consulting",
  price: "$490 a day",
  contactInfo: "me@example.test",
  imageUrl: null,
  status: "pending",
  createdAt: "2026-11-01T00:00:00.000Z",
  author: { id: "u1", fullName: "Olive Owner", avatarUrl: null },
  canDelete: true,
  canEdit: false,
  rejectionReason: null,
  history: [{ decision: "rejected", reason: "Add your prices, please", decidedAt: "2026-11-02T00:00:00.000Z" }],
  changes: [
    { field: "title", before: "Secure code review", after: "Secure code review, priced" },
    { field: "price", before: null, after: "$490 a day" },
  ],
};

beforeEach(() => server.use(reviewCounts()));

// docs/decisions/083: a resubmitted offering shows its earlier decision and what changed; a rejection's reason is asked in a dialog.
describe("admin offerings page", () => {
  it("shows the earlier decision and the changes since, and rejects with a reason given in the dialog", async () => {
    const user = userEvent.setup();
    const sent: unknown[] = [];
    server.use(
      http.get("/api/session", () => json({ me: adminMe })),
      http.get("/api/admin/offerings", () => json({ offerings: [offering], total: 1, totalCapped: false, page: 1, pageSize: 50 })),
      http.post(`/api/admin/offerings/${ID}/reject`, async ({ request }) => {
        sent.push(await request.json());
        return json({ status: "rejected" });
      }),
    );
    renderWithProviders(<AdminOfferingsPage />, { path: "/admin/offerings" });

    const history = await screen.findByRole("list", { name: `Earlier reviews of ${offering.title}` });
    expect(within(history).getByText(/Rejected \(Add your prices, please\)/)).toBeInTheDocument();
    const changes = screen.getByRole("table", { name: `Changes since the last review of ${offering.title}` });
    const title = within(changes).getByRole("row", { name: /Title/ });
    expect(within(title).getByText("Secure code review")).toBeInTheDocument();
    expect(within(title).getByText("Secure code review, priced")).toBeInTheDocument();
    const price = within(changes).getByRole("row", { name: /Price/ });
    expect(within(price).getByText("(empty)")).toBeInTheDocument();
    expect(within(price).getByText("$490 a day")).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: `Reject ${offering.title}` }));
    const dialog = await screen.findByRole("dialog");
    await user.click(within(dialog).getByRole("button", { name: "Reject offering" }));
    expect(await within(dialog).findByText("Give a reason")).toBeInTheDocument();
    expect(sent).toEqual([]);
    await user.type(within(dialog).getByRole("textbox", { name: /Reason/ }), "Still no contact details");
    await user.click(within(dialog).getByRole("button", { name: "Reject offering" }));
    await waitFor(() => expect(sent).toEqual([{ reason: "Still no contact details" }]));
    expect(await screen.findByText("Offering rejected")).toBeInTheDocument();
  });
});
