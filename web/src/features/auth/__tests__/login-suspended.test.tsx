import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { http, json, server } from "@/test/msw";
import { renderWithProviders } from "@/test/render";
import { LoginForm } from "../components/login-form";

describe("a suspended member signs in (docs/decisions/061)", () => {
  it("is told on the form until when and why (better-auth's 403 body)", async () => {
    const message = "Your account is suspended until 2026-03-01 12:00 UTC: Harassment of another member";
    server.use(http.post("/api/auth/sign-in/email", () => json({ error: { code: "FORBIDDEN", message, requestId: "r1" } }, 403)));
    const user = userEvent.setup();
    const { container } = renderWithProviders(<LoginForm />, { path: "/login" });
    await user.type(screen.getByLabelText("Email"), "member@example.test");
    await user.type(screen.getByLabelText("Password"), "Right-password-1");
    await user.click(screen.getByRole("button", { name: "Log in" }));
    // On the form itself (a toast would vanish).
    expect(await within(container.querySelector("form")!).findByRole("alert")).toHaveTextContent(message);
  });
});
