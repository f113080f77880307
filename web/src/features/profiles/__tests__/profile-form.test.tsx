import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import type { ProfileDto } from "@common/profiles.schema";
import { apiError, http, json, server } from "@/test/msw";
import { renderWithProviders } from "@/test/render";
import { ProfileForm } from "../components/profile-form";

const profile: ProfileDto = {
  id: "u1",
  fullName: "Ada Member",
  email: "ada@example.test",
  role: "user",
  title: null,
  company: null,
  bio: null,
  expertise: [],
  location: null,
  website: null,
  githubUrl: null,
  linkedinUrl: null,
  yearsExperience: null,
  isOpenToWork: false,
  availableFrom: null,
  avatarUrl: null,
  avatarSource: "default",
  isVerifiedContractor: false,
  timezone: "UTC",
  createdAt: "2026-01-01T00:00:00.000Z",
};

describe("avatar upload", () => {
  it("shows the server's reason when it refuses the file", async () => {
    const user = userEvent.setup();
    server.use(
      http.post("/api/profile/avatar", () =>
        apiError(415, "UNSUPPORTED_MEDIA_TYPE", "Please upload an image file", { avatar: "Please upload an image file" }),
      ),
    );
    renderWithProviders(<ProfileForm profile={profile} />, { path: "/profile" });
    // Named .png but not an image: the browser lets it through, the server checks the content.
    await user.upload(screen.getByLabelText("Upload image"), new File(["not an image"], "notes.png", { type: "image/png" }));
    expect(await screen.findByText("Please upload an image file")).toBeInTheDocument();
    expect(screen.queryByText("Failed to upload avatar image")).toBeNull();
  });

  it("keeps the generic message for a server failure", async () => {
    const user = userEvent.setup();
    server.use(http.post("/api/profile/avatar", () => apiError(500, "INTERNAL", "Internal error")));
    renderWithProviders(<ProfileForm profile={profile} />, { path: "/profile" });
    await user.upload(screen.getByLabelText("Upload image"), new File(["x"], "a.png", { type: "image/png" }));
    expect(await screen.findByText("Failed to upload avatar image")).toBeInTheDocument();
  });
});

describe("profile form fields", () => {
  it("does not add an expertise entry that differs only by case, and says why", async () => {
    const user = userEvent.setup();
    renderWithProviders(<ProfileForm profile={{ ...profile, expertise: ["OWASP"] }} />, { path: "/profile" });
    await user.type(screen.getByLabelText("Expertise"), "owasp");
    await user.click(screen.getByRole("button", { name: "Add" }));
    expect(screen.getByRole("alert")).toHaveTextContent('"OWASP" is already in your expertise');
    expect(within(screen.getByRole("list", { name: "Your expertise" })).getAllByRole("listitem")).toHaveLength(1);
    await user.clear(screen.getByLabelText("Expertise"));
    await user.type(screen.getByLabelText("Expertise"), "Threat Modeling{Enter}");
    expect(within(screen.getByRole("list", { name: "Your expertise" })).getAllByRole("listitem")).toHaveLength(2);
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("explains a negative number of years next to the field and sends nothing", async () => {
    const user = userEvent.setup();
    let saved = false;
    server.use(
      http.put("/api/profile", () => {
        saved = true;
        return json({ profile });
      }),
    );
    renderWithProviders(<ProfileForm profile={profile} />, { path: "/profile" });
    await user.type(screen.getByLabelText("Years of experience"), "-3");
    await user.click(screen.getByRole("button", { name: "Save Profile" }));
    const field = screen.getByLabelText("Years of experience");
    expect(await screen.findByText("Years of experience must be between 0 and 80")).toBeInTheDocument();
    expect(field).toHaveAttribute("aria-invalid", "true");
    expect(field.getAttribute("aria-describedby")).toBe("p-years-error");
    expect(saved).toBe(false);
  });
});

describe("time zone field", () => {
  it("offers UTC and the saved zone even when the browser's list lacks them", () => {
    renderWithProviders(<ProfileForm profile={{ ...profile, timezone: "UTC" }} />, { path: "/profile" });
    expect(screen.getByLabelText("Time zone")).toHaveValue("UTC");
  });
});
