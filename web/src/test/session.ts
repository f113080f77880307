import type { MeDto } from "@common/profiles.schema";

type SessionUser = MeDto["user"];

/**
 * `me` as `/api/session` answers it for a signed-in member without a profile: a verified member on the
 * free plan unless `user` says otherwise. Serve it with `http.get("/api/session", () => json({ me }))`.
 */
export function sessionMe(user: Pick<SessionUser, "id" | "email" | "name"> & Partial<SessionUser>): {
  user: SessionUser;
  profile: null;
} {
  return {
    user: { role: "user", capabilities: [], plan: "free", mentorApplication: null, emailVerified: true, ...user },
    profile: null,
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
