import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { http, HttpResponse, json, server } from "@/test/msw";
import { renderWithProviders } from "@/test/render";
import { LoginForm, retryMessage } from "../components/login-form";
import { UnlockSignInPanel } from "../components/unlock-sign-in-panel";

/** Sign-in protection in the web app (docs/decisions/055): the 429 message and the unlock link's page. */
describe("the sign-in page when sign-in is paused", () => {
  it("says when to try again, from the answer's Retry-After, and that a known device still gets in", async () => {
    const user = userEvent.setup();
    server.use(
      http.post("/api/auth/sign-in/email", () =>
        HttpResponse.json(
          { error: { code: "RATE_LIMITED", message: "Too many requests. Please wait a moment and try again.", requestId: "r1" } },
          { status: 429, headers: { "Retry-After": "840" } },
        ),
      ),
    );
    renderWithProviders(<LoginForm />, { path: "/login" });
    await user.type(screen.getByLabelText("Email"), "someone@example.test");
    await user.type(screen.getByLabelText("Password"), "the-right-password");
    await user.click(screen.getByRole("button", { name: "Log in" }));
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Too many sign-in attempts. Try again in 14 minutes (at");
    expect(alert).toHaveTextContent("A device you signed in with before can still sign in.");
  });

  it("words the wait in minutes, rounded up", () => {
    const now = new Date("2026-01-01T10:00:00Z");
    expect(retryMessage(30, now)).toMatch(/^Too many sign-in attempts\. Try again in 1 minute \(at /);
    expect(retryMessage(900, now)).toMatch(/Try again in 15 minutes/);
    expect(retryMessage(undefined, now)).toBe("Too many sign-in attempts. Please wait a few minutes and try again.");
  });
});

describe("the unlock link's page", () => {
  it("lifts nothing on opening; the button posts the token and says signing in works again", async () => {
    const user = userEvent.setup();
    const posted: unknown[] = [];
    server.use(
      http.post("/api/sign-in/unlock", async ({ request }) => {
        posted.push(await request.json());
        return json({ unlocked: true });
      }),
    );
    renderWithProviders(<UnlockSignInPanel token="v1.abc.def" />, { path: "/unlock-sign-in" });
    expect(screen.getByRole("heading", { name: "Resume signing in" })).toBeInTheDocument();
    expect(posted).toEqual([]);
    await user.click(screen.getByRole("button", { name: "Resume signing in" }));
    expect(await screen.findByRole("status")).toHaveTextContent("Signing in works again.");
    expect(posted).toEqual([{ token: "v1.abc.def" }]);
    expect(screen.getByRole("link", { name: "Log in" })).toHaveAttribute("href", "/login");
  });

  it("shows the server's message for a used or expired link", async () => {
    const user = userEvent.setup();
    const message = "This link has expired or was used already. Signing in from a device you used before still works.";
    server.use(
      http.post("/api/sign-in/unlock", () =>
        HttpResponse.json({ error: { code: "BAD_REQUEST", message, requestId: "r" } }, { status: 400 }),
      ),
    );
    renderWithProviders(<UnlockSignInPanel token="v1.used.token" />, { path: "/unlock-sign-in" });
    await user.click(screen.getByRole("button", { name: "Resume signing in" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(message);
  });

  it("a link without its token says so and offers no button", () => {
    renderWithProviders(<UnlockSignInPanel token={null} />, { path: "/unlock-sign-in" });
    expect(screen.getByRole("alert")).toHaveTextContent("This link is incomplete.");
    expect(screen.queryByRole("button", { name: "Resume signing in" })).toBeNull();
  });
});
