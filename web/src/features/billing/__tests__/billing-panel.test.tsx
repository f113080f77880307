import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { http, json, server } from "@/test/msw";
import { renderWithProviders } from "@/test/render";
import { BillingPanel } from "../components/billing-panel";

function serve() {
  const plans: unknown[] = [];
  server.use(
    http.post("/api/billing/plan", async ({ request }) => {
      plans.push(await request.json());
      return json({ role: "recruiter" });
    }),
  );
  return plans;
}

describe("plan change confirmation", () => {
  it("a member becoming Recruiter confirms first and is told what changes; Cancel changes nothing", async () => {
    const user = userEvent.setup();
    const plans = serve();
    renderWithProviders(<BillingPanel role="user" />, { path: "/profile?tab=billing" });
    await user.click(screen.getByRole("button", { name: "Switch to Recruiter" }));
    let dialog = await screen.findByRole("alertdialog", { name: "Switch to the Recruiter plan?" });
    expect(within(dialog).getByText(/recruiter dashboard, candidate search and unlimited job posts/)).toBeInTheDocument();
    expect(within(dialog).getByText(/No payment is taken/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    expect(plans).toEqual([]);

    await user.click(screen.getByRole("button", { name: "Switch to Recruiter" }));
    dialog = await screen.findByRole("alertdialog", { name: "Switch to the Recruiter plan?" });
    await user.click(within(dialog).getByRole("button", { name: "Switch to Recruiter" }));
    expect(await screen.findByText("You are now subscribed to the Recruiter plan!")).toBeInTheDocument();
    expect(plans).toEqual([{ plan: "recruiter" }]);
  });

  it("a recruiter going back to Member is told what they lose", async () => {
    const user = userEvent.setup();
    serve();
    renderWithProviders(<BillingPanel role="recruiter" />, { path: "/profile?tab=billing" });
    await user.click(screen.getByRole("button", { name: "Switch to Member" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Switch to the Member plan?" });
    expect(within(dialog).getByText(/no longer have the Recruiter plan's unlimited job posts, candidate search/)).toBeInTheDocument();
  });

  it("a locked role gets the refusal without a dialog", async () => {
    const user = userEvent.setup();
    const plans = serve();
    renderWithProviders(<BillingPanel role="mentor" />, { path: "/profile?tab=billing" });
    await user.click(screen.getByRole("button", { name: "Switch to Recruiter" }));
    expect(await screen.findByText("Cannot change subscription for users with mentor role.")).toBeInTheDocument();
    expect(screen.queryByRole("alertdialog")).toBeNull();
    expect(plans).toEqual([]);
  });
});
