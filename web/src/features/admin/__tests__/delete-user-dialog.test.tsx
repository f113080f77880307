import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { apiError, http, json, server } from "@/test/msw";
import { renderWithProviders } from "@/test/render";
import { DeleteUserDialog } from "../components/delete-user-dialog";

const id = "6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b";

async function openDialog() {
  const user = userEvent.setup();
  renderWithProviders(<DeleteUserDialog id={id} name="Ada Lovelace" />);
  await user.click(screen.getByRole("button", { name: "Delete the account of Ada Lovelace" }));
  await screen.findByRole("dialog", { name: "Delete the account of Ada Lovelace?" });
  return user;
}

describe("an admin deletes a member's account (docs/decisions/041)", () => {
  it("sends the reason to DELETE /api/admin/users/:id and closes", async () => {
    const bodies: unknown[] = [];
    server.use(
      http.delete(`/api/admin/users/${id}`, async ({ request }) => {
        bodies.push(await request.json());
        return json({ deleted: true });
      }),
    );
    const user = await openDialog();
    await user.type(screen.getByLabelText(/Reason/), "  Spam account  ");
    await user.click(screen.getByRole("button", { name: "Delete account" }));
    expect(await screen.findByText("Ada Lovelace's account was deleted")).toBeInTheDocument();
    expect(bodies).toEqual([{ reason: "Spam account" }]);
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("asks for a reason and sends nothing without one (docs/decisions/058)", async () => {
    const bodies: unknown[] = [];
    server.use(
      http.delete(`/api/admin/users/${id}`, async ({ request }) => {
        bodies.push(await request.json());
        return json({ deleted: true });
      }),
    );
    const user = await openDialog();
    await user.type(screen.getByLabelText(/Reason/), "   ");
    await user.click(screen.getByRole("button", { name: "Delete account" }));
    await waitFor(() => expect(screen.getByLabelText(/Reason/)).toHaveAttribute("aria-invalid", "true"));
    expect(screen.getAllByText("Give a reason").length).toBeGreaterThan(0);
    expect(bodies).toEqual([]);
    expect(screen.getByRole("dialog", { name: "Delete the account of Ada Lovelace?" })).toBeInTheDocument();
  });

  it("keeps the dialog open and marks the field with the server's message", async () => {
    server.use(
      http.delete(`/api/admin/users/${id}`, () =>
        apiError(400, "VALIDATION_ERROR", "Keep the reason under 2000 characters", { reason: "Keep the reason under 2000 characters" }),
      ),
    );
    const user = await openDialog();
    await user.type(screen.getByLabelText(/Reason/), "why");
    await user.click(screen.getByRole("button", { name: "Delete account" }));
    const field = screen.getByLabelText(/Reason/);
    await screen.findAllByText("Keep the reason under 2000 characters");
    expect(field).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByRole("dialog", { name: "Delete the account of Ada Lovelace?" })).toBeInTheDocument();
  });

  it("shows the server's refusal (an admin's account) without closing", async () => {
    server.use(http.delete(`/api/admin/users/${id}`, () => apiError(403, "FORBIDDEN", "Admins' accounts cannot be deleted here")));
    const user = await openDialog();
    await user.type(screen.getByLabelText(/Reason/), "Fake profile");
    await user.click(screen.getByRole("button", { name: "Delete account" }));
    expect(await screen.findByText("Admins' accounts cannot be deleted here")).toBeInTheDocument();
    expect(screen.getByRole("dialog")).toBeInTheDocument();
  });
});
