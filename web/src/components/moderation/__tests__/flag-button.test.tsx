import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { apiError, http, json, server } from "@/test/msw";
import { renderWithProviders } from "@/test/render";
import { FlagButton } from "../flag-button";

const targetId = "6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b";

async function openDialog() {
  const user = userEvent.setup();
  renderWithProviders(<FlagButton targetKind="comment" targetId={targetId} label="comment by Ada" />);
  await user.click(screen.getByRole("button", { name: "Flag comment by Ada" }));
  await screen.findByRole("dialog", { name: "Flag comment by Ada" });
  return user;
}

describe("FlagButton", () => {
  it("sends the reason and the note, and thanks the member", async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post("/api/flags", async ({ request }) => {
        bodies.push(await request.json());
        return json({ flagged: true }, 201);
      }),
    );
    const user = await openDialog();
    await user.click(screen.getByLabelText("Abuse"));
    await user.type(screen.getByLabelText(/What is wrong/), "  Insults  ");
    await user.click(screen.getByRole("button", { name: "Send flag" }));
    expect(await screen.findByText("Thank you. A moderator will review it.")).toBeInTheDocument();
    expect(bodies).toEqual([{ targetKind: "comment", targetId, reason: "abuse", note: "Insults" }]);
  });

  it("asks what is wrong for “Other”, with the spec's message on the field, before sending", async () => {
    const user = await openDialog();
    await user.click(screen.getByLabelText("Other"));
    expect(screen.getByLabelText("What is wrong (required)")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Send flag" }));
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Say what is wrong");
    expect(screen.getByLabelText(/What is wrong/)).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByLabelText(/What is wrong/)).toHaveAttribute("aria-describedby", alert.id);
  });

  it("marks the note with the server's field message", async () => {
    server.use(
      http.post("/api/flags", () =>
        apiError(400, "VALIDATION_ERROR", "Keep the note under 1000 characters", { note: "Keep the note under 1000 characters" }),
      ),
    );
    const user = await openDialog();
    await user.type(screen.getByLabelText(/What is wrong/), "Spam links");
    await user.click(screen.getByRole("button", { name: "Send flag" }));
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Keep the note under 1000 characters");
    expect(screen.getByLabelText(/What is wrong/)).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByLabelText(/What is wrong/)).toHaveAttribute("aria-describedby", alert.id);
    expect(screen.getByRole("dialog", { name: "Flag comment by Ada" })).toBeInTheDocument();
  });
});
