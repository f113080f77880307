import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { http, json, server } from "@/test/msw";
import { renderWithProviders } from "@/test/render";
import { JoinForm } from "../components/join-form";
import { LoginForm } from "../components/login-form";

describe("LoginForm", () => {
  it("shows the validation messages", async () => {
    const user = userEvent.setup();
    renderWithProviders(<LoginForm />, { path: "/login" });
    expect(screen.getByRole("heading", { name: "Welcome Back" })).toBeInTheDocument();
    await user.type(screen.getByLabelText("Email"), "nope");
    await user.type(screen.getByLabelText("Password"), "123");
    await user.click(screen.getByRole("button", { name: "Log in" }));
    expect(await screen.findByText("Please enter a valid email address")).toBeInTheDocument();
    expect(screen.getByText("Password must be at least 6 characters")).toBeInTheDocument();
  });

  it("shows 'Logging in...' while submitting and the server's message on failure", async () => {
    const user = userEvent.setup();
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    server.use(
      http.post("/api/auth/sign-in/email", async () => {
        await gate;
        return json({ error: { code: "UNAUTHORIZED", message: "Invalid email or password", requestId: "r0" } }, 401);
      }),
    );
    renderWithProviders(<LoginForm />, { path: "/login" });
    await user.type(screen.getByLabelText("Email"), "someone@example.test");
    await user.type(screen.getByLabelText("Password"), "wrong-password");
    await user.click(screen.getByRole("button", { name: "Log in" }));
    expect(await screen.findByRole("button", { name: "Logging in..." })).toBeDisabled();
    release();
    expect(await screen.findByText("Invalid email or password")).toBeInTheDocument();
  });

  it("says so when sign-in is rate-limited (the server's own error envelope, not better-auth's)", async () => {
    const user = userEvent.setup();
    server.use(
      http.post("/api/auth/sign-in/email", () =>
        json({ error: { code: "RATE_LIMITED", message: "Too many requests. Please wait a moment and try again.", requestId: "r1" } }, 429),
      ),
    );
    renderWithProviders(<LoginForm />, { path: "/login" });
    await user.type(screen.getByLabelText("Email"), "someone@example.test");
    await user.type(screen.getByLabelText("Password"), "a-password");
    await user.click(screen.getByRole("button", { name: "Log in" }));
    // No Retry-After: still a readable message, not a bare "Failed to sign in".
    expect(await screen.findByRole("alert")).toHaveTextContent("Too many sign-in attempts. Please wait a few minutes and try again.");
  });

  it("links to /join and /forgot-password", () => {
    renderWithProviders(<LoginForm />, { path: "/login" });
    expect(screen.getByRole("link", { name: "Join now" })).toHaveAttribute("href", "/join");
    expect(screen.getByRole("link", { name: "Forgot your password?" })).toHaveAttribute("href", "/forgot-password");
    for (const p of ["Google", "GitHub", "LinkedIn"]) expect(screen.getByRole("button", { name: p })).toBeInTheDocument();
  });

  it("a provider that is not configured shows 'Failed to sign in with Google'", async () => {
    const user = userEvent.setup();
    server.use(
      http.post("/api/auth/sign-in/social", () =>
        json({ error: { code: "NOT_FOUND", message: "Provider not found", requestId: "r2" } }, 404),
      ),
    );
    renderWithProviders(<LoginForm />, { path: "/login" });
    await user.click(screen.getByRole("button", { name: "Google" }));
    expect(await screen.findByText("Failed to sign in with Google")).toBeInTheDocument();
  });
});

describe("JoinForm", () => {
  it("shows every validation message", async () => {
    const user = userEvent.setup();
    renderWithProviders(<JoinForm />, { path: "/join" });
    expect(screen.getByRole("heading", { name: "Join the community" })).toBeInTheDocument();
    await user.type(screen.getByLabelText("Full name"), "A");
    await user.type(screen.getByLabelText("Email"), "bad");
    await user.type(screen.getByLabelText("Password"), "short");
    await user.type(screen.getByLabelText("Confirm password"), "different");
    await user.click(screen.getByRole("button", { name: "Create Account" }));
    expect(await screen.findByText("Name must be at least 2 characters")).toBeInTheDocument();
    expect(screen.getByText("Please enter a valid email address")).toBeInTheDocument();
    expect(screen.getByText("Password must be at least 12 characters")).toBeInTheDocument();
    expect(screen.getByText("Passwords do not match")).toBeInTheDocument();
    expect(screen.getByText("You must agree to the terms and conditions")).toBeInTheDocument();
  });

  it("sends title and company, shows 'Creating Account...' and the success toast", async () => {
    const user = userEvent.setup();
    const bodies: unknown[] = [];
    const answer = async ({ request }: { request: Request }) => {
      bodies.push(await request.json());
      await new Promise((r) => setTimeout(r, 50));
      return json({ token: null, user: { id: "1" } });
    };
    server.use(http.post("/api/auth/sign-up/email", answer), http.post("/api/auth/sign-in/email", answer));
    renderWithProviders(<JoinForm />, { path: "/join" });
    await user.type(screen.getByLabelText("Full name"), "Grace Hopper");
    await user.type(screen.getByLabelText("Email"), "grace@example.test");
    await user.type(screen.getByLabelText("Password"), "long-enough-passphrase-1");
    await user.type(screen.getByLabelText("Confirm password"), "long-enough-passphrase-1");
    await user.type(screen.getByLabelText("Title (optional)"), "AppSec Engineer");
    await user.click(screen.getByRole("checkbox"));
    await user.click(screen.getByRole("button", { name: "Create Account" }));
    expect(await screen.findByRole("button", { name: "Creating Account..." })).toBeDisabled();
    expect(await screen.findByText("Registration successful! Please check your email for verification.")).toBeInTheDocument();
    // The sign-up, then the sign-in with the same credentials.
    await waitFor(() => expect(bodies).toHaveLength(2));
    expect(bodies[0]).toMatchObject({ name: "Grace Hopper", email: "grace@example.test", title: "AppSec Engineer", company: null });
    expect(bodies[1]).toEqual({ email: "grace@example.test", password: "long-enough-passphrase-1" });
  });

  it("shows the server's message when sign-up fails", async () => {
    const user = userEvent.setup();
    server.use(
      http.post("/api/auth/sign-up/email", () =>
        json({ error: { code: "CONFLICT", message: "User already exists. Use another email.", requestId: "r3" } }, 409),
      ),
    );
    renderWithProviders(<JoinForm />, { path: "/join" });
    await user.type(screen.getByLabelText("Full name"), "Grace Hopper");
    await user.type(screen.getByLabelText("Email"), "grace@example.test");
    await user.type(screen.getByLabelText("Password"), "long-enough-passphrase-1");
    await user.type(screen.getByLabelText("Confirm password"), "long-enough-passphrase-1");
    await user.click(screen.getByRole("checkbox"));
    await user.click(screen.getByRole("button", { name: "Create Account" }));
    expect(await screen.findByText("User already exists. Use another email.")).toBeInTheDocument();
  });
});
