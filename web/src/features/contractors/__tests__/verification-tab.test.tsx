import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { apiError, http, json, server } from "@/test/msw";
import { renderWithProviders } from "@/test/render";
import { VerificationTab } from "../components/verification-tab";

const mine = () =>
  http.get("/api/profile/contractor-request", () =>
    json({ verified: false, request: null, githubConnected: false, linkedinConnected: true }),
  );

async function fill(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByLabelText("Specialization"), "API penetration testing");
  await user.type(screen.getByLabelText("Years of experience"), "5");
  await user.type(screen.getByLabelText("Relevant projects"), "API audits for two fintechs");
  await user.type(screen.getByLabelText("Testimonials"), "Excellent reports");
}

describe("VerificationTab", () => {
  it("sends the request as multipart and says it was submitted", async () => {
    const sent: Record<string, FormDataEntryValue>[] = [];
    server.use(
      mine(),
      http.post("/api/profile/contractor-request", async ({ request }) => {
        sent.push(Object.fromEntries(await request.formData()));
        return json({ updated: false }, 201);
      }),
    );
    renderWithProviders(<VerificationTab />);
    const user = userEvent.setup();
    await fill(user);
    await user.click(screen.getByRole("button", { name: "Submit request" }));
    expect(await screen.findByText("Your verification request has been submitted")).toBeInTheDocument();
    expect(sent).toEqual([
      {
        specialization: "API penetration testing",
        yearsExperience: "5",
        relevantProjects: "API audits for two fintechs",
        testimonials: "Excellent reports",
      },
    ]);
  });

  it("shows the spec's message on each empty field before sending", async () => {
    server.use(mine());
    renderWithProviders(<VerificationTab />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Submit request" }));
    for (const label of ["Specialization", "Years of experience", "Relevant projects", "Testimonials"]) {
      await vi.waitFor(() => expect(screen.getByLabelText(label)).toHaveAttribute("aria-invalid", "true"));
      expect(screen.getByLabelText(label)).toHaveAccessibleDescription("Please fill out all required fields");
    }
  });

  it("marks a field with the server's field message", async () => {
    server.use(
      mine(),
      http.post("/api/profile/contractor-request", () =>
        apiError(400, "VALIDATION_ERROR", "Please fill out all required fields", { testimonials: "Please fill out all required fields" }),
      ),
    );
    renderWithProviders(<VerificationTab />);
    const user = userEvent.setup();
    await fill(user);
    await user.click(screen.getByRole("button", { name: "Submit request" }));
    const field = screen.getByLabelText("Testimonials");
    await vi.waitFor(() => expect(field).toHaveAttribute("aria-invalid", "true"));
    expect(field).toHaveAccessibleDescription("Please fill out all required fields");
    expect(screen.getByLabelText("Specialization")).not.toHaveAttribute("aria-invalid");
  });
});
