import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import type { ProfileDto } from "@common/profiles.schema";
import { mockFetch, renderWithProviders } from "@/test/render";
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
  avatarUrl: null,
  avatarSource: "default",
  isVerifiedContractor: false,
  timezone: "UTC",
  createdAt: "2026-01-01T00:00:00.000Z",
};

describe("avatar upload (issue 12)", () => {
  it("shows the server's reason when it refuses the file", async () => {
    const user = userEvent.setup();
    mockFetch((url) =>
      url === "/api/profile/avatar"
        ? { status: 415, body: { error: { code: "UNSUPPORTED_MEDIA_TYPE", message: "Please upload an image file", fields: { avatar: "Please upload an image file" } } } }
        : { body: { me: null } },
    );
    renderWithProviders(<ProfileForm profile={profile} />, { path: "/profile" });
    // Named .png but not an image: the browser lets it through, the server checks the content.
    await user.upload(screen.getByLabelText("Upload image"), new File(["not an image"], "notes.png", { type: "image/png" }));
    expect(await screen.findByText("Please upload an image file")).toBeInTheDocument();
    expect(screen.queryByText("Failed to upload avatar image")).toBeNull();
  });

  it("keeps the generic message for a server failure", async () => {
    const user = userEvent.setup();
    mockFetch((url) => (url === "/api/profile/avatar" ? { status: 500, body: { error: { code: "INTERNAL", message: "Internal error" } } } : { body: { me: null } }));
    renderWithProviders(<ProfileForm profile={profile} />, { path: "/profile" });
    await user.upload(screen.getByLabelText("Upload image"), new File(["x"], "a.png", { type: "image/png" }));
    expect(await screen.findByText("Failed to upload avatar image")).toBeInTheDocument();
  });
});
