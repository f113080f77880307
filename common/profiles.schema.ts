import { z } from "zod";
import { AVAILABILITY_OPTIONS, type Availability } from "./candidate-bands";
import { optionalText } from "./fields";
import { CAPABILITIES, MEMBER_PLANS, MENTOR_APPLICATION_STATES } from "./roles";
import { restrictionNoticeSchema } from "./restrictions.schema";

export const ROLES = ["user", "supporter", "recruiter", "contractor", "mentor_applicant", "mentor", "admin"] as const;
export const roleSchema = z.enum(ROLES);
export type Role = z.infer<typeof roleSchema>;
export const capabilitySchema = z.enum(CAPABILITIES);
export const memberPlanSchema = z.enum(MEMBER_PLANS);
export const mentorApplicationStateSchema = z.enum(MENTOR_APPLICATION_STATES);

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

export const availabilityIds = AVAILABILITY_OPTIONS.map((a) => a.id) as [Availability, ...Availability[]];
export const AVAILABILITY_MESSAGE = "Choose when you can start from the list";

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
  /** When an open-to-work candidate can start (docs/decisions/082); null: not said. */
  availableFrom: z.enum(availabilityIds).nullable(),
  avatarUrl: z.string().nullable(),
  avatarSource: z.enum(AVATAR_SOURCES),
  isVerifiedContractor: z.boolean(),
  timezone: z.string(),
  createdAt: z.string(),
});
export type ProfileDto = z.infer<typeof profileDto>;

export const meDto = z.object({
  user: z.object({
    id: z.string(),
    email: z.string(),
    name: z.string(),
    /** The display role (docs/decisions/026); permissions read `capabilities` and `plan`. */
    role: roleSchema,
    capabilities: z.array(capabilitySchema),
    plan: memberPlanSchema,
    mentorApplication: mentorApplicationStateSchema.nullable(),
    emailVerified: z.boolean(),
  }),
  profile: profileDto,
  /** A silence (or suspension) in force, for the member's banner (docs/decisions/061). */
  restriction: restrictionNoticeSchema.nullable().optional(),
});
export type MeDto = z.infer<typeof meDto>;

export { hasCapability, isMentorRole, isVerifiedContractor, standingOfRole } from "./roles";
export type { Capability, MemberPlan, MentorApplicationState } from "./roles";

const optionalUrl = (message: string, host?: RegExp) =>
  z
    .string()
    .trim()
    .max(500)
    .optional()
    .nullable()
    .transform((v) => (v ? v : null))
    .refine((v) => {
      if (v === null) return true;
      try {
        const u = new URL(v);
        return (u.protocol === "https:" || u.protocol === "http:") && (!host || host.test(u.hostname));
      } catch {
        return false;
      }
    }, message);

/** Keeps the first spelling of entries that differ only by case ("OWASP", "owasp" → "OWASP"). */
export function uniqueIgnoringCase(list: string[]): string[] {
  const seen = new Set<string>();
  return list.filter((s) => {
    const key = s.toLocaleLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** The database allows 0–80 (profiles_years_check). */
export const YEARS_MAX = 80;
const YEARS_MESSAGE = `Years of experience must be between 0 and ${YEARS_MAX}`;

export const profileUpdateSchema = z.object({
  fullName: z.string({ error: "Please provide at least your full name" }).trim().min(1, "Please provide at least your full name").max(100),
  title: optionalText(120),
  company: optionalText(120),
  bio: optionalText(2000),
  expertise: z
    .array(z.string().trim().min(1, "An expertise entry cannot be empty").max(60, "Keep each expertise entry under 60 characters"))
    .max(20, "Add at most 20 expertise entries")
    .default([])
    .transform(uniqueIgnoringCase),
  location: optionalText(120),
  website: optionalUrl("Please enter a valid URL"),
  githubUrl: optionalUrl("Please enter a valid GitHub URL", /(^|\.)github\.com$/i),
  linkedinUrl: optionalUrl("Please enter a valid LinkedIn URL", /(^|\.)linkedin\.com$/i),
  yearsExperience: z.preprocess(
    (v) => (v === "" || v === undefined ? null : v),
    z.coerce
      .number({ error: YEARS_MESSAGE })
      .int("Years of experience must be a whole number")
      .min(0, YEARS_MESSAGE)
      .max(YEARS_MAX, YEARS_MESSAGE)
      .nullable(),
  ),
  isOpenToWork: z.boolean().default(false),
  /** Left out: unchanged; null or "": not said. */
  availableFrom: z.preprocess((v) => (v === "" ? null : v), z.enum(availabilityIds, { error: AVAILABILITY_MESSAGE }).nullable().optional()),
  timezone: z.string().trim().min(1).max(64).default("UTC"),
});
export type ProfileUpdateInput = z.input<typeof profileUpdateSchema>;

export const avatarSourceSchema = z.object({ source: z.enum(["gravatar", "default"]) });
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;

/** Public profile card (preview): badge Mentor, Supporter or Member. */
export const profileBadge = (role: Role) =>
  role === "mentor" || role === "admin" ? "Mentor" : role === "supporter" ? "Supporter" : "Member";
