import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { ApiError } from "@/lib/api-client";
import { renderWithProviders } from "@/test/render";
import { StaffReasonDialog } from "../staff-reason-dialog";

function renderDialog(onConfirm: (reason: string) => Promise<unknown>) {
  const user = userEvent.setup();
  renderWithProviders(
    <StaffReasonDialog
      id="c1"
      trigger="Hide"
      triggerLabel="Hide the comment by Ada"
      title="Hide the comment by Ada?"
      description="Only its author and admins will see it."
      confirm="Hide comment"
      done="Comment hidden"
      failed="Failed to update comment"
      onConfirm={onConfirm}
    />,
  );
  return user;
}

async function open(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole("button", { name: "Hide the comment by Ada" }));
  await screen.findByRole("dialog", { name: "Hide the comment by Ada?" });
}

describe("a staff member's direct action asks for a reason (docs/decisions/057)", () => {
  it("refuses to send without a reason, with the schema's message", async () => {
    const onConfirm = vi.fn(() => Promise.resolve());
    const user = renderDialog(onConfirm);
    await open(user);
    await user.click(screen.getByRole("button", { name: "Hide comment" }));
    const field = screen.getByLabelText(/^Reason/);
    await waitFor(() => expect(field).toHaveAttribute("aria-invalid", "true"));
    expect(screen.getByText("Give a reason")).toBeInTheDocument();
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it("sends the trimmed reason, says so and closes", async () => {
    const onConfirm = vi.fn(() => Promise.resolve());
    const user = renderDialog(onConfirm);
    await open(user);
    await user.type(screen.getByLabelText(/^Reason/), "  Personal attack  ");
    await user.click(screen.getByRole("button", { name: "Hide comment" }));
    expect(await screen.findByText("Comment hidden")).toBeInTheDocument();
    expect(onConfirm).toHaveBeenCalledWith("Personal attack");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("marks the field with the server's message and stays open", async () => {
    const onConfirm = vi.fn(() =>
      Promise.reject(
        new ApiError("Keep the reason under 2000 characters", 400, "VALIDATION_FAILED", {
          reason: "Keep the reason under 2000 characters",
        }),
      ),
    );
    const user = renderDialog(onConfirm);
    await open(user);
    await user.type(screen.getByLabelText(/^Reason/), "x");
    await user.click(screen.getByRole("button", { name: "Hide comment" }));
    await waitFor(() => expect(screen.getByLabelText(/^Reason/)).toHaveAttribute("aria-invalid", "true"));
    expect(screen.getByRole("dialog", { name: "Hide the comment by Ada?" })).toBeInTheDocument();
  });

  it("opened by its caller (a role chosen in a select), it shows no trigger and sends the reason", async () => {
    const onConfirm = vi.fn(() => Promise.resolve());
    const onOpenChange = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(
      <StaffReasonDialog
        id="role-1"
        open
        onOpenChange={onOpenChange}
        trigger="Change role"
        triggerLabel="Change the role of Ada"
        title="Make Ada Mentor?"
        description="The member is mailed the reason."
        confirm="Change role"
        done="User role updated successfully"
        failed="Failed to update user role"
        onConfirm={onConfirm}
      />,
    );
    expect(await screen.findByRole("dialog", { name: "Make Ada Mentor?" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Change the role of Ada" })).not.toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Reason/), "Approved as a mentor by the team");
    await user.click(screen.getByRole("button", { name: "Change role" }));
    expect(await screen.findByText("User role updated successfully")).toBeInTheDocument();
    expect(onConfirm).toHaveBeenCalledWith("Approved as a mentor by the team");
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });
});
