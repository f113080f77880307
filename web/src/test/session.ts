import type { MeDto, ProfileDto } from "@common/profiles.schema";

type SessionUser = MeDto["user"];

/**
 * `me` as `/api/session` answers it for a signed-in member: a verified member on the free plan with a
 * fresh profile (every signed-in account has one) unless `user` or `profile` says otherwise. Serve it
 * with `http.get("/api/session", () => json({ me }))`.
 */
export function sessionMe(
  user: Pick<SessionUser, "id" | "email" | "name"> & Partial<SessionUser>,
  profile: Partial<ProfileDto> = {},
): MeDto {
  const u: SessionUser = { role: "user", capabilities: [], plan: "free", mentorApplication: null, emailVerified: true, ...user };
  return {
    user: u,
    profile: {
      id: u.id,
      fullName: u.name,
      email: u.email,
      role: u.role,
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
      ...profile,
    },
  };
}

export const ADMIN_ID = "00000000-0000-4000-8000-0000000000a1";

/** The admin of the admin pages' tests. */
export const adminMe = sessionMe({
  id: ADMIN_ID,
  email: "admin@example.test",
  name: "Ada Admin",
  role: "admin",
  capabilities: ["admin"],
});
