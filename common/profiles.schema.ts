import { z } from "zod";

export const ROLES = ["user", "supporter", "recruiter", "contractor", "mentor_applicant", "mentor", "admin"] as const;
export const roleSchema = z.enum(ROLES);
export type Role = z.infer<typeof roleSchema>;

export const ROLE_LABELS: Record<Role, string> = {
  user: "Member",
  supporter: "Supporter",
  recruiter: "Recruiter",
  contractor: "Contractor",
  mentor_applicant: "Mentor Applicant",
  mentor: "Mentor",
  admin: "Admin",
};

export const AVATAR_SOURCES = ["upload", "gravatar", "default"] as const;

/** The signed-in user's own profile as /api/me returns it. */
export const profileDto = z.object({
  id: z.string(),
  fullName: z.string(),
  email: z.string(),
  role: roleSchema,
  title: z.string().nullable(),
  company: z.string().nullable(),
  bio: z.string().nullable(),
  expertise: z.array(z.string()),
  location: z.string().nullable(),
  website: z.string().nullable(),
  githubUrl: z.string().nullable(),
  linkedinUrl: z.string().nullable(),
  yearsExperience: z.number().nullable(),
  isOpenToWork: z.boolean(),
  avatarUrl: z.string().nullable(),
  avatarSource: z.enum(AVATAR_SOURCES),
  isVerifiedContractor: z.boolean(),
  timezone: z.string(),
  createdAt: z.string(),
});
export type ProfileDto = z.infer<typeof profileDto>;

export const meDto = z.object({
  user: z.object({ id: z.string(), email: z.string(), name: z.string(), role: roleSchema, emailVerified: z.boolean() }),
  profile: profileDto,
});
export type MeDto = z.infer<typeof meDto>;

/** Mentor = role mentor or admin; verified contractor = flag or role contractor (DESIGN §3.1). */
export const isMentorRole = (role: Role | null | undefined) => role === "mentor" || role === "admin";
export const isVerifiedContractor = (p: { role: Role; isVerifiedContractor: boolean }) =>
  p.isVerifiedContractor || p.role === "contractor";
