import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { http, json, server, visitorSession } from "@/test/msw";
import { renderWithProviders } from "@/test/render";
import ApplyPage from "../routes/mentorship/apply-page";

describe("mentee application time zone", () => {
  it("defaults to the browser's zone, can be changed, and is sent with the application", async () => {
    const sent: Record<string, FormDataEntryValue>[] = [];
    server.use(
      visitorSession(),
      http.post("/api/mentorship/applications", async ({ request }) => {
        sent.push(Object.fromEntries((await request.formData()).entries()));
        return json({ application: { id: "a1" } }, 201);
      }),
    );
    renderWithProviders(<ApplyPage />, { path: "/mentorship/apply" });
    const zone = (await screen.findByLabelText("Your time zone")) as HTMLSelectElement;
    expect(zone.value).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC");

    const user = userEvent.setup();
    await user.selectOptions(zone, "Asia/Tokyo");
    await user.type(screen.getByLabelText("Full name"), "Ada Learner");
    await user.type(screen.getByLabelText("Email"), "ada@example.test");
    await user.type(screen.getByLabelText("Current role"), "Developer");
    await user.click(screen.getByLabelText("Years of experience"));
    await user.click(await screen.findByRole("option", { name: "1-3 years" }));
    await user.click(screen.getByLabelText("Area of interest"));
    await user.click(await screen.findByRole("option", { name: "Application Security" }));
    await user.type(screen.getByLabelText("Your goals"), "Become an AppSec engineer within a year.");
    await user.click(screen.getByRole("button", { name: "Submit Application" }));
    expect(await screen.findByText("Application received!")).toBeInTheDocument();
    expect(sent[0]).toMatchObject({ timezone: "Asia/Tokyo", goals: "Become an AppSec engineer within a year." });
  });
});
