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
