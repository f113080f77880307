import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { apiError, http, json, server } from "@/test/msw";
import { renderWithProviders } from "@/test/render";
import { NewsletterForm } from "../components/newsletter-form";

async function submit(email: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText("Email address"), email);
  await user.click(screen.getByRole("button", { name: "Subscribe" }));
}

describe("NewsletterForm", () => {
  it("validates the address", async () => {
    renderWithProviders(<NewsletterForm />);
    await submit("nope");
    expect(await screen.findByText("Please enter a valid email address")).toBeInTheDocument();
  });

  it("marks the box with the server's field message", async () => {
    server.use(
      http.post("/api/newsletter", () =>
        apiError(400, "VALIDATION_ERROR", "Please enter a valid email address", { email: "Please enter a valid email address" }),
      ),
    );
    renderWithProviders(<NewsletterForm />);
    await submit("reader@example.test");
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Please enter a valid email address");
    const box = screen.getByLabelText("Email address");
    expect(box).toHaveAttribute("aria-invalid", "true");
    expect(box).toHaveAttribute("aria-describedby", alert.id);
    expect(screen.queryByText("Failed to subscribe. Please try again.")).not.toBeInTheDocument();
  });

  it("posts the box as `email` when JavaScript has not run (server-rendered form)", async () => {
    const { container } = renderWithProviders(<NewsletterForm />);
    expect(container.querySelector('input[name="email"]')).not.toBeNull();
  });

  it("thanks the subscriber and clears the box", async () => {
    const sent: unknown[] = [];
    server.use(
      http.post("/api/newsletter", async ({ request }) => {
        sent.push(await request.json());
        return json({ pending: true }, 201);
      }),
    );
    renderWithProviders(<NewsletterForm />);
    await submit("reader@example.test");
    expect(
      await screen.findByText("Thank you for subscribing! Please check your inbox and confirm your subscription."),
    ).toBeInTheDocument();
    expect(screen.getByLabelText("Email address")).toHaveValue("");
    expect(sent).toEqual([expect.objectContaining({ email: "reader@example.test" })]);
  });

  it("says so when already subscribed", async () => {
    server.use(http.post("/api/newsletter", () => apiError(409, "CONFLICT", "You're already subscribed to our newsletter!")));
    renderWithProviders(<NewsletterForm />);
    await submit("reader@example.test");
    expect(await screen.findByText("You're already subscribed to our newsletter!")).toBeInTheDocument();
  });

  it("shows the failure toast otherwise", async () => {
    server.use(http.post("/api/newsletter", () => apiError(500, "INTERNAL", "x")));
    renderWithProviders(<NewsletterForm />);
    await submit("reader@example.test");
    expect(await screen.findByText("Failed to subscribe. Please try again.")).toBeInTheDocument();
  });
});
