import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { server, visitorSession } from "@/test/msw";
import { renderWithProviders } from "@/test/render";
import ApplyPage from "../routes/mentorship/apply-page";

describe("mentee application resume", () => {
  it("a refused second file empties the input, drops the first and says why", async () => {
    // The browser's accept filter is off so the test can pick a file the dialog would hide.
    const user = userEvent.setup({ applyAccept: false });
    server.use(visitorSession());
    renderWithProviders(<ApplyPage />, { path: "/mentorship/apply" });
    const input = (await screen.findByLabelText(/^Resume/)) as HTMLInputElement;
    await user.upload(input, new File(["%PDF-1.4"], "cv.pdf", { type: "application/pdf" }));
    expect(screen.getByText("Selected: cv.pdf")).toBeInTheDocument();

    await user.upload(input, new File(["MZ"], "tool.exe", { type: "application/octet-stream" }));
    expect(input.value).toBe("");
    expect(input.files).toHaveLength(0);
    expect(screen.queryByText(/^Selected:/)).toBeNull();
    const alert = screen.getByRole("alert");
    expect(alert).toHaveTextContent("Invalid file type - Please upload a PDF or Word document");
    expect(input).toHaveAttribute("aria-invalid", "true");

    await user.upload(input, new File(["%PDF-1.4"], "cv2.pdf", { type: "application/pdf" }));
    expect(screen.getByText("Selected: cv2.pdf")).toBeInTheDocument();
    expect(screen.queryByRole("alert")).toBeNull();
  });
});
