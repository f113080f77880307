import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { http, json, server } from "@/test/msw";
import { renderWithProviders } from "@/test/render";
import { LiftRestrictionDialog } from "../components/lift-restriction-dialog";

const id = "6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b";
const restrictionId = "0b1c2d3e-4f50-4a61-8b72-9c8d7e6f5a4b";
const restriction = {
  id: restrictionId,
  kind: "silence",
  reason: "Spam links in comments",
  startsAt: "2026-11-01T00:00:00.000Z",
  endsAt: "2026-12-01T00:00:00.000Z",
  actorName: "Admin",
  liftedAt: null,
  liftReason: null,
  active: true,
};

describe("an admin lifts a member's restriction early (the staff reason dialog)", () => {
  it("loads the restriction in force when opened, shows its reason and posts the lift reason", async () => {
    const bodies: unknown[] = [];
    server.use(
      http.get(`/api/admin/users/${id}/restrictions`, () => json({ restrictions: [restriction] })),
      http.post(`/api/admin/users/${id}/restrictions/${restrictionId}/lift`, async ({ request }) => {
        bodies.push(await request.json());
        return json({
          restriction: { ...restriction, active: false, liftedAt: "2026-11-29T08:00:00.000Z", liftReason: "Appeal accepted" },
        });
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<LiftRestrictionDialog id={id} name="Ada Lovelace" kind="silence" />);
    await user.click(screen.getByRole("button", { name: /^Lift: Ada Lovelace is / }));
    const dialog = await screen.findByRole("dialog", { name: "Lift the silence of Ada Lovelace?" });
    expect(await screen.findByText(/Reason given: Spam links in comments\./)).toBeInTheDocument();
    expect(dialog).toBeInTheDocument();
    await user.type(screen.getByLabelText("Reason (sent to the member)"), "Appeal accepted");
    await waitFor(() => expect(screen.getByRole("button", { name: "Lift" })).toBeEnabled());
    await user.click(screen.getByRole("button", { name: "Lift" }));
    expect(await screen.findByText("The restriction on Ada Lovelace was lifted")).toBeInTheDocument();
    expect(bodies).toEqual([{ reason: "Appeal accepted" }]);
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("keeps Lift disabled while no restriction of that kind is in force", async () => {
    server.use(http.get(`/api/admin/users/${id}/restrictions`, () => json({ restrictions: [{ ...restriction, active: false }] })));
    const user = userEvent.setup();
    renderWithProviders(<LiftRestrictionDialog id={id} name="Ada Lovelace" kind="silence" />);
    await user.click(screen.getByRole("button", { name: /^Lift: Ada Lovelace is / }));
    await screen.findByRole("dialog", { name: "Lift the silence of Ada Lovelace?" });
    await user.type(screen.getByLabelText("Reason (sent to the member)"), "Appeal accepted");
    expect(screen.getByRole("button", { name: "Lift" })).toBeDisabled();
  });
});
